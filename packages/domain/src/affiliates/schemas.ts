import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';
import { ZInstant } from '../common/responses.ts';
import { ZPage } from '../paging/paging.ts';

export const affiliateTexts = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailTaken: 'This email already belongs to another account',
} as const;

/** Affiliates earn up to 20 % (operations.md §1, §9); new affiliates start at 10 %. */
export { AFFILIATE_MAX_COMMISSION_BASIS_POINTS } from './rules.ts';
export const AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS = 1000;
/** Travellers who use an affiliate's discount code get 10 % off. */
export { AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS } from './rules.ts';
export const AFFILIATE_DISCOUNT_CODE_LENGTH = 8;
export const AFFILIATE_DISCOUNT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Admin affiliates table: 10 per page (operations.md §9). */
export const AFFILIATES_PAGE_SIZE = 10;

/** /affiliates join form: name and e-mail required (operations.md §5), phone optional. */
export const ZJoinAffiliatesRequest = z.object({
  name: z.string().trim().min(1, { message: affiliateTexts.nameRequired }).max(120),
  email: z.string().trim().min(1, { message: affiliateTexts.emailRequired }).pipe(ZEmail),
  phoneNumber: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ()-]*$/, { message: 'Enter a valid phone number' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TJoinAffiliatesRequest = z.input<typeof ZJoinAffiliatesRequest>;

export const ZAffiliateAccountParams = z.object({
  accountId: z.string().regex(/^acct_[A-Za-z0-9_]{1,64}$/, { message: 'Unknown payment account' }),
});

/**
 * The dashboard's three figures (operations.md §4, §9), sums over the affiliate's commissions:
 * pending = state 'expected' (paid booking, activity not started), approved = state 'pending'
 * (activity started), paid = state 'paid'. Reversed commissions count nowhere.
 */
export const ZAffiliateEarnings = z.object({
  pendingCents: z.number().int(),
  approvedCents: z.number().int(),
  paidCents: z.number().int(),
});
export type TAffiliateEarnings = z.infer<typeof ZAffiliateEarnings>;

export const ZAffiliateDashboardResponse = z.object({
  name: z.string(),
  email: z.string(),
  discountCode: z.string().nullable(),
  discountPercent: z.number(),
  commissionPercent: z.number(),
  paymentAccountId: z.string().nullable(),
  isPaymentAccountSetUp: z.boolean(),
  earnings: ZAffiliateEarnings,
});
export type TAffiliateDashboard = z.infer<typeof ZAffiliateDashboardResponse>;

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
  paymentAccountId: z.string().nullable(),
  isPaymentAccountSetUp: z.boolean(),
  unpaidCents: z.number().int(),
  paidCents: z.number().int(),
  createdAt: ZInstant,
});
export type TAdminAffiliate = z.infer<typeof ZAdminAffiliate>;
export const ZAdminAffiliateListResponse = ZPage(ZAdminAffiliate);
