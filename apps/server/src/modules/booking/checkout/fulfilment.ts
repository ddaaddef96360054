import { AFFILIATE_MAX_COMMISSION_BASIS_POINTS, commissionCents } from '@roteiro/domain/affiliates/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Trx } from '../../../db/database.ts';
import type { Outbox } from '../../../platform/outbox/outbox.ts';
import type { PaymentWebhookEvent } from '../../../platform/payments/payment-provider.ts';
import { createCommission } from '../../affiliates/commissions.service.ts';
import type { WebhookHandlers } from '../../payments/payments.service.ts';
import { recordCharge, recordChargeAndRefund } from '../../payouts/ledger.service.ts';
import { clockOf } from '../clock.ts';
import { enqueueConfirmationMail } from '../manage/manage.mails.ts';
import { newTicketNumber } from '../tickets/tickets.ts';
import { cancelPendingBooking } from './checkout.ts';
import {
  findAffiliateCommissionRate,
  findBookingToFulfil,
  insertParticipant,
  insertTickets,
  markCanceledBookingPaid,
  markCanceledBookingRefunded,
  markPendingBookingPaid,
} from './fulfilment.repository.ts';
import { reservePlaces } from './places.repository.ts';

/**
 * Fulfilment, from the provider's webhook only: each handler runs inside the transaction that
 * records the event once (payments.service.ts), and every write here is conditional or unique-keyed, so an
 * event delivered many times, or its siblings in any order, fulfil a booking exactly once.
 */

export type FulfilmentDeps = {
  outbox: Pick<Outbox, 'enqueue'>;
  /** Where the confirmation's manage link points, and the key that signs it. */
  appUrl: string;
  authSecret: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  now?: () => Date;
  /** Runs in the fulfilment's transaction once a booking is paid (operator notifications). */
  onPaid?: (trx: Trx, groupId: string) => Promise<void>;
};

/**
 * Queues the confirmation e-mail of a paid booking in the fulfilment's transaction (SERVER-MANAGE's
 * template: details in Lisbon time, one inline QR per ticket, the manage link, the refund rule, the .ics).
 * Fulfilment calls it exactly once per paid booking, inside its transaction.
 */
export async function enqueueBookingConfirmation(
  trx: Trx,
  outbox: Pick<Outbox, 'enqueue'> | null,
  bookingId: string,
  links: { appUrl: string; authSecret: string },
): Promise<void> {
  if (!outbox) {
    return;
  }
  await enqueueConfirmationMail(trx, { outbox, ...links }, bookingId);
}

/** The booking's participant, one valid ticket per person, the charge row and the affiliate's expected commission. */
async function recordFulfilment(
  trx: Trx,
  booking: {
    id: string;
    groupId: string;
    clientName: string;
    participantCount: number;
    amountCents: number;
    affiliateId: string | null;
    paymentIntentId: string | null;
  },
  cashVendorId: string | null,
  now: Date,
): Promise<void> {
  // Cash at a vendor's counter is a charge like a card's, naming the vendor who holds the money.
  await recordCharge(trx, {
    bookingId: booking.id,
    amountCents: booking.amountCents,
    providerRef: booking.paymentIntentId,
    occurredAt: now,
    cashVendorId,
  });
  const participant = await insertParticipant(trx, {
    bookingId: booking.id,
    groupId: booking.groupId,
    clientName: booking.clientName,
  });
  await insertTickets(
    trx,
    participant.id,
    Array.from({ length: booking.participantCount }, () => newTicketNumber()),
  );
  if (booking.affiliateId) {
    // The affiliate's rate now, when the booking is paid (capped at 20 %), on what the traveller paid.
    const rate = Math.min(
      await findAffiliateCommissionRate(trx, booking.affiliateId),
      AFFILIATE_MAX_COMMISSION_BASIS_POINTS,
    );
    await createCommission(trx, {
      affiliateId: booking.affiliateId,
      bookingId: booking.id,
      baseCents: booking.amountCents,
      rateBasisPoints: rate,
      amountCents: commissionCents(booking.amountCents, rate),
    });
  }
}

export type FulfilResult = 'fulfilled' | 'already' | 'refunding' | 'unknown';

/**
 * Marks a booking paid and fulfils it, once: `pending → paid` is a conditional update, so a second
 * delivery finds nothing to do. A booking whose hold had already expired (canceled, places released) takes
 * its places again when they are still free; otherwise the money goes back: the booking is recorded as
 * charged and refunded, and the refund is queued to the provider (outbox, after this transaction commits).
 */
export async function fulfilBooking(
  trx: Trx,
  deps: {
    outbox: Pick<Outbox, 'enqueue'> | null;
    log: FulfilmentDeps['log'];
    appUrl: string;
    authSecret: string;
    onPaid?: FulfilmentDeps['onPaid'];
  },
  payment: {
    bookingId: string;
    paymentIntentId: string | null;
    amountPaidCents: number | null;
    /** Paid in cash at this vendor's counter (no provider payment). */
    cashVendorId?: string | null;
  },
  now: Date,
): Promise<FulfilResult> {
  const cashVendorId = payment.cashVendorId ?? null;
  let booking = await markPendingBookingPaid(
    trx,
    payment.bookingId,
    { paymentIntentId: payment.paymentIntentId, paidInCash: cashVendorId !== null },
    now,
  );
  if (!booking) {
    const current = await findBookingToFulfil(trx, payment.bookingId);
    if (!current) {
      deps.log.error({ bookingId: payment.bookingId }, 'payment for an unknown booking');
      return 'unknown';
    }
    if (current.status !== 'canceled') {
      return 'already';
    }
    const retaken = await reservePlaces(
      trx,
      current.groupId,
      current.participantCount,
      current.kind,
      current.eventId,
    );
    if (!retaken) {
      await refundLatePayment(trx, deps, current, payment, now);
      return 'refunding';
    }
    deps.log.warn({ bookingId: current.id }, 'paid after its hold expired: places taken again');
    booking = await markCanceledBookingPaid(trx, current.id, payment.paymentIntentId, now);
  }
  if (payment.amountPaidCents !== null && payment.amountPaidCents !== booking.amountCents) {
    deps.log.error(
      { bookingId: booking.id, paid: payment.amountPaidCents, expected: booking.amountCents },
      'the provider charged another amount than the booking',
    );
  }
  await recordFulfilment(trx, booking, cashVendorId, now);
  await enqueueBookingConfirmation(trx, deps.outbox, booking.id, deps);
  await deps.onPaid?.(trx, booking.groupId);
  return 'fulfilled';
}

/** Paid, but its places are gone: charged and refunded in the ledger, the refund queued to the provider. */
async function refundLatePayment(
  trx: Trx,
  deps: { outbox: Pick<Outbox, 'enqueue'> | null; log: FulfilmentDeps['log'] },
  booking: { id: string; amountCents: number },
  payment: { paymentIntentId: string | null },
  now: Date,
): Promise<void> {
  deps.log.error(
    { bookingId: booking.id, paymentIntentId: payment.paymentIntentId },
    'paid after its hold expired and its places are taken: refunding in full',
  );
  if (!(await markCanceledBookingRefunded(trx, booking.id, payment.paymentIntentId, now))) {
    return;
  }
  const idempotencyKey = `refund:${booking.id}`;
  await recordChargeAndRefund(trx, {
    bookingId: booking.id,
    amountCents: booking.amountCents,
    providerRef: payment.paymentIntentId,
    refundIdempotencyKey: idempotencyKey,
    occurredAt: now,
  });
  if (payment.paymentIntentId && booking.amountCents > 0 && deps.outbox) {
    await deps.outbox.enqueue(trx, {
      kind: 'provider.call',
      payload: {
        operation: 'refund',
        args: {
          paymentIntentId: payment.paymentIntentId,
          amountCents: booking.amountCents,
          idempotencyKey,
          metadata: { bookingId: booking.id },
        },
        idempotencyKey,
      },
    });
  }
}

function bookingIdOf(object: Record<string, unknown>): string | null {
  const metadata = object.metadata;
  if (typeof metadata !== 'object' || metadata === null) {
    return null;
  }
  const id = (metadata as Record<string, unknown>).bookingId;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

function paymentIntentOf(object: Record<string, unknown>): string | null {
  const intent = object.payment_intent;
  if (typeof intent === 'string') {
    return intent;
  }
  if (typeof intent === 'object' && intent !== null && typeof (intent as { id?: unknown }).id === 'string') {
    return (intent as { id: string }).id;
  }
  return null;
}

/** `checkout.session.completed` / `async_payment_succeeded`: fulfil once the money is there. */
async function onCheckoutPaid(deps: FulfilmentDeps, trx: Trx, event: PaymentWebhookEvent): Promise<void> {
  const object = event.data.object;
  const bookingId = bookingIdOf(object);
  // A session that is not a booking's, or a delayed payment method still settling (its success comes later).
  if (!bookingId || (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required')) {
    return;
  }
  await fulfilBooking(
    trx,
    deps,
    {
      bookingId,
      paymentIntentId: paymentIntentOf(object),
      amountPaidCents: typeof object.amount_total === 'number' ? object.amount_total : null,
    },
    clockOf(deps),
  );
}

/** `checkout.session.expired` / `async_payment_failed`: the pending booking is canceled and its places released. */
async function onCheckoutAbandoned(
  deps: FulfilmentDeps,
  trx: Trx,
  event: PaymentWebhookEvent,
): Promise<void> {
  const bookingId = bookingIdOf(event.data.object);
  if (bookingId) {
    await cancelPendingBooking(trx, bookingId, clockOf(deps));
  }
}

/** The booking area's entries in the payment webhook's handler table. */
export function bookingWebhookHandlers(deps: FulfilmentDeps): WebhookHandlers {
  const paid = (trx: Trx, event: PaymentWebhookEvent) => onCheckoutPaid(deps, trx, event);
  const abandoned = (trx: Trx, event: PaymentWebhookEvent) => onCheckoutAbandoned(deps, trx, event);
  return {
    'checkout.session.completed': [paid],
    'checkout.session.async_payment_succeeded': [paid],
    'checkout.session.expired': [abandoned],
    'checkout.session.async_payment_failed': [abandoned],
  };
}
