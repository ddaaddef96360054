import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  PAYMENT_HISTORY_PAGE_SIZE,
  type TAdminBookingsQuery,
  type TAdminBookingsResponse,
  type TPaymentHistoryQuery,
  type TPaymentHistoryResponse,
} from '@roteiro/domain/booking/booking';
import { hhmm } from '@roteiro/domain/booking/slots';
import { resellerOwesCents } from '@roteiro/domain/distribution/octo';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays } from '@roteiro/domain/time/lisbon';
import type { Executor } from '../../../db/database.ts';
import { pageWindow, toPage } from '../../../db/paging.ts';
import { groupBalance } from '../../payouts/ledger.service.ts';
import {
  countLedgerRows,
  listFilteredBookings,
  listLedgerRows,
  salesMadeBetween,
  seriesOfFilteredBookings,
  totalsOfFilteredBookings,
} from './admin-bookings.repository.ts';

/** Staff's Bookings Stats and payment history; the SQL is in admin-bookings.repository.ts. */

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** GET /api/admin/bookings */
export async function listAdminBookings(
  db: Executor,
  query: TAdminBookingsQuery,
): Promise<TAdminBookingsResponse> {
  const window = pageWindow(query, ADMIN_BOOKINGS_PAGE_SIZE);
  // One after the other: `db` may be a transaction on a single connection.
  const rows = await listFilteredBookings(db, query, window);
  const totals = await totalsOfFilteredBookings(db, query);
  const series = await seriesOfFilteredBookings(db, query);
  const items = rows.map(
    ({ soldByVendorId, resellerName, resellerReference, resellerCommissionBasisPoints, ...row }) => ({
      ...row,
      startTime: hhmm(row.startTime),
      createdAt: new Date(row.createdAt).toISOString(),
      paidAt: iso(row.paidAt),
      refundedAt: iso(row.refundedAt),
      canRefund: row.status === 'paid',
      channel: resellerName
        ? ('reseller' as const)
        : soldByVendorId
          ? ('counter' as const)
          : ('online' as const),
      reseller: resellerName
        ? {
            name: resellerName,
            reference: resellerReference,
            owesCents: resellerOwesCents(row.amountCents, resellerCommissionBasisPoints ?? 0),
          }
        : null,
    }),
  );
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

/** GET /api/admin/payment-history */
export async function listPaymentHistory(
  db: Executor,
  query: TPaymentHistoryQuery,
): Promise<TPaymentHistoryResponse> {
  const window = pageWindow(query, PAYMENT_HISTORY_PAGE_SIZE);
  const rows = await listLedgerRows(db, query, window);
  const total = await countLedgerRows(db, query);
  const items = rows.map(({ resellerName, resellerCommissionBasisPoints, ...row }) => ({
    ...row,
    occurredAt: new Date(row.occurredAt).toISOString(),
    reseller:
      resellerName && (row.kind === 'charge' || row.kind === 'refund')
        ? {
            name: resellerName,
            owesCents: resellerOwesCents(row.amountCents, resellerCommissionBasisPoints ?? 0),
          }
        : null,
  }));
  return {
    ...toPage(items, total, window),
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
