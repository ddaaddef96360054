import { z } from 'zod';
import { ZDay, ZInstant } from '../common/responses.ts';
import { ZTextRef } from '../errors/contract.ts';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';

/** Manage Payments lists 10 runs per page; a guider's own tours 5 per page (operations.md §9). */
export const ADMIN_PAYMENT_RUNS_PAGE_SIZE = 10;
export const GUIDER_RUNS_PAGE_SIZE = 5;
/** At most this many runs in one transfer request (one provider call each). */
export const MAX_TRANSFER_RUNS = 50;

/** The idempotency key of a run's transfer: the same on every retry, from any admin. */
export const companyTransferKey = (runId: string): string => `company-transfer:${runId}`;
/** The provider's transfer group of a run's payout: how a retry, and the ledger's reconciliation, find it. */
export const runTransferGroup = (runId: string): string => `run_${runId}`;

/** Texts of the payouts screens (the spec has none of its own for them). */
export const payoutTexts = defineTexts('payouts', {
  runsRequired: 'Select at least one activity to transfer.',
  tooManyRuns: `Select at most ${MAX_TRANSFER_RUNS} activities at a time.`,
  unknownRun: 'Unknown activity run',
  setupNotFinished: 'The company has not finished its payment setup.',
  inProgress: 'The activity has not finished yet.',
  nothingToPay: 'There is nothing to pay for this activity.',
  alreadyTransferred: 'This activity has already been transferred.',
  notFound: 'This activity run does not exist.',
  transferFailed:
    'The transfer could not be made. Try again in a moment: the activity will not be paid twice.',
  noPaymentAccount: 'Only the company can open its payment dashboard.',
});

/** Why a run cannot be transferred now (null: it can). */
export const TRANSFER_BLOCKS = ['transferred', 'inProgress', 'setupNotFinished', 'nothingToPay'] as const;
export type TTransferBlock = (typeof TRANSFER_BLOCKS)[number];

export const transferBlockTexts: Record<TTransferBlock, string> = {
  transferred: payoutTexts.alreadyTransferred,
  inProgress: payoutTexts.inProgress,
  setupNotFinished: payoutTexts.setupNotFinished,
  nothingToPay: payoutTexts.nothingToPay,
};

/** Filter of Manage Payments: what is still owed (default), what was paid, or everything. */
export const PAYMENT_RUN_STATES = ['untransferred', 'transferred', 'all'] as const;
export type TPaymentRunState = (typeof PAYMENT_RUN_STATES)[number];

export const ZAdminPaymentRunsQuery = ZPageQuery.extend({
  state: z.enum(PAYMENT_RUN_STATES, { message: 'Unknown filter' }).default('untransferred'),
});
export type TAdminPaymentRunsQuery = z.output<typeof ZAdminPaymentRunsQuery>;

/** A run as Manage Payments shows it: whose, what, how much, and whether it can be transferred. */
export const ZAdminPaymentRun = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  hasFinishedSetUp: z.boolean(),
  activityTitle: z.string(),
  day: ZDay,
  groupStartTime: z.string(),
  employeeName: z.string().nullable(),
  startTime: ZInstant,
  endTime: ZInstant.nullable(),
  payAmountCents: z.number().int(),
  transferId: z.string().nullable(),
  transferredAt: ZInstant.nullable(),
  block: z.enum(TRANSFER_BLOCKS).nullable(),
});
export type TAdminPaymentRun = z.infer<typeof ZAdminPaymentRun>;

/** Per company: what is still owed on finished runs (the heading of its rows). */
export const ZCompanyOwed = z.object({
  companyId: z.string(),
  companyName: z.string(),
  hasFinishedSetUp: z.boolean(),
  owedCents: z.number().int(),
  owedRuns: z.number().int(),
});
export type TCompanyOwed = z.infer<typeof ZCompanyOwed>;

export const ZAdminPaymentRunsResponse = ZPage(ZAdminPaymentRun).extend({
  companies: z.array(ZCompanyOwed),
});
export type TAdminPaymentRunsResponse = z.infer<typeof ZAdminPaymentRunsResponse>;

export const ZTransferRunsRequest = z.object({
  runIds: z
    .array(z.uuid({ message: textRef(payoutTexts, 'unknownRun') }), {
      message: textRef(payoutTexts, 'runsRequired'),
    })
    .min(1, { message: textRef(payoutTexts, 'runsRequired') })
    .max(MAX_TRANSFER_RUNS, { message: textRef(payoutTexts, 'tooManyRuns') }),
});
export type TTransferRunsRequest = z.infer<typeof ZTransferRunsRequest>;

export const TRANSFER_OUTCOMES = ['transferred', 'alreadyTransferred', 'skipped', 'failed'] as const;
export type TTransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

export const ZTransferResult = z.object({
  runId: z.string(),
  outcome: z.enum(TRANSFER_OUTCOMES),
  transferId: z.string().nullable(),
  /** Why it was skipped or failed, in English; null when transferred. */
  message: z.string().nullable(),
  /** The same as a text of `payoutTexts` (its id), which the reader's language words; null when transferred. */
  messageRef: ZTextRef.nullable(),
});
export type TTransferResult = z.infer<typeof ZTransferResult>;

export const ZTransferRunsResponse = z.object({ results: z.array(ZTransferResult) });
export type TTransferRunsResponse = z.infer<typeof ZTransferRunsResponse>;

/**
 * A run as its company or its employee sees it (/guider/payments): the company sees every run with its
 * transfer from the platform; an employee sees only their own, with whether the company paid them.
 */
export const ZGuiderRun = z.object({
  id: z.string(),
  activityTitle: z.string(),
  day: ZDay,
  groupStartTime: z.string(),
  employeeName: z.string().nullable(),
  startTime: ZInstant,
  endTime: ZInstant.nullable(),
  payAmountCents: z.number().int(),
  isPaidToEmployee: z.boolean(),
  transferredAt: ZInstant.nullable(),
});
export type TGuiderRun = z.infer<typeof ZGuiderRun>;
export const ZGuiderRunsResponse = ZPage(ZGuiderRun);
export type TGuiderRunsResponse = z.infer<typeof ZGuiderRunsResponse>;
