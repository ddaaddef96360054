import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';
import { ZDay, ZInstant } from '../common/responses.ts';
import { EMAIL_MAX } from '../common/text.ts';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { ZPage } from '../paging/paging.ts';
import { AFFILIATE_MAX_COMMISSION_BASIS_POINTS } from './rules.ts';

export const affiliateTexts = defineTexts('affiliates', {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailTaken: 'This email already belongs to another account',
  phoneInvalid: 'Enter a valid phone number',
});

/** Affiliates earn up to 20 % (operations.md §1, §9); new affiliates start at 10 %. */
export { AFFILIATE_MAX_COMMISSION_BASIS_POINTS, commissionCents } from './rules.ts';
export const AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS = 1000;
/** Travellers who use an affiliate's discount code get 10 % off. */
export { AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS } from './rules.ts';
export const AFFILIATE_DISCOUNT_CODE_LENGTH = 8;
export const AFFILIATE_DISCOUNT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Admin affiliates table: 10 per page (operations.md §9). */
export const AFFILIATES_PAGE_SIZE = 10;

/** /affiliates join form: name and e-mail required (operations.md §5), phone optional. */
export const ZJoinAffiliatesRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: textRef(affiliateTexts, 'nameRequired') })
    .max(120),
  email: z
    .string()
    .trim()
    .min(1, { message: textRef(affiliateTexts, 'emailRequired') })
    .max(EMAIL_MAX, { message: textRef(messages, 'invalidEmail') })
    .pipe(ZEmail),
  phoneNumber: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ()-]*$/, { message: textRef(affiliateTexts, 'phoneInvalid') })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TJoinAffiliatesRequest = z.input<typeof ZJoinAffiliatesRequest>;

export const ZAffiliateAccountParams = z.object({
  accountId: z.string().regex(/^acct_[A-Za-z0-9_]{1,64}$/, { message: 'Unknown payment account' }),
});

/**
 * A commission's states (docs/data-model.md): `expected` at payment (the dashboard's "Pending"), `pending`
 * once the activity started (the spec's "approved"), `paid` when transferred, `reversed` when its booking
 * was refunded before payout, `clawed_back` when it was refunded after payout (taken from the next payouts).
 */
export const COMMISSION_STATES = ['expected', 'pending', 'paid', 'reversed', 'clawed_back'] as const;
export type TCommissionState = (typeof COMMISSION_STATES)[number];

/** How each state is named on screen (the spec's words: pending, approved, paid). */
export const commissionStateLabels: Record<TCommissionState, string> = {
  expected: 'Pending',
  pending: 'Approved',
  paid: 'Paid',
  reversed: 'Reversed',
  clawed_back: 'Clawed back',
};

/**
 * The dashboard's three figures (operations.md §4, §9), sums over the affiliate's commissions:
 * pending = state 'expected' (paid booking, activity not started), approved = state 'pending'
 * (activity started), paid = state 'paid'. Reversed and clawed-back commissions count in none of them.
 */
export const ZAffiliateEarnings = z.object({
  pendingCents: z.number().int(),
  approvedCents: z.number().int(),
  paidCents: z.number().int(),
});
export type TAffiliateEarnings = z.infer<typeof ZAffiliateEarnings>;

/**
 * Commissions paid out and then refunded: `clawedBackCents` in all, `recoveredCents` already kept back from
 * later payouts, `carriedCents` (the difference) still to be kept back from the next ones.
 */
export const ZAffiliateClawbacks = z.object({
  clawedBackCents: z.number().int(),
  recoveredCents: z.number().int(),
  carriedCents: z.number().int(),
});
export type TAffiliateClawbacks = z.infer<typeof ZAffiliateClawbacks>;

/** Earnings over time: per Lisbon day a booking was paid, the commissions by their state now. */
export const ZAffiliateEarningsDay = z.object({
  day: ZDay,
  pendingCents: z.number().int(),
  approvedCents: z.number().int(),
  paidCents: z.number().int(),
});
export type TAffiliateEarningsDay = z.infer<typeof ZAffiliateEarningsDay>;
/** The chart covers the last 30 days, today included. */
export const AFFILIATE_SERIES_DAYS = 30;

export const ZAffiliateDashboardResponse = z.object({
  name: z.string(),
  email: z.string(),
  discountCode: z.string().nullable(),
  discountPercent: z.number(),
  commissionPercent: z.number(),
  paymentAccountId: z.string().nullable(),
  isPaymentAccountSetUp: z.boolean(),
  earnings: ZAffiliateEarnings,
  clawbacks: ZAffiliateClawbacks,
  series: z.array(ZAffiliateEarningsDay),
});
export type TAffiliateDashboard = z.infer<typeof ZAffiliateDashboardResponse>;

/** The affiliate's referred bookings, 10 per page, newest first. */
export const AFFILIATE_COMMISSIONS_PAGE_SIZE = 10;

/**
 * A booking that came through the affiliate, as the affiliate sees it: what, when, how much, the commission
 * and its state; never who the traveller is.
 */
export const ZAffiliateCommission = z.object({
  id: z.string(),
  /** When the booking was paid. */
  bookedAt: ZInstant,
  activityTitle: z.string(),
  /** The tour's day and time (Lisbon). */
  day: ZDay,
  startTime: z.string(),
  /** What the traveller paid, after the discount. */
  amountCents: z.number().int(),
  ratePercent: z.number(),
  commissionCents: z.number().int(),
  state: z.enum(COMMISSION_STATES),
  paidAt: ZInstant.nullable(),
  /** Kept back from this commission's payout against earlier claw-backs. */
  withheldCents: z.number().int(),
});
export type TAffiliateCommission = z.infer<typeof ZAffiliateCommission>;
export const ZAffiliateCommissionsResponse = ZPage(ZAffiliateCommission);
export type TAffiliateCommissionsResponse = z.infer<typeof ZAffiliateCommissionsResponse>;

/** After the return from onboarding: whether the provider holds the account as set up. */
export const ZAffiliatePaymentSetupResponse = z.object({
  isPaymentAccountSetUp: z.boolean(),
  paymentAccountId: z.string().nullable(),
});
export type TAffiliatePaymentSetup = z.infer<typeof ZAffiliatePaymentSetupResponse>;

/** An affiliate as the admin's affiliates table shows it. */
export const ZAdminAffiliate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  discountCode: z.string().nullable(),
  commissionPercent: z.number(),
  discountPercent: z.number(),
  paymentAccountId: z.string().nullable(),
  isPaymentAccountSetUp: z.boolean(),
  earnings: ZAffiliateEarnings,
  /** Claw-backs still to be kept back from the next payouts. */
  clawbackCarriedCents: z.number().int(),
  /** Paid bookings where the affiliate's discount code took money off. */
  timesRedeemed: z.number().int(),
  createdAt: ZInstant,
});
export type TAdminAffiliate = z.infer<typeof ZAdminAffiliate>;
export const ZAdminAffiliateListResponse = ZPage(ZAdminAffiliate);

export const ZAffiliateIdParams = z.object({ affiliateId: z.uuid({ message: 'Unknown affiliate' }) });

/** The most a discount code may take off (the spec is silent; a free tour is not a discount). */
export const AFFILIATE_MAX_DISCOUNT_PERCENT = 50;

const percent = (max: number, message: string) =>
  z
    .number({ message })
    .min(0, { message })
    .max(max, { message })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: textRef(affiliateTermsTexts, 'twoDecimals'),
    });

/** 12.5 % → 1250 basis points. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

export const affiliateTermsTexts = defineTexts('affiliateTerms', {
  commission: `The commission must be between 0 and ${AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100} %`,
  discount: `The discount must be between 0 and ${AFFILIATE_MAX_DISCOUNT_PERCENT} %`,
  saved: 'The new terms apply to bookings made from now on.',
  twoDecimals: 'Use at most two decimals',
});

/** The admin changes an affiliate's commission (at most 20 %) and discount; later bookings only. */
export const ZUpdateAffiliateTermsRequest = z.object({
  commissionPercent: percent(
    AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100,
    textRef(affiliateTermsTexts, 'commission'),
  ),
  discountPercent: percent(AFFILIATE_MAX_DISCOUNT_PERCENT, textRef(affiliateTermsTexts, 'discount')),
});
export type TUpdateAffiliateTermsRequest = z.infer<typeof ZUpdateAffiliateTermsRequest>;

/** A coupon at the payment provider (the spec's coupons call), with the affiliate it belongs to. */
export const ZAffiliateCoupon = z.object({
  couponId: z.string(),
  name: z.string().nullable(),
  percentOff: z.number().nullable(),
  isValid: z.boolean(),
  affiliateId: z.string().nullable(),
  /** The affiliate's coupon now (an older one stays at the provider after the discount changed). */
  isCurrent: z.boolean(),
});
export type TAffiliateCoupon = z.infer<typeof ZAffiliateCoupon>;
export const ZAffiliateCouponsResponse = z.object({ coupons: z.array(ZAffiliateCoupon) });
export type TAffiliateCouponsResponse = z.infer<typeof ZAffiliateCouponsResponse>;
