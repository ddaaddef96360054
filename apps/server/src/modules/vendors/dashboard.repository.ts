import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The SQL of a vendor's figures: sales, cash and scans since an instant. */

/** The vendor's sales paid since `from` that are still paid: how many, their amount and tickets. */
export async function salesSince(db: Executor, vendorId: string, from: Date) {
  return db
    .selectFrom('booking')
    .select([
      sql<number>`count(*)::int`.as('salesCount'),
      sql<number>`coalesce(sum("amountCents"), 0)::int`.as('salesCents'),
      sql<number>`coalesce(sum("participantCount"), 0)::int`.as('ticketsSold'),
    ])
    .where('soldByVendorId', '=', vendorId)
    .where('status', '=', 'paid')
    .where('paidAt', '>=', from)
    .executeTakeFirstOrThrow();
}

/** Cash the vendor took less cash it paid back, from the ledger (since `from`, or ever). */
export async function cashBalance(db: Executor, vendorId: string, from?: Date): Promise<number> {
  let query = db
    .selectFrom('money_movement')
    .select(
      sql<number>`coalesce(sum(case when "kind" = 'charge' then "amountCents" else -"amountCents" end), 0)::int`.as(
        'cents',
      ),
    )
    .where('cashVendorId', '=', vendorId);
  if (from) {
    query = query.where('occurredAt', '>=', from);
  }
  return (await query.executeTakeFirstOrThrow()).cents;
}

/** Cash the vendor handed over, ever. */
export async function handedOver(db: Executor, vendorId: string): Promise<number> {
  const row = await db
    .selectFrom('vendor_cash_handover')
    .select(sql<number>`coalesce(sum("amountCents"), 0)::int`.as('cents'))
    .where('vendorId', '=', vendorId)
    .executeTakeFirstOrThrow();
  return row.cents;
}

export async function lastHandover(db: Executor, vendorId: string) {
  return db
    .selectFrom('vendor_cash_handover')
    .select(['amountCents', 'createdAt'])
    .where('vendorId', '=', vendorId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Tickets this user validated since `from`. */
export async function ticketsScannedSince(db: Executor, userId: string, from: Date): Promise<number> {
  const row = await db
    .selectFrom('issued_ticket')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('validatedBy', '=', userId)
    .where('validatedAt', '>=', from)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The vendor's row, locked until the transaction ends (handovers of one vendor one at a time). */
export async function lockVendor(db: Executor, vendorId: string) {
  return db
    .selectFrom('vendor')
    .select(['id', 'name', 'userId'])
    .where('id', '=', vendorId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findVendorForFigures(db: Executor, vendorId: string) {
  return db
    .selectFrom('vendor')
    .select(['id', 'name', 'userId'])
    .where('id', '=', vendorId)
    .executeTakeFirst();
}

export async function insertHandover(
  db: Executor,
  values: { vendorId: string; amountCents: number; receivedBy: string },
) {
  await db.insertInto('vendor_cash_handover').values(values).execute();
}
