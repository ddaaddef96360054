import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';
import { ZPassWindow } from '../catalogue/pass-window.ts';
import { ZDay, ZInstant } from '../common/responses.ts';
import { TOKEN_MAX } from '../common/text.ts';
import { textRef } from '../i18n/texts.ts';
import { MONEY_MOVEMENT_KINDS, ZGroupBalance } from '../money/ledger.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';
import { bookingMessages } from './messages.ts';

/**
 * Booking and checkout: what a traveller chooses, what the server answers, and the rules the
 * product applies. Every amount is integer cents computed by the server; every day and time is Europe/Lisbon.
 */

export const BOOKING_KINDS = ['shared', 'private', 'pass', 'event'] as const;
export type TBookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUSES = ['pending', 'paid', 'refunded', 'canceled'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

// The booking flow's messages live in a module without zod, so a storefront page can show them.
export { bookingMessages } from './messages.ts';
// The rules themselves live in a module without zod, so the storefront's pages can state them (the FAQ).
export {
  BOOKING_CUTOFF_MINUTES,
  BOOKING_HOLD_MINUTES,
  DEFAULT_SALES_WINDOW_DAYS,
  REFUND_CUTOFF_HOURS,
  REFUND_RULE,
  refundRule,
  SALES_WINDOW_MAX_DAYS,
  SALES_WINDOW_MIN_DAYS,
} from './rules.ts';

export const ZBookingKind = z.enum(BOOKING_KINDS, { message: textRef(bookingMessages, 'chooseKind') });

const ZTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: textRef(bookingMessages, 'chooseTime') });

/** GET /api/activities/:id/availability?month=YYYY-MM&kind=…(&eventId) — the days of a month that have places. */
export const ZAvailabilityQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: textRef(bookingMessages, 'chooseMonth') }),
  kind: ZBookingKind.default('shared'),
  /** Kind `event` only: the event's own day and time. */
  eventId: z.uuid().optional(),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailableDay = z.object({ day: ZDay, placesLeft: z.number().int() });
export const ZAvailabilityResponse = z.object({ days: z.array(ZAvailableDay) });
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

/** GET /api/activities/:id/slots?day=YYYY-MM-DD&kind=… — the times of one day still sold. */
export const ZSlotsQuery = z.object({
  day: ZDay,
  kind: ZBookingKind.default('shared'),
  eventId: z.uuid().optional(),
});
export type TSlotsQuery = z.infer<typeof ZSlotsQuery>;

export const ZSlot = z.object({
  startTime: z.string(),
  endTime: z.string(),
  /** Places that can still be booked (private: the group's maximum when free, else 0). */
  placesLeft: z.number().int(),
  /** Per person (shared, pass, event) or per group (private). */
  priceCents: z.number().int(),
  priceUnit: z.enum(['person', 'group']),
});
export type TSlot = z.infer<typeof ZSlot>;
export const ZSlotsResponse = z.object({ slots: z.array(ZSlot) });
export type TSlotsResponse = z.infer<typeof ZSlotsResponse>;

/** What the traveller chose: the same body prices it (POST /api/bookings/price) and books it (POST /api/checkout). */
export const ZBookingChoice = z.object({
  activityId: z.uuid({ message: textRef(bookingMessages, 'chooseActivity') }),
  /** Kind `event` only. */
  eventId: z.uuid().nullish(),
  kind: ZBookingKind,
  day: ZDay,
  startTime: ZTime,
  participants: z
    .number({ message: textRef(bookingMessages, 'participantsMin') })
    .int({ message: textRef(bookingMessages, 'participantsMin') })
    .min(1, { message: textRef(bookingMessages, 'participantsMin') })
    .max(100, { message: textRef(bookingMessages, 'participantsMax', 100) }),
  /** An affiliate's discount code typed by the traveller. */
  discountCode: z.string().trim().max(64).nullish(),
  /** The stored `?referral=` code (operations.md §9), sent by the browser while it is valid. */
  referralCode: z.string().trim().max(64).nullish(),
});
export type TBookingChoice = z.infer<typeof ZBookingChoice>;

export const ZPriceResponse = z.object({
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  /** The discount code applied (upper-case), null when none. */
  discountCode: z.string().nullable(),
  currency: z.literal('eur'),
});
export type TPriceResponse = z.infer<typeof ZPriceResponse>;

// The checkout's request has its own module (it loads the phone number metadata): checkout-request.ts.
export type { TCheckoutRequest } from './checkout-request.ts';

export const ZCheckoutResponse = z.object({
  reference: z.string(),
  /** The provider's checkout page (Stripe Checkout, or the built-in TEST MODE page). */
  checkoutUrl: z.string(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZIssuedTicket = z.object({
  ticketNumber: z.string(),
  /** The QR code's text: `groupId@participantId@ticketNumber` (operations.md §3). */
  qrText: z.string(),
  state: z.enum(['valid', 'used', 'void']),
});
export type TIssuedTicket = z.infer<typeof ZIssuedTicket>;

/** A booking as its traveller sees it (success page, manage page, My tours). */
export const ZBookingView = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  kind: ZBookingKind,
  activity: z.object({ id: z.string(), title: z.string(), meetingPoint: z.string(), city: z.string() }),
  eventTitle: z.string().nullable(),
  day: ZDay,
  startTime: z.string(),
  endTime: z.string(),
  /**
   * A pass booking's day window: shown as 'valid 09:30–19:00' instead of the departure chosen and its
   * end; null for a tour or an event.
   */
  passWindow: ZPassWindow,
  clientName: z.string(),
  participantCount: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  cancellationPolicy: z.string(),
  /** The slot's cancellation terms now (cancellation.ts): worded the same on every page that states them. */
  cancellationTerms: z.discriminatedUnion('isRefundable', [
    z.object({ isRefundable: z.literal(true), freeUntil: ZInstant }),
    z.object({ isRefundable: z.literal(false) }),
  ]),
  paidAt: ZInstant.nullable(),
  refundedAt: ZInstant.nullable(),
  canceledAt: ZInstant.nullable(),
  tickets: z.array(ZIssuedTicket),
  /** Paid in cash at a vendor's counter: refunded there, not online. */
  paidInCash: z.boolean(),
  /** Whether cancel/reschedule are offered now, and if not, why (shown instead of the buttons). */
  canChange: z.boolean(),
  cannotChangeReason: z.string().nullable(),
  /** The signed token that opens this booking without an account (manage links). */
  token: z.string(),
});
export type TBookingView = z.infer<typeof ZBookingView>;

/** POST /api/bookings/find — reference and e-mail (Manage your booking). */
export const ZFindBookingRequest = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { message: textRef(bookingMessages, 'referenceRequired') })
    .max(16, { message: textRef(bookingMessages, 'bookingNotFound') }),
  email: ZEmail,
});
export type TFindBookingRequest = z.infer<typeof ZFindBookingRequest>;

/** The token of a manage link (`?token=`), for reading and changing one booking. */
const ZBookingToken = z
  .string()
  .min(1, { message: textRef(bookingMessages, 'linkInvalid') })
  .max(TOKEN_MAX, { message: textRef(bookingMessages, 'linkInvalid') });

export const ZBookingTokenQuery = z.object({ token: ZBookingToken });

export const ZRescheduleRequest = z.object({
  token: ZBookingToken,
  day: ZDay,
  startTime: ZTime,
});
export type TRescheduleRequest = z.infer<typeof ZRescheduleRequest>;

// ---------------------------------------------------------------- admin (Bookings Stats, payment history)

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/admin/bookings: search (reference, e-mail or name), the days the bookings were MADE (Lisbon,
 * inclusive), activity and status. The totals and the per-day series cover the whole filtered set.
 */
export const ZAdminBookingsQuery = ZPageQuery.extend({
  from: ZDay.optional(),
  to: ZDay.optional(),
  activityId: z.uuid({ message: textRef(bookingMessages, 'chooseActivity') }).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
export type TAdminBookingsQuery = z.output<typeof ZAdminBookingsQuery>;

export const ZAdminBookingItem = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  kind: ZBookingKind,
  activityId: z.string(),
  activityTitle: z.string(),
  eventTitle: z.string().nullable(),
  /** The slot booked (Lisbon day and time). */
  day: ZDay,
  startTime: z.string(),
  /** A pass's day window ('valid 09:30–19:00'), null for a tour or an event. */
  passWindow: ZPassWindow,
  clientName: z.string(),
  clientEmail: z.string(),
  participantCount: z.number().int(),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  createdAt: ZInstant,
  paidAt: ZInstant.nullable(),
  refundedAt: ZInstant.nullable(),
  /** Paid and not refunded: the admin's refund action applies (no 24-hour rule for staff). */
  canRefund: z.boolean(),
  /** Where it was sold: the storefront, a vendor's counter, or a reseller over OCTO. */
  channel: z.enum(['online', 'counter', 'reseller']),
  /** A reseller's booking: the reseller, its reference, and what it owes (price − its commission, on account). */
  reseller: z
    .object({ name: z.string(), reference: z.string().nullable(), owesCents: z.number().int() })
    .nullable(),
});
export type TAdminBookingItem = z.infer<typeof ZAdminBookingItem>;

export const ZAdminBookingsResponse = ZPage(ZAdminBookingItem).extend({
  totals: z.object({
    count: z.number().int(),
    /** Amounts of the bookings that were paid (including those refunded since). */
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    /** paid − refunded */
    netCents: z.number().int(),
  }),
  /** One entry per Lisbon day with bookings made, oldest first. Revenue = paid − refunded of that day's bookings. */
  series: z.array(z.object({ day: ZDay, bookings: z.number().int(), revenueCents: z.number().int() })),
});
export type TAdminBookingsResponse = z.infer<typeof ZAdminBookingsResponse>;

/** The ledger's kinds and a group's balance live with the money (money/ledger.ts). */
export { MONEY_MOVEMENT_KINDS, type TGroupBalance, ZGroupBalance } from '../money/ledger.ts';

/** GET /api/admin/payment-history: the ledger, newest first; `groupId` adds that group's balance. */
export const ZPaymentHistoryQuery = ZPageQuery.extend({
  kind: z.enum(MONEY_MOVEMENT_KINDS).optional(),
  groupId: z.uuid({ message: textRef(bookingMessages, 'chooseActivityGroup') }).optional(),
});
export type TPaymentHistoryQuery = z.output<typeof ZPaymentHistoryQuery>;

export const ZMoneyMovementItem = z.object({
  id: z.string(),
  kind: z.enum(MONEY_MOVEMENT_KINDS),
  /** Always ≥ 0; the kind gives the direction (INCOMING_MOVEMENT_KINDS in, the others out). */
  amountCents: z.number().int(),
  currency: z.string(),
  occurredAt: ZInstant,
  providerRef: z.string().nullable(),
  /** Cash at a vendor's counter: the vendor who took or paid back the money. */
  cashVendorName: z.string().nullable(),
  /** A reseller's booking, paid on account: the reseller, and what it owes for this row (price − its commission). */
  reseller: z.object({ name: z.string(), owesCents: z.number().int() }).nullable(),
  bookingReference: z.string().nullable(),
  groupId: z.string().nullable(),
  activityTitle: z.string().nullable(),
  day: ZDay.nullable(),
});
export type TMoneyMovementItem = z.infer<typeof ZMoneyMovementItem>;

export const ZPaymentHistoryResponse = ZPage(ZMoneyMovementItem).extend({
  groupBalance: ZGroupBalance.nullable(),
});
export type TPaymentHistoryResponse = z.infer<typeof ZPaymentHistoryResponse>;
