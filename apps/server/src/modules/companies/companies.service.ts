import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TUrlResponse } from '@roteiro/domain/common/responses';
import { textRef } from '@roteiro/domain/i18n/texts';
import { type TCompanyProfile, ZCompanyProfile } from '@roteiro/domain/staff/company-profile';
import type { TCompanyProfileResponse } from '@roteiro/domain/staff/schemas';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db, Trx } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentProvider, PaymentWebhookEvent } from '../../platform/payments/payment-provider.ts';
import { accountUpdate, callProvider } from '../payments/payments.service.ts';
import { cancelFutureAllocationsOfCompany } from '../scheduling/scheduling.service.ts';
import {
  clearCompanyContact,
  findCompanyProfile,
  insertCompany,
  setHasFinishedSetUp,
  setHasFinishedSetUpByAccount,
  setPaymentAccountIfMissing,
  updateCompanyInformation,
  updateCompanySettings,
} from './companies.repository.ts';

export type CompaniesDeps = { db: Db; payments: PaymentProvider; appUrl: string };

/** The profile page's return and refresh routes (operations.md §2: company-profile). */
const PROFILE_PATH = '/company/settings/profile';

async function loadProfile(db: Db, actor: TSessionUser) {
  const row = actor.companyId ? await findCompanyProfile(db, actor.companyId) : undefined;
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

export async function getCompanyProfile(db: Db, actor: TSessionUser): Promise<TCompanyProfileResponse> {
  const row = await loadProfile(db, actor);
  return {
    information: {
      name: row.name,
      phoneNumber: row.phoneNumber ?? '',
      city: row.city ?? '',
      line1: row.line1 ?? '',
      line2: row.line2 ?? '',
      postal_code: row.postalCode ?? '',
      tax_id: row.taxId ?? '',
    },
    hasPaymentAccount: row.paymentAccountId !== null,
    hasFinishedSetUp: row.hasFinishedSetUp,
    /** The dashboard asks to complete the profile while either is missing (operations.md §2). */
    isMissingMessagingOrSeats: !row.messagingId || row.numberOfSeats === null,
  };
}

export async function saveCompanyInformation(db: Db, actor: TSessionUser, input: TCompanyProfile) {
  const row = await loadProfile(db, actor);
  await updateCompanyInformation(db, row.id, {
    name: input.name,
    phoneNumber: input.phoneNumber,
    city: input.city,
    line1: input.line1,
    line2: input.line2,
    postalCode: input.postal_code,
    taxId: input.tax_id,
  });
  return getCompanyProfile(db, actor);
}

/**
 * Step 2: creates the company's connected account (once: the provider call carries an idempotency key
 * and the column is only filled while empty) and answers a fresh onboarding link.
 */
export async function startPaymentOnboarding(
  { db, payments, appUrl }: CompaniesDeps,
  actor: TSessionUser,
): Promise<TUrlResponse> {
  const row = await loadProfile(db, actor);
  const information = {
    name: row.name,
    phoneNumber: row.phoneNumber ?? '',
    city: row.city ?? '',
    line1: row.line1 ?? '',
    line2: row.line2 ?? '',
    postal_code: row.postalCode ?? '',
    tax_id: row.taxId ?? '',
  };
  const parsed = ZCompanyProfile.safeParse(information);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', textRef(staffTexts, 'profileIncompleteForPayments'));
  }
  let accountId = row.paymentAccountId;
  if (!accountId) {
    const created = await callProvider(() =>
      payments.createConnectedAccount({
        email: row.email,
        businessName: row.name,
        country: 'PT',
        // The spec sends the tax id as both tax_id and vat_id (operations.md §3, §7).
        metadata: {
          companyId: row.id,
          phoneNumber: parsed.data.phoneNumber,
          tax_id: parsed.data.tax_id,
          vat_id: parsed.data.tax_id,
        },
        idempotencyKey: `company-account:${row.id}`,
      }),
    );
    await setPaymentAccountIfMissing(db, row.id, created.accountId);
    accountId = (await loadProfile(db, actor)).paymentAccountId ?? created.accountId;
  }
  const link = await callProvider(() =>
    payments.createOnboardingLink({
      accountId,
      returnUrl: `${appUrl}${PROFILE_PATH}?onboarding=return`,
      refreshUrl: `${appUrl}${PROFILE_PATH}?onboarding=refresh`,
    }),
  );
  return { url: link.url };
}

/** The onboarding return route: reads the provider's status; details submitted = setup finished. */
export async function refreshPaymentAccount({ db, payments }: CompaniesDeps, actor: TSessionUser) {
  const row = await loadProfile(db, actor);
  if (!row.paymentAccountId) {
    return { hasFinishedSetUp: false };
  }
  const accountId = row.paymentAccountId;
  const status = await callProvider(() => payments.getAccountStatus(accountId));
  if (status.detailsSubmitted !== row.hasFinishedSetUp) {
    await setHasFinishedSetUp(db, row.id, status.detailsSubmitted);
  }
  return { hasFinishedSetUp: status.detailsSubmitted };
}

/** "Payment dashboard": a one-time login link to the provider's dashboard, once setup is finished. */
export async function paymentDashboardLink(
  { db, payments }: CompaniesDeps,
  actor: TSessionUser,
): Promise<TUrlResponse> {
  const row = await loadProfile(db, actor);
  const accountId = row.paymentAccountId;
  if (!row.hasFinishedSetUp || !accountId) {
    throw new AppError('CONFLICT', textRef(staffTexts, 'paymentSetupNotFinished'));
  }
  return callProvider(() => payments.createDashboardLink(accountId));
}

/** `account.updated`: a company's setup flag follows the provider (details submitted = setup finished). */
export async function onAccountUpdated(trx: Trx, event: PaymentWebhookEvent): Promise<void> {
  const update = accountUpdate(event);
  if (update) {
    await setHasFinishedSetUpByAccount(trx, update.accountId, update.detailsSubmitted);
  }
}

/**
 * Deleting a company's account: its phone and messaging ID are cleared and its future allocations
 * canceled; the company row and its payment account stay, so unpaid runs can still be transferred.
 */
export async function onCompanyDeleted(trx: Trx, companyId: string): Promise<void> {
  await clearCompanyContact(trx, companyId);
  await cancelFutureAllocationsOfCompany(trx, companyId, lisbonDay(new Date()));
}

/** The company row of a company account being registered, in the registration's transaction. */
export async function createCompany(trx: Trx, company: { id: string; name: string }): Promise<void> {
  await insertCompany(trx, company);
}

/** The settings page saves a company's number of seats and messaging ID, in the caller's transaction. */
export async function saveCompanySettings(
  trx: Trx,
  companyId: string,
  values: { numberOfSeats?: number | null; messagingId?: string | null },
): Promise<void> {
  await updateCompanySettings(trx, companyId, values);
}
