import type { Trx } from '../../db/database.ts';

/**
 * Booking's writes to tables it does not own, in one place so that they can move to their owners together:
 * the ledger (`money_movement`, owned by payouts) and affiliates' commissions (`affiliate_commission`, owned by
 * affiliates). Each runs in the caller's transaction; the idempotency keys make a second write of the same
 * movement fail on the ledger's unique key rather than count it twice.
 */

/**
 * The `charge` of a paid booking (`charge:<bookingId>`). Cash at a vendor's counter is a charge like a card's,
 * naming the vendor who holds the money.
 */
export async function recordCharge(
  trx: Trx,
  charge: {
    bookingId: string;
    amountCents: number;
    providerRef: string | null;
    occurredAt: Date;
    cashVendorId: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('money_movement')
    .values({
      kind: 'charge',
      amountCents: charge.amountCents,
      bookingId: charge.bookingId,
      providerRef: charge.providerRef,
      idempotencyKey: `charge:${charge.bookingId}`,
      occurredAt: charge.occurredAt,
      cashVendorId: charge.cashVendorId,
    })
    .execute();
}

/** A booking paid and refunded in full at once (paid after its places were gone): its charge and refund rows. */
export async function recordChargeAndRefund(
  trx: Trx,
  movement: {
    bookingId: string;
    amountCents: number;
    providerRef: string | null;
    refundIdempotencyKey: string;
    occurredAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('money_movement')
    .values([
      {
        kind: 'charge',
        amountCents: movement.amountCents,
        bookingId: movement.bookingId,
        providerRef: movement.providerRef,
        idempotencyKey: `charge:${movement.bookingId}`,
        occurredAt: movement.occurredAt,
      },
      {
        kind: 'refund',
        amountCents: movement.amountCents,
        bookingId: movement.bookingId,
        idempotencyKey: movement.refundIdempotencyKey,
        occurredAt: movement.occurredAt,
      },
    ])
    .execute();
}

/** The `refund` of a canceled booking; cash is paid back from the till of `cashVendorId`. */
export async function recordRefund(
  trx: Trx,
  refund: {
    bookingId: string;
    amountCents: number;
    providerRef: string | null;
    idempotencyKey: string;
    occurredAt: Date;
    cashVendorId: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('money_movement')
    .values({
      kind: 'refund',
      amountCents: refund.amountCents,
      bookingId: refund.bookingId,
      providerRef: refund.providerRef,
      idempotencyKey: refund.idempotencyKey,
      occurredAt: refund.occurredAt,
      cashVendorId: refund.cashVendorId,
    })
    .execute();
}

/** The affiliate's expected commission on a paid booking. */
export async function createCommission(
  trx: Trx,
  commission: {
    affiliateId: string;
    bookingId: string;
    baseCents: number;
    rateBasisPoints: number;
    amountCents: number;
  },
): Promise<void> {
  await trx
    .insertInto('affiliate_commission')
    .values({
      affiliateId: commission.affiliateId,
      bookingId: commission.bookingId,
      state: 'expected',
      baseCents: commission.baseCents,
      rateBasisPoints: commission.rateBasisPoints,
      amountCents: commission.amountCents,
    })
    .execute();
}
