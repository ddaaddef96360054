import type { TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import { formatDay } from '@roteiro/domain/time/format';
import mailReviewHiddenPt from '../locales/pt-PT/mailReviewHidden.json';
import mailReviewInvitationPt from '../locales/pt-PT/mailReviewInvitation.json';
import { sayIn } from '../mail-texts.ts';
import { whatText } from './booking-details.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailReviewInvitation.json. */
export const mailReviewInvitationTexts = defineTexts('mailReviewInvitation', {
  subject: (what: string) => `How was ${what}?`,
  reminderSubject: (what: string) => `A minute to review ${what}?`,
  heading: (name: string) => `${name}, thank you for touring with us.`,
  body: (what: string, day: string) =>
    `You took part in ${what} on ${day}. Tell other travellers how it was: your stars and a few words help them choose, and help the guides get better.`,
  reminder: (what: string, day: string) =>
    `A few days ago you took part in ${what} on ${day}. If you have a minute, your review helps other travellers choose.`,
  open: 'Write your review',
  only: 'Only travellers whose ticket was scanned at the start of a tour can review it. No account is needed; the link works for 90 days.',
  unsubscribe: (url: string) => `Don't want a reminder about this review? ${url}`,
});
registerTranslations(mailReviewInvitationTexts, 'pt-PT', mailReviewInvitationPt);
const sayInvitation = sayIn(mailReviewInvitationTexts);

export type ReviewInvitationMailData = {
  locale: TLocale;
  clientName: string;
  /** In the booking's language (its Portuguese title where written), as is the event's. */
  activityTitle: string;
  /** An event booking's event, named before its activity as the booking's other e-mails name it. */
  eventTitle?: string | null;
  /** The day of the run attended (Lisbon), `YYYY-MM-DD`. */
  attendedOn: string;
  reviewUrl: string;
  unsubscribeUrl: string;
  /** The one reminder, three days later. */
  isReminder?: boolean;
};

/** After the tour: the signed link to review it (no account), and the link that stops the reminder. */
export function reviewInvitationMail(data: ReviewInvitationMailData): MailContent {
  const say = sayInvitation(data.locale);
  const day = formatDay(data.attendedOn, data.locale);
  const what = whatText({ activityTitle: data.activityTitle, eventTitle: data.eventTitle ?? null });
  return composeMail({
    locale: data.locale,
    subject: data.isReminder ? say('reminderSubject', what) : say('subject', what),
    heading: say('heading', data.clientName),
    blocks: [
      {
        kind: 'paragraph',
        text: data.isReminder ? say('reminder', what, day) : say('body', what, day),
      },
      { kind: 'action', label: say('open'), url: data.reviewUrl },
      { kind: 'note', text: say('only') },
      ...(data.isReminder ? [] : [{ kind: 'note' as const, text: say('unsubscribe', data.unsubscribeUrl) }]),
    ],
  });
}

/** English; the Portuguese in locales/pt-PT/mailReviewHidden.json. */
export const mailReviewHiddenTexts = defineTexts('mailReviewHidden', {
  subject: (what: string) => `Your review of ${what} was hidden`,
  heading: (name: string) => `${name}, your review was hidden.`,
  body: (what: string) =>
    `Our team hid your review of ${what}: it no longer shows on the activity's page or counts in its rating.`,
  reason: 'Reason',
  reply: 'If you think this is a mistake, reply to this e-mail.',
});
registerTranslations(mailReviewHiddenTexts, 'pt-PT', mailReviewHiddenPt);
const sayHidden = sayIn(mailReviewHiddenTexts);

/** An admin hid a review: its author is told why. */
export function reviewHiddenMail(data: {
  locale: TLocale;
  clientName: string;
  activityTitle: string;
  reason: string;
}): MailContent {
  const say = sayHidden(data.locale);
  return composeMail({
    locale: data.locale,
    subject: say('subject', data.activityTitle),
    heading: say('heading', data.clientName),
    blocks: [
      { kind: 'paragraph', text: say('body', data.activityTitle) },
      { kind: 'facts', rows: [[say('reason'), data.reason]] },
      { kind: 'paragraph', text: say('reply') },
    ],
  });
}
