import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { hhmm } from '@roteiro/domain/booking/slots';
import { refOf } from '@roteiro/domain/i18n/texts';
import {
  ADMIN_PAYMENT_RUNS_PAGE_SIZE,
  companyTransferKey,
  GUIDER_RUNS_PAGE_SIZE,
  payoutTexts,
  runTransferGroup,
  type TAdminPaymentRunsQuery,
  type TAdminPaymentRunsResponse,
  type TGuiderRunsResponse,
  type TTransferBlock,
  type TTransferResult,
  type TTransferRunsResponse,
} from '@roteiro/domain/money/payouts';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type PaymentProvider, PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import { claimRunForTransfer, markRunTransferred } from '../checkin/run-payments.service.ts';
import {
  findEmployeeIdOfUser,
  findRunTransferState,
  insertCompanyTransfer,
  listGuiderRuns,
  listPaymentRuns,
  owedByCompanies,
  runsToPay,
} from './payouts.repository.ts';
import { transferOnce } from './transfer-once.ts';

export type PayoutsDeps = {
  db: Db;
  payments: Pick<PaymentProvider, 'createTransfer' | 'findTransfer'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/**
 * Why a run was not transferred: its English and its reference (the admin's page words it in the admin's
 * language from the reference, never from the English).
 */
const reason = (key: keyof typeof payoutTexts) => ({
  message: payoutTexts[key],
  messageRef: refOf(payoutTexts, key),
});

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

/** Why a run cannot be transferred now; null when it can. */
function transferBlock(run: {
  transferId: string | null;
  endTime: Date | string | null;
  payAmountCents: number;
  hasFinishedSetUp: boolean;
  paymentAccountId: string | null;
}): TTransferBlock | null {
  if (run.transferId) {
    return 'transferred';
  }
  if (!run.endTime) {
    return 'inProgress';
  }
  if (!run.hasFinishedSetUp || !run.paymentAccountId) {
    return 'setupNotFinished';
  }
  if (run.payAmountCents <= 0) {
    return 'nothingToPay';
  }
  return null;
}

/** Manage Payments: a page of runs with the owed total of each company on it. */
export async function listAdminPaymentRuns(
  db: Db,
  query: TAdminPaymentRunsQuery,
): Promise<TAdminPaymentRunsResponse> {
  const window = pageWindow(query, ADMIN_PAYMENT_RUNS_PAGE_SIZE);
  const { rows, total } = await listPaymentRuns(db, { ...window, state: query.state, search: query.search });
  const companies = await owedByCompanies(db, [...new Set(rows.map((row) => row.companyId))]);
  return {
    ...toPage(
      rows.map((row) => ({
        id: row.id,
        companyId: row.companyId,
        companyName: row.companyName,
        hasFinishedSetUp: row.hasFinishedSetUp,
        activityTitle: row.activityTitle,
        day: row.day,
        groupStartTime: hhmm(row.groupStartTime),
        employeeName: row.employeeName,
        startTime: new Date(row.startTime).toISOString(),
        endTime: iso(row.endTime),
        payAmountCents: row.payAmountCents,
        transferId: row.transferId,
        transferredAt: iso(row.transferredAt),
        block: transferBlock(row),
      })),
      total,
      window,
    ),
    companies,
  };
}

/**
 * Transfers each run to its company's connected account, one provider transfer per run, never twice:
 * 1. claim the run (its idempotency key is recorded while it is untransferred and payable),
 * 2. on a retry, look for a transfer already made for the run (its transfer group): the provider may have
 *    paid while the answer was lost, and Stripe forgets idempotency keys after 24 hours;
 * 3. otherwise ask the provider with the key (a replay within the window returns the first transfer),
 * 4. record the transfer id and the ledger row in one transaction, only if nobody recorded it yet.
 * A provider failure leaves the run claimed but untransferred: the next try is a retry with the same key.
 * Runs are handled one after the other, each with its own outcome.
 */
export async function transferRuns(deps: PayoutsDeps, runIds: string[]): Promise<TTransferRunsResponse> {
  const results: TTransferResult[] = [];
  for (const runId of [...new Set(runIds)]) {
    results.push(await transferRun(deps, runId));
  }
  return { results };
}

async function transferRun({ db, payments, log }: PayoutsDeps, runId: string): Promise<TTransferResult> {
  const key = companyTransferKey(runId);
  const fresh = await claimRunForTransfer(db, runId, key, 'fresh');
  const claimed = fresh ?? (await claimRunForTransfer(db, runId, key, 'retry'));
  const destinationAccountId = claimed?.paymentAccountId;
  if (!claimed || !destinationAccountId) {
    return notClaimed(db, runId);
  }
  const transferGroup = runTransferGroup(runId);
  let transferId: string;
  try {
    const outcome = await transferOnce(payments, {
      isRetry: !fresh,
      mayCreate: true,
      amountCents: claimed.payAmountCents,
      destinationAccountId,
      idempotencyKey: key,
      transferGroup,
      metadata: { runId, companyId: claimed.companyId, kind: 'company_transfer' },
    });
    if (outcome.kind !== 'transferred') {
      log.error({ runId, outcome }, 'a transfer of another amount exists for this run; not recorded');
      return { runId, outcome: 'failed', transferId: null, ...reason('transferFailed') };
    }
    transferId = outcome.transferId;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) {
      throw error;
    }
    log.error({ err: error, runId }, 'company transfer failed at the provider; the run stays retryable');
    return { runId, outcome: 'failed', transferId: null, ...reason('transferFailed') };
  }
  const recorded = await db.transaction().execute((trx) =>
    recordRunTransfer(trx, {
      id: runId,
      amountCents: claimed.payAmountCents,
      key,
      transferId,
      at: new Date(),
    }),
  );
  if (!recorded) {
    return { runId, outcome: 'alreadyTransferred', transferId, ...reason('alreadyTransferred') };
  }
  return { runId, outcome: 'transferred', transferId, message: null, messageRef: null };
}

/**
 * Records the provider's transfer on the claimed run: the run's transfer id and time (check-in's run), and the one
 * `company_transfer` ledger row, in the caller's transaction. Undefined when the run was already recorded
 * (another admin's request got there first with the same transfer).
 */
async function recordRunTransfer(
  trx: Trx,
  run: { id: string; amountCents: number; key: string; transferId: string; at: Date },
): Promise<{ id: string } | undefined> {
  const updated = await markRunTransferred(trx, run);
  if (!updated) {
    return undefined;
  }
  await insertCompanyTransfer(trx, run);
  return updated;
}

/** The outcome of a run that could not be claimed, with the reason an admin can act on. */
async function notClaimed(db: Db, runId: string): Promise<TTransferResult> {
  const run = await findRunTransferState(db, runId);
  if (!run) {
    return { runId, outcome: 'skipped', transferId: null, ...reason('notFound') };
  }
  const block = transferBlock(run);
  if (block === 'transferred') {
    return {
      runId,
      outcome: 'alreadyTransferred',
      transferId: run.transferId,
      ...reason('alreadyTransferred'),
    };
  }
  const why = block === 'inProgress' || block === 'nothingToPay' ? block : 'setupNotFinished';
  return { runId, outcome: 'skipped', transferId: null, ...reason(why) };
}

/**
 * /guider/payments: a company sees all its runs with the platform's transfer; an employee only the runs
 * they operated, with whether the company paid them (the transfer to the company is not theirs to see).
 */
export async function listMyRuns(
  db: Db,
  actor: TSessionUser,
  query: TPageQuery,
): Promise<TGuiderRunsResponse> {
  const companyId = actor.companyId;
  if (!companyId) {
    throw new AppError('NOT_FOUND');
  }
  let employeeId: string | null = null;
  if (actor.role === 'employee') {
    employeeId = await findEmployeeIdOfUser(db, companyId, actor.id);
    if (!employeeId) {
      throw new AppError('NOT_FOUND');
    }
  }
  const window = pageWindow(query, GUIDER_RUNS_PAGE_SIZE);
  const { rows, total } = await listGuiderRuns(db, { companyId, employeeId, ...window });
  return toPage(
    rows.map((row) => ({
      id: row.id,
      activityTitle: row.activityTitle,
      day: row.day,
      groupStartTime: hhmm(row.groupStartTime),
      employeeName: row.employeeName,
      startTime: new Date(row.startTime).toISOString(),
      endTime: iso(row.endTime),
      payAmountCents: row.payAmountCents,
      isPaidToEmployee: row.guiderHasBeenPaid,
      transferredAt: employeeId ? null : iso(row.transferredAt),
    })),
    total,
    window,
  );
}

/** The admin dashboard's runs to pay: finished, worth something, not yet transferred (count and total). */
export async function runsToPayTotal(db: Db): Promise<{ count: number; amountCents: number }> {
  return runsToPay(db);
}
