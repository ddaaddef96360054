import { hhmm } from '@roteiro/domain/booking/slots';
import { commissionTransferGroup } from '@roteiro/domain/money/affiliate-payouts';
import {
  LEDGER_GROUPS_PAGE_SIZE,
  reconcileGroup,
  type TGroupBalance,
  type TGroupReconciliation,
  type TLedgerGroupsQuery,
  type TLedgerGroupsResponse,
} from '@roteiro/domain/money/ledger';
import { runTransferGroup } from '@roteiro/domain/money/payouts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { type PaymentProvider, PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import {
  groupLedger,
  insertCharge,
  insertChargeAndRefund,
  insertRefund,
  ledgerTotals,
  listGroupLedgers,
  reconciliationFacts,
  type TChargeAndRefundMovement,
  type TChargeMovement,
  type TRefundMovement,
} from './ledger.repository.ts';

export type LedgerDeps = {
  db: Executor;
  payments: Pick<PaymentProvider, 'listPayments' | 'listTransfers'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * One activity group's balance: paid by travellers = refunds + company payouts + commissions + margin
 * (docs/data-model.md, Money). Null when the group has no movement.
 */
export async function groupBalance(db: Executor, groupId: string): Promise<TGroupBalance | null> {
  const row = await groupLedger(db, groupId);
  return row ? { ...row, startTime: hhmm(row.startTime) } : null;
}

/**
 * Reconciles these groups' ledgers with what the payment provider recorded (its payments and transfers, read
 * in one call of each kind), the runs' guider payments and the cash bookings' amounts. Every group is
 * `unavailable` when the provider cannot be asked: the ledger is still shown, unchecked.
 */
export async function reconcileGroups(
  { db, payments, log }: LedgerDeps,
  groupIds: readonly string[],
): Promise<Map<string, TGroupReconciliation>> {
  const facts = await reconciliationFacts(db, groupIds);
  const paymentIntentIds = facts.bookings.flatMap((b) => (b.paymentIntentId ? [b.paymentIntentId] : []));
  const transferGroups = [
    ...facts.runs.filter((run) => run.isClaimed).map((run) => runTransferGroup(run.runId)),
    ...facts.commissions.filter((c) => c.isClaimed).map((c) => commissionTransferGroup(c.commissionId)),
  ];
  let recorded: Awaited<ReturnType<typeof readProvider>>;
  try {
    recorded = await readProvider(payments, paymentIntentIds, transferGroups);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) {
      throw error;
    }
    log.warn({ err: error }, 'the ledger could not be reconciled: the payment provider did not answer');
    return new Map(groupIds.map((id) => [id, { status: 'unavailable', mismatches: [] }]));
  }
  const inGroup = <T extends { groupId: string }>(rows: T[], groupId: string) =>
    rows.filter((row) => row.groupId === groupId);
  return new Map(
    groupIds.map((groupId) => {
      const mismatches = reconcileGroup(
        {
          bookings: inGroup(facts.bookings, groupId),
          runs: inGroup(facts.runs, groupId),
          commissions: inGroup(facts.commissions, groupId),
        },
        recorded,
      );
      return [groupId, { status: mismatches.length === 0 ? 'reconciled' : 'mismatch', mismatches }];
    }),
  );
}

async function readProvider(
  payments: LedgerDeps['payments'],
  paymentIntentIds: string[],
  transferGroups: string[],
) {
  const byIntent = new Map(
    (await payments.listPayments(paymentIntentIds)).map((payment) => [
      payment.paymentIntentId,
      {
        receivedCents: payment.receivedCents,
        refundedCents: payment.refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
      },
    ]),
  );
  const byGroup = new Map<string, number>();
  for (const transfer of await payments.listTransfers(transferGroups)) {
    const net = transfer.amountCents - transfer.reversedCents;
    byGroup.set(transfer.transferGroup, (byGroup.get(transfer.transferGroup) ?? 0) + net);
  }
  return {
    payment: (paymentIntentId: string) => byIntent.get(paymentIntentId),
    transferred: (transferGroup: string) => byGroup.get(transferGroup) ?? 0,
  };
}

/**
 * GET /api/admin/ledger/groups: the balance of each group (a page of them) with its reconciliation, and the
 * balance of everything.
 */
export async function listLedgerGroups(
  deps: LedgerDeps,
  query: TLedgerGroupsQuery,
): Promise<TLedgerGroupsResponse> {
  const { db } = deps;
  const window = pageWindow(query, LEDGER_GROUPS_PAGE_SIZE);
  // One after the other: `db` may be a transaction on a single connection.
  const { rows, total } = await listGroupLedgers(db, window);
  const { clawbackCarried, ...totals } = await ledgerTotals(db);
  const reconciliations = await reconcileGroups(
    deps,
    rows.map((row) => row.groupId),
  );
  return {
    ...toPage(
      rows.map((row) => ({
        ...row,
        startTime: hhmm(row.startTime),
        reconciliation: reconciliations.get(row.groupId) ?? { status: 'unavailable', mismatches: [] },
      })),
      total,
      window,
    ),
    totals,
    clawbackCarried,
  };
}

/*
 * A booking's movements, as booking drives them (payouts owns the ledger): each in the caller's transaction, the one
 * that pays or refunds the booking.
 */

/** The `charge` of a paid booking, by card or in cash at a vendor's counter (`cashVendorId`). */
export async function recordCharge(trx: Trx, charge: TChargeMovement): Promise<void> {
  await insertCharge(trx, charge);
}

/** A booking paid and refunded in full at once (paid after its places were gone): both rows in one insert. */
export async function recordChargeAndRefund(trx: Trx, movement: TChargeAndRefundMovement): Promise<void> {
  await insertChargeAndRefund(trx, movement);
}

/** The `refund` of a canceled booking; cash is paid back from the till of `cashVendorId`. */
export async function recordRefund(trx: Trx, refund: TRefundMovement): Promise<void> {
  await insertRefund(trx, refund);
}
