import { describe, expect, it } from 'vitest';
import { reviewHiddenMail, reviewInvitationMail } from './review-invitation.ts';

const data = {
  clientName: 'Maria',
  activityTitle: 'Belém by tuk-tuk',
  attendedOn: '2026-11-12',
  reviewUrl: 'http://localhost:3000/review/abc.def.ghi',
  unsubscribeUrl: 'http://localhost:3000/review/abc.def.ghi/unsubscribe',
};

describe('review e-mails', () => {
  it('invites in English with the link first and the unsubscribe link', () => {
    const mail = reviewInvitationMail({ ...data, locale: 'en' });
    expect(mail.subject).toBe('How was Belém by tuk-tuk?');
    expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(data.reviewUrl);
    expect(mail.text).toContain('on 12 November 2026');
    expect(mail.text).toContain(data.unsubscribeUrl);
    expect(mail.html).toContain('lang="en"');
  });

  it('invites in Portuguese, and reminds once without the unsubscribe note', () => {
    const mail = reviewInvitationMail({ ...data, locale: 'pt-PT' });
    expect(mail.subject).toBe('Como correu: Belém by tuk-tuk?');
    expect(mail.text).toContain('a 12 de novembro de 2026');
    expect(mail.text).toContain('Escrever a sua avaliação');
    expect(mail.html).toContain('lang="pt-PT"');
    const reminder = reviewInvitationMail({ ...data, locale: 'pt-PT', isReminder: true });
    expect(reminder.subject).toBe('Tem um minuto para avaliar Belém by tuk-tuk?');
    expect(reminder.text).toContain(data.reviewUrl);
    expect(reminder.text).not.toContain(data.unsubscribeUrl);
  });

  it("names an event booking's event before its activity, in the language given", () => {
    const en = reviewInvitationMail({ ...data, locale: 'en', eventTitle: 'Fado night' });
    expect(en.subject).toBe('How was Fado night (Belém by tuk-tuk)?');
    expect(en.text).toContain('You took part in Fado night (Belém by tuk-tuk) on 12 November 2026.');
    const pt = reviewInvitationMail({
      ...data,
      locale: 'pt-PT',
      activityTitle: 'Belém de tuk-tuk',
      eventTitle: 'Noite de fado',
    });
    expect(pt.subject).toBe('Como correu: Noite de fado (Belém de tuk-tuk)?');
    expect(pt.text).toContain('Participou em Noite de fado (Belém de tuk-tuk) a 12 de novembro de 2026.');
    const reminder = reviewInvitationMail({
      ...data,
      locale: 'pt-PT',
      eventTitle: 'Noite de fado',
      isReminder: true,
    });
    expect(reminder.subject).toBe('Tem um minuto para avaliar Noite de fado (Belém by tuk-tuk)?');
    expect(reminder.text).toContain(
      'participou em Noite de fado (Belém by tuk-tuk) a 12 de novembro de 2026.',
    );
    // No event: the activity alone, as before.
    expect(reviewInvitationMail({ ...data, locale: 'en', eventTitle: null }).subject).toBe(
      'How was Belém by tuk-tuk?',
    );
  });

  it('tells the author why a review was hidden, in their language', () => {
    const en = reviewHiddenMail({ ...data, locale: 'en', reason: 'Personal details' });
    expect(en.subject).toBe('Your review of Belém by tuk-tuk was hidden');
    expect(en.text).toContain('Reason: Personal details');
    const pt = reviewHiddenMail({ ...data, locale: 'pt-PT', reason: 'Dados pessoais' });
    expect(pt.text).toContain('Motivo: Dados pessoais');
  });
});
