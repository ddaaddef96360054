import type { TCheckoutRequest } from '@roteiro/domain/booking/booking';
import type { Db, Executor, Trx } from '../../../db/database.ts';
import { findBookingRecord } from '../manage/booking-view.ts';
import { type ManageDeps, refundAndCancel } from '../manage/manage.service.ts';
import { listGroupsOfDays, setPendingBookingContact } from './checkout.repository.ts';
import { cancelPendingBooking, type Reservation, reserveBooking } from './checkout.ts';
import { type FulfilmentDeps, fulfilBooking } from './fulfilment.ts';

/**
 * The checkout as another sales channel uses it (resellers over OCTO, modules/distribution): the same reservation,
 * hold release, fulfilment and refund as the storefront's, with the booking paid on account instead of by card.
 */

/** The slot groups of an activity from `fromDay` to `toDay` (places taken, private, event). */
export async function listSlotGroups(db: Executor, activityId: string, fromDay: string, toDay: string) {
  return listGroupsOfDays(db, activityId, fromDay, toDay);
}

/** A pending booking holding its places, exactly as the online checkout reserves (`reserveBooking`). */
export async function reserveHeldBooking(
  db: Db,
  request: TCheckoutRequest,
  options: { now: Date; andThen: (trx: Trx, booking: { id: string }) => Promise<void> },
): Promise<Reservation> {
  return reserveBooking(db, request, options);
}

/** A held (pending) booking canceled and its places released, once; false when it was not pending. */
export async function releaseHeldBooking(trx: Trx, bookingId: string, now: Date): Promise<boolean> {
  return cancelPendingBooking(trx, bookingId, now);
}

export type TChannelContact = {
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  notes: string | null;
};

/** The traveller's contact on a held booking; false when it is no longer pending. */
export async function setHeldBookingContact(
  trx: Trx,
  bookingId: string,
  contact: TChannelContact,
  now: Date,
): Promise<boolean> {
  return (await setPendingBookingContact(trx, bookingId, contact, now)) !== undefined;
}

/**
 * A held booking paid on account: its contact set (only while pending, so one canceled meanwhile is never
 * fulfilled), then fulfilled as a paid online booking is (tickets, the charge row, the operators told; the
 * confirmation e-mail only when `outbox` is given). False when it was no longer pending.
 */
export async function payHeldBookingOnAccount(
  trx: Trx,
  deps: Pick<FulfilmentDeps, 'log' | 'appUrl' | 'authSecret' | 'onPaid'> & {
    outbox: FulfilmentDeps['outbox'] | null;
  },
  bookingId: string,
  contact: TChannelContact,
  now: Date,
): Promise<boolean> {
  if (!(await setHeldBookingContact(trx, bookingId, contact, now))) {
    return false;
  }
  const result = await fulfilBooking(
    trx,
    deps,
    { bookingId, paymentIntentId: null, amountPaidCents: null },
    now,
  );
  if (result !== 'fulfilled') {
    throw new Error(`booking ${bookingId} paid on account: fulfilment answered ${result}`);
  }
  return true;
}

/** A paid booking refunded in full on account (no provider call) and canceled, once: tickets void, places back. */
export async function refundOnAccount(deps: ManageDeps, bookingId: string): Promise<void> {
  const record = await findBookingRecord(deps.db, { id: bookingId });
  if (record) {
    await refundAndCancel(deps, record, { isOnAccount: true });
  }
}
