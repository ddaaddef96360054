import { type RawBuilder, sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';

/**
 * The writes of a commission's life, which affiliates owns: expected when its booking is paid, approved when the
 * traveller shows up (a guide's start, a vendor's scan) or the tour day is over, claimed and paid out by payouts,
 * reversed or clawed back on a refund.
 * Each runs in the caller's transaction (or statement); the ledger rows that go with them are payouts'.
 */

/** A commission as it is first recorded; its rate and amount are worked out by the caller. */
export type TNewCommission = {
  affiliateId: string;
  bookingId: string;
  baseCents: number;
  rateBasisPoints: number;
  amountCents: number;
};

/** A booking paid with an affiliate's code: its expected commission, in the transaction that marks it paid. */
export async function createCommission(trx: Trx, commission: TNewCommission): Promise<void> {
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

/** The traveller showed up: the booking's expected commission is approved (expected → pending), once. */
export async function approveCommissionOfBooking(trx: Trx, bookingId: string) {
  await trx
    .updateTable('affiliate_commission')
    .set({ state: 'pending', approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where('bookingId', '=', bookingId)
    .where('state', '=', 'expected')
    .execute();
}

/**
 * The same approval as a statement for the caller to put in its own (a data-modifying CTE of the guide's start,
 * which stays one round trip): the expected commissions of the bookings `bookingIds` selects, when `when` holds.
 */
export function approveCommissionsStatement(only: {
  when: RawBuilder<boolean>;
  bookingIds: RawBuilder<unknown>;
}): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`update "affiliate_commission"
      set "state" = 'pending', "approvedAt" = now(), "updatedAt" = now()
      where "state" = 'expected' and ${only.when}
        and "bookingId" in (${only.bookingIds})
      returning "id"`;
}

/**
 * The commissions still expected of paid bookings whose tour day is over (Lisbon): travellers who did not show up,
 * or a group never started. Their payment is kept (no refund for a no-show), so the commission is earned and
 * approved now; a later refund reverses or claws it back as for any other. A conditional update: two processes
 * running it at once approve each commission once.
 */
export async function approveCommissionsOfPastTours(db: Executor, today: string, at: Date): Promise<number> {
  const rows = await db
    .updateTable('affiliate_commission as c')
    .set({ state: 'pending', approvedAt: at, updatedAt: at })
    .where('c.state', '=', 'expected')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('booking as b')
          .innerJoin('activity_group as g', 'g.id', 'b.groupId')
          .select(sql`1`.as('one'))
          .whereRef('b.id', '=', 'c.bookingId')
          .where('b.status', '=', 'paid')
          .where('g.day', '<', today),
      ),
    )
    .returning('c.id')
    .execute();
  return rows.length;
}

/**
 * What an affiliate still owes from claw-backs: commissions clawed back, minus what was already kept back
 * from later commissions (a commission reversed before its payout kept nothing back).
 */
async function clawbackBalance(trx: Trx, affiliateId: string): Promise<number> {
  const row = await trx
    .selectFrom('affiliate_commission')
    .select(
      sql<number>`(coalesce(sum("amountCents") filter (where "state" = 'clawed_back'), 0)
        - coalesce(sum("withheldCents") filter (where "state" <> 'reversed'), 0))::int`.as('balance'),
    )
    .where('affiliateId', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return Math.max(row.balance, 0);
}

const claimedColumns = [
  'c.id',
  'c.affiliateId',
  'c.state',
  'c.amountCents',
  'c.withheldCents',
  'a.paymentAccountId',
] as const;

/**
 * Claims an approved commission for its payout before the provider is called: records the idempotency key
 * and how much of it is kept back against the affiliate's claw-back balance. The affiliate's row is locked
 * first, so two payouts of one affiliate never keep the same debt back twice. Only while the commission is
 * approved and unclaimed and its affiliate's payment setup is finished.
 */
export async function claimCommissionFresh(trx: Trx, commissionId: string, key: string) {
  const owner = await trx
    .selectFrom('affiliate_commission')
    .select('affiliateId')
    .where('id', '=', commissionId)
    .executeTakeFirst();
  if (!owner) {
    return undefined;
  }
  await trx
    .selectFrom('affiliate')
    .select('id')
    .where('id', '=', owner.affiliateId)
    .forUpdate()
    .executeTakeFirst();
  const balance = await clawbackBalance(trx, owner.affiliateId);
  return trx
    .updateTable('affiliate_commission as c')
    .from('affiliate as a')
    .set({
      transferIdempotencyKey: key,
      withheldCents: sql<number>`least(c."amountCents", ${balance}::int)`,
      updatedAt: new Date(),
    })
    .whereRef('a.id', '=', 'c.affiliateId')
    .where('c.id', '=', commissionId)
    .where('c.state', '=', 'pending')
    .where('c.transferIdempotencyKey', 'is', null)
    .where('a.isPaymentAccountSetUp', '=', true)
    .where('a.paymentAccountId', 'is not', null)
    .returning(claimedColumns)
    .executeTakeFirst();
}

/**
 * A commission claimed earlier with this key whose payout was not recorded (a failure, a crash, or another
 * payout under way): the same key and the same withholding. A claimed commission reversed meanwhile is
 * returned too, so a transfer the provider made for it can still be found and recorded.
 */
export async function claimCommissionRetry(db: Executor, commissionId: string, key: string) {
  return db
    .updateTable('affiliate_commission as c')
    .from('affiliate as a')
    .set({ updatedAt: new Date() })
    .whereRef('a.id', '=', 'c.affiliateId')
    .where('c.id', '=', commissionId)
    .where('c.state', 'in', ['pending', 'reversed'])
    .where('c.transferIdempotencyKey', '=', key)
    .where('a.paymentAccountId', 'is not', null)
    .returning(claimedColumns)
    .executeTakeFirst();
}

/**
 * Marks a claimed commission paid out, once: `paid`, or, if its booking was refunded while the transfer was under
 * way (`reversed`), `clawed_back`. Undefined when it was already recorded.
 */
export async function markCommissionPaidOut(
  trx: Trx,
  payout: { id: string; key: string; transferId: string | null; at: Date },
) {
  const { id, key, transferId, at } = payout;
  const paid = await trx
    .updateTable('affiliate_commission')
    .set({ state: 'paid', paidAt: at, transferId, updatedAt: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('transferIdempotencyKey', '=', key)
    .returning(['id', 'amountCents', 'state'])
    .executeTakeFirst();
  return (
    paid ??
    (await trx
      .updateTable('affiliate_commission')
      .set({
        state: 'clawed_back',
        paidAt: at,
        transferId,
        clawedBackAt: at,
        reversedAt: null,
        updatedAt: at,
      })
      .where('id', '=', id)
      .where('state', '=', 'reversed')
      .where('transferIdempotencyKey', '=', key)
      .returning(['id', 'amountCents', 'state'])
      .executeTakeFirst())
  );
}

/**
 * A booking refunded: its commission is reversed if it was not paid out yet (expected, approved, or claimed
 * by a payout under way, which then records the transfer as clawed back), or clawed back if it was paid out
 * (the caller then records the claw-back in the ledger).
 */
export async function reverseOrClawBackCommission(trx: Trx, bookingId: string, at: Date) {
  const reversed = await trx
    .updateTable('affiliate_commission')
    .set({ state: 'reversed', reversedAt: at, updatedAt: at })
    .where('bookingId', '=', bookingId)
    .where('state', 'in', ['expected', 'pending'])
    .returning('id')
    .executeTakeFirst();
  if (reversed) {
    return { kind: 'reversed' as const };
  }
  const clawed = await trx
    .updateTable('affiliate_commission')
    .set({ state: 'clawed_back', clawedBackAt: at, updatedAt: at })
    .where('bookingId', '=', bookingId)
    .where('state', '=', 'paid')
    .returning(['id', 'amountCents'])
    .executeTakeFirst();
  return clawed ? { kind: 'clawedBack' as const, ...clawed } : null;
}
