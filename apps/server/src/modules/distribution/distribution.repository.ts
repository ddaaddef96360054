import { sql } from 'kysely';
import type { Db, Executor, Trx } from '../../db/database.ts';
import type { ResellerUnitItem } from '../../db/domain-tables.ts';

/**
 * All SQL of the distribution area: resellers, their API keys and the channel of a booking sold over OCTO
 * (`reseller_booking`). Every change of a reseller booking's state is a conditional update on the state it expects.
 */

// ---------------------------------------------------------------- resellers and keys

export async function insertReseller(
  trx: Trx,
  reseller: { name: string; commissionBasisPoints: number; sellsEveryProduct: boolean },
): Promise<{ id: string }> {
  return trx.insertInto('reseller').values(reseller).returning('id').executeTakeFirstOrThrow();
}

/** The activities a reseller may sell (besides `sellsEveryProduct`); unknown ids are skipped. */
export async function insertResellerProducts(
  trx: Trx,
  resellerId: string,
  activityIds: string[],
): Promise<void> {
  if (activityIds.length === 0) {
    return;
  }
  await trx
    .insertInto('reseller_product')
    .columns(['resellerId', 'activityId'])
    .expression((eb) =>
      eb
        .selectFrom('activity')
        .select([sql<string>`${resellerId}::uuid`.as('resellerId'), 'activity.id as activityId'])
        .where('activity.id', 'in', activityIds),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertResellerKey(
  db: Executor,
  key: { resellerId: string; digest: string; prefix: string },
): Promise<{ id: string }> {
  return db.insertInto('reseller_key').values(key).returning('id').executeTakeFirstOrThrow();
}

/** Revokes a key once; false when it is unknown, another reseller's or already revoked. */
export async function revokeResellerKey(
  db: Executor,
  resellerId: string,
  keyId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('reseller_key')
    .set({ revokedAt: now })
    .where('id', '=', keyId)
    .where('resellerId', '=', resellerId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function resellerExists(db: Executor, resellerId: string): Promise<boolean> {
  const row = await db.selectFrom('reseller').select('id').where('id', '=', resellerId).executeTakeFirst();
  return row !== undefined;
}

/** The reseller of a key that is not revoked. */
export async function findResellerByKeyDigest(db: Executor, digest: string) {
  return db
    .selectFrom('reseller_key as k')
    .innerJoin('reseller as r', 'r.id', 'k.resellerId')
    .select(['k.id as keyId', 'r.id', 'r.name', 'r.commissionBasisPoints', 'r.sellsEveryProduct'])
    .where('k.digest', '=', digest)
    .where('k.revokedAt', 'is', null)
    .executeTakeFirst();
}
export type ResellerRow = NonNullable<Awaited<ReturnType<typeof findResellerByKeyDigest>>>;

export async function listResellers(db: Executor) {
  return db
    .selectFrom('reseller')
    .select(['id', 'name', 'commissionBasisPoints', 'sellsEveryProduct', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function listResellerKeys(db: Executor, resellerIds: string[]) {
  if (resellerIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('reseller_key')
    .select(['id', 'resellerId', 'prefix', 'createdAt', 'revokedAt'])
    .where('resellerId', 'in', resellerIds)
    .orderBy('createdAt')
    .execute();
}

export async function listResellerProducts(db: Executor, resellerIds: string[]) {
  if (resellerIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('reseller_product')
    .select(['resellerId', 'activityId'])
    .where('resellerId', 'in', resellerIds)
    .execute();
}

// ---------------------------------------------------------------- what a reseller may sell

const activityColumns = [
  'a.id',
  'a.title',
  'a.isPass',
  'a.isPrivateOnly',
  'a.firstDeparture',
  'a.lastDeparture',
  'a.frequencyMinutes',
  'a.sharedTimeSlots',
  'a.privateTimeSlots',
  'a.priceCents',
  'a.privatePriceCents',
  'a.minNumOfParticipants',
  'a.maxNumOfParticipants',
  'a.durationMinutes',
  'a.salesWindowDays',
] as const;

/** The visible activities a reseller may sell (all of them, or its chosen ones), by title; or one of them. */
export async function listSellableActivities(
  db: Executor,
  reseller: Pick<ResellerRow, 'id' | 'sellsEveryProduct'>,
  activityId?: string,
) {
  let query = db
    .selectFrom('activity as a')
    .select(activityColumns)
    .where('a.isVisible', '=', true)
    .orderBy('a.title')
    .orderBy('a.id');
  if (activityId !== undefined) {
    query = query.where('a.id', '=', activityId);
  }
  if (!reseller.sellsEveryProduct) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('reseller_product as rp')
          .select('rp.activityId')
          .whereRef('rp.activityId', '=', 'a.id')
          .where('rp.resellerId', '=', reseller.id),
      ),
    );
  }
  return query.execute();
}
export type SellableActivity = Awaited<ReturnType<typeof listSellableActivities>>[number];

/** The visible events of these activities from `fromDay` on, by day and time. */
export async function listSellableEvents(db: Executor, activityIds: string[], fromDay: string) {
  if (activityIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('event')
    .select(['id', 'activityId', 'title', 'priceCents', 'eventDate', 'eventTime'])
    .where('activityId', 'in', activityIds)
    .where('isVisible', '=', true)
    .where('eventDate', '>=', fromDay)
    .orderBy('eventDate')
    .orderBy('eventTime')
    .orderBy('id')
    .execute();
}
export type SellableEvent = Awaited<ReturnType<typeof listSellableEvents>>[number];

// ---------------------------------------------------------------- reseller bookings

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertResellerBooking(
  trx: Trx,
  row: {
    bookingId: string;
    resellerId: string;
    uuid: string;
    resellerReference: string | null;
    optionId: string;
    unitItems: ResellerUnitItem[];
    commissionBasisPoints: number;
    holdExpiresAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('reseller_booking')
    .values({ ...row, unitItems: JSON.stringify(row.unitItems) })
    .execute();
}

export async function isUuidTaken(db: Executor, uuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('reseller_booking')
    .select('bookingId')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row !== undefined;
}

function selectResellerBookings(db: Executor, resellerId: string) {
  return db
    .selectFrom('reseller_booking as rb')
    .innerJoin('booking as b', 'b.id', 'rb.bookingId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .select([
      'rb.bookingId',
      'rb.uuid',
      'rb.resellerReference',
      'rb.optionId',
      'rb.unitItems',
      'rb.commissionBasisPoints',
      'rb.holdExpiresAt',
      'rb.emailReceipt',
      'rb.confirmedAt',
      'rb.cancelledAt',
      'rb.cancelReason',
      'rb.createdAt',
      'rb.updatedAt',
      'b.reference',
      'b.status',
      'b.kind',
      'b.activityId',
      'b.groupId',
      'b.clientName',
      'b.clientEmail',
      'b.clientPhone',
      'b.notes',
      'b.participantCount',
      'b.amountCents',
      'b.updatedAt as bookingUpdatedAt',
      'g.day',
      'g.startTime',
      'g.capacity',
      'a.durationMinutes',
    ])
    .where('rb.resellerId', '=', resellerId);
}

/** One of a reseller's bookings by its OCTO uuid (another reseller's is not found). */
export async function findResellerBooking(db: Executor, resellerId: string, uuid: string) {
  // Not a uuid: no booking has it (and the uuid column would refuse to compare it).
  if (!UUID.test(uuid)) {
    return undefined;
  }
  return selectResellerBookings(db, resellerId).where('rb.uuid', '=', uuid).executeTakeFirst();
}
export type ResellerBookingRow = NonNullable<Awaited<ReturnType<typeof findResellerBooking>>>;

/** A reseller's bookings by its reference, ours, or their day (at most 500, newest first). */
export async function listResellerBookingRows(
  db: Executor,
  resellerId: string,
  filter: {
    resellerReference?: string;
    supplierReference?: string;
    dayFrom?: string;
    dayTo?: string;
  },
) {
  let query = selectResellerBookings(db, resellerId);
  if (filter.resellerReference !== undefined) {
    query = query.where('rb.resellerReference', '=', filter.resellerReference);
  }
  if (filter.supplierReference !== undefined) {
    query = query.where('b.reference', '=', filter.supplierReference);
  }
  if (filter.dayFrom !== undefined) {
    query = query.where('g.day', '>=', filter.dayFrom);
  }
  if (filter.dayTo !== undefined) {
    query = query.where('g.day', '<=', filter.dayTo);
  }
  return query.orderBy('rb.createdAt', 'desc').orderBy('rb.bookingId').limit(500).execute();
}

/** The tickets of bookings in issue order (ticket i is unit item i), with what their QR codes carry. */
export async function listTicketsOfBookings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('issued_ticket as t')
    .innerJoin('participant as p', 'p.id', 't.participantId')
    .innerJoin('booking as b', 'b.id', 'p.bookingId')
    .select(['p.bookingId', 'b.groupId', 't.participantId', 't.ticketNumber', 't.validatedAt', 't.voidedAt'])
    .where('p.bookingId', 'in', bookingIds)
    .orderBy('t.createdAt')
    .orderBy('t.ticketNumber')
    .execute();
}

/** A longer hold, only while it has not expired and the booking is not confirmed. */
export async function extendHold(db: Executor, bookingId: string, until: Date, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('reseller_booking')
    .set({ holdExpiresAt: until, updatedAt: now })
    .where('bookingId', '=', bookingId)
    .where('confirmedAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .where('holdExpiresAt', '>', now)
    .returning('bookingId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the confirmation of a hold, once, only while it holds. */
export async function claimConfirmation(
  trx: Trx,
  bookingId: string,
  changes: { resellerReference?: string; emailReceipt: boolean; unitItems?: ResellerUnitItem[] },
  now: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('reseller_booking')
    .set({
      confirmedAt: now,
      updatedAt: now,
      emailReceipt: changes.emailReceipt,
      ...(changes.resellerReference !== undefined ? { resellerReference: changes.resellerReference } : {}),
      ...(changes.unitItems ? { unitItems: JSON.stringify(changes.unitItems) } : {}),
    })
    .where('bookingId', '=', bookingId)
    .where('confirmedAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .where('holdExpiresAt', '>', now)
    .returning('bookingId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateResellerBooking(
  db: Executor,
  bookingId: string,
  changes: { resellerReference?: string; emailReceipt?: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('reseller_booking')
    .set({ ...changes, updatedAt: now })
    .where('bookingId', '=', bookingId)
    .execute();
}

/** Records the reseller's cancellation, once. */
export async function markResellerCancelled(
  trx: Trx,
  bookingId: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('reseller_booking')
    .set({ cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where('bookingId', '=', bookingId)
    .where('cancelledAt', 'is', null)
    .execute();
}

/** Holds past their expiry whose booking is still pending, oldest first. */
export async function listExpiredHolds(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ bookingId: string; activityId: string }[]> {
  return db
    .selectFrom('reseller_booking as rb')
    .innerJoin('booking as b', 'b.id', 'rb.bookingId')
    .select(['rb.bookingId', 'b.activityId'])
    .where('rb.confirmedAt', 'is', null)
    .where('rb.holdExpiresAt', '<=', now)
    .where('b.status', '=', 'pending')
    .orderBy('rb.holdExpiresAt')
    .limit(limit)
    .execute();
}
