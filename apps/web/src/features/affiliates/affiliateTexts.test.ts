import { affiliateTexts, ZJoinAffiliatesRequest } from '@roteiro/domain/affiliates/schemas';
import { textRef } from '@roteiro/domain/i18n/texts';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { earningsIn, messages, percentIn } from './affiliateTexts.ts';

const english = await testTexts('en', ['affiliate']);
const portuguese = await testTexts('pt-PT', ['affiliate']);

describe('affiliate texts', () => {
  it('write earnings as the reader reads them: "None" or the amount', () => {
    expect(earningsIn(0, english)).toBe('None');
    expect(earningsIn(450, english)).toBe('€4.50');
    expect(earningsIn(0, portuguese)).toBe('Nenhum');
    expect(earningsIn(450, portuguese)).toMatch(/^4,50\s€$/);
  });

  it('write a percentage with the language’s decimal mark', () => {
    expect(percentIn(12.5, 'en')).toBe('12.5');
    expect(percentIn(12.5, 'pt-PT')).toBe('12,5');
    expect(english.t('affiliate.commissions.rate', { rate: '12.5', amount: '€40.00' })).toBe(
      '12.5% of €40.00',
    );
    expect(portuguese.t('affiliate.commissions.rate', { rate: '12,5', amount: '40,00 €' })).toBe(
      '12,5% de 40,00 €',
    );
  });

  it('word the join form’s rules and the spec’s messages in the reader’s language', () => {
    const phone = ZJoinAffiliatesRequest.safeParse({
      name: 'Rita',
      email: 'rita@example.com',
      phoneNumber: 'abc',
    });
    const message = phone.error?.issues[0]?.message ?? '';
    expect(message).toBe(textRef(affiliateTexts, 'phoneInvalid'));
    expect(english.tx(message)).toBe('Enter a valid phone number');
    expect(portuguese.tx(message)).toBe('Introduza um número de telefone válido');
    expect(english.say(messages, 'affiliateThanks')).toBe(
      'Thank you for your interest in being an affiliate!',
    );
    expect(portuguese.say(messages, 'affiliateThanks')).toBe('Obrigado pelo seu interesse em ser afiliado!');
  });

  it('count commissions in the payout toast with the language’s plural', () => {
    const values = { amount: '€9.00', name: 'Rita', count: 2 };
    expect(english.t('affiliate.admin.paidToast', values)).toBe(
      '€9.00 transferred to Rita for 2 commissions.',
    );
    expect(portuguese.t('affiliate.admin.paidToast', { ...values, count: 1 })).toBe(
      '€9.00 transferidos para Rita por 1 comissão.',
    );
  });
});
