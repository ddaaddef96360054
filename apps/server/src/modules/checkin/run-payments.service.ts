import type { Executor, Trx } from '../../db/database.ts';
import * as repo from './run-payments.repository.ts';

/**
 * What other areas write on a run, through check-in (the runs' one writer): payouts claims a run for its transfer
 * and records the transfer, staff sets the company's Paid/Unpaid flag. Each takes the caller's executor.
 */

export type TClaimedRun = {
  id: string;
  companyId: string;
  payAmountCents: number;
  paymentAccountId: string | null;
};

/** Claims a finished, payable, untransferred run for its transfer with `key` (see the repository); else undefined. */
export async function claimRunForTransfer(
  db: Executor,
  runId: string,
  key: string,
  attempt: 'fresh' | 'retry',
): Promise<TClaimedRun | undefined> {
  return repo.claimRunForTransfer(db, runId, key, attempt);
}

/** Records the transfer on the run claimed with `key`, in the caller's transaction; undefined when already recorded. */
export async function markRunTransferred(
  trx: Trx,
  run: { id: string; key: string; transferId: string; at: Date },
): Promise<{ id: string } | undefined> {
  return repo.markRunTransferred(trx, run);
}

/** The company's Paid/Unpaid flag for its employee on one of its runs; false when the run is not the company's. */
export async function setRunPaidToEmployee(
  db: Executor,
  companyId: string,
  runId: string,
  isPaid: boolean,
): Promise<boolean> {
  return repo.setRunPaidToEmployee(db, companyId, runId, isPaid);
}
