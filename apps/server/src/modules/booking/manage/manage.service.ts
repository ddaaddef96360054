import {
  bookingMessages,
  type TBookingView,
  type TFindBookingRequest,
  type TRescheduleRequest,
} from '@roteiro/domain/booking/booking';
import { cannotChangeReason } from '@roteiro/domain/booking/manage-rules';
import { hhmm } from '@roteiro/domain/booking/slots';
import { textRef } from '@roteiro/domain/i18n/texts';
import { counterTexts } from '@roteiro/domain/vendors/counter';
import type { Db, Trx } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentProvider } from '../../../platform/payments/payment-provider.ts';
import { callProvider } from '../../payments/payments.service.ts';
import { onBookingRefunded } from '../../payouts/affiliate-payouts.service.ts';
import { recordRefund } from '../../payouts/ledger.service.ts';
import { resolveChoice } from '../checkout/availability.ts';
import { findGroup, findOrCreateGroup, releasePlaces, reservePlaces } from '../checkout/places.repository.ts';
import { clockOf } from '../clock.ts';
import { isBookingTokenValid } from '../tickets/booking-token.ts';
import { type BookingRecord, findBookingRecord, loadBookingView } from './booking-view.ts';
import { type BookingMailDeps, enqueueCanceledMail, enqueueRescheduledMail } from './manage.mails.ts';
import {
  claimBookingInGroup,
  markPaidBookingRefunded,
  moveBookingToGroup,
  voidValidTickets,
} from './manage.repository.ts';

/**
 * Manage your booking: open a booking by its signed link or by reference and e-mail, cancel it
 * with a refund within the refund rule, move it to another slot. Staff refund through the same path.
 */

export type ManageDeps = BookingMailDeps & {
  db: Db;
  payments: Pick<PaymentProvider, 'refund'>;
  /** Clock (tests move it). */
  now?: () => Date;
  /** Told after places of an activity changed here (the slots cache forgets it). */
  onPlacesChanged?: (activityId: string) => void;
};

/** A 409 with a domain text (a reference: `textRef`), also as the field's message when a field is named. */
function conflict(message: string, field?: string): AppError {
  return new AppError('CONFLICT', message, field ? { [field]: message } : undefined);
}

/** The booking a manage link opens; a wrong token and an unknown reference answer the same 404. */
async function authorized(deps: ManageDeps, reference: string, token: string): Promise<BookingRecord> {
  const booking = await findBookingRecord(deps.db, { reference });
  if (!booking || !isBookingTokenValid(deps.authSecret, token, booking)) {
    throw new AppError('NOT_FOUND', textRef(bookingMessages, 'linkInvalid'));
  }
  return booking;
}

async function viewOf(deps: ManageDeps, where: { id: string }): Promise<TBookingView> {
  const view = await loadBookingView(deps.db, where, deps.authSecret, clockOf(deps));
  if (!view) {
    throw new AppError('NOT_FOUND', textRef(bookingMessages, 'linkInvalid'));
  }
  return view;
}

/** GET /api/bookings/:reference?token= */
export async function getBooking(deps: ManageDeps, reference: string, token: string): Promise<TBookingView> {
  const booking = await authorized(deps, reference, token);
  return viewOf(deps, { id: booking.id });
}

/** POST /api/bookings/find: reference and e-mail (case-insensitive); the answer carries the manage token. */
export async function findBooking(deps: ManageDeps, request: TFindBookingRequest): Promise<TBookingView> {
  const booking = await findBookingRecord(deps.db, { reference: request.reference });
  if (!booking || booking.clientEmail.toLowerCase() !== request.email.trim().toLowerCase()) {
    throw new AppError('NOT_FOUND', textRef(bookingMessages, 'bookingNotFound'));
  }
  return viewOf(deps, { id: booking.id });
}

/**
 * Refunds a paid booking in full and cancels it, once however many requests race.
 *
 * Order (docs/decisions.md): the provider refund comes FIRST, with the idempotency key `refund:<bookingId>`,
 * so every racing request gets the same single refund from the provider; THEN one transaction moves the
 * booking `paid → refunded` by a conditional update, and only the request that wins it voids the tickets,
 * releases the places, reverses or claws back the commission, writes the one `refund` ledger row and queues the e-mail.
 * If the provider fails, nothing changed here (the booking stays paid, a retry is safe). If the provider
 * succeeded but the transaction did not commit, a retry gets the same refund back and records it.
 */
export async function refundAndCancel(
  deps: ManageDeps,
  booking: BookingRecord,
  /** A reseller's booking is paid on account (modules/distribution): credited to the reseller, no provider call. */
  options: { isOnAccount?: boolean } = {},
): Promise<void> {
  const idempotencyKey = `refund:${booking.id}`;
  let refundId: string | null = null;
  // Cash is paid back from the till of the vendor who took it (docs/decisions.md): no provider call.
  const cashVendorId = booking.paidInCash ? booking.soldByVendorId : null;
  if (booking.amountCents > 0 && !cashVendorId && !options.isOnAccount) {
    const paymentIntentId = booking.paymentIntentId;
    if (!paymentIntentId) {
      throw new Error(`booking ${booking.id} is paid without a payment intent: cannot refund`);
    }
    const refund = await callProvider(() =>
      deps.payments.refund({
        paymentIntentId,
        amountCents: booking.amountCents,
        idempotencyKey,
        metadata: { bookingId: booking.id, reference: booking.reference },
      }),
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new AppError('PROVIDER_ERROR');
    }
    refundId = refund.refundId;
  }
  const now = clockOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    const refunded = await markPaidBookingRefunded(trx, booking.id, now);
    if (!refunded) {
      return; // another request (a second tab, staff) refunded it first
    }
    await voidValidTickets(trx, booking.id, now);
    if (!(await releasePlaces(trx, refunded.groupId, refunded.participantCount))) {
      throw new Error(`booking ${booking.id}: its group holds fewer places than it booked`);
    }
    // Reversed before its payout; clawed back from the affiliate's next payouts after it.
    await onBookingRefunded(trx, booking.id, now);
    if (refunded.amountCents > 0) {
      await recordRefund(trx, {
        bookingId: booking.id,
        amountCents: refunded.amountCents,
        providerRef: refundId,
        idempotencyKey,
        occurredAt: now,
        cashVendorId,
      });
    }
    await enqueueCanceledMail(trx, deps, booking.id, refunded.amountCents, now);
  });
  deps.onPlacesChanged?.(booking.activityId);
}

/**
 * POST /api/bookings/:reference/cancel: only a paid booking more than 24 hours before its start. A booking
 * already refunded (a double click, a second tab) answers its current view rather than an error.
 */
export async function cancelBooking(
  deps: ManageDeps,
  reference: string,
  token: string,
): Promise<TBookingView> {
  const booking = await authorized(deps, reference, token);
  if (booking.status !== 'refunded') {
    const reason = cannotChangeReason(booking, clockOf(deps));
    if (reason) {
      throw conflict(reason);
    }
    if (booking.paidInCash) {
      throw conflict(textRef(counterTexts, 'cashRefundAtCounter'));
    }
    await refundAndCancel(deps, booking);
  }
  return viewOf(deps, { id: booking.id });
}

/** POST /api/admin/bookings/:id/refund: the same refund, at staff's discretion (no 24-hour rule). */
export async function refundBookingAsStaff(deps: ManageDeps, bookingId: string): Promise<TBookingView> {
  const booking = await findBookingRecord(deps.db, { id: bookingId });
  if (!booking) {
    throw new AppError('NOT_FOUND');
  }
  if (booking.status === 'pending') {
    throw conflict(textRef(bookingMessages, 'notPaid'));
  }
  if (booking.status !== 'paid') {
    throw conflict(textRef(bookingMessages, 'alreadyCanceled'));
  }
  await refundAndCancel(deps, booking);
  return viewOf(deps, { id: booking.id });
}

/** Why the places of the new slot could not be taken, for the traveller (as checkout words it). */
async function refusal(trx: Trx, groupId: string, kind: BookingRecord['kind']): Promise<AppError> {
  const group = await findGroup(trx, groupId);
  const message = group?.isPrivate
    ? textRef(bookingMessages, 'privateTaken')
    : kind === 'private'
      ? textRef(bookingMessages, 'slotUnavailable')
      : textRef(bookingMessages, 'notEnoughPlaces');
  return conflict(message, 'startTime');
}

class ChangedMeanwhile extends Error {}

/**
 * POST /api/bookings/:reference/reschedule: to another slot of the same activity and kind (the same slot
 * rules as checkout), in one transaction: the booking row is claimed first (a conditional update on its
 * status and current group), the new slot's places reserved, the booking moved (its participant follows by
 * the cascading key, so the tickets keep their numbers and get the new group in their QR text), the old
 * places released and the new tickets e-mailed. A racing second move finds the booking changed and undoes
 * its own reservation: it answers the current view if the booking is already where it asked, else a 409.
 */
export async function rescheduleBooking(
  deps: ManageDeps,
  reference: string,
  request: TRescheduleRequest,
): Promise<TBookingView> {
  const booking = await authorized(deps, reference, request.token);
  const now = clockOf(deps);
  const reason = cannotChangeReason(booking, now);
  if (reason) {
    throw conflict(reason);
  }
  if (booking.day === request.day && hhmm(booking.startTime) === request.startTime) {
    throw new AppError('VALIDATION_FAILED', textRef(bookingMessages, 'rescheduleSameSlot'), {
      startTime: textRef(bookingMessages, 'rescheduleSameSlot'),
    });
  }
  const resolved = await resolveChoice(
    deps.db,
    {
      activityId: booking.activityId,
      eventId: booking.eventId,
      kind: booking.kind,
      day: request.day,
      startTime: request.startTime,
      participants: booking.participantCount,
    },
    now,
  );
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claimBookingInGroup(trx, booking.id, booking.groupId, now))) {
        throw new ChangedMeanwhile();
      }
      const group = await findOrCreateGroup(trx, {
        activityId: resolved.activity.id,
        eventId: resolved.event?.id ?? null,
        day: resolved.day,
        startTime: resolved.startTime,
        endTime: resolved.endTime,
        capacity: resolved.capacity,
      });
      if (group.id === booking.groupId) {
        throw new AppError('VALIDATION_FAILED', textRef(bookingMessages, 'rescheduleSameSlot'), {
          startTime: textRef(bookingMessages, 'rescheduleSameSlot'),
        });
      }
      const eventId = resolved.event?.id ?? null;
      if (!(await reservePlaces(trx, group.id, booking.participantCount, booking.kind, eventId))) {
        throw await refusal(trx, group.id, booking.kind);
      }
      await moveBookingToGroup(trx, booking.id, group.id, now);
      if (!(await releasePlaces(trx, booking.groupId, booking.participantCount))) {
        throw new Error(`booking ${booking.id}: its group holds fewer places than it booked`);
      }
      await enqueueRescheduledMail(
        trx,
        deps,
        booking.id,
        { day: booking.day, startTime: booking.startTime },
        now,
      );
    });
    deps.onPlacesChanged?.(booking.activityId);
  } catch (error) {
    if (!(error instanceof ChangedMeanwhile)) {
      throw error;
    }
    const current = await viewOf(deps, { id: booking.id });
    if (current.status === 'paid' && current.day === request.day && current.startTime === request.startTime) {
      return current;
    }
    throw conflict(textRef(bookingMessages, 'bookingChanged'));
  }
  return viewOf(deps, { id: booking.id });
}
