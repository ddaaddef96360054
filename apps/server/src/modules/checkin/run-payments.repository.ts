import type { Executor } from '../../db/database.ts';

/**
 * The payment marks on a run, which check-in owns (it creates the run at the start): the platform's transfer to
 * the company (payouts) and the company's own Paid/Unpaid flag for its employee (staff).
 */

/**
 * Claims a run for its transfer before the provider is called: records the idempotency key, only while
 * the run is finished, untransferred, worth something and its company can be paid. `fresh` takes a run
 * nobody tried yet (no key); `retry` takes one whose earlier try failed or is still under way (same key),
 * so a second admin or a retry uses the same key and the provider returns the first transfer.
 */
export async function claimRunForTransfer(
  db: Executor,
  runId: string,
  key: string,
  attempt: 'fresh' | 'retry',
) {
  return db
    .updateTable('activity_run as r')
    .from('company as c')
    .set({ transferIdempotencyKey: key, updatedAt: new Date() })
    .whereRef('c.id', '=', 'r.companyId')
    .where('r.id', '=', runId)
    .where('r.transferId', 'is', null)
    .where('r.endTime', 'is not', null)
    .where('r.payAmountCents', '>', 0)
    .where('r.transferIdempotencyKey', attempt === 'fresh' ? 'is' : '=', attempt === 'fresh' ? null : key)
    .where('c.hasFinishedSetUp', '=', true)
    .where('c.paymentAccountId', 'is not', null)
    .returning(['r.id', 'r.companyId', 'r.payAmountCents', 'c.paymentAccountId'])
    .executeTakeFirst();
}

/**
 * Records the provider's transfer on the claimed run (its transfer id and time), once: undefined when the run
 * was already recorded (another admin's request got there first with the same transfer).
 */
export async function markRunTransferred(
  db: Executor,
  run: { id: string; key: string; transferId: string; at: Date },
) {
  return db
    .updateTable('activity_run')
    .set({ transferId: run.transferId, transferredAt: run.at, updatedAt: run.at })
    .where('id', '=', run.id)
    .where('transferId', 'is', null)
    .where('transferIdempotencyKey', '=', run.key)
    .returning('id')
    .executeTakeFirst();
}

/** The company's own Paid/Unpaid flag on one of its runs; false when the run is not the company's. */
export async function setRunPaidToEmployee(db: Executor, companyId: string, runId: string, isPaid: boolean) {
  const row = await db
    .updateTable('activity_run')
    .set({ guiderHasBeenPaid: isPaid, updatedAt: new Date() })
    .where('id', '=', runId)
    .where('companyId', '=', companyId)
    .where('employeeId', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
