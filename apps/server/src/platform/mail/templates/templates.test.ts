import { describe, expect, it } from 'vitest';
import { affiliateWelcomeMail } from './affiliate-welcome.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from './email-change.ts';
import { employeeInvitationMail } from './employee-invitation.ts';
import { formConfirmationMail, formSubmissionMail } from './form-submission.ts';
import { composeMail } from './layout.ts';
import { quoteRequestMail } from './quote-request.ts';
import { registrationCodeMail } from './registration-code.ts';
import { signInLinkMail } from './sign-in-link.ts';
import { vendorInvitationMail } from './vendor-invitation.ts';

const firstUrl = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

describe('mail layout', () => {
  it('renders every block as text and as escaped HTML', () => {
    const mail = composeMail({
      subject: 'Hi <there>',
      heading: 'Olá & bem-vindo',
      blocks: [
        { kind: 'paragraph', text: 'A <b>bold</b> claim' },
        { kind: 'action', label: 'Open', url: 'https://example.test/a?b=1&c=2' },
        { kind: 'code', label: 'Code', code: 'ABC1234' },
        { kind: 'facts', rows: [['When', '24 November 2026 at 10:00']] },
        { kind: 'image', cid: 'qr-1', alt: 'Ticket QR code', width: 200 },
      ],
      attachments: [{ filename: 'a.png', contentType: 'image/png', contentBase64: 'AA==', cid: 'qr-1' }],
    });
    expect(mail.text).toContain('Olá & bem-vindo');
    expect(mail.text).toContain('A <b>bold</b> claim');
    expect(mail.text).toContain('Open:\n\nhttps://example.test/a?b=1&c=2');
    expect(mail.text).toContain('Code: ABC1234');
    expect(mail.text).toContain('When: 24 November 2026 at 10:00');
    expect(mail.html).toContain('<title>Hi &lt;there&gt;</title>');
    expect(mail.html).toContain('A &lt;b&gt;bold&lt;/b&gt; claim');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain('href="https://example.test/a?b=1&amp;c=2"');
    expect(mail.html).toContain('src="cid:qr-1"');
    expect(mail.attachments).toEqual([
      { filename: 'a.png', contentType: 'image/png', contentBase64: 'AA==', cid: 'qr-1' },
    ]);
  });
});

describe('templates', () => {
  it('sign-in link: the link first, valid once for 15 minutes', () => {
    const mail = signInLinkMail({ url: 'http://localhost:3000/api/auth/magic-link/verify?token=t' });
    expect(mail.subject).toBe('Your Roteiro sign-in link');
    expect(firstUrl(mail.text)).toBe('http://localhost:3000/api/auth/magic-link/verify?token=t');
    expect(mail.text).toContain('15 minutes');
    const pt = signInLinkMail({
      url: 'http://localhost:3000/api/auth/magic-link/verify?token=t',
      locale: 'pt-PT',
    });
    expect(pt.subject).toBe('A sua ligação para iniciar sessão no Roteiro');
    expect(firstUrl(pt.text)).toBe('http://localhost:3000/api/auth/magic-link/verify?token=t');
    expect(pt.text).toContain('15 minutos');
    expect(pt.html).toContain('lang="pt-PT"');
  });

  it('e-mail change: the link to the new address, the notices to the old one', () => {
    const confirm = emailChangeConfirmMail({
      url: 'http://localhost:3000/settings/email/confirm?token=abc',
      newEmail: 'new@example.com',
    });
    expect(confirm.subject).toBe('Confirm your new Roteiro e-mail address');
    expect(firstUrl(confirm.text)).toBe('http://localhost:3000/settings/email/confirm?token=abc');
    expect(confirm.text).toContain('new@example.com');
    const requested = emailChangeNoticeMail({ newEmail: 'new@example.com', stage: 'requested' });
    expect(requested.text).toContain('change your password now');
    expect(firstUrl(requested.text)).toBeUndefined();
    const changed = emailChangeNoticeMail({ newEmail: 'new@example.com', stage: 'changed' });
    expect(changed.subject).toBe('Your Roteiro e-mail address was changed');
    expect(changed.text).toContain('now signs in with new@example.com');
  });

  it('e-mail change in Portuguese: the same mails, every text in pt-PT', () => {
    const url = 'http://localhost:3000/settings/email/confirm?token=abc';
    const confirm = emailChangeConfirmMail({ url, newEmail: 'novo@example.com', locale: 'pt-PT' });
    expect(confirm.subject).toBe('Confirme o seu novo endereço de e-mail no Roteiro');
    expect(firstUrl(confirm.text)).toBe(url);
    expect(confirm.text).toContain('novo@example.com');
    expect(confirm.html).toContain('lang="pt-PT"');
    const requested = emailChangeNoticeMail({
      newEmail: 'novo@example.com',
      stage: 'requested',
      locale: 'pt-PT',
    });
    expect(requested.subject).toBe('Foi pedida a alteração do endereço de e-mail da sua conta Roteiro');
    expect(firstUrl(requested.text)).toBeUndefined();
    const changed = emailChangeNoticeMail({
      newEmail: 'novo@example.com',
      stage: 'changed',
      locale: 'pt-PT',
    });
    expect(changed.text).toContain('passa a iniciar sessão com novo@example.com');
    for (const mail of [confirm, requested, changed]) {
      expect(mail.text).not.toMatch(/\b(your|address|nothing|changed|link)\b/i);
    }
  });

  it('registration code: the code and where to register', () => {
    const mail = registrationCodeMail({
      code: 'Ab3dE5f',
      email: 'tours@example.com',
      registerUrl: 'http://localhost:3000/guider/register',
    });
    expect(mail.subject).toBe('Your Roteiro registration code');
    expect(/registration code is: ([A-Za-z0-9]{7})/.exec(mail.text)?.[1]).toBe('Ab3dE5f');
    expect(firstUrl(mail.text)).toBe('http://localhost:3000/guider/register');
    expect(mail.text).toContain('tours@example.com');
  });

  it('employee invitation: from the company, the signed link first', () => {
    const mail = employeeInvitationMail({
      name: 'Ana <Silva>',
      companyName: 'Tejo Tours',
      link: 'http://localhost:3000/c1/guider/register?invitation=x.y',
    });
    expect(mail.subject).toBe('Tejo Tours invited you to Roteiro');
    expect(firstUrl(mail.text)).toBe('http://localhost:3000/c1/guider/register?invitation=x.y');
    expect(mail.html).toContain('Hello Ana &lt;Silva&gt;,');
  });

  it('vendor invitation: the registration link, then where to sign in', () => {
    const mail = vendorInvitationMail({
      registerUrl: 'http://localhost:3000/vendor/v1/register',
      signInUrl: 'http://localhost:3000/vendor/login',
    });
    expect(mail.subject).toBe('Create your Roteiro vendor account');
    expect(firstUrl(mail.text)).toBe('http://localhost:3000/vendor/v1/register');
    expect(mail.text).toContain('Then sign in at http://localhost:3000/vendor/login.');
  });

  it('registration code, employee and vendor invitations in Portuguese: every text in pt-PT', () => {
    const code = registrationCodeMail({
      code: 'Ab3dE5f',
      email: 'tours@example.com',
      registerUrl: 'http://localhost:3000/guider/register',
      locale: 'pt-PT',
    });
    expect(code.subject).toBe('O seu código de registo no Roteiro');
    expect(/código de registo é: ([A-Za-z0-9]{7})/.exec(code.text)?.[1]).toBe('Ab3dE5f');
    expect(firstUrl(code.text)).toBe('http://localhost:3000/guider/register');
    expect(code.text).toContain(
      'Crie a conta da sua empresa com este endereço de e-mail (tours@example.com); o código funciona uma vez',
    );
    expect(code.html).toContain('lang="pt-PT"');

    const employee = employeeInvitationMail({
      name: 'Ana <Silva>',
      companyName: 'Tejo Tours',
      link: 'http://localhost:3000/c1/guider/register?invitation=x.y',
      locale: 'pt-PT',
    });
    expect(employee.subject).toBe('Tejo Tours convidou-o para o Roteiro');
    expect(firstUrl(employee.text)).toBe('http://localhost:3000/c1/guider/register?invitation=x.y');
    expect(employee.text).toContain(
      'Tejo Tours adicionou-o como guia no Roteiro. Crie a sua conta com esta ligação',
    );
    expect(employee.text).toContain('Se não esperava este convite, ignore este e-mail.');
    expect(employee.html).toContain('Olá, Ana &lt;Silva&gt;,');
    expect(employee.html).toContain('lang="pt-PT"');

    const vendor = vendorInvitationMail({
      registerUrl: 'http://localhost:3000/vendor/v1/register',
      signInUrl: 'http://localhost:3000/vendor/login',
      locale: 'pt-PT',
    });
    expect(vendor.subject).toBe('Crie a sua conta de vendedor no Roteiro');
    expect(firstUrl(vendor.text)).toBe('http://localhost:3000/vendor/v1/register');
    expect(vendor.text).toContain('Foi adicionado como vendedor de bilhetes no Roteiro.');
    expect(vendor.text).toContain('Depois, inicie sessão em http://localhost:3000/vendor/login.');
    expect(vendor.html).toContain('lang="pt-PT"');

    for (const mail of [code, employee, vendor]) {
      expect(mail.text).toContain('— Roteiro, passeios e experiências em Portugal');
      expect(mail.text).not.toMatch(/\b(your|account|invited|link|sign in|then)\b/i);
    }
  });

  it('affiliate welcome: code, rates and the onboarding page', () => {
    const mail = affiliateWelcomeMail({
      name: 'Rita',
      discountCode: 'LISBOA10',
      discountPercent: 10,
      commissionPercent: 12.5,
      onboardingUrl: 'http://localhost:3000/affiliate/acct_1',
    });
    expect(mail.subject).toBe('Welcome to the Roteiro affiliates program');
    expect(mail.text).toContain('Your discount code is LISBOA10. Travellers who book with it get 10% off');
    expect(mail.text).toContain('you earn 12.5% of what they pay');
    expect(firstUrl(mail.text)).toBe('http://localhost:3000/affiliate/acct_1');
  });

  it('quote request: every answer, and whom to reply to', () => {
    const mail = quoteRequestMail({
      request: {
        clientName: 'Maria',
        email: 'maria@example.com',
        destinations: ['Lisbon', 'Óbidos'],
        dates: 'May',
        nOfParticipants: 2,
        ageRange: '30-40',
        selectedGroupType: 'Couple',
        shouldPlanItinerary: true,
        selectedInterests: ['Wine tasting'],
        withPrivateGuide: true,
        withAirportTransfer: false,
        nonNegotiables: null,
        notes: 'Vegetarian',
      },
    });
    expect(mail.subject).toBe('New quote request from Maria');
    expect(mail.text).toContain('Destinations: Lisbon, Óbidos');
    expect(mail.text).toContain('Airport transfer: No');
    expect(mail.text).toContain('Reply to maria@example.com.');
    expect(mail.html).toContain('Óbidos');
  });

  it('form answer: every answer for staff, the link to the list; the sender gets thanks and a copy', () => {
    const answers = { rating: 'Poor', recommend: 'No', email: 'ana@example.com', improve: 'Shade <please>' };
    const staff = formSubmissionMail({
      kind: 'feedback',
      answers,
      adminUrl: 'http://localhost:3000/admin/forms?kind=feedback',
    });
    expect(staff.subject).toBe('Tell us how it went: a new answer from ana@example.com');
    expect(staff.text).toContain('How was your experience?: Poor');
    expect(staff.text).toContain('http://localhost:3000/admin/forms?kind=feedback');
    expect(staff.html).toContain('Shade &lt;please&gt;');
    const copy = formConfirmationMail({ kind: 'feedback', answers: { ...answers, contactName: 'Ana' } });
    expect(copy.subject).toBe('We received your answer: Tell us how it went');
    expect(copy.text).toContain('Hello Ana,');
    expect(copy.text).toContain('Thank you for your feedback');
    expect(copy.text).toContain('Would you recommend Roteiro to a friend?: No');
  });
});
