import { AFFILIATE_PAYOUT_KINDS } from '@roteiro/domain/money/affiliate-payouts';
import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor, Trx } from '../../db/database.ts';

/** Why a commission was not claimed (read only to explain it; the claim itself is the guard). */
export async function findCommissionPayoutState(db: Executor, commissionId: string) {
  return db
    .selectFrom('affiliate_commission as c')
    .innerJoin('affiliate as a', 'a.id', 'c.affiliateId')
    .select([
      'c.id',
      'c.state',
      'c.transferId',
      'c.amountCents',
      'c.withheldCents',
      'a.isPaymentAccountSetUp',
      'a.paymentAccountId',
    ])
    .where('c.id', '=', commissionId)
    .executeTakeFirst();
}

/**
 * The ledger rows of a commission's payout, in the transaction that marks it paid out: the transferred part, the
 * part kept back against claw-backs and, when it was refunded while the transfer was under way (`clawed_back`),
 * its claw-back row.
 */
export async function insertCommissionPayoutMovements(
  trx: Trx,
  payout: {
    id: string;
    key: string;
    transferId: string | null;
    transferredCents: number;
    withheldCents: number;
    at: Date;
  },
  recorded: { amountCents: number; state: string },
): Promise<void> {
  const { id, key, transferId, at } = payout;
  const movements = [];
  if (payout.transferredCents > 0) {
    movements.push({
      kind: 'affiliate_transfer' as const,
      amountCents: payout.transferredCents,
      commissionId: id,
      providerRef: transferId,
      idempotencyKey: key,
      occurredAt: at,
    });
  }
  if (payout.withheldCents > 0) {
    movements.push({
      kind: 'commission_offset' as const,
      amountCents: payout.withheldCents,
      commissionId: id,
      idempotencyKey: `commission-offset:${id}`,
      occurredAt: at,
    });
  }
  if (recorded.state === 'clawed_back') {
    movements.push(clawbackMovement(id, recorded.amountCents, at));
  }
  if (movements.length > 0) {
    await trx.insertInto('money_movement').values(movements).execute();
  }
}

function clawbackMovement(commissionId: string, amountCents: number, at: Date) {
  return {
    kind: 'commission_clawback' as const,
    amountCents,
    commissionId,
    idempotencyKey: `commission-clawback:${commissionId}`,
    occurredAt: at,
  };
}

/** The claw-back row of a commission clawed back after its payout (a refund), in the refund's transaction. */
export async function insertClawbackMovement(
  trx: Trx,
  commission: { id: string; amountCents: number },
  at: Date,
): Promise<void> {
  await trx
    .insertInto('money_movement')
    .values(clawbackMovement(commission.id, commission.amountCents, at))
    .execute();
}

/** The admin dashboard's commissions to pay: approved (state `pending`), of every affiliate. */
export async function approvedCommissionsTotal(db: Executor) {
  return db
    .selectFrom('affiliate_commission')
    .select([countAll(), sql<number>`coalesce(sum("amountCents"), 0)::int`.as('amountCents')])
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
}

/** An affiliate's approved commissions (claimed ones included, to be retried), oldest approval first. */
export async function approvedCommissionsOf(db: Executor, affiliateId: string, limit: number) {
  return db
    .selectFrom('affiliate_commission')
    .select('id')
    .where('affiliateId', '=', affiliateId)
    .where('state', '=', 'pending')
    .orderBy('approvedAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * What the settlement job pays: commissions approved before `approvedBefore` of affiliates whose payment
 * setup is finished, plus any claimed one whose payout was not recorded (a retry, whenever approved), and
 * claimed ones reversed since `reversedSince` (to record a transfer the provider may have made).
 */
export async function settlementCandidates(
  db: Executor,
  filter: { approvedBefore: Date; reversedSince: Date; limit: number },
) {
  return db
    .selectFrom('affiliate_commission as c')
    .innerJoin('affiliate as a', 'a.id', 'c.affiliateId')
    .select(['c.id', 'c.affiliateId'])
    .where('a.isPaymentAccountSetUp', '=', true)
    .where('a.paymentAccountId', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.state', '=', 'pending'), eb('c.approvedAt', '<', filter.approvedBefore)]),
        eb.and([eb('c.state', '=', 'pending'), eb('c.transferIdempotencyKey', 'is not', null)]),
        eb.and([
          eb('c.state', '=', 'reversed'),
          eb('c.transferIdempotencyKey', 'is not', null),
          eb('c.reversedAt', '>=', filter.reversedSince),
        ]),
      ]),
    )
    .orderBy('c.approvedAt')
    .orderBy('c.id')
    .limit(filter.limit)
    .execute();
}

/** The affiliate a payout is for, with what decides whether it can be paid. */
export async function findAffiliatePayee(db: Executor, affiliateId: string) {
  return db
    .selectFrom('affiliate')
    .select(['id', 'paymentAccountId', 'isPaymentAccountSetUp'])
    .where('id', '=', affiliateId)
    .executeTakeFirst();
}

/** The ledger movements of an affiliate's commissions (transfers, offsets, claw-backs), newest first. */
export async function listAffiliateMovements(
  db: Executor,
  filter: { affiliateId: string; limit: number; offset: number },
) {
  const base = db
    .selectFrom('money_movement as m')
    .innerJoin('affiliate_commission as c', 'c.id', 'm.commissionId')
    .where('c.affiliateId', '=', filter.affiliateId)
    .where('m.kind', 'in', [...AFFILIATE_PAYOUT_KINDS]);
  const rows = await base
    .innerJoin('booking as b', 'b.id', 'c.bookingId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .select([
      'm.id',
      'm.kind',
      'm.amountCents',
      'm.occurredAt',
      'm.providerRef',
      'a.title as activityTitle',
      'g.day',
    ])
    .orderBy('m.occurredAt', 'desc')
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const count = await base.select(countAll()).executeTakeFirstOrThrow();
  return { rows, total: count.count };
}
