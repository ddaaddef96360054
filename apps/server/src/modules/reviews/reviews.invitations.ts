import { REVIEW_REMINDER_DAYS } from '@roteiro/domain/reviews/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Trx } from '../../db/database.ts';
import { reviewInvitationMail } from '../../platform/mail/templates/review-invitation.ts';
import type { Outbox, ScheduledTask } from '../../platform/outbox/outbox.ts';
import { reviewLink, reviewToken, reviewUnsubscribeLink } from './review-token.ts';
import {
  claimInvitationReminder,
  findReviewBooking,
  insertRunInvitations,
  listInvitationsDueReminder,
} from './reviews.repository.ts';

/** What the invitations need: the outbox, where links point and the key that signs them. */
export type ReviewMailDeps = { outbox: Pick<Outbox, 'enqueue'>; appUrl: string; authSecret: string };

async function enqueueInvitationMail(
  trx: Executor,
  deps: ReviewMailDeps,
  bookingId: string,
  now: Date,
  isReminder: boolean,
): Promise<void> {
  const booking = await findReviewBooking(trx, bookingId);
  if (!booking) {
    return;
  }
  const token = reviewToken(deps.authSecret, booking.id, now);
  // Titles in the booking's language: Portuguese where written, English otherwise.
  const isPortuguese = booking.locale === 'pt-PT';
  await deps.outbox.enqueue(trx, {
    kind: 'mail.send',
    payload: {
      to: booking.clientEmail,
      ...reviewInvitationMail({
        locale: booking.locale,
        clientName: booking.clientName,
        activityTitle: (isPortuguese && booking.activityTitlePt) || booking.activityTitle,
        eventTitle: (isPortuguese && booking.eventTitlePt) || booking.eventTitle,
        attendedOn: booking.day,
        reviewUrl: reviewLink(deps.appUrl, token),
        unsubscribeUrl: reviewUnsubscribeLink(deps.appUrl, token),
        isReminder,
      }),
    },
  });
}

/**
 * A run finished: each paid booking with a ticket validated in it (counter sales included) is invited to review,
 * once, in its traveller's language, by an e-mail queued in the finishing transaction. Returns how many.
 */
export async function inviteRunAttendees(
  trx: Trx,
  deps: ReviewMailDeps,
  runId: string,
  now: Date,
): Promise<number> {
  const invited = await insertRunInvitations(trx, runId, now);
  for (const { bookingId } of invited) {
    await enqueueInvitationMail(trx, deps, bookingId, now, false);
  }
  return invited.length;
}

/** How often the app looks for reminders to send: every hour. */
export const REVIEW_REMINDER_CRON = '7 * * * *';

/**
 * Queues the one reminder of each invitation sent 3 days ago or more, unless its booking was reviewed or its
 * traveller unsubscribed: each is claimed by a conditional update in the transaction that queues its e-mail.
 */
export async function sendDueReviewReminders(
  deps: ReviewMailDeps & { db: Db },
  now: Date,
  limit = 500,
): Promise<number> {
  const sentBefore = new Date(now.getTime() - REVIEW_REMINDER_DAYS * 24 * 60 * 60 * 1000);
  const due = await listInvitationsDueReminder(deps.db, sentBefore, limit);
  let sent = 0;
  for (const { bookingId } of due) {
    const queued = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimInvitationReminder(trx, bookingId, sentBefore, now);
      if (claimed) {
        await enqueueInvitationMail(trx, deps, bookingId, now, true);
      }
      return claimed;
    });
    sent += queued ? 1 : 0;
  }
  return sent;
}

/** The periodic job: a pg-boss schedule; a second run finds every reminder claimed. */
export function reviewRemindersTask(
  deps: ReviewMailDeps & { db: Db; log: Pick<FastifyBaseLogger, 'info'> },
): ScheduledTask {
  return {
    name: 'reviews.reminders',
    cron: REVIEW_REMINDER_CRON,
    run: async () => {
      const count = await sendDueReviewReminders(deps, new Date());
      if (count > 0) {
        deps.log.info({ count, afterDays: REVIEW_REMINDER_DAYS }, 'review reminders queued');
      }
    },
  };
}
