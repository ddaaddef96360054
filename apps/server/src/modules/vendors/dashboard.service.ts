import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { textRef } from '@roteiro/domain/i18n/texts';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import {
  counterTexts,
  type TCashHandoverRequest,
  type TVendorDashboard,
  type TVendorFigures,
} from '@roteiro/domain/vendors/counter';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  cashBalance,
  findVendorForFigures,
  handedOver,
  insertHandover,
  lastHandover,
  lockVendor,
  salesSince,
  ticketsScannedSince,
} from './dashboard.repository.ts';
import { vendorOfUser } from './vendors.service.ts';

/**
 * A vendor's figures, for the vendor's dashboard and the admin's vendor page: today's and this
 * week's sales (Lisbon days, weeks from Monday), tickets sold, cash taken and tickets scanned, and the cash to
 * hand over (docs/decisions.md).
 */

type VendorRow = { id: string; name: string; userId: string | null };

/** The Monday of the Lisbon week of `day`. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

async function figuresSince(db: Executor, vendor: VendorRow, from: Date): Promise<TVendorFigures> {
  const sales = await salesSince(db, vendor.id, from);
  return {
    ...sales,
    cashCents: await cashBalance(db, vendor.id, from),
    ticketsScanned: vendor.userId ? await ticketsScannedSince(db, vendor.userId, from) : 0,
  };
}

async function dashboardOf(db: Executor, vendor: VendorRow, now: Date): Promise<TVendorDashboard> {
  const today = lisbonDay(now);
  const weekStart = weekStartOf(today);
  const startOf = (day: string) => lisbonInstant(day, '00:00') ?? now;
  const last = await lastHandover(db, vendor.id);
  return {
    vendorId: vendor.id,
    name: vendor.name,
    today: await figuresSince(db, vendor, startOf(today)),
    week: await figuresSince(db, vendor, startOf(weekStart)),
    weekStart,
    cashToHandOverCents: (await cashBalance(db, vendor.id)) - (await handedOver(db, vendor.id)),
    lastHandover: last ? { amountCents: last.amountCents, at: new Date(last.createdAt).toISOString() } : null,
  };
}

async function vendorRow(db: Executor, vendorId: string): Promise<VendorRow> {
  const vendor = await findVendorForFigures(db, vendorId);
  if (!vendor) {
    throw new AppError('NOT_FOUND');
  }
  return vendor;
}

/** GET /api/vendor/dashboard */
export async function getOwnDashboard(
  db: Db,
  user: TSessionUser,
  now = new Date(),
): Promise<TVendorDashboard> {
  const { id } = await vendorOfUser(db, user);
  return dashboardOf(db, await vendorRow(db, id), now);
}

/** GET /api/admin/vendors/:vendorId/dashboard */
export async function getVendorDashboard(
  db: Db,
  vendorId: string,
  now = new Date(),
): Promise<TVendorDashboard> {
  return dashboardOf(db, await vendorRow(db, vendorId), now);
}

/**
 * POST /api/admin/vendors/:vendorId/cash-handovers: an admin records cash received from the vendor. The vendor's
 * row is locked while the balance is read, so two handovers of the same cash cannot both pass.
 */
export async function recordCashHandover(
  db: Db,
  admin: TSessionUser,
  vendorId: string,
  input: TCashHandoverRequest,
  now = new Date(),
): Promise<TVendorDashboard> {
  await db.transaction().execute(async (trx) => {
    const vendor = await lockVendor(trx, vendorId);
    if (!vendor) {
      throw new AppError('NOT_FOUND');
    }
    const outstanding = (await cashBalance(trx, vendorId)) - (await handedOver(trx, vendorId));
    if (input.amountCents > outstanding) {
      const message = textRef(counterTexts, 'handoverTooMuch', Math.max(0, outstanding));
      throw new AppError('CONFLICT', message, { amountCents: message });
    }
    await insertHandover(trx, { vendorId, amountCents: input.amountCents, receivedBy: admin.id });
  });
  return getVendorDashboard(db, vendorId, now);
}
