import { textRef } from '@roteiro/domain/i18n/texts';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../shared/i18n/errorText.ts';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { ApiError } from '../../shared/lib/api.ts';
import { messages } from './adminTexts.ts';

const english = await testTexts('en', ['common', 'admin']);
const portuguese = await testTexts('pt-PT', ['common', 'admin']);

describe('the admin screens’ texts', () => {
  it('word the spec’s messages of the registration code and the dev mailbox in the admin’s language', () => {
    expect(english.say(messages, 'registrationCodeSent')).toBe(messages.registrationCodeSent);
    expect(portuguese.say(messages, 'registrationCodeSent')).toBe(
      'Foi enviado à empresa um e-mail com um código de registo',
    );
    expect(portuguese.say(messages, 'registrationCodeSendFailed')).toMatch(/^Ocorreu um erro ao enviar/);
    expect(portuguese.tx(textRef(messages, 'devMailboxOff'))).toMatch(
      /^A caixa de entrada de desenvolvimento/,
    );
  });

  it('word a refusal of the server by the text it names, not its English', () => {
    const refused = new ApiError(409, 'CONFLICT', staffTexts.accountExists, {
      text: { id: 'staff.accountExists' },
    });
    expect(errorText(refused, english)).toBe(staffTexts.accountExists);
    expect(errorText(refused, portuguese)).toBe('Já existe uma conta com este e-mail. Inicie sessão.');
  });

  it('count, date and price the dashboard as each language writes them', () => {
    expect(english.t('admin.dashboard.missingSeats', { count: 1 })).toBe(
      "1 group is missing a company's seats",
    );
    expect(english.t('admin.dashboard.missingSeats', { count: 3 })).toBe(
      "3 groups are missing a company's seats",
    );
    expect(portuguese.t('admin.dashboard.missingSeats', { count: 1 })).toBe(
      '1 grupo ainda não tem os lugares de uma empresa',
    );
    expect(english.t('admin.dashboard.todayOn', { day: english.day('2026-01-05') })).toBe(
      'Today, 05 January 2026',
    );
    expect(portuguese.t('admin.dashboard.todayOn', { day: portuguese.day('2026-01-05') })).toBe(
      'Hoje, 5 de janeiro de 2026',
    );
    expect(english.t('admin.dashboard.takenToday', { amount: english.price(1250) })).toBe(
      '€12.50 taken today',
    );
    expect(portuguese.t('admin.dashboard.takenToday', { amount: portuguese.price(1250) })).toBe(
      '12,50\u00a0€ recebidos hoje',
    );
  });
});
