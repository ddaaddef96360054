import { describe, expect, it } from 'vitest';
import { affiliateWelcomeMail } from './affiliate-welcome.ts';

const welcome = {
  name: 'Rita',
  discountCode: 'LISBOA10',
  discountPercent: 10,
  commissionPercent: 12.5,
  onboardingUrl: 'http://localhost:3000/affiliate/acct_1',
};

describe('affiliate welcome e-mail', () => {
  it('is English unless the account is Portuguese', () => {
    const mail = affiliateWelcomeMail(welcome);
    expect(mail.subject).toBe('Welcome to the Roteiro affiliates program');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Thank you for your interest in being an affiliate!');
  });

  it('is in Portuguese for a Portuguese account: the code, the rates as Portugal writes them, the page', () => {
    const mail = affiliateWelcomeMail({ ...welcome, locale: 'pt-PT' });
    expect(mail.subject).toBe('Boas-vindas ao programa de afiliados do Roteiro');
    expect(mail.html).toContain('<html lang="pt-PT">');
    expect(mail.text).toContain('Olá, Rita,');
    expect(mail.text).toContain('Obrigado pelo seu interesse em ser afiliado!');
    expect(mail.text).toContain('O seu código de desconto é LISBOA10.');
    expect(mail.text).toContain('têm 10% de desconto, e ganha 12,5% do que pagarem.');
    expect(mail.text).toContain('configure a sua conta de pagamentos');
    expect(mail.text).toContain('http://localhost:3000/affiliate/acct_1');
    expect(mail.text).not.toMatch(/\b(the|your|affiliates program)\b/i);
  });
});
