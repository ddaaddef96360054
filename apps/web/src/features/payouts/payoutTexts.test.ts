import { affiliatePayoutTexts } from '@roteiro/domain/money/affiliate-payouts';
import { describe, expect, it } from 'vitest';
import '../affiliates/affiliateTexts.ts';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { payoutTexts, wordResultMessage } from './payoutTexts.ts';

describe('payout texts', () => {
  it('word a transfer result’s message (the English of a payouts text) in the reader’s language', () => {
    expect(wordResultMessage(payoutTexts, payoutTexts.alreadyTransferred, 'en')).toBe(
      'This activity has already been transferred.',
    );
    expect(wordResultMessage(payoutTexts, payoutTexts.alreadyTransferred, 'pt-PT')).toBe(
      'Esta atividade já foi transferida.',
    );
    expect(wordResultMessage(affiliatePayoutTexts, affiliatePayoutTexts.nothingApproved, 'pt-PT')).toBe(
      'Não há comissões aprovadas a pagar.',
    );
  });

  it('leave any other message as it came', () => {
    expect(wordResultMessage(payoutTexts, 'The provider said no.', 'pt-PT')).toBe('The provider said no.');
  });

  it('count activities and companies with the language’s plurals', async () => {
    const english = await testTexts('en', ['payments']);
    const portuguese = await testTexts('pt-PT', ['payments']);
    const values = { amount: '€90.00', count: 1, companies: 2 };
    expect(english.t('payments.admin.confirmText', values)).toBe(
      '€90.00 for 1 activity to 2 companies, one transfer per activity.',
    );
    expect(portuguese.t('payments.admin.confirmText', values)).toBe(
      '€90.00 por 1 atividade para 2 empresas, uma transferência por atividade.',
    );
    expect(english.t('payments.admin.transferredToast', { count: 1 })).toBe(
      'The activity has been transferred.',
    );
    expect(english.t('payments.admin.transferredToast', { count: 3 })).toBe(
      '3 activities have been transferred.',
    );
    expect(portuguese.t('payments.admin.transferredToast', { count: 3 })).toBe(
      'Foram transferidas 3 atividades.',
    );
  });
});
