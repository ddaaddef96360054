import { z } from 'zod';
import { ZDay, ZInstant } from '../common/responses.ts';
import { ZTextRef } from '../errors/contract.ts';
import { defineTexts } from '../i18n/texts.ts';
import { ZPage } from '../paging/paging.ts';
import { lisbonInstant } from '../time/format.ts';
import { addDays, lisbonDay } from '../time/lisbon.ts';

/** The idempotency key of a commission's transfer: the same on every retry, from the admin or the job. */
export const commissionTransferKey = (commissionId: string): string => `affiliate-transfer:${commissionId}`;
/** The provider's transfer group of a commission: how a retry finds a transfer whose answer was lost. */
export const commissionTransferGroup = (commissionId: string): string => `commission_${commissionId}`;

/**
 * The weekly settlement pays the commissions approved before Monday 00:00 in Lisbon of the week of `now`
 * (the week starts on Monday): what was approved last week or earlier is due this week.
 */
export function settlementCutoff(now: Date): Date {
  const today = lisbonDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  return lisbonInstant(monday) ?? now;
}

/** The settlement job looks every hour for commissions approved before this week's Monday (Lisbon). */
export const AFFILIATE_SETTLEMENT_INTERVAL_MS = 60 * 60_000;
/** A payout handles at most this many commissions per affiliate per request (one provider call each). */
export const MAX_COMMISSIONS_PER_PAYOUT = 200;

/** Texts of the affiliate payout screens (the spec has none of its own for them). */
export const affiliatePayoutTexts = defineTexts('affiliatePayouts', {
  setupNotFinished: 'The affiliate has not finished the payment setup.',
  noPaymentAccount: 'The affiliate has no payment account yet.',
  nothingApproved: 'There are no approved commissions to pay.',
  alreadyPaid: 'This commission has already been paid.',
  reversed: 'The booking was refunded before the payout: nothing is owed.',
  transferFailed:
    'The transfer could not be made. Try again in a moment: the commission will not be paid twice.',
  notFound: 'This affiliate does not exist.',
});

export const AFFILIATE_PAYOUT_OUTCOMES = ['paid', 'alreadyPaid', 'skipped', 'failed'] as const;
export type TAffiliatePayoutOutcome = (typeof AFFILIATE_PAYOUT_OUTCOMES)[number];

/** One commission's payout: transferred (what remained after the claw-back withholding) or why not. */
export const ZCommissionPayoutResult = z.object({
  commissionId: z.string(),
  outcome: z.enum(AFFILIATE_PAYOUT_OUTCOMES),
  transferId: z.string().nullable(),
  transferredCents: z.number().int(),
  withheldCents: z.number().int(),
  /** Why it was skipped or failed, in English; null when paid. */
  message: z.string().nullable(),
  /** The same as a text of `affiliatePayoutTexts` (its id), which the reader's language words; null when paid. */
  messageRef: ZTextRef.nullable(),
});
export type TCommissionPayoutResult = z.infer<typeof ZCommissionPayoutResult>;

/**
 * POST /api/admin/affiliates/:affiliateId/payouts: every approved commission of the affiliate, each with its
 * outcome; `skipped` says why nothing could be paid (payment setup not finished, nothing approved).
 */
export const ZAffiliatePayoutResponse = z.object({
  results: z.array(ZCommissionPayoutResult),
  /** Why nothing was paid, in English (null when the commissions were paid, each with its outcome). */
  skipped: z.string().nullable(),
  /** The same as a text of `affiliatePayoutTexts` (its id), which the reader's language words. */
  skippedRef: ZTextRef.nullable(),
});
export type TAffiliatePayoutResponse = z.infer<typeof ZAffiliatePayoutResponse>;

export const AFFILIATE_PAYOUT_KINDS = [
  'affiliate_transfer',
  'commission_offset',
  'commission_clawback',
] as const;

/** An affiliate's payout history: 5 movements per page, newest first. */
export const AFFILIATE_PAYOUTS_PAGE_SIZE = 5;

/** A ledger movement of one of the affiliate's commissions (transfer, offset against a claw-back, claw-back). */
export const ZAffiliatePayoutItem = z.object({
  id: z.string(),
  kind: z.enum(AFFILIATE_PAYOUT_KINDS),
  amountCents: z.number().int(),
  occurredAt: ZInstant,
  providerRef: z.string().nullable(),
  activityTitle: z.string(),
  day: ZDay,
});
export type TAffiliatePayoutItem = z.infer<typeof ZAffiliatePayoutItem>;
export const ZAffiliatePayoutsResponse = ZPage(ZAffiliatePayoutItem);
export type TAffiliatePayoutsResponse = z.infer<typeof ZAffiliatePayoutsResponse>;

export const affiliatePayoutKindLabels: Record<(typeof AFFILIATE_PAYOUT_KINDS)[number], string> = {
  affiliate_transfer: 'Transferred',
  commission_offset: 'Kept back for a claw-back',
  commission_clawback: 'Clawed back',
};
