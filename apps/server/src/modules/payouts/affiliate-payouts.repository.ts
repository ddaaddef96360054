import { AFFILIATE_PAYOUT_KINDS } from '@roteiro/domain/money/affiliate-payouts';
import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor, Trx } from '../../db/database.ts';

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
 * Records a claimed commission's payout in the caller's transaction: the commission becomes `paid` (or,
 * if its booking was refunded while the transfer was under way, `clawed_back` with its claw-back row), and
 * the ledger gets the transferred part and the part kept back. Undefined when it was already recorded.
 */
export async function recordCommissionPayout(
  trx: Trx,
  payout: {
    id: string;
    key: string;
    transferId: string | null;
    transferredCents: number;
    withheldCents: number;
    at: Date;
  },
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
  const recorded =
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
      .executeTakeFirst());
  if (!recorded) {
    return undefined;
  }
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
  return recorded;
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

/**
 * A booking refunded: its commission is reversed if it was not paid out yet (expected, approved, or claimed
 * by a payout under way, which then records the transfer as clawed back), or clawed back if it was paid out,
 * with the claw-back row in the ledger. Runs in the refund's transaction.
 */
export async function reverseOrClawBack(trx: Trx, bookingId: string, at: Date) {
  const reversed = await trx
    .updateTable('affiliate_commission')
    .set({ state: 'reversed', reversedAt: at, updatedAt: at })
    .where('bookingId', '=', bookingId)
    .where('state', 'in', ['expected', 'pending'])
    .returning('id')
    .executeTakeFirst();
  if (reversed) {
    return 'reversed' as const;
  }
  const clawed = await trx
    .updateTable('affiliate_commission')
    .set({ state: 'clawed_back', clawedBackAt: at, updatedAt: at })
    .where('bookingId', '=', bookingId)
    .where('state', '=', 'paid')
    .returning(['id', 'amountCents'])
    .executeTakeFirst();
  if (!clawed) {
    return null;
  }
  if (clawed.amountCents > 0) {
    await trx
      .insertInto('money_movement')
      .values(clawbackMovement(clawed.id, clawed.amountCents, at))
      .execute();
  }
  return 'clawedBack' as const;
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
