import type { TGroupLedgerFacts, TLedgerSums } from '@roteiro/domain/money/ledger';
import { type RawBuilder, sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';

/**
 * Every movement with the activity group it belongs to: a charge (by card, or in cash at a vendor's counter) or refund through its booking,
 * a company transfer through its run, a commission's movements through the commission's booking.
 */
const movementsWithGroup = sql`
  select m."kind", m."amountCents", m."cashVendorId", coalesce(b."groupId", r."groupId", cb."groupId") as "groupId"
  from "money_movement" m
  left join "booking" b on b."id" = m."bookingId"
  left join "activity_run" r on r."id" = m."runId"
  left join "affiliate_commission" c on c."id" = m."commissionId"
  left join "booking" cb on cb."id" = c."bookingId"`;

/**
 * The sums of the ledger identity (docs/data-model.md, Money). The margin is the signed sum of every
 * movement, computed on its own, so a kind left out of the other columns shows as an imbalance.
 */
const sums = sql`
  coalesce(sum(x."amountCents") filter (where x."kind" = 'charge'), 0)::int as "paidByTravellers",
  coalesce(sum(x."amountCents") filter (where x."kind" = 'charge' and x."cashVendorId" is not null), 0)::int as "cashSales",
  coalesce(sum(x."amountCents") filter (where x."kind" = 'refund'), 0)::int as "refunds",
  coalesce(sum(x."amountCents") filter (where x."kind" = 'company_transfer'), 0)::int as "companyPayouts",
  (coalesce(sum(x."amountCents") filter (where x."kind" in ('affiliate_transfer', 'commission_offset')), 0)
    - coalesce(sum(x."amountCents") filter (where x."kind" = 'commission_clawback'), 0))::int as "commissions",
  coalesce(sum(case when x."kind" in ('charge', 'commission_clawback') then x."amountCents"
    else -x."amountCents" end), 0)::int as "margin"`;

type GroupRow = TLedgerSums & { groupId: string; activityTitle: string; day: string; startTime: string };

function groupRows(db: Executor, where: RawBuilder<unknown>, window: { limit: number; offset: number }) {
  return sql<GroupRow>`
    select g."id" as "groupId", a."title" as "activityTitle", g."day", g."startTime", ${sums}
    from (${movementsWithGroup}) x
    join "activity_group" g on g."id" = x."groupId"
    join "activity" a on a."id" = g."activityId"
    where ${where}
    group by g."id", a."title", g."day", g."startTime"
    order by g."day" desc, g."startTime" desc, g."id"
    limit ${window.limit} offset ${window.offset}`.execute(db);
}

/** One group's sums (zeros when it has no movement). */
export async function groupLedger(db: Executor, groupId: string) {
  const { rows } = await groupRows(db, sql`g."id" = ${groupId}`, { limit: 1, offset: 0 });
  return rows[0] ?? null;
}

/** A page of the groups with movements, latest day first. */
export async function listGroupLedgers(db: Executor, window: { limit: number; offset: number }) {
  const { rows } = await groupRows(db, sql`true`, window);
  const count = await sql<{ count: number }>`
    select count(distinct x."groupId")::int as "count" from (${movementsWithGroup}) x`.execute(db);
  return { rows, total: count.rows[0]?.count ?? 0 };
}

/** The sums over every movement, and what affiliates still owe from claw-backs (claw-backs − offsets). */
export async function ledgerTotals(db: Executor) {
  const { rows } = await sql<TLedgerSums & { clawbackCarried: number }>`
    select ${sums},
      (coalesce(sum(x."amountCents") filter (where x."kind" = 'commission_clawback'), 0)
        - coalesce(sum(x."amountCents") filter (where x."kind" = 'commission_offset'), 0))::int as "clawbackCarried"
    from (${movementsWithGroup}) x`.execute(db);
  const row = rows[0];
  if (!row) {
    throw new Error('the ledger totals query returned no row');
  }
  return row;
}

/**
 * What the reconciliation compares, for these groups: each booking that was paid (its payment intent, its amount
 * and status, its charges and refunds), each run (its guider payment and company transfers, and whether a payout
 * was ever claimed, which is when the provider may hold a transfer) and each claimed commission of the groups'
 * bookings (its affiliate transfers).
 */
export async function reconciliationFacts(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) {
    return { bookings: [], runs: [], commissions: [] };
  }
  const ids = sql.join(groupIds.map((id) => sql`${id}`));
  // One after the other: `db` may be a transaction on a single connection.
  const bookings = await sql<TGroupLedgerFacts['bookings'][number] & { groupId: string }>`
    select b."groupId", b."id" as "bookingId", b."paymentIntentId", b."paidInCash" as "isCash", b."amountCents",
      b."status",
      exists (select 1 from "reseller_booking" rb where rb."bookingId" = b."id") as "isOnAccount",
      coalesce(sum(m."amountCents") filter (where m."kind" = 'charge'), 0)::int as "charges",
      coalesce(sum(m."amountCents") filter (where m."kind" = 'refund'), 0)::int as "refunds"
    from "booking" b
    left join "money_movement" m on m."bookingId" = b."id"
    where b."groupId" in (${ids})
    group by b."id"
    having b."paymentIntentId" is not null or count(m."id") > 0
    order by b."id"`.execute(db);
  const runs = await sql<{
    groupId: string;
    runId: string;
    payAmountCents: number;
    isClaimed: boolean;
    transferCount: number;
    transfers: number;
  }>`
    select r."groupId", r."id" as "runId", r."payAmountCents",
      (r."transferIdempotencyKey" is not null) as "isClaimed",
      count(m."id") filter (where m."kind" = 'company_transfer')::int as "transferCount",
      coalesce(sum(m."amountCents") filter (where m."kind" = 'company_transfer'), 0)::int as "transfers"
    from "activity_run" r
    left join "money_movement" m on m."runId" = r."id"
    where r."groupId" in (${ids})
    group by r."id"
    order by r."id"`.execute(db);
  const commissions = await sql<{
    groupId: string;
    commissionId: string;
    isClaimed: boolean;
    transfers: number;
  }>`
    select b."groupId", c."id" as "commissionId", (c."transferIdempotencyKey" is not null) as "isClaimed",
      coalesce(sum(m."amountCents") filter (where m."kind" = 'affiliate_transfer'), 0)::int as "transfers"
    from "affiliate_commission" c
    join "booking" b on b."id" = c."bookingId"
    left join "money_movement" m on m."commissionId" = c."id"
    where b."groupId" in (${ids})
    group by c."id", b."groupId"
    having c."transferIdempotencyKey" is not null or count(m."id") > 0
    order by c."id"`.execute(db);
  return { bookings: bookings.rows, runs: runs.rows, commissions: commissions.rows };
}

/*
 * A booking's movements, written in the transaction that pays or refunds the booking (booking's fulfilment and
 * cancellation call them through the ledger's service). The idempotency keys make a second write of the same
 * movement fail on the ledger's unique key rather than count it twice.
 */

export type TChargeMovement = {
  bookingId: string;
  amountCents: number;
  providerRef: string | null;
  occurredAt: Date;
  cashVendorId: string | null;
};

/**
 * The `charge` of a paid booking (`charge:<bookingId>`). Cash at a vendor's counter is a charge like a card's,
 * naming the vendor who holds the money.
 */
export async function insertCharge(trx: Trx, charge: TChargeMovement): Promise<void> {
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

export type TChargeAndRefundMovement = {
  bookingId: string;
  amountCents: number;
  providerRef: string | null;
  refundIdempotencyKey: string;
  occurredAt: Date;
};

/** A booking paid and refunded in full at once (paid after its places were gone): its charge and refund rows. */
export async function insertChargeAndRefund(trx: Trx, movement: TChargeAndRefundMovement): Promise<void> {
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

export type TRefundMovement = {
  bookingId: string;
  amountCents: number;
  providerRef: string | null;
  idempotencyKey: string;
  occurredAt: Date;
  cashVendorId: string | null;
};

/** The `refund` of a canceled booking; cash is paid back from the till of `cashVendorId`. */
export async function insertRefund(trx: Trx, refund: TRefundMovement): Promise<void> {
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
