import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { bookingMessages, type TBookingKind } from '@roteiro/domain/booking/booking';
import { cannotChangeReason } from '@roteiro/domain/booking/manage-rules';
import { hhmm, kindIsOffered } from '@roteiro/domain/booking/slots';
import { DEFAULT_LOCALE } from '@roteiro/domain/i18n/locale';
import { english, textRef } from '@roteiro/domain/i18n/texts';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import {
  counterTexts,
  type TPrintableTickets,
  type TPrintLinkQuery,
  type TVendorProductsResponse,
  type TVendorSale,
  type TVendorSaleItem,
  type TVendorSaleRequest,
  VENDOR_SALES_PAGE_SIZE,
} from '@roteiro/domain/vendors/counter';
import type { Executor, Trx } from '../../../db/database.ts';
import { pageWindow, toPage } from '../../../db/paging.ts';
import { isUniqueViolation, violatedConstraint } from '../../../db/unique-violation.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Outbox } from '../../../platform/outbox/outbox.ts';
import { vendorById, vendorOfUser } from '../../vendors/vendors.service.ts';
import {
  type CheckoutDeps,
  cancelPendingBooking,
  openCheckout,
  reserveBooking,
} from '../checkout/checkout.ts';
import { type FulfilmentDeps, fulfilBooking } from '../checkout/fulfilment.ts';
import { clockOf } from '../clock.ts';
import {
  type BookingRecord,
  findBookingRecord,
  listBookingTickets,
  toBookingView,
} from '../manage/booking-view.ts';
import { refundAndCancel } from '../manage/manage.service.ts';
import {
  findSaleByKey,
  listSalesOfVendor,
  listSellableActivities,
  listSellableEvents,
} from './counter.repository.ts';
import { checkPrintLink, printLink } from './print-link.ts';

/**
 * Selling at the counter: a vendor sells an activity, a pass or an event exactly as a traveller
 * books one (same slots, places, prices and fulfilment), marked `soldByVendorId`. Paid in cash, the booking is
 * reserved, paid and fulfilled in one transaction (tickets, the ledger's cash `charge`, the affiliate's
 * commission, the e-mail); paid by card, the provider's checkout opens on the customer's phone and the webhook
 * fulfils it as for any booking. A vendor only ever sees its own sales; the printable tickets open with a
 * signed, expiring link.
 */

export type CounterDeps = CheckoutDeps & {
  outbox: Pick<Outbox, 'enqueue'>;
  log: FulfilmentDeps['log'];
  onPaid?: FulfilmentDeps['onPaid'];
};

/** A paid cash sale the vendor may refund now, or why not (a reference to its text: `textRef`). */
function refundRefusal(booking: BookingRecord, now: Date): string | null {
  if (booking.status !== 'paid') {
    return booking.status === 'pending'
      ? textRef(bookingMessages, 'notPaid')
      : textRef(bookingMessages, 'alreadyCanceled');
  }
  if (!booking.paidInCash) {
    return textRef(counterTexts, 'refundOnlyCash');
  }
  return cannotChangeReason(booking, now);
}

async function toSale(deps: CounterDeps, db: Executor, booking: BookingRecord): Promise<TVendorSale> {
  const now = clockOf(deps);
  const view = toBookingView(booking, await listBookingTickets(db, booking.id), deps.authSecret, now);
  // The manage link's token and actions are the customer's, not the vendor's.
  const { token: _token, canChange: _canChange, cannotChangeReason: _reason, paidInCash, ...shown } = view;
  const print =
    booking.status === 'paid' ? printLink(deps.appUrl, deps.authSecret, booking.reference, now) : null;
  const refusal = refundRefusal(booking, now);
  return {
    ...shown,
    id: booking.id,
    paymentMethod: paidInCash ? 'cash' : 'card',
    clientEmail: booking.clientEmail,
    createdAt: new Date(booking.createdAt).toISOString(),
    checkoutUrl: booking.status === 'pending' ? booking.checkoutUrl : null,
    printUrl: print?.url ?? null,
    printUrlExpiresAt: print ? print.expiresAt.toISOString() : null,
    canRefund: refusal === null,
    // The vendor's pages show it as it is: English.
    cannotRefundReason: booking.status === 'paid' && refusal ? english(refusal) : null,
  };
}

/** One of this vendor's sales; another vendor's (or no booking) is the same 404. */
async function ownSale(deps: CounterDeps, vendorId: string, saleId: string): Promise<BookingRecord> {
  const booking = await findBookingRecord(deps.db, { id: saleId });
  if (!booking || booking.soldByVendorId !== vendorId) {
    throw new AppError('NOT_FOUND', textRef(counterTexts, 'saleNotFound'));
  }
  return booking;
}

async function saleView(deps: CounterDeps, vendorId: string, saleId: string): Promise<TVendorSale> {
  return toSale(deps, deps.db, await ownSale(deps, vendorId, saleId));
}

/** The sale a key already made: this vendor's answers it again; another vendor's key is refused. */
async function repeatedSale(
  deps: CounterDeps,
  vendorId: string,
  saleKey: string,
): Promise<TVendorSale | null> {
  const existing = await findSaleByKey(deps.db, saleKey);
  if (!existing) {
    return null;
  }
  if (existing.soldByVendorId !== vendorId) {
    throw new AppError('CONFLICT', textRef(counterTexts, 'saleKeyTaken'));
  }
  return saleView(deps, vendorId, existing.id);
}

/**
 * POST /api/vendor/sales. Cash: one transaction reserves the places and fulfils the booking as paid in cash
 * (the vendor confirmed the money is in hand). Card: the places are held as for an online booking and the
 * provider's checkout is opened for the customer's phone. A request repeated with the same key answers the
 * sale it made.
 */
export async function sellAtCounter(
  deps: CounterDeps,
  user: TSessionUser,
  request: TVendorSaleRequest,
): Promise<TVendorSale> {
  const vendor = await vendorOfUser(deps.db, user);
  const repeated = await repeatedSale(deps, vendor.id, request.saleKey);
  if (repeated) {
    return repeated;
  }
  const now = clockOf(deps);
  const { paymentMethod, saleKey, locale = DEFAULT_LOCALE, ...choice } = request;
  const checkoutRequest = { ...choice, referralCode: null };
  const options = { now, soldByVendorId: vendor.id, counterSaleKey: saleKey, locale };
  let bookingId: string;
  try {
    if (paymentMethod === 'cash') {
      const reservation = await reserveBooking(deps.db, checkoutRequest, {
        ...options,
        andThen: (trx, booking) => payInCash(deps, trx, booking.id, vendor.id, now),
      });
      bookingId = reservation.id;
      deps.onPlacesChanged?.(request.activityId);
    } else {
      const reservation = await reserveBooking(deps.db, checkoutRequest, options);
      bookingId = reservation.id;
      deps.onPlacesChanged?.(request.activityId);
      await openCheckout(deps, reservation, checkoutRequest, now, { keepUrl: true, locale });
    }
  } catch (error) {
    // The same sale sent twice at once: the second finds the first's booking.
    if (isUniqueViolation(error) && violatedConstraint(error) === 'booking_counterSaleKey_key') {
      const again = await repeatedSale(deps, vendor.id, saleKey);
      if (again) {
        return again;
      }
    }
    throw error;
  }
  return saleView(deps, vendor.id, bookingId);
}

/** The booking just reserved, paid in cash: fulfilled in the reservation's transaction, as the webhook would. */
async function payInCash(deps: CounterDeps, trx: Trx, bookingId: string, vendorId: string, now: Date) {
  const result = await fulfilBooking(
    trx,
    deps,
    { bookingId, paymentIntentId: null, amountPaidCents: null, cashVendorId: vendorId },
    now,
  );
  if (result !== 'fulfilled') {
    throw new Error(`cash sale ${bookingId} could not be fulfilled: ${result}`);
  }
}

/** GET /api/vendor/sales/:saleId */
export async function getVendorSale(
  deps: CounterDeps,
  user: TSessionUser,
  saleId: string,
): Promise<TVendorSale> {
  const vendor = await vendorOfUser(deps.db, user);
  return saleView(deps, vendor.id, saleId);
}

function toSaleItem(row: Awaited<ReturnType<typeof listSalesOfVendor>>['items'][number]): TVendorSaleItem {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    paymentMethod: row.paidInCash ? 'cash' : 'card',
    title: row.title,
    day: row.day,
    startTime: hhmm(row.startTime),
    passWindow: row.passWindow,
    clientName: row.clientName,
    participantCount: row.participantCount,
    amountCents: row.amountCents,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function salesPage(db: Executor, vendorId: string, query: TPageQuery): Promise<TPage<TVendorSaleItem>> {
  const window = pageWindow(query, VENDOR_SALES_PAGE_SIZE);
  const { items, total } = await listSalesOfVendor(db, vendorId, window);
  return toPage(items.map(toSaleItem), total, window);
}

/** GET /api/vendor/sales: the signed-in vendor's own sales, newest first. */
export async function listOwnSales(
  deps: Pick<CounterDeps, 'db'>,
  user: TSessionUser,
  query: TPageQuery,
): Promise<TPage<TVendorSaleItem>> {
  const vendor = await vendorOfUser(deps.db, user);
  return salesPage(deps.db, vendor.id, query);
}

/** GET /api/admin/vendors/:vendorId/sales */
export async function listSalesOfVendorForAdmin(
  deps: Pick<CounterDeps, 'db'>,
  vendorId: string,
  query: TPageQuery,
): Promise<TPage<TVendorSaleItem>> {
  const vendor = await vendorById(deps.db, vendorId);
  return salesPage(deps.db, vendor.id, query);
}

/**
 * POST /api/vendor/sales/:saleId/refund: a cash sale is refunded at the counter, in cash, within the same
 * refund rule as a traveller's cancellation (once, however many requests race: the manage path's conditional
 * update). The ledger's `refund` names the vendor, whose cash to hand over goes down by it.
 */
export async function refundCashSale(
  deps: CounterDeps,
  user: TSessionUser,
  saleId: string,
): Promise<TVendorSale> {
  const vendor = await vendorOfUser(deps.db, user);
  const booking = await ownSale(deps, vendor.id, saleId);
  if (booking.status !== 'refunded') {
    const refusal = refundRefusal(booking, clockOf(deps));
    if (refusal) {
      throw new AppError('CONFLICT', refusal);
    }
    await refundAndCancel(deps, booking);
  }
  return saleView(deps, vendor.id, saleId);
}

/** POST /api/vendor/sales/:saleId/cancel: a card sale still waiting for its payment, and its places released. */
export async function cancelWaitingSale(
  deps: CounterDeps,
  user: TSessionUser,
  saleId: string,
): Promise<TVendorSale> {
  const vendor = await vendorOfUser(deps.db, user);
  const booking = await ownSale(deps, vendor.id, saleId);
  if (booking.status !== 'canceled') {
    const canceled = await deps.db
      .transaction()
      .execute((trx) => cancelPendingBooking(trx, booking.id, clockOf(deps)));
    if (!canceled) {
      throw new AppError('CONFLICT', textRef(counterTexts, 'onlyPendingCancel'));
    }
    deps.onPlacesChanged?.(booking.activityId);
  }
  return saleView(deps, vendor.id, saleId);
}

/** GET /api/ticket-print: the tickets of a booking through its signed print link (no session needed). */
export async function getPrintableTickets(
  deps: Pick<CounterDeps, 'db' | 'authSecret' | 'now'>,
  link: TPrintLinkQuery,
): Promise<TPrintableTickets> {
  const check = checkPrintLink(deps.authSecret, link, clockOf(deps));
  if (check === 'expired') {
    throw new AppError('BAD_REQUEST', textRef(counterTexts, 'printLinkExpired'));
  }
  const booking =
    check === 'valid' ? await findBookingRecord(deps.db, { reference: link.reference }) : undefined;
  if (!booking) {
    throw new AppError('NOT_FOUND', textRef(counterTexts, 'printLinkInvalid'));
  }
  const {
    reference,
    status,
    kind,
    activity,
    eventTitle,
    day,
    startTime,
    endTime,
    passWindow,
    clientName,
    tickets,
  } = toBookingView(booking, await listBookingTickets(deps.db, booking.id), deps.authSecret, clockOf(deps));
  return {
    reference,
    status,
    kind,
    activity: { title: activity.title, meetingPoint: activity.meetingPoint, city: activity.city },
    eventTitle,
    day,
    startTime,
    endTime,
    passWindow,
    clientName,
    locale: booking.locale,
    // Printed tickets are the ones still usable or used; a refunded booking prints none.
    tickets: status === 'paid' ? tickets.filter((ticket) => ticket.state !== 'void') : [],
  };
}

/** The kinds a vendor can sell of an activity (the booking box's rule): a pass, or shared and/or private. */
function kindsOf(activity: Awaited<ReturnType<typeof listSellableActivities>>[number]): TBookingKind[] {
  if (activity.isPass) {
    return ['pass'];
  }
  const kinds: TBookingKind[] = [];
  if (kindIsOffered(activity, 'shared') && activity.sharedTimeSlots.length > 0) {
    kinds.push('shared');
  }
  if (kindIsOffered(activity, 'private') && activity.privateTimeSlots.length > 0) {
    kinds.push('private');
  }
  return kinds;
}

/** GET /api/vendor/products?search= — visible activities, passes and upcoming events, 50 of each at most. */
export async function listVendorProducts(
  deps: Pick<CounterDeps, 'db' | 'now'>,
  search: string | undefined,
): Promise<TVendorProductsResponse> {
  const today = lisbonDay(clockOf(deps));
  const activities = await listSellableActivities(deps.db, search);
  const events = await listSellableEvents(deps.db, search, today);
  return {
    products: [
      ...activities
        .map((activity) => ({
          activityId: activity.id,
          eventId: null,
          title: activity.title,
          subtitle: null,
          kinds: kindsOf(activity),
          priceCents: activity.priceCents,
          privatePriceCents: activity.privatePriceCents,
          maxNumOfParticipants: activity.maxNumOfParticipants,
          eventDay: null,
          eventTime: null,
        }))
        .filter((product) => product.kinds.length > 0),
      ...events.map((event) => ({
        activityId: event.activityId,
        eventId: event.id,
        title: event.title,
        subtitle: event.activityTitle,
        kinds: ['event' as const],
        priceCents: event.priceCents,
        privatePriceCents: null,
        maxNumOfParticipants: event.maxNumOfParticipants,
        eventDay: event.eventDate,
        eventTime: hhmm(event.eventTime),
      })),
    ],
  };
}
