import { cancellationTerms } from '@roteiro/domain/booking/cancellation';
import type { Executor } from '../../../db/database.ts';
import { bookingCanceledMail } from '../../../platform/mail/templates/booking-canceled.ts';
import { bookingConfirmationMail } from '../../../platform/mail/templates/booking-confirmation.ts';
import {
  type BookingMailBooking,
  type BookingMailTicket,
  calendarDescription,
} from '../../../platform/mail/templates/booking-details.ts';
import { bookingReminderMail } from '../../../platform/mail/templates/booking-reminder.ts';
import { bookingRescheduledMail } from '../../../platform/mail/templates/booking-rescheduled.ts';
import type { Outbox } from '../../../platform/outbox/outbox.ts';
import { bookingToken, manageBookingLink } from '../tickets/booking-token.ts';
import { icsAttachment, ticketQrAttachments } from '../tickets/tickets.ts';
import {
  type BookingRecord,
  bookingStart,
  findBookingRecord,
  listBookingTickets,
  passWindowOf,
} from './booking-view.ts';

/**
 * The booking e-mails, rendered and queued (`mail.send`) in the caller's transaction, so a mail is sent
 * exactly when what it tells happened (paid, moved, refunded) commits.
 */

/** What the e-mails need besides the booking: where the manage link points and the key that signs it. */
export type BookingMailDeps = { outbox: Pick<Outbox, 'enqueue'>; appUrl: string; authSecret: string };

function mailBooking(
  booking: BookingRecord,
  deps: Pick<BookingMailDeps, 'appUrl' | 'authSecret'>,
  now: Date,
): BookingMailBooking {
  return {
    reference: booking.reference,
    activityTitle: booking.activityTitle,
    eventTitle: booking.eventTitle,
    day: booking.day,
    startTime: booking.startTime,
    passWindow: passWindowOf(booking),
    meetingPoint: booking.meetingPoint,
    clientName: booking.clientName,
    participantCount: booking.participantCount,
    amountCents: booking.amountCents,
    paidInCash: booking.paidInCash,
    manageUrl: manageBookingLink(
      deps.appUrl,
      booking.reference,
      bookingToken(deps.authSecret, booking),
      booking.locale,
    ),
    locale: booking.locale,
    cancellationTerms: cancellationTerms(bookingStart(booking), now),
  };
}

/**
 * The booking as a calendar event: published (confirmed, moved) or canceled, always under its reference's UID. A
 * pass's event spans the day it is valid (first to last departure, as its e-mail and pages say), not the departure
 * chosen plus the pass's duration.
 */
function calendarOf(
  booking: BookingRecord,
  mail: BookingMailBooking,
  sequence: number,
  now: Date,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): ReturnType<typeof icsAttachment> {
  const title = booking.eventTitle
    ? `${booking.eventTitle} (${booking.activityTitle})`
    : booking.activityTitle;
  const window = mail.passWindow;
  return icsAttachment({
    reference: booking.reference,
    title,
    day: booking.day,
    startTime: window ? window.firstDeparture : booking.startTime,
    endTime: window ? window.lastDeparture : booking.endTime,
    meetingPoint: booking.meetingPoint,
    description: calendarDescription(mail),
    url: mail.manageUrl,
    sequence,
    now,
    method,
  });
}

async function ticketsAndCalendar(
  db: Executor,
  booking: BookingRecord,
  mail: BookingMailBooking,
  sequence: number,
  now: Date,
): Promise<{ tickets: BookingMailTicket[]; calendar: ReturnType<typeof icsAttachment> }> {
  const valid = (await listBookingTickets(db, booking.id)).filter((ticket) => ticket.state === 'valid');
  const images = await ticketQrAttachments(valid);
  const tickets = valid.map((ticket, index) => ({
    ticketNumber: ticket.ticketNumber,
    image: images[index] as BookingMailTicket['image'],
  }));
  return { tickets, calendar: calendarOf(booking, mail, sequence, now) };
}

async function loadOrThrow(db: Executor, bookingId: string): Promise<BookingRecord> {
  const booking = await findBookingRecord(db, { id: bookingId });
  if (!booking) {
    throw new Error(`booking ${bookingId} not found`);
  }
  return booking;
}

/** The confirmation of a paid booking: details, one QR image per ticket, the manage link and the .ics. */
export async function enqueueConfirmationMail(
  trx: Executor,
  deps: BookingMailDeps,
  bookingId: string,
  now: Date = new Date(),
): Promise<void> {
  const booking = await loadOrThrow(trx, bookingId);
  const mail = mailBooking(booking, deps, now);
  const { tickets, calendar } = await ticketsAndCalendar(trx, booking, mail, 0, now);
  await deps.outbox.enqueue(trx, {
    kind: 'mail.send',
    // The traveller has just paid and waits for the tickets: ahead of any backlog of other mail.
    isUrgent: true,
    payload: { to: booking.clientEmail, ...bookingConfirmationMail({ booking: mail, tickets, calendar }) },
  });
}

/** The booking moved: the new time, the new QR images (their group part changed) and the updated .ics. */
export async function enqueueRescheduledMail(
  trx: Executor,
  deps: BookingMailDeps,
  bookingId: string,
  previous: { day: string; startTime: string },
  now: Date = new Date(),
): Promise<void> {
  const booking = await loadOrThrow(trx, bookingId);
  const mail = mailBooking(booking, deps, now);
  // A later SEQUENCE than the confirmation's, so calendars replace the event of the same UID.
  const sequence = Math.floor(now.getTime() / 1000);
  const { tickets, calendar } = await ticketsAndCalendar(trx, booking, mail, sequence, now);
  await deps.outbox.enqueue(trx, {
    kind: 'mail.send',
    payload: {
      to: booking.clientEmail,
      ...bookingRescheduledMail({ booking: mail, previous, tickets, calendar }),
    },
  });
}

/** The booking was canceled and refunded, with a calendar file that removes its event (METHOD:CANCEL, same UID). */
export async function enqueueCanceledMail(
  trx: Executor,
  deps: BookingMailDeps,
  bookingId: string,
  refundCents: number,
  now: Date = new Date(),
): Promise<void> {
  const booking = await loadOrThrow(trx, bookingId);
  const mail = mailBooking(booking, deps, now);
  // Later than any SEQUENCE the booking's events had (a reschedule's is its time in seconds).
  const calendar = calendarOf(booking, mail, Math.floor(now.getTime() / 1000) + 1, now, 'CANCEL');
  const { manageUrl: _manageUrl, ...withoutLink } = mail;
  await deps.outbox.enqueue(trx, {
    kind: 'mail.send',
    payload: {
      to: booking.clientEmail,
      ...bookingCanceledMail({ booking: withoutLink, refundCents, calendar }),
    },
  });
}

/** The day-before reminder of a paid booking. */
export async function enqueueReminderMail(
  trx: Executor,
  deps: BookingMailDeps,
  bookingId: string,
  now: Date = new Date(),
): Promise<void> {
  const booking = await loadOrThrow(trx, bookingId);
  await deps.outbox.enqueue(trx, {
    kind: 'mail.send',
    payload: {
      to: booking.clientEmail,
      ...bookingReminderMail({ booking: mailBooking(booking, deps, now) }),
    },
  });
}
