import type { TAdminBookingsQuery, TPaymentHistoryQuery } from '@roteiro/domain/booking/booking';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, BUSINESS_TIME_ZONE } from '@roteiro/domain/time/lisbon';
import { sql } from 'kysely';
import { countAll } from '../../../db/count.ts';
import type { Executor } from '../../../db/database.ts';
import { containsPattern } from '../../../db/paging.ts';
import { passWindowOfActivity } from '../../../db/pass-window.ts';

/**
 * The SQL of staff's Bookings Stats, payment history and the dashboard's sales (admin-bookings.service.ts):
 * filtered, paged and summed in SQL. The day of a booking here is the Lisbon day it was made (`createdAt`), so the
 * series is a sales chart.
 */

/** The bookings matching the filters, with their activity, event and group joined. */
function filteredBookings(db: Executor, query: TAdminBookingsQuery) {
  let q = db
    .selectFrom('booking as b')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('event as e', 'e.id', 'b.eventId');
  if (query.search) {
    const pattern = containsPattern(query.search);
    q = q.where((eb) =>
      eb.or([
        eb('b.reference', 'ilike', pattern),
        eb('b.clientEmail', 'ilike', pattern),
        eb('b.clientName', 'ilike', pattern),
      ]),
    );
  }
  if (query.from) {
    q = q.where('b.createdAt', '>=', lisbonInstant(query.from) ?? new Date(0));
  }
  if (query.to) {
    q = q.where('b.createdAt', '<', lisbonInstant(addDays(query.to, 1)) ?? new Date(0));
  }
  if (query.activityId) {
    q = q.where('b.activityId', '=', query.activityId);
  }
  if (query.status) {
    q = q.where('b.status', '=', query.status);
  }
  return q;
}

const lisbonDayOf = sql<string>`to_char(b."createdAt" at time zone ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM-DD')`;
const paidCents = sql<number>`coalesce(sum(b."amountCents") filter (where b."status" in ('paid', 'refunded')), 0)::int`;
const refundedCents = sql<number>`coalesce(sum(b."amountCents") filter (where b."status" = 'refunded'), 0)::int`;

/** A page of the matching bookings, newest first. */
export async function listFilteredBookings(
  db: Executor,
  query: TAdminBookingsQuery,
  window: { limit: number; offset: number },
) {
  return (
    filteredBookings(db, query)
      // The channel: a vendor's sale, or a reseller's (modules/distribution's tables; reading is free).
      .leftJoin('reseller_booking as rb', 'rb.bookingId', 'b.id')
      .leftJoin('reseller as rs', 'rs.id', 'rb.resellerId')
      .select([
        'b.soldByVendorId',
        'rs.name as resellerName',
        'rb.resellerReference',
        'rb.commissionBasisPoints as resellerCommissionBasisPoints',
        'b.id',
        'b.reference',
        'b.status',
        'b.kind',
        'b.activityId',
        'a.title as activityTitle',
        'e.title as eventTitle',
        'g.day',
        'g.startTime',
        passWindowOfActivity().as('passWindow'),
        'b.clientName',
        'b.clientEmail',
        'b.participantCount',
        'b.amountCents',
        'b.discountCents',
        'b.createdAt',
        'b.paidAt',
        'b.refundedAt',
      ])
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute()
  );
}

/** How many bookings match, what they took (paid and refunded ones) and what was refunded. */
export async function totalsOfFilteredBookings(db: Executor, query: TAdminBookingsQuery) {
  return filteredBookings(db, query)
    .select([countAll(), paidCents.as('paidCents'), refundedCents.as('refundedCents')])
    .executeTakeFirstOrThrow();
}

/** Per Lisbon day the matching bookings were made: how many, and what the paid ones took. Days without any left out. */
export async function seriesOfFilteredBookings(db: Executor, query: TAdminBookingsQuery) {
  return filteredBookings(db, query)
    .select([
      lisbonDayOf.as('day'),
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`(coalesce(sum(b."amountCents") filter (where b."status" = 'paid'), 0))::int`.as(
        'revenueCents',
      ),
    ])
    .groupBy(lisbonDayOf)
    .orderBy(lisbonDayOf)
    .execute();
}

/** The ledger rows with what they belong to: a booking (charge, refund), a run, or a commission's booking. */
function ledger(db: Executor, query: TPaymentHistoryQuery) {
  let q = db
    .selectFrom('money_movement as m')
    .leftJoin('affiliate_commission as c', 'c.id', 'm.commissionId')
    .leftJoin('booking as b', (join) =>
      join.on(sql<boolean>`b."id" = coalesce(m."bookingId", c."bookingId")`),
    )
    .leftJoin('activity_run as r', 'r.id', 'm.runId')
    .leftJoin('activity_group as g', (join) =>
      join.on(sql<boolean>`g."id" = coalesce(b."groupId", r."groupId")`),
    )
    .leftJoin('activity as a', 'a.id', 'g.activityId')
    .leftJoin('vendor as cv', 'cv.id', 'm.cashVendorId');
  if (query.kind) {
    q = q.where('m.kind', '=', query.kind);
  }
  if (query.groupId) {
    q = q.where('g.id', '=', query.groupId);
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    q = q.where((eb) =>
      eb.or([
        eb('b.reference', 'ilike', pattern),
        eb('a.title', 'ilike', pattern),
        eb('m.providerRef', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

/** A page of the matching ledger rows, latest first. */
export async function listLedgerRows(
  db: Executor,
  query: TPaymentHistoryQuery,
  window: { limit: number; offset: number },
) {
  return (
    ledger(db, query)
      // A reseller's charge or refund (modules/distribution's tables; reading is free).
      .leftJoin('reseller_booking as rb', 'rb.bookingId', 'm.bookingId')
      .leftJoin('reseller as rs', 'rs.id', 'rb.resellerId')
      .select([
        'rs.name as resellerName',
        'rb.commissionBasisPoints as resellerCommissionBasisPoints',
        'm.id',
        'm.kind',
        'm.amountCents',
        'm.currency',
        'm.occurredAt',
        'm.providerRef',
        'cv.name as cashVendorName',
        'b.reference as bookingReference',
        'g.id as groupId',
        'a.title as activityTitle',
        'g.day',
      ])
      .orderBy('m.occurredAt', 'desc')
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute()
  );
}

/** How many ledger rows match. */
export async function countLedgerRows(db: Executor, query: TPaymentHistoryQuery): Promise<number> {
  const total = await ledger(db, query).select(countAll()).executeTakeFirstOrThrow();
  return total.count;
}

/**
 * The admin dashboard's sales of a period (`from` inclusive, `to` exclusive; the Lisbon day's bounds): bookings
 * made then that were paid (refunded ones included, as Bookings Stats counts them), and what they took: the amounts
 * still paid, refunds taken off.
 */
export async function salesMadeBetween(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('booking')
    .select([
      sql<number>`count(*) filter (where "status" in ('paid', 'refunded'))::int`.as('count'),
      sql<number>`coalesce(sum("amountCents") filter (where "status" = 'paid'), 0)::int`.as('takingsCents'),
    ])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .executeTakeFirstOrThrow();
}
