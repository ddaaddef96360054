import { z } from 'zod';
import { ZDay } from '../common/responses.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';

/**
 * The ledger's movement kinds (docs/data-model.md, Money). Amounts are always ≥ 0; the kind gives the
 * direction: `charge` brings money in (by card through the provider, or in cash taken by a vendor at the counter),
 * `refund`, `company_transfer` and `affiliate_transfer` send it out; `commission_offset` is the part of a
 * commission paid to an affiliate by settling what it owed (out, no money moves at the provider) and
 * `commission_clawback` a paid-out commission taken back when its booking was refunded (in).
 */
export const MONEY_MOVEMENT_KINDS = [
  'charge',
  'refund',
  'company_transfer',
  'affiliate_transfer',
  'commission_offset',
  'commission_clawback',
] as const;
export type TMoneyMovementKind = (typeof MONEY_MOVEMENT_KINDS)[number];

/** Movements that bring money in (the others send it out). */
export const INCOMING_MOVEMENT_KINDS: readonly TMoneyMovementKind[] = ['charge', 'commission_clawback'];

/** Ledger by group: 20 groups per page. */
export const LEDGER_GROUPS_PAGE_SIZE = 20;

/**
 * One activity group's money, from its movements: paid by travellers (card charges + cash sales) =
 * refunds + company payouts + commissions + margin, to the cent. Commissions are net: transferred and
 * offset commissions minus claw-backs. The margin may be negative.
 */
export const ZLedgerSums = z.object({
  paidByTravellers: z.number().int(),
  /** The part of `paidByTravellers` taken in cash by vendors (held by them until handed over). */
  cashSales: z.number().int(),
  refunds: z.number().int(),
  companyPayouts: z.number().int(),
  commissions: z.number().int(),
  margin: z.number().int(),
});
export type TLedgerSums = z.infer<typeof ZLedgerSums>;

export const ZGroupBalance = ZLedgerSums.extend({
  groupId: z.string(),
  activityTitle: z.string(),
  day: ZDay,
  startTime: z.string(),
});
export type TGroupBalance = z.infer<typeof ZGroupBalance>;

export const ZLedgerGroupsQuery = ZPageQuery;
export type TLedgerGroupsQuery = z.output<typeof ZLedgerGroupsQuery>;

/**
 * GET /api/admin/ledger/groups: a page of groups with movements (latest day first), and the sums over every
 * group. `clawbackCarried` is what affiliates still owe from claw-backs (taken from their next payouts).
 */
export const ZLedgerGroupsResponse = ZPage(ZGroupBalance).extend({
  totals: ZLedgerSums,
  clawbackCarried: z.number().int(),
});
export type TLedgerGroupsResponse = z.infer<typeof ZLedgerGroupsResponse>;

/** The ledger identity, checked wherever sums are shown: in = out + margin. */
export function isBalanced(sums: TLedgerSums): boolean {
  return sums.paidByTravellers === sums.refunds + sums.companyPayouts + sums.commissions + sums.margin;
}
