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

/** Commission sums by state, in cents (0 when there are none). */
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
    ])
    .where('affiliateId', '=', affiliateId)
    .executeTakeFirstOrThrow();
}

export async function listAffiliates(
  db: Executor,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
) {
  let query = db.selectFrom('affiliate as a');
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
      'a.paymentAccountId',
      'a.isPaymentAccountSetUp',
      'a.createdAt',
      sql<number>`(select coalesce(sum(c."amountCents"), 0)::int from "affiliate_commission" c where c."affiliateId" = a."id" and c."state" in ('expected', 'pending'))`.as(
        'unpaidCents',
      ),
      sql<number>`(select coalesce(sum(c."amountCents"), 0)::int from "affiliate_commission" c where c."affiliateId" = a."id" and c."state" = 'paid')`.as(
        'paidCents',
      ),
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
