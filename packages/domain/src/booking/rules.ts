// No zod here: the storefront's FAQ imports these rules (booking.ts re-exports them with the schemas).
import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, wordText } from '../i18n/texts.ts';

/** Slots closer than this to their start are not sold (docs/decisions.md). */
export const BOOKING_CUTOFF_MINUTES = 120;
/**
 * How many days ahead an activity sells when its admin sets nothing: a year, so a slot on the
 * October clock change (or any date of the next season) can be booked. Each activity stores its own
 * `salesWindowDays`, between the limits below.
 */
export const DEFAULT_SALES_WINDOW_DAYS = 365;
/** The shortest sales window an activity may have: tomorrow. */
export const SALES_WINDOW_MIN_DAYS = 1;
/** The longest sales window an activity may have: two years. */
export const SALES_WINDOW_MAX_DAYS = 730;
/** A pending booking not paid within this time is canceled and its places released (Stripe's minimum session expiry). */
export const BOOKING_HOLD_MINUTES = 30;
/** Full refund when canceled at least this long before the start; none after. */
export const REFUND_CUTOFF_HOURS = 24;

/** The platform's refund rule, in the same words everywhere (booking box, checkout, e-mails, manage page). */
export const REFUND_RULE =
  'Free cancellation: cancel up to 24 hours before the start for a full refund. Later cancellations are not refunded.';

/** The refund rule as a text of its own (its Portuguese: locales/pt-PT/refund.json, with the Portuguese catalogues). */
export const refundTexts = defineTexts('refund', { rule: REFUND_RULE });

/** The platform's refund rule in `locale`. */
export const refundRule = (locale: TLocale): string =>
  wordText(refOf(refundTexts, 'rule'), locale) ?? REFUND_RULE;
