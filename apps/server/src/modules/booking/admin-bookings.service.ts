import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  PAYMENT_HISTORY_PAGE_SIZE,
  type TAdminBookingsQuery,
  type TAdminBookingsResponse,
  type TPaymentHistoryQuery,
  type TPaymentHistoryResponse,
} from '@roteiro/domain/booking/booking';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, BUSINESS_TIME_ZONE } from '@roteiro/domain/time/lisbon';
import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import { containsPattern, pageWindow, toPage } from '../../db/paging.ts';
import { passWindowOfActivity } from '../../db/pass-window.ts';
import { groupBalance } from '../payouts/ledger.service.ts';
import { salesMadeBetween } from './booking.repository.ts';

/**
 * Staff's Bookings Stats and payment history (issue 11): filtered, paged and summed in SQL. The day of a
 * booking here is the Lisbon day it was made (`createdAt`), so the series is a sales chart.
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

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const lisbonDayOf = sql<string>`to_char(b."createdAt" at time zone ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM-DD')`;
const paidCents = sql<number>`coalesce(sum(b."amountCents") filter (where b."status" in ('paid', 'refunded')), 0)::int`;
const refundedCents = sql<number>`coalesce(sum(b."amountCents") filter (where b."status" = 'refunded'), 0)::int`;

/** GET /api/admin/bookings */
export async function listAdminBookings(
  db: Executor,
  query: TAdminBookingsQuery,
): Promise<TAdminBookingsResponse> {
  const window = pageWindow(query, ADMIN_BOOKINGS_PAGE_SIZE);
  // One after the other: `db` may be a transaction on a single connection.
  const rows = await filteredBookings(db, query)
    .select([
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
    .execute();
  const totals = await filteredBookings(db, query)
    .select([countAll(), paidCents.as('paidCents'), refundedCents.as('refundedCents')])
    .executeTakeFirstOrThrow();
  const series = await filteredBookings(db, query)
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
  const items = rows.map((row) => ({
    ...row,
    startTime: row.startTime.slice(0, 5),
    createdAt: new Date(row.createdAt).toISOString(),
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
    canRefund: row.status === 'paid',
  }));
  return {
    ...toPage(items, totals.count, window),
    totals: {
      count: totals.count,
      paidCents: totals.paidCents,
      refundedCents: totals.refundedCents,
      netCents: totals.paidCents - totals.refundedCents,
    },
    series: fillDays(series, query),
  };
}

/** The longest series answered with every day filled in; a wider range keeps only the days with bookings. */
const SERIES_MAX_DAYS = 400;

/** Every day of the range (the filter's from/to, else the first and last day with bookings), 0 where none. */
function fillDays<T extends { day: string; bookings: number; revenueCents: number }>(
  series: T[],
  query: Pick<TAdminBookingsQuery, 'from' | 'to'>,
): { day: string; bookings: number; revenueCents: number }[] {
  const first = query.from ?? series[0]?.day;
  const last = query.to ?? series.at(-1)?.day;
  if (!first || !last || first > last) {
    return series;
  }
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  const filled: { day: string; bookings: number; revenueCents: number }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (filled.length >= SERIES_MAX_DAYS) {
      return series;
    }
    filled.push(byDay.get(day) ?? { day, bookings: 0, revenueCents: 0 });
  }
  return filled;
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

/** GET /api/admin/payment-history */
export async function listPaymentHistory(
  db: Executor,
  query: TPaymentHistoryQuery,
): Promise<TPaymentHistoryResponse> {
  const window = pageWindow(query, PAYMENT_HISTORY_PAGE_SIZE);
  const rows = await ledger(db, query)
    .select([
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
    .execute();
  const total = await ledger(db, query).select(countAll()).executeTakeFirstOrThrow();
  const items = rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt).toISOString() }));
  return {
    ...toPage(items, total.count, window),
    groupBalance: query.groupId ? await groupBalance(db, query.groupId) : null,
  };
}

/**
 * The admin dashboard's sales of a Lisbon day, counted as Bookings Stats counts them (by the day a booking was
 * made): the bookings paid (refunded ones included) and what they took (refunds taken off).
 */
export async function salesOfDay(
  db: Executor,
  day: string,
): Promise<{ count: number; takingsCents: number }> {
  const from = lisbonInstant(day);
  const to = lisbonInstant(addDays(day, 1));
  if (!from || !to) {
    throw new Error(`Not a Lisbon day: ${day}`);
  }
  return salesMadeBetween(db, from, to);
}
