import { refOf, textRef } from '@roteiro/domain/i18n/texts';
import {
  AFFILIATE_PAYOUTS_PAGE_SIZE,
  affiliatePayoutTexts,
  commissionTransferGroup,
  commissionTransferKey,
  MAX_COMMISSIONS_PER_PAYOUT,
  settlementCutoff,
  type TAffiliatePayoutResponse,
  type TAffiliatePayoutsResponse,
  type TCommissionPayoutResult,
} from '@roteiro/domain/money/affiliate-payouts';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ScheduledTask } from '../../platform/outbox/outbox.ts';
import { type PaymentProvider, PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import {
  approveCommissionsOfPastTours,
  claimCommissionFresh,
  claimCommissionRetry,
  markCommissionPaidOut,
  reverseOrClawBackCommission,
} from '../affiliates/commissions.service.ts';
import {
  approvedCommissionsOf,
  approvedCommissionsTotal,
  findAffiliatePayee,
  findCommissionPayoutState,
  insertClawbackMovement,
  insertCommissionPayoutMovements,
  listAffiliateMovements,
  settlementCandidates,
} from './affiliate-payouts.repository.ts';
import { transferOnce } from './transfer-once.ts';

type TPayoutReason = keyof typeof affiliatePayoutTexts;

/**
 * Why a commission (or an affiliate) was not paid: its English and its reference (the admin's page words it in
 * the admin's language from the reference, never from the English).
 */
const reason = (key: TPayoutReason) => ({
  message: affiliatePayoutTexts[key],
  messageRef: refOf(affiliatePayoutTexts, key),
});

/** An affiliate's payout that paid nothing, and why. */
const skippedPayout = (key: TPayoutReason): TAffiliatePayoutResponse => ({
  results: [],
  skipped: affiliatePayoutTexts[key],
  skippedRef: refOf(affiliatePayoutTexts, key),
});

export type AffiliatePayoutsDeps = {
  db: Db;
  payments: Pick<PaymentProvider, 'createTransfer' | 'findTransfer'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
};

/**
 * Pays one approved commission, once, whoever asks and however often (the admin, the weekly job, both at
 * the same moment, a retry after a crash):
 * 1. claim it (its idempotency key and the part kept back against the affiliate's claw-backs are recorded,
 *    the affiliate's row locked meanwhile); a commission claimed earlier is retried with the same key;
 * 2. on a retry, look for the transfer of its transfer group first: the provider may have paid while the
 *    answer was lost, and Stripe forgets idempotency keys after 24 hours;
 * 3. otherwise transfer what is left after the withholding, with the key (nothing when all was kept back);
 * 4. record the commission paid and its ledger rows in one transaction, only if nobody did yet.
 */
export async function payCommission(
  { db, payments, log }: AffiliatePayoutsDeps,
  commissionId: string,
): Promise<TCommissionPayoutResult> {
  const key = commissionTransferKey(commissionId);
  const fresh = await db.transaction().execute((trx) => claimCommissionFresh(trx, commissionId, key));
  const claimed = fresh ?? (await claimCommissionRetry(db, commissionId, key));
  const destinationAccountId = claimed?.paymentAccountId;
  if (!claimed || !destinationAccountId) {
    return notClaimed(db, commissionId);
  }
  const transferCents = claimed.amountCents - claimed.withheldCents;
  const result = (
    outcome: TCommissionPayoutResult['outcome'],
    transferId: string | null,
    why: TPayoutReason | null,
  ): TCommissionPayoutResult => ({
    commissionId,
    outcome,
    transferId,
    transferredCents: outcome === 'paid' && transferId ? transferCents : 0,
    withheldCents: outcome === 'paid' ? claimed.withheldCents : 0,
    ...(why ? reason(why) : { message: null, messageRef: null }),
  });
  let transferId: string | null = null;
  if (transferCents > 0) {
    try {
      // Refunded before anything was transferred: only look for a transfer; nothing may be sent now.
      const outcome = await transferOnce(payments, {
        isRetry: !fresh,
        mayCreate: claimed.state !== 'reversed',
        amountCents: transferCents,
        destinationAccountId,
        idempotencyKey: key,
        transferGroup: commissionTransferGroup(commissionId),
        metadata: { commissionId, affiliateId: claimed.affiliateId, kind: 'affiliate_transfer' },
      });
      if (outcome.kind === 'mismatch') {
        log.error(
          { commissionId, outcome },
          'a transfer of another amount exists for this commission; not recorded',
        );
        return result('failed', null, 'transferFailed');
      }
      if (outcome.kind === 'none') {
        return result('skipped', null, 'reversed');
      }
      transferId = outcome.transferId;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) {
        throw error;
      }
      log.error(
        { err: error, commissionId },
        'affiliate transfer failed at the provider; the commission stays retryable',
      );
      return result('failed', null, 'transferFailed');
    }
  } else if (claimed.state === 'reversed') {
    return result('skipped', null, 'reversed');
  }
  const recorded = await db.transaction().execute((trx) =>
    recordCommissionPayout(trx, {
      id: commissionId,
      key,
      transferId,
      transferredCents: transferId ? transferCents : 0,
      withheldCents: claimed.withheldCents,
      at: new Date(),
    }),
  );
  if (!recorded) {
    return result('alreadyPaid', transferId, 'alreadyPaid');
  }
  if (recorded.state === 'clawed_back') {
    log.warn(
      { commissionId },
      'commission transferred while its booking was refunded: recorded as clawed back',
    );
  }
  return result('paid', transferId, null);
}

/**
 * Records a claimed commission's payout in the caller's transaction: the commission becomes `paid` (or, if its
 * booking was refunded while the transfer was under way, `clawed_back` with its claw-back row), and the ledger
 * gets the transferred part and the part kept back. Undefined when it was already recorded.
 */
async function recordCommissionPayout(
  trx: Trx,
  payout: {
    id: string;
    key: string;
    transferId: string | null;
    transferredCents: number;
    withheldCents: number;
    at: Date;
  },
) {
  const recorded = await markCommissionPaidOut(trx, payout);
  if (!recorded) {
    return undefined;
  }
  await insertCommissionPayoutMovements(trx, payout, recorded);
  return recorded;
}

/** The outcome of a commission that could not be claimed, with the reason an admin can act on. */
async function notClaimed(db: Db, commissionId: string): Promise<TCommissionPayoutResult> {
  const row = await findCommissionPayoutState(db, commissionId);
  const base = { commissionId, transferId: row?.transferId ?? null, transferredCents: 0, withheldCents: 0 };
  if (row && (row.state === 'paid' || row.state === 'clawed_back')) {
    return { ...base, outcome: 'alreadyPaid', ...reason('alreadyPaid') };
  }
  const why: TPayoutReason = !row
    ? 'notFound'
    : row.state === 'reversed'
      ? 'reversed'
      : !row.paymentAccountId
        ? 'noPaymentAccount'
        : !row.isPaymentAccountSetUp
          ? 'setupNotFinished'
          : 'nothingApproved';
  return { ...base, outcome: 'skipped', ...reason(why) };
}

/**
 * The admin's "Pay now" on the affiliates program: every approved commission of the affiliate, whenever
 * approved, one transfer each. An affiliate whose payment setup is not finished is skipped with the reason.
 */
export async function payAffiliate(
  deps: AffiliatePayoutsDeps,
  affiliateId: string,
): Promise<TAffiliatePayoutResponse> {
  const payee = await findAffiliatePayee(deps.db, affiliateId);
  if (!payee) {
    throw new AppError('NOT_FOUND', textRef(affiliatePayoutTexts, 'notFound'));
  }
  if (!payee.paymentAccountId) {
    return skippedPayout('noPaymentAccount');
  }
  if (!payee.isPaymentAccountSetUp) {
    return skippedPayout('setupNotFinished');
  }
  const approved = await approvedCommissionsOf(deps.db, affiliateId, MAX_COMMISSIONS_PER_PAYOUT);
  if (approved.length === 0) {
    return skippedPayout('nothingApproved');
  }
  const results: TCommissionPayoutResult[] = [];
  for (const { id } of approved) {
    results.push(await payCommission(deps, id));
  }
  return { results, skipped: null, skippedRef: null };
}

/**
 * The weekly settlement: pays every commission approved before this week's Monday (Lisbon) whose affiliate
 * finished its payment setup, and retries payouts that were claimed but not recorded. Run every hour (one
 * process per hour), it pays once a week what became due, catches up after a stop, and two runs at the same
 * moment would still pay each commission once. First it approves the commissions of no-shows whose tour
 * day is over (a start approves only those of travellers who showed up).
 */
export async function settleAffiliateCommissions(
  deps: AffiliatePayoutsDeps,
  now: Date,
  limit = 500,
): Promise<{ approved: number; paid: number; failed: number }> {
  const approved = await approveCommissionsOfPastTours(deps.db, lisbonDay(now), now);
  const candidates = await settlementCandidates(deps.db, {
    approvedBefore: settlementCutoff(now),
    reversedSince: new Date(now.getTime() - 7 * 24 * 3600_000),
    limit,
  });
  let paid = 0;
  let failed = 0;
  for (const { id } of candidates) {
    const outcome = (await payCommission(deps, id)).outcome;
    paid += outcome === 'paid' ? 1 : 0;
    failed += outcome === 'failed' ? 1 : 0;
  }
  return { approved, paid, failed };
}

/**
 * The hourly settlement as a pg-boss schedule (on the hour, by one of the processes; an hour missed while no
 * process ran is run at the next start). Two runs at once would still pay each commission once.
 */
export const AFFILIATE_SETTLEMENT_CRON = '0 * * * *';

export function affiliateSettlementTask(deps: AffiliatePayoutsDeps): ScheduledTask {
  return {
    name: 'payouts.affiliate-settlement',
    cron: AFFILIATE_SETTLEMENT_CRON,
    run: async () => {
      const { approved, paid, failed } = await settleAffiliateCommissions(deps, new Date());
      if (approved > 0 || paid > 0 || failed > 0) {
        deps.log.info({ approved, paid, failed }, 'affiliate settlement');
      }
    },
  };
}

/**
 * A booking refunded (traveller or staff), in the refund's transaction: its commission is reversed if it was not
 * paid out yet, or clawed back if it was, with the claw-back row in the ledger.
 */
export async function onBookingRefunded(trx: Trx, bookingId: string, at: Date): Promise<void> {
  const outcome = await reverseOrClawBackCommission(trx, bookingId, at);
  if (outcome?.kind === 'clawedBack' && outcome.amountCents > 0) {
    await insertClawbackMovement(trx, outcome, at);
  }
}

/** The payout history of one affiliate (the admin's affiliates program): transfers, offsets, claw-backs. */
export async function listAffiliatePayouts(
  db: Db,
  affiliateId: string,
  query: TPageQuery,
): Promise<TAffiliatePayoutsResponse> {
  if (!(await findAffiliatePayee(db, affiliateId))) {
    throw new AppError('NOT_FOUND', textRef(affiliatePayoutTexts, 'notFound'));
  }
  const window = pageWindow(query, AFFILIATE_PAYOUTS_PAGE_SIZE);
  const { rows, total } = await listAffiliateMovements(db, { affiliateId, ...window });
  return toPage(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind as TAffiliatePayoutsResponse['items'][number]['kind'],
      amountCents: row.amountCents,
      occurredAt: new Date(row.occurredAt).toISOString(),
      providerRef: row.providerRef,
      activityTitle: row.activityTitle,
      day: row.day,
    })),
    total,
    window,
  );
}

/** The admin dashboard's commissions to pay: approved and not yet paid, of every affiliate (count and total). */
export async function commissionsToPayTotal(db: Db): Promise<{ count: number; amountCents: number }> {
  return approvedCommissionsTotal(db);
}
