import { type APIRequestContext, expect } from '@playwright/test';
import type { TLedgerGroup, TLedgerSums } from '@roteiro/domain/money/ledger';
import { payoutsApi } from '@roteiro/domain/money/payouts.api';
import { call } from './api.ts';

const FIELDS = [
  'paidByTravellers',
  'cashSales',
  'refunds',
  'companyPayouts',
  'commissions',
  'margin',
] as const;

/** Every page of the admin's ledger by group. */
async function allGroups(
  request: APIRequestContext,
): Promise<{ groups: TLedgerGroup[]; totals: TLedgerSums }> {
  const groups: TLedgerGroup[] = [];
  for (let page = 1; ; page += 1) {
    const body = await call(request, payoutsApi.ledgerGroups, { query: { page, pageSize: 100 } });
    groups.push(...body.items);
    if (groups.length >= body.total || body.items.length === 0) {
      expect(groups.length, 'every group read').toBe(body.total);
      return { groups, totals: body.totals };
    }
  }
}

/**
 * Reads the admin's ledger by group and checks the server's own reconciliation of every group: its card
 * charges, refunds and transfers equal what the payment provider recorded, each company payout the run's guider
 * payment, cash the booking's amount (reconciliation `reconciled`, no mismatch); and that the totals are the
 * sum of the groups. Returns the number of groups.
 */
export async function expectEveryGroupReconciles(admin: APIRequestContext): Promise<number> {
  let groupCount = 0;
  // A payout or refund still on its way (an outbox job) reconciles once it lands: read again until then.
  await expect(async () => {
    const { groups, totals } = await allGroups(admin);
    for (const group of groups) {
      expect(
        group.reconciliation,
        `${group.activityTitle} ${group.day} (${group.groupId}): ${JSON.stringify(group.reconciliation.mismatches)}`,
      ).toEqual({ status: 'reconciled', mismatches: [] });
    }
    for (const field of FIELDS) {
      expect(totals[field], `totals: ${field} = sum of the groups`).toBe(
        groups.reduce((sum, group) => sum + group[field], 0),
      );
    }
    groupCount = groups.length;
  }).toPass({ timeout: 60_000 });
  return groupCount;
}

/** The name affiliate-earnings.spec.ts calls it by: the same reconciliation check. */
export const expectLedgerBalances = expectEveryGroupReconciles;
