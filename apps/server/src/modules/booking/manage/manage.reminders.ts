import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ScheduledTask } from '../../../platform/outbox/outbox.ts';
import { type BookingMailDeps, enqueueReminderMail } from './manage.mails.ts';
import { claimReminder, listBookingsDueReminder } from './manage.repository.ts';

/** From this Lisbon hour the day before, reminders of tomorrow's bookings go out. */
export const REMINDER_FROM_HOUR = 10;
/** How often the app looks for reminders to send: every quarter of an hour. */
export const REMINDER_CRON = '*/15 * * * *';

/**
 * Queues the day-before reminder of every paid booking that starts tomorrow (Lisbon), once: each booking's
 * `reminderSentAt` is claimed by a conditional update in the transaction that queues its e-mail. Bookings
 * paid today are left out (their confirmation has just told them everything). Returns how many were queued.
 */
export async function sendDueReminders(
  deps: BookingMailDeps & { db: Db },
  now: Date,
  limit = 500,
): Promise<number> {
  const today = lisbonDay(now);
  const from = lisbonInstant(today, `${String(REMINDER_FROM_HOUR).padStart(2, '0')}:00`);
  const startOfToday = lisbonInstant(today);
  if (!from || !startOfToday || now.getTime() < from.getTime()) {
    return 0;
  }
  const due = await listBookingsDueReminder(deps.db, addDays(today, 1), startOfToday, limit);
  let sent = 0;
  for (const { id } of due) {
    const queued = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimReminder(trx, id, now);
      if (claimed) {
        await enqueueReminderMail(trx, deps, id, now);
      }
      return claimed;
    });
    sent += queued ? 1 : 0;
  }
  return sent;
}

/** The periodic job: a pg-boss schedule like the hold expiry's; a second run finds every reminder claimed. */
export function bookingRemindersTask(
  deps: BookingMailDeps & { db: Db; log: Pick<FastifyBaseLogger, 'info'> },
): ScheduledTask {
  return {
    name: 'booking.reminders',
    cron: REMINDER_CRON,
    run: async () => {
      const count = await sendDueReminders(deps, new Date());
      if (count > 0) {
        deps.log.info({ count }, 'booking reminders queued');
      }
    },
  };
}
