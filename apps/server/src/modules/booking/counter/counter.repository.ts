import { sql } from 'kysely';
import { countAll } from '../../../db/count.ts';
import type { Executor } from '../../../db/database.ts';
import { containsPattern } from '../../../db/paging.ts';
import { passWindowOfActivity } from '../../../db/pass-window.ts';

/** The SQL of sales at a vendor's counter. */

/** The booking a sale key made, and the vendor who made it. */
export async function findSaleByKey(db: Executor, saleKey: string) {
  return db
    .selectFrom('booking')
    .select(['id', 'soldByVendorId'])
    .where('counterSaleKey', '=', saleKey)
    .executeTakeFirst();
}

/** A vendor's sales, newest first (pending and canceled card sales too: the vendor follows them up). */
export async function listSalesOfVendor(
  db: Executor,
  vendorId: string,
  window: { limit: number; offset: number },
) {
  const base = db.selectFrom('booking as b').where('b.soldByVendorId', '=', vendorId);
  const items = await base
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('event as e', 'e.id', 'b.eventId')
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.paidInCash',
      sql<string>`coalesce(e."title", a."title")`.as('title'),
      'g.day',
      'g.startTime',
      passWindowOfActivity().as('passWindow'),
      'b.clientName',
      'b.participantCount',
      'b.amountCents',
      'b.createdAt',
    ])
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const total = await base.select(countAll()).executeTakeFirstOrThrow();
  return { items, total: total.count };
}

const PRODUCTS_LIMIT = 50;

/** Visible activities (tours and passes) whose title contains `search`, by title. */
export async function listSellableActivities(db: Executor, search: string | undefined) {
  let query = db
    .selectFrom('activity')
    .select([
      'id',
      'title',
      'isPass',
      'isPrivateOnly',
      'priceCents',
      'privatePriceCents',
      'privateTimeSlots',
      'sharedTimeSlots',
      'maxNumOfParticipants',
    ])
    .where('isVisible', '=', true);
  if (search) {
    query = query.where('title', 'ilike', containsPattern(search));
  }
  return query.orderBy('title').orderBy('id').limit(PRODUCTS_LIMIT).execute();
}

/** Visible events of visible activities from `fromDay` on, whose or whose activity's title contains `search`. */
export async function listSellableEvents(db: Executor, search: string | undefined, fromDay: string) {
  let query = db
    .selectFrom('event as e')
    .innerJoin('activity as a', 'a.id', 'e.activityId')
    .select([
      'e.id',
      'e.activityId',
      'e.title',
      'a.title as activityTitle',
      'e.priceCents',
      'e.eventDate',
      'e.eventTime',
      'a.maxNumOfParticipants',
    ])
    .where('e.isVisible', '=', true)
    .where('a.isVisible', '=', true)
    .where('e.eventDate', '>=', fromDay);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('e.title', 'ilike', pattern), eb('a.title', 'ilike', pattern)]));
  }
  return query.orderBy('e.eventDate').orderBy('e.eventTime').limit(PRODUCTS_LIMIT).execute();
}
