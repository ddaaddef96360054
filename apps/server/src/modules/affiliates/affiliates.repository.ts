import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/paging.ts';

export async function findAffiliateByEmail(db: Executor, email: string) {
  return db.selectFrom('affiliate').select(['id']).where('email', '=', email).executeTakeFirst();
}

export async function insertAffiliate(
  db: Executor,
  values: {
    id: string;
    name: string;
    email: string;
    phoneNumber: string | null;
    userId: string;
    paymentAccountId: string;
    discountCode: string;
    providerCouponId: string;
    discountBasisPoints: number;
    commissionRateBasisPoints: number;
  },
) {
  return db
    .insertInto('affiliate')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

export async function findAffiliateOfUser(db: Executor, userId: string) {
  return db
    .selectFrom('affiliate')
    .select([
      'id',
      'name',
      'email',
      'discountCode',
      'discountBasisPoints',
      'commissionRateBasisPoints',
      'paymentAccountId',
      'isPaymentAccountSetUp',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function markPaymentAccountSetUp(db: Executor, affiliateId: string, paymentAccountId: string) {
  await db
    .updateTable('affiliate')
    .set({ isPaymentAccountSetUp: true, updatedAt: new Date() })
    .where('id', '=', affiliateId)
    .where('paymentAccountId', '=', paymentAccountId)
    .execute();
}

/** Commission sums by state, in cents (0 when there are none), and the claw-backs (what is still carried). */
export async function sumCommissions(db: Executor, affiliateId: string) {
  return db
    .selectFrom('affiliate_commission')
    .select([
      sql<number>`coalesce(sum("amountCents") filter (where "state" = 'expected'), 0)::int`.as(
        'expectedCents',
      ),
      sql<number>`coalesce(sum("amountCents") filter (where "state" = 'pending'), 0)::int`.as(
        'approvedCents',
      ),
      sql<number>`coalesce(sum("amountCents") filter (where "state" = 'paid'), 0)::int`.as('paidCents'),
      sql<number>`coalesce(sum("amountCents") filter (where "state" = 'clawed_back'), 0)::int`.as(
        'clawedBackCents',
      ),
      sql<number>`coalesce(sum("withheldCents") filter (where "state" in ('paid', 'clawed_back')), 0)::int`.as(
        'recoveredCents',
      ),
    ])
    .where('affiliateId', '=', affiliateId)
    .executeTakeFirstOrThrow();
}

/** Per Lisbon day a booking was paid (from `fromDay` on): the commissions of that day by their state now. */
export async function commissionsByDay(db: Executor, affiliateId: string, fromDay: string) {
  const day = sql<string>`to_char(b."paidAt" at time zone 'Europe/Lisbon', 'YYYY-MM-DD')`;
  return db
    .selectFrom('affiliate_commission as c')
    .innerJoin('booking as b', 'b.id', 'c.bookingId')
    .select([
      day.as('day'),
      sql<number>`coalesce(sum(c."amountCents") filter (where c."state" = 'expected'), 0)::int`.as(
        'pendingCents',
      ),
      sql<number>`coalesce(sum(c."amountCents") filter (where c."state" = 'pending'), 0)::int`.as(
        'approvedCents',
      ),
      sql<number>`coalesce(sum(c."amountCents") filter (where c."state" = 'paid'), 0)::int`.as('paidCents'),
    ])
    .where('c.affiliateId', '=', affiliateId)
    .where(day, '>=', fromDay)
    .groupBy(day)
    .orderBy(day)
    .execute();
}

/** The affiliate's referred bookings with their commissions, newest payment first (no traveller data). */
export async function listCommissions(
  db: Executor,
  filter: { affiliateId: string; limit: number; offset: number },
) {
  const base = db.selectFrom('affiliate_commission as c').where('c.affiliateId', '=', filter.affiliateId);
  const rows = await base
    .innerJoin('booking as b', 'b.id', 'c.bookingId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .select([
      'c.id',
      'b.paidAt as bookedAt',
      'a.title as activityTitle',
      'g.day',
      'g.startTime',
      'c.baseCents',
      'c.rateBasisPoints',
      'c.amountCents',
      'c.state',
      'c.paidAt',
      'c.withheldCents',
    ])
    .orderBy('b.paidAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const count = await base.select(countAll()).executeTakeFirstOrThrow();
  return { rows, total: count.count };
}

const commissionSum = (state: 'expected' | 'pending' | 'paid') =>
  sql<number>`(select coalesce(sum(c."amountCents"), 0)::int from "affiliate_commission" c
    where c."affiliateId" = a."id" and c."state" = ${state})`;

export async function listAffiliates(
  db: Executor,
  { search, limit, offset, id }: { search?: string | undefined; limit: number; offset: number; id?: string },
) {
  let query = db.selectFrom('affiliate as a');
  if (id) {
    query = query.where('a.id', '=', id);
  }
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('a.name', 'ilike', pattern),
        eb('a.email', 'ilike', pattern),
        eb('a.discountCode', 'ilike', pattern),
      ]),
    );
  }
  const items = await query
    .select([
      'a.id',
      'a.name',
      'a.email',
      'a.phoneNumber',
      'a.discountCode',
      'a.commissionRateBasisPoints',
      'a.discountBasisPoints',
      'a.paymentAccountId',
      'a.isPaymentAccountSetUp',
      'a.createdAt',
      commissionSum('expected').as('pendingCents'),
      commissionSum('pending').as('approvedCents'),
      commissionSum('paid').as('paidCents'),
      sql<number>`(select (coalesce(sum(c."amountCents") filter (where c."state" = 'clawed_back'), 0)
        - coalesce(sum(c."withheldCents") filter (where c."state" in ('paid', 'clawed_back')), 0))::int
        from "affiliate_commission" c where c."affiliateId" = a."id")`.as('clawbackCarriedCents'),
      // Redemptions: paid bookings where the affiliate's code took money off (the provider's coupon is not
      // used at checkout, so its own counter stays at 0).
      sql<number>`(select count(*)::int from "booking" b where b."affiliateId" = a."id"
        and b."status" = 'paid' and b."discountCents" > 0)`.as('timesRedeemed'),
    ])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await query.select(countAll()).executeTakeFirstOrThrow();
  return { items, total: count.count };
}

/** Records the provider account once: a concurrent caller with the same idempotency key sets the same id. */
export async function setPaymentAccountIfMissing(
  db: Executor,
  affiliateId: string,
  paymentAccountId: string,
) {
  await db
    .updateTable('affiliate')
    .set({ paymentAccountId, updatedAt: new Date() })
    .where('id', '=', affiliateId)
    .where('paymentAccountId', 'is', null)
    .execute();
}

/** The provider's word on a connected account: the setup flag follows `details_submitted`. */
export async function setPaymentAccountSetUpByAccount(
  db: Executor,
  paymentAccountId: string,
  isPaymentAccountSetUp: boolean,
) {
  await db
    .updateTable('affiliate')
    .set({ isPaymentAccountSetUp, updatedAt: new Date() })
    .where('paymentAccountId', '=', paymentAccountId)
    .where('isPaymentAccountSetUp', '!=', isPaymentAccountSetUp)
    .execute();
}

/** The affiliate's code stops working; its payment account stays so unpaid commissions can still be paid. */
export async function anonymiseAffiliateRecord(db: Executor, userId: string) {
  await db
    .updateTable('affiliate')
    .set({
      name: 'Deleted account',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      phoneNumber: null,
      discountCode: null,
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute();
}

/** An affiliate as the admin changes its terms. */
export async function findAffiliateTerms(db: Executor, affiliateId: string) {
  return db
    .selectFrom('affiliate')
    .select(['id', 'discountCode', 'discountBasisPoints', 'commissionRateBasisPoints', 'providerCouponId'])
    .where('id', '=', affiliateId)
    .executeTakeFirst();
}

/** New terms (the database refuses a commission above 20 %); they apply to bookings priced or paid later. */
export async function setAffiliateTerms(
  db: Executor,
  affiliateId: string,
  terms: { commissionRateBasisPoints: number; discountBasisPoints: number; providerCouponId: string | null },
) {
  return db
    .updateTable('affiliate')
    .set({ ...terms, updatedAt: new Date() })
    .where('id', '=', affiliateId)
    .returning('id')
    .executeTakeFirst();
}

/** Which affiliate each provider coupon is the current coupon of. */
export async function currentCouponIds(db: Executor) {
  return db
    .selectFrom('affiliate')
    .select(['id', 'providerCouponId'])
    .where('providerCouponId', 'is not', null)
    .execute();
}
