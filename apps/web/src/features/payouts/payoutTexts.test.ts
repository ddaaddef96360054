import { refOf } from '@roteiro/domain/i18n/texts';
import { affiliatePayoutTexts } from '@roteiro/domain/money/affiliate-payouts';
import { describe, expect, it } from 'vitest';
import '../affiliates/affiliateTexts.ts';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { payoutTexts, resultText } from './payoutTexts.ts';

describe('payout texts', () => {
  it('word a transfer result’s message from its reference, in the reader’s language', () => {
    const already = refOf(payoutTexts, 'alreadyTransferred');
    expect(resultText(payoutTexts.alreadyTransferred, already, 'en')).toBe(
      'This activity has already been transferred.',
    );
    expect(resultText(payoutTexts.alreadyTransferred, already, 'pt-PT')).toBe(
      'Esta atividade já foi transferida.',
    );
    expect(
      resultText(
        affiliatePayoutTexts.nothingApproved,
        refOf(affiliatePayoutTexts, 'nothingApproved'),
        'pt-PT',
      ),
    ).toBe('Não há comissões aprovadas a pagar.');
  });

  it('never word a message from its English: without a reference it stays as it came', () => {
    expect(resultText(payoutTexts.alreadyTransferred, null, 'pt-PT')).toBe(payoutTexts.alreadyTransferred);
    expect(resultText('The provider said no.', null, 'pt-PT')).toBe('The provider said no.');
    expect(resultText('The provider said no.', { id: 'payouts.unknownKey' }, 'pt-PT')).toBe(
      'The provider said no.',
    );
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
