import type { TAdminDashboard } from '@roteiro/domain/ops/admin-dashboard';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db } from '../../db/database.ts';
import { salesOfDay } from '../booking/admin/admin-bookings.service.ts';
import { commissionsToPayTotal } from '../payouts/affiliate-payouts.service.ts';
import { runsToPayTotal } from '../payouts/payouts.service.ts';
import { countGroupsNeedingAttention } from '../scheduling/scheduling.service.ts';

export type AdminDashboardDeps = { db: Db; now: () => Date };

/** The admin dashboard's figures: one query each, asked of the module that owns what it counts. */
export async function getAdminDashboard({ db, now }: AdminDashboardDeps): Promise<TAdminDashboard> {
  const at = now();
  const today = lisbonDay(at);
  const [bookingsToday, groupsNeedingAttention, runsToPay, commissionsToPay] = await Promise.all([
    salesOfDay(db, today),
    countGroupsNeedingAttention(db, at),
    runsToPayTotal(db),
    commissionsToPayTotal(db),
  ]);
  return {
    today,
    bookingsToday,
    needsAttention: { groups: groupsNeedingAttention },
    runsToPay,
    commissionsToPay,
  };
}
