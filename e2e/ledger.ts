import { type APIRequestContext, expect } from '@playwright/test';

type TSums = {
  paidByTravellers: number;
  cashSales: number;
  refunds: number;
  companyPayouts: number;
  commissions: number;
  margin: number;
};
type TGroup = TSums & { groupId: string; activityTitle: string; day: string };
type TMovement = {
  id: string;
  kind: string;
  amountCents: number;
  groupId: string | null;
  /** Set on a charge or refund in cash at a vendor's counter. */
  cashVendorName: string | null;
};
type TPageOf<T> = { items: T[]; total: number; page: number; pageSize: number };

const FIELDS = [
  'paidByTravellers',
  'cashSales',
  'refunds',
  'companyPayouts',
  'commissions',
  'margin',
] as const;
const INCOMING = new Set(['charge', 'commission_clawback']);

async function allPages<T>(
  request: APIRequestContext,
  path: string,
): Promise<{ items: T[]; extra: unknown }> {
  const items: T[] = [];
  let extra: unknown = null;
  for (let page = 1; ; page += 1) {
    const res = await request.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    expect(res.ok(), `${path} page ${page}: ${res.status()}`).toBe(true);
    const body = (await res.json()) as TPageOf<T>;
    extra ??= body;
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) {
      expect(items.length, `${path}: every item read`).toBe(body.total);
      return { items, extra };
    }
  }
}

const zero = (): TSums => ({
  paidByTravellers: 0,
  cashSales: 0,
  refunds: 0,
  companyPayouts: 0,
  commissions: 0,
  margin: 0,
});

/** What one movement adds to its group's sums (docs/data-model.md, Money). */
function add(sums: TSums, movement: TMovement): void {
  const cents = movement.amountCents;
  expect(cents, `movement ${movement.id} is never negative`).toBeGreaterThanOrEqual(0);
  switch (movement.kind) {
    case 'charge':
      sums.paidByTravellers += cents;
      if (movement.cashVendorName !== null) {
        sums.cashSales += cents;
      }
      break;
    case 'refund':
      sums.refunds += cents;
      break;
    case 'company_transfer':
      sums.companyPayouts += cents;
      break;
    case 'affiliate_transfer':
    case 'commission_offset':
      sums.commissions += cents;
      break;
    case 'commission_clawback':
      sums.commissions -= cents;
      break;
    default:
      throw new Error(`unknown movement kind ${movement.kind}`);
  }
  sums.margin += INCOMING.has(movement.kind) ? cents : -cents;
}

/**
 * Reads the admin's ledger by group and every raw movement the payment history lists, then checks, for
 * every activity group and for the whole: paid by travellers = refunds + company payouts + commissions +
 * margin, and that each sum is what the group's movements add up to. Returns the number of groups.
 */
export async function expectLedgerBalances(admin: APIRequestContext): Promise<number> {
  let groupCount = 0;
  // A movement written between the two reads (a payout job) makes them disagree once: read both again.
  await expect(async () => {
    const groups = await allPages<TGroup>(admin, '/api/admin/ledger/groups');
    const movements = await allPages<TMovement>(admin, '/api/admin/payment-history');
    const totals = (groups.extra as { totals: TSums }).totals;
    const byGroup = new Map<string, TSums>();
    const whole = zero();
    for (const movement of movements.items) {
      expect(movement.groupId, `movement ${movement.id} belongs to a group`).toBeTruthy();
      const sums = byGroup.get(movement.groupId ?? '') ?? zero();
      add(sums, movement);
      add(whole, movement);
      byGroup.set(movement.groupId ?? '', sums);
    }
    expect(groups.items.length, 'one balance per group with movements').toBe(byGroup.size);
    for (const group of groups.items) {
      const label = `${group.activityTitle} ${group.day} (${group.groupId})`;
      expect(group.paidByTravellers, label).toBe(
        group.refunds + group.companyPayouts + group.commissions + group.margin,
      );
      const raw = byGroup.get(group.groupId);
      expect(raw, label).toBeTruthy();
      for (const field of FIELDS) {
        expect(group[field], `${label}: ${field}`).toBe(raw?.[field]);
      }
    }
    expect(totals.paidByTravellers, 'all groups').toBe(
      totals.refunds + totals.companyPayouts + totals.commissions + totals.margin,
    );
    for (const field of FIELDS) {
      expect(totals[field], `totals: ${field}`).toBe(whole[field]);
      expect(totals[field], `totals: ${field} = sum of the groups`).toBe(
        groups.items.reduce((sum, group) => sum + group[field], 0),
      );
    }
    groupCount = groups.items.length;
  }).toPass({ timeout: 60_000 });
  return groupCount;
}
