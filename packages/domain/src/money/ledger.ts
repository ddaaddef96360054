import { z } from 'zod';
import { ZDay } from '../common/responses.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';
import { commissionTransferGroup } from './affiliate-payouts.ts';
import { runTransferGroup } from './payouts.ts';

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

/**
 * One check of the reconciliation that failed: what the ledger holds (`ledgerCents`) against what it must equal
 * (`expectedCents`): the payment provider's own record for card charges and refunds (of a payment intent) and
 * transfers (of a run's or a commission's transfer group), the run's guider payment for a company payout, the
 * booking's amount for cash taken or paid back at a vendor's counter (no provider sees cash), and for a reseller's
 * booking paid or refunded on account (issue 38: the reseller owes it; no provider sees it either).
 */
export const LEDGER_CHECKS = [
  'card_charge',
  'card_refund',
  'cash_charge',
  'cash_refund',
  'account_charge',
  'account_refund',
  'company_transfer',
  'company_payout',
  'affiliate_transfer',
] as const;
export type TLedgerCheck = (typeof LEDGER_CHECKS)[number];

export const ZLedgerMismatch = z.object({
  check: z.enum(LEDGER_CHECKS),
  /** The payment intent (or booking, when it has none), the run or the commission checked. */
  ref: z.string(),
  ledgerCents: z.number().int(),
  expectedCents: z.number().int(),
});
export type TLedgerMismatch = z.infer<typeof ZLedgerMismatch>;

/**
 * A group's reconciliation: `reconciled` when every check holds, `mismatch` with the failed ones, `unavailable`
 * when the provider could not be asked (nothing was checked).
 */
export const ZGroupReconciliation = z.object({
  status: z.enum(['reconciled', 'mismatch', 'unavailable']),
  mismatches: z.array(ZLedgerMismatch),
});
export type TGroupReconciliation = z.infer<typeof ZGroupReconciliation>;

/** What one group's ledger holds per booking, run and commission (the reconciliation's input). */
export type TGroupLedgerFacts = {
  bookings: {
    bookingId: string;
    paymentIntentId: string | null;
    /** Paid in cash at a vendor's counter. */
    isCash: boolean;
    /** Sold by a reseller over OCTO: paid on account, owed by the reseller. */
    isOnAccount: boolean;
    amountCents: number;
    status: 'pending' | 'paid' | 'refunded' | 'canceled';
    /** Sums of the booking's movements. */
    charges: number;
    refunds: number;
  }[];
  runs: { runId: string; payAmountCents: number; transferCount: number; transfers: number }[];
  commissions: { commissionId: string; transfers: number }[];
};

/** What the provider recorded, looked up by payment intent and by transfer group. */
export type TProviderRecord = {
  /** Received and refunded cents of a payment intent; absent when the provider does not know it. */
  payment: (paymentIntentId: string) => { receivedCents: number; refundedCents: number } | undefined;
  /** Net cents (transferred − reversed) of a transfer group; 0 when it has none. */
  transferred: (transferGroup: string) => number;
};

/**
 * Reconciles one group's ledger: every card charge and refund equals what the provider received and refunded on
 * the payment intent, every company and affiliate transfer what the provider transferred in its group, every
 * company payout the run's guider payment, and cash (or a reseller's sale on account) the booking's amount. Answers
 * the checks that fail.
 */
export function reconcileGroup(facts: TGroupLedgerFacts, provider: TProviderRecord): TLedgerMismatch[] {
  const mismatches: TLedgerMismatch[] = [];
  const expect = (check: TLedgerCheck, ref: string, ledgerCents: number, expectedCents: number) => {
    if (ledgerCents !== expectedCents) {
      mismatches.push({ check, ref, ledgerCents, expectedCents });
    }
  };
  for (const booking of facts.bookings) {
    if (booking.isCash || booking.isOnAccount) {
      const wasPaid = booking.status === 'paid' || booking.status === 'refunded';
      const [charge, refund] = booking.isCash
        ? (['cash_charge', 'cash_refund'] as const)
        : (['account_charge', 'account_refund'] as const);
      expect(charge, booking.bookingId, booking.charges, wasPaid ? booking.amountCents : 0);
      expect(
        refund,
        booking.bookingId,
        booking.refunds,
        booking.status === 'refunded' ? booking.amountCents : 0,
      );
      continue;
    }
    const recorded = booking.paymentIntentId ? provider.payment(booking.paymentIntentId) : undefined;
    const ref = booking.paymentIntentId ?? booking.bookingId;
    expect('card_charge', ref, booking.charges, recorded?.receivedCents ?? 0);
    expect('card_refund', ref, booking.refunds, recorded?.refundedCents ?? 0);
  }
  for (const run of facts.runs) {
    expect('company_transfer', run.runId, run.transfers, provider.transferred(runTransferGroup(run.runId)));
    if (run.transferCount > 0) {
      expect('company_payout', run.runId, run.transfers, run.payAmountCents);
    }
  }
  for (const commission of facts.commissions) {
    expect(
      'affiliate_transfer',
      commission.commissionId,
      commission.transfers,
      provider.transferred(commissionTransferGroup(commission.commissionId)),
    );
  }
  return mismatches;
}

export const ZLedgerGroup = ZGroupBalance.extend({ reconciliation: ZGroupReconciliation });
export type TLedgerGroup = z.infer<typeof ZLedgerGroup>;

export const ZLedgerGroupsQuery = ZPageQuery;
export type TLedgerGroupsQuery = z.output<typeof ZLedgerGroupsQuery>;

/**
 * GET /api/admin/ledger/groups: a page of groups with movements (latest day first), each with its sums and its
 * reconciliation, and the sums over every group. `clawbackCarried` is what affiliates still owe from claw-backs
 * (taken from their next payouts).
 */
export const ZLedgerGroupsResponse = ZPage(ZLedgerGroup).extend({
  totals: ZLedgerSums,
  clawbackCarried: z.number().int(),
});
export type TLedgerGroupsResponse = z.infer<typeof ZLedgerGroupsResponse>;
