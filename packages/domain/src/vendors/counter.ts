import { z } from 'zod';
import { BOOKING_STATUSES, ZBookingKind, ZBookingView } from '../booking/booking.ts';
import { ZCheckoutRequest } from '../booking/checkout-request.ts';
import { ZPassWindow } from '../catalogue/pass-window.ts';
import { MAX_QR_TEXT_LENGTH } from '../checkin/schemas.ts';
import { ZDay, ZInstant } from '../common/responses.ts';
import type { TLocale } from '../i18n/locale.ts';
import { LOCALES } from '../i18n/locale.ts';
import { defineTexts, type TTextArg, textRef } from '../i18n/texts.ts';
import { formatCents, formatPrice } from '../money/money.ts';
import { ZPage } from '../paging/paging.ts';
import { formatDay } from '../time/format.ts';

/**
 * Vendors at the counter: a sale paid in cash or on the customer's own phone, its tickets printed
 * through a signed link, tickets scanned at the counter, and the vendor's figures. Amounts are integer cents;
 * days Europe/Lisbon.
 */

/** The products a vendor may validate (docs/decisions.md): tours are validated by their guide at the start. */
export const VENDOR_SCANNABLE_KINDS = ['pass', 'event'] as const;

/** How long a print link works (docs/decisions.md). */
export const PRINT_LINK_HOURS = 24;

export const VENDOR_SALES_PAGE_SIZE = 10;

const price = (cents: TTextArg, locale: TLocale) => formatPrice(Number(cents), locale);
const day = (value: TTextArg, locale: TLocale) => formatDay(String(value), locale);

export const counterTexts = defineTexts(
  'counter',
  {
    noVendorAccount: 'Your vendor account could not be found. Please contact support.',
    saleNotFound: 'We could not find this sale.',
    saleKeyTaken: 'This sale was already made. Reload the page to start a new one.',
    cashSaleRecorded: 'Cash sale recorded. The tickets were e-mailed to the customer.',
    choosePayment: 'Choose how the customer pays',
    chooseLanguage: 'Choose the customer’s language',
    confirmCashTitle: 'Cash received?',
    confirmCash: (amountCents: number) =>
      `Confirm that you received ${formatCents(amountCents)} in cash from the customer. The tickets are issued at once.`,
    cashRefundAtCounter:
      'This booking was paid in cash at the counter. Please ask the vendor who sold it for a refund.',
    cashRefunded: (amountCents: number) =>
      `The sale has been canceled. Give the customer ${formatCents(amountCents)} back in cash.`,
    refundOnlyCash: 'Only a cash sale is refunded at the counter. Card payments are refunded online.',
    saleCanceled: 'The sale has been canceled and its places released.',
    onlyPendingCancel: 'Only a sale waiting for its payment can be canceled here.',
    printLinkInvalid: 'This print link is not valid. Ask the vendor for a new one.',
    printLinkExpired: 'This print link has expired. Ask the vendor for a new one.',
    scanAccepted: 'Ticket validated',
    scanNotForVendors:
      'This ticket is for a tour: its guide validates it when the tour starts. It cannot be validated here.',
    scanPastDay: (day: string) => `This ticket was for ${formatDay(day)}. It can no longer be used.`,
    handoverTooMuch: (outstandingCents: number) =>
      `This is more than the cash the vendor holds (${formatCents(outstandingCents)}).`,
    handoverRecorded: 'The cash handover has been recorded.',
    handoverAmount: 'Enter the amount received',
  },
  // A reference carries cents and days; a translation reads them written in its language.
  { confirmCash: [price], cashRefunded: [price], handoverTooMuch: [price], scanPastDay: [day] },
);

export const ZPaymentMethod = z.enum(['cash', 'card'], { message: textRef(counterTexts, 'choosePayment') });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/**
 * POST /api/vendor/sales: the booking box's choice and the customer, how they pay, and a key the screen makes
 * once per sale (a repeated request answers the sale it made). No referral: the vendor is the channel.
 */
export const ZVendorSaleRequest = ZCheckoutRequest.omit({ referralCode: true }).extend({
  paymentMethod: ZPaymentMethod,
  saleKey: z.uuid({ message: 'Reload the page and try again' }),
  /** The customer's language: their e-mails and the card payment page are written in it (English if absent). */
  locale: z.enum(LOCALES, { message: textRef(counterTexts, 'chooseLanguage') }).optional(),
});
export type TVendorSaleRequest = z.infer<typeof ZVendorSaleRequest>;

export const ZVendorSaleParams = z.object({
  saleId: z.uuid({ message: textRef(counterTexts, 'saleNotFound') }),
});

/** A vendor's sale as its screen shows it (the tickets once paid; the payment page's QR while waiting). */
export const ZVendorSale = ZBookingView.omit({
  token: true,
  canChange: true,
  cannotChangeReason: true,
  paidInCash: true,
}).extend({
  id: z.string(),
  paymentMethod: ZPaymentMethod,
  clientEmail: z.string(),
  createdAt: ZInstant,
  /** While a card sale waits for its payment: the provider's page the customer opens on their phone. */
  checkoutUrl: z.string().nullable(),
  /** Once paid: the signed, expiring link of the printable tickets (no session needed). */
  printUrl: z.string().nullable(),
  printUrlExpiresAt: ZInstant.nullable(),
  /** A paid cash sale the vendor may still refund in cash, and if not, why. */
  canRefund: z.boolean(),
  cannotRefundReason: z.string().nullable(),
});
export type TVendorSale = z.infer<typeof ZVendorSale>;

/** One row of a vendor's sales list. */
export const ZVendorSaleItem = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentMethod: ZPaymentMethod,
  title: z.string(),
  day: ZDay,
  startTime: z.string(),
  /** A pass's day window, null for a tour or an event. */
  passWindow: ZPassWindow,
  clientName: z.string(),
  participantCount: z.number().int(),
  amountCents: z.number().int(),
  createdAt: ZInstant,
});
export type TVendorSaleItem = z.infer<typeof ZVendorSaleItem>;
export const ZVendorSalesResponse = ZPage(ZVendorSaleItem);
export type TVendorSalesResponse = z.infer<typeof ZVendorSalesResponse>;

/** What a vendor can sell: visible activities (tours and passes) and upcoming visible events. */
export const ZVendorProductsQuery = z.object({ search: z.string().trim().max(200).optional() });
export const ZVendorProduct = z.object({
  activityId: z.string(),
  eventId: z.string().nullable(),
  title: z.string(),
  /** The activity's title under an event's. */
  subtitle: z.string().nullable(),
  kinds: z.array(ZBookingKind),
  priceCents: z.number().int(),
  privatePriceCents: z.number().int().nullable(),
  maxNumOfParticipants: z.number().int(),
  /** An event's own day and time. */
  eventDay: ZDay.nullable(),
  eventTime: z.string().nullable(),
});
export type TVendorProduct = z.infer<typeof ZVendorProduct>;
export const ZVendorProductsResponse = z.object({ products: z.array(ZVendorProduct) });
export type TVendorProductsResponse = z.infer<typeof ZVendorProductsResponse>;

/** GET /api/ticket-print?reference=&expires=&signature= — the signed print link's three parts. */
export const ZPrintLinkQuery = z.object({
  reference: z
    .string()
    .trim()
    .min(1, { message: textRef(counterTexts, 'printLinkInvalid') })
    .max(64, {
      message: textRef(counterTexts, 'printLinkInvalid'),
    }),
  // Seconds since 1970 as digits (a string, so the link works past 2038 with its length still bounded).
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { message: textRef(counterTexts, 'printLinkInvalid') })
    .transform(Number),
  signature: z
    .string()
    .min(1, { message: textRef(counterTexts, 'printLinkInvalid') })
    .max(200, {
      message: textRef(counterTexts, 'printLinkInvalid'),
    }),
});
export type TPrintLinkQuery = z.infer<typeof ZPrintLinkQuery>;

/** What the printed tickets show, in the customer's language (the sale's). */
export const ZPrintableTickets = ZBookingView.pick({
  reference: true,
  status: true,
  kind: true,
  eventTitle: true,
  day: true,
  startTime: true,
  endTime: true,
  passWindow: true,
  clientName: true,
  tickets: true,
}).extend({
  activity: z.object({ title: z.string(), meetingPoint: z.string(), city: z.string() }),
  locale: z.enum(LOCALES),
});
export type TPrintableTickets = z.infer<typeof ZPrintableTickets>;

/** POST /api/vendor/scan: the QR code's text, or the ticket number printed under it. */
export const ZVendorScanRequest = z.object({ qrText: z.string().max(MAX_QR_TEXT_LENGTH) });
export type TVendorScanRequest = z.infer<typeof ZVendorScanRequest>;

export const ZVendorScanResponse = z.object({
  message: z.string(),
  ticketNumber: z.string(),
  clientName: z.string(),
  title: z.string(),
  day: ZDay,
  startTime: z.string(),
  /** The booking's tickets validated now, of all its tickets. */
  validatedOfBooking: z.number().int(),
  ticketsOfBooking: z.number().int(),
});
export type TVendorScanResponse = z.infer<typeof ZVendorScanResponse>;

/** A period's figures: sales still paid, their tickets, cash taken less cash paid back, tickets scanned. */
export const ZVendorFigures = z.object({
  salesCount: z.number().int(),
  salesCents: z.number().int(),
  ticketsSold: z.number().int(),
  cashCents: z.number().int(),
  ticketsScanned: z.number().int(),
});
export type TVendorFigures = z.infer<typeof ZVendorFigures>;

/** The vendor's dashboard figures (the admin's vendor page shows the same). */
export const ZVendorDashboard = z.object({
  vendorId: z.string(),
  name: z.string(),
  today: ZVendorFigures,
  week: ZVendorFigures,
  /** The Monday the week's figures start on (Lisbon). */
  weekStart: ZDay,
  /** Cash taken − cash paid back − cash handed over, since the first sale. */
  cashToHandOverCents: z.number().int(),
  lastHandover: z.object({ amountCents: z.number().int(), at: ZInstant }).nullable(),
});
export type TVendorDashboard = z.infer<typeof ZVendorDashboard>;

/** POST /api/admin/vendors/:vendorId/cash-handovers */
export const ZCashHandoverRequest = z.object({
  amountCents: z
    .number({ message: textRef(counterTexts, 'handoverAmount') })
    .int({ message: textRef(counterTexts, 'handoverAmount') })
    .min(1, { message: textRef(counterTexts, 'handoverAmount') })
    .max(100_000_000, { message: textRef(counterTexts, 'handoverAmount') }),
});
export type TCashHandoverRequest = z.infer<typeof ZCashHandoverRequest>;
