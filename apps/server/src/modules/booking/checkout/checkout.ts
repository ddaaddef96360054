import { randomInt } from 'node:crypto';
import {
  BOOKING_HOLD_MINUTES,
  bookingMessages,
  type TBookingChoice,
  type TCheckoutRequest,
  type TCheckoutResponse,
  type TPriceResponse,
} from '@roteiro/domain/booking/booking';
import { cancellationTermsText, slotCancellationTerms } from '@roteiro/domain/booking/cancellation';
import { bookingAmount, normalizedDiscountCode } from '@roteiro/domain/booking/price';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '@roteiro/domain/booking/reference';
import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Trx } from '../../../db/database.ts';
import { isUniqueViolation, violatedConstraint } from '../../../db/unique-violation.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentProvider } from '../../../platform/payments/payment-provider.ts';
import { callProvider } from '../../payments/payments.service.ts';
import { clockOf } from '../clock.ts';
import { bookingSuccessLink, bookingToken } from '../tickets/booking-token.ts';
import { type ResolvedChoice, resolveChoice } from './availability.ts';
import {
  findActiveAffiliateByCode,
  findPortugueseTitles,
  markPendingBookingCanceled,
  recordCheckoutSession,
} from './checkout.repository.ts';
import {
  findGroupOfSlot,
  type GroupRow,
  releasePlaces,
  reservePlacesAndInsertBooking,
} from './places.repository.ts';

export type CheckoutDeps = {
  db: Db;
  payments: PaymentProvider;
  appUrl: string;
  authSecret: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Clock (tests move it). */
  now?: () => Date;
  /** Told after places of an activity changed here (the slots cache forgets it). */
  onPlacesChanged?: (activityId: string) => void;
};

type Affiliate = NonNullable<Awaited<ReturnType<typeof findActiveAffiliateByCode>>>;

export type Priced = TPriceResponse & { affiliate: Affiliate | null };

/**
 * The amount of a choice, computed on the server only (`bookingAmount`): shared, pass and event `price ×
 * participants`, private the group price, minus the affiliate code's discount rounded down to the cent. An unknown
 * or inactive code is a 400 on `discountCode`; the referral code never discounts (see `attributedAffiliate`).
 */
export async function priceChoice(
  db: Executor,
  resolved: Pick<ResolvedChoice, 'priceCents' | 'priceUnit' | 'participants'>,
  discountCode: string | null | undefined,
): Promise<Priced> {
  const code = normalizedDiscountCode(discountCode);
  const affiliate = code ? await findActiveAffiliateByCode(db, code) : null;
  if (code && !affiliate) {
    throw new AppError('VALIDATION_FAILED', textRef(bookingMessages, 'unknownCode'), {
      discountCode: textRef(bookingMessages, 'unknownCode'),
    });
  }
  return {
    ...bookingAmount(resolved, affiliate ? affiliate.discountBasisPoints : null),
    discountCode: affiliate ? code : null,
    currency: 'eur',
    affiliate: affiliate ?? null,
  };
}

/** POST /api/bookings/price */
export async function priceBooking(db: Db, choice: TBookingChoice, now: Date): Promise<TPriceResponse> {
  const resolved = await resolveChoice(db, choice, now);
  const { affiliate: _affiliate, ...price } = await priceChoice(db, resolved, choice.discountCode);
  return price;
}

/** The affiliate a booking is attributed to: the discount code's, else a valid referral's (silently ignored if not). */
async function attributedAffiliate(
  db: Executor,
  priced: Priced,
  referralCode: string | null | undefined,
): Promise<string | null> {
  if (priced.affiliate) {
    return priced.affiliate.id;
  }
  const code = referralCode?.trim();
  return code ? ((await findActiveAffiliateByCode(db, code))?.id ?? null) : null;
}

/** A booking reference: 8 upper-case letters and digits, random (about 8·10^11 values). */
export function newBookingReference(): string {
  let reference = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++) {
    reference += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  }
  return reference;
}

export type Reservation = {
  id: string;
  reference: string;
  amountCents: number;
  resolved: ResolvedChoice;
  priced: Priced;
};

/** Why a reservation failed, for the traveller. */
function reservationRefusal(group: GroupRow | undefined, resolved: ResolvedChoice): AppError {
  const message = group?.isPrivate
    ? textRef(bookingMessages, 'privateTaken')
    : resolved.kind === 'private' ||
        (resolved.kind === 'event' ? group?.eventId !== resolved.event?.id : group?.eventId !== null)
      ? textRef(bookingMessages, 'slotUnavailable')
      : textRef(bookingMessages, 'notEnoughPlaces');
  return new AppError('CONFLICT', message, { participants: message });
}

/**
 * The pending booking and its places: the slot is checked and priced, then one statement creates its group if it
 * has none, takes the places by the conditional update and inserts the booking, all or nothing
 * (`reservePlacesAndInsertBooking`). Also used by the demo seed (with a clock set the day before, so today's
 * groups can be filled).
 */
export async function reserveBooking(
  db: Db,
  request: TCheckoutRequest,
  options: {
    now: Date;
    soldByVendorId?: string | null;
    /** The traveller's language: every e-mail of the booking is written in it. */
    locale?: TLocale;
    /** A vendor's sale: the key its screen made once (unique, so a repeated request cannot sell twice). */
    counterSaleKey?: string | null;
    /** Runs in the reservation's transaction once the booking is inserted (a cash sale is paid there). */
    andThen?: (trx: Trx, booking: { id: string }) => Promise<void>;
  },
): Promise<Reservation> {
  const resolved = await resolveChoice(db, request, options.now);
  const priced = await priceChoice(db, resolved, request.discountCode);
  const affiliateId = await attributedAffiliate(db, priced, request.referralCode);
  const slot = {
    activityId: resolved.activity.id,
    eventId: resolved.event?.id ?? null,
    day: resolved.day,
    startTime: resolved.startTime,
    endTime: resolved.endTime,
    capacity: resolved.capacity,
  };
  // One statement takes the places and inserts the booking; a sale paid at once (cash) is paid in the same
  // transaction, so it is never left reserved but unpaid.
  const reserve = async (executor: Db | Trx) => {
    const booking = await reservePlacesAndInsertBooking(executor, slot, {
      reference: newBookingReference(),
      kind: resolved.kind,
      clientName: request.clientName.trim(),
      clientEmail: request.clientEmail.toLowerCase(),
      participantCount: resolved.participants,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      amountCents: priced.amountCents,
      affiliateId,
      referralCode: request.referralCode?.trim() || null,
      soldByVendorId: options.soldByVendorId ?? null,
      counterSaleKey: options.counterSaleKey ?? null,
      locale: options.locale ?? DEFAULT_LOCALE,
      clientPhone: request.clientPhone ?? null,
      notes: request.notes ?? null,
    });
    if (!booking) {
      throw reservationRefusal(await findGroupOfSlot(executor, slot), resolved);
    }
    return booking;
  };
  const andThen = options.andThen;
  for (let attempt = 1; ; attempt++) {
    try {
      const booking = andThen
        ? await db.transaction().execute(async (trx) => {
            const reserved = await reserve(trx);
            await andThen(trx, reserved);
            return reserved;
          })
        : await reserve(db);
      return { ...booking, resolved, priced };
    } catch (error) {
      // A reference drawn twice (about one in 10^11): draw again. A sale key used twice is not drawn again.
      if (
        attempt < 3 &&
        isUniqueViolation(error) &&
        violatedConstraint(error) !== 'booking_counterSaleKey_key'
      ) {
        continue;
      }
      throw error;
    }
  }
}

/** A pending booking canceled (hold over, checkout abandoned, provider failure) and its places released, once. */
export async function cancelPendingBooking(trx: Trx, bookingId: string, now: Date): Promise<boolean> {
  const canceled = await markPendingBookingCanceled(trx, bookingId, now);
  if (!canceled) {
    return false;
  }
  if (!(await releasePlaces(trx, canceled.groupId, canceled.participantCount))) {
    throw new Error(`booking ${bookingId}: its group holds fewer places than it booked`);
  }
  return true;
}

/**
 * POST /api/checkout: reserves (one transaction), then, outside it, opens the provider's checkout for
 * exactly the booking's amount. If the provider fails, the booking is canceled and its places released.
 * The traveller's language is stored with the booking for its e-mails.
 */
export async function checkout(
  deps: CheckoutDeps,
  request: TCheckoutRequest,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<TCheckoutResponse> {
  const now = clockOf(deps);
  const booking = await reserveBooking(deps.db, request, { now, locale });
  deps.onPlacesChanged?.(request.activityId);
  const checkoutUrl = await openCheckout(deps, booking, request, now, { locale });
  return { reference: booking.reference, checkoutUrl };
}

/** "3 people" on the provider's line when the discounted total is charged as one line, in the booking's language. */
const peopleText = (count: number, locale: TLocale) =>
  locale === 'pt-PT'
    ? `${count} ${count === 1 ? 'pessoa' : 'pessoas'}`
    : `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * What the provider's line names, in the booking's language: the activity, or the event and its activity (as the
 * booking's e-mails do). A Portuguese booking reads their Portuguese titles (one read; an English one, none).
 */
async function lineTitle(db: Executor, resolved: ResolvedChoice, locale: TLocale): Promise<string> {
  const portuguese =
    locale === 'pt-PT'
      ? await findPortugueseTitles(db, resolved.activity.id, resolved.event?.id ?? null)
      : null;
  const activityTitle = portuguese?.activityTitle ?? resolved.activity.title;
  const eventTitle = resolved.event ? (portuguese?.eventTitle ?? resolved.event.title) : null;
  return eventTitle ? `${eventTitle} (${activityTitle})` : activityTitle;
}

/**
 * Opens the provider's checkout for exactly a pending booking's amount and records its session (and, for a
 * vendor's sale, its page, shown as a QR code until paid). If the provider fails, the booking is canceled and
 * its places released. Used by the traveller's checkout and by a vendor's sale paid on the customer's phone.
 */
export async function openCheckout(
  deps: CheckoutDeps,
  booking: Reservation,
  request: Pick<TCheckoutRequest, 'clientEmail' | 'activityId'>,
  now: Date,
  options: { keepUrl?: boolean; locale?: TLocale } = {},
): Promise<string> {
  const { resolved } = booking;
  const token = bookingToken(deps.authSecret, {
    reference: booking.reference,
    clientEmail: request.clientEmail,
  });
  const successUrl = bookingSuccessLink(
    deps.appUrl,
    booking.reference,
    token,
    options.locale ?? DEFAULT_LOCALE,
  );
  const name = `${await lineTitle(deps.db, resolved, options.locale ?? DEFAULT_LOCALE)} — ${resolved.day} ${resolved.startTime}`;
  // The provider charges exactly the booking's amount: without a discount, the unit price per person (or the
  // group price once); with one, the discounted total as one line (a per-person share may not be whole cents).
  const lineItem =
    booking.priced.discountCents === 0 && resolved.priceUnit === 'person'
      ? { name, unitAmountCents: resolved.priceCents, quantity: resolved.participants }
      : {
          name:
            resolved.priceUnit === 'person'
              ? `${name} (${peopleText(resolved.participants, options.locale ?? DEFAULT_LOCALE)})`
              : name,
          unitAmountCents: booking.amountCents,
          quantity: 1,
        };
  try {
    const session = await callProvider(() =>
      deps.payments.createCheckoutSession({
        lineItems: [lineItem],
        successUrl,
        cancelUrl: `${successUrl}&canceled=1`,
        metadata: { bookingId: booking.id },
        customerEmail: request.clientEmail,
        // A minute over the hold: Stripe refuses an expiry less than 30 minutes after it receives the call.
        expiresAt: new Date(now.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000),
        // The slot's cancellation terms, stated once more just above the Pay button.
        submitMessage: cancellationTermsText(
          slotCancellationTerms(resolved.day, resolved.startTime, now),
          options.locale ?? DEFAULT_LOCALE,
        ),
        locale: options.locale ?? DEFAULT_LOCALE,
        idempotencyKey: `checkout:${booking.id}`,
      }),
    );
    await recordCheckoutSession(
      deps.db,
      booking.id,
      { checkoutSessionId: session.sessionId, checkoutUrl: options.keepUrl ? session.url : null },
      clockOf(deps),
    );
    return session.url;
  } catch (error) {
    deps.log.warn(
      { err: error, bookingId: booking.id },
      'checkout: the provider session failed; booking canceled',
    );
    await deps.db.transaction().execute((trx) => cancelPendingBooking(trx, booking.id, clockOf(deps)));
    deps.onPlacesChanged?.(request.activityId);
    throw error;
  }
}
