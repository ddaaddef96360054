import { randomBytes, randomUUID } from 'node:crypto';
import {
  AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS,
  AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS,
  AFFILIATE_DISCOUNT_CODE_ALPHABET,
  AFFILIATE_DISCOUNT_CODE_LENGTH,
  AFFILIATES_PAGE_SIZE,
  affiliateTexts,
  type TAdminAffiliate,
  type TAffiliateDashboard,
  type TAffiliatePaymentSetup,
} from '@roteiro/domain/affiliates/schemas';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TUrlResponse } from '@roteiro/domain/common/responses';
import { messages } from '@roteiro/domain/messages/messages';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import { randomCode } from '@roteiro/domain/text/random-code';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Auth } from '../../platform/auth/auth.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { affiliateWelcomeMail } from '../../platform/mail/templates/affiliate-welcome.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { PaymentProvider, PaymentWebhookEvent } from '../../platform/payments/payment-provider.ts';
import { createAccount, isEmailTaken } from '../accounts/accounts.service.ts';
import { accountUpdate, callProvider } from '../payments/payments.service.ts';
import {
  anonymiseAffiliateRecord,
  findAffiliateByEmail,
  findAffiliateOfUser,
  insertAffiliate,
  listAffiliates,
  markPaymentAccountSetUp,
  setPaymentAccountIfMissing,
  setPaymentAccountSetUpByAccount,
  sumCommissions,
} from './affiliates.repository.ts';

export type AffiliatesDeps = {
  db: Db;
  auth: Auth;
  payments: PaymentProvider;
  outbox: Pick<Outbox, 'enqueue'>;
  appUrl: string;
};

const alreadyInProgram = () =>
  new AppError('CONFLICT', messages.affiliateAlreadyInProgram, { email: messages.affiliateAlreadyInProgram });

const affiliatePage = (appUrl: string, accountId: string) => `${appUrl}/affiliate/${accountId}`;

/**
 * The /affiliates join form: a payment account, a discount code with its provider coupon, an affiliate
 * account (role 'affiliate', e-mail unverified) and a welcome e-mail; then a sign-in link whose landing
 * page is the payment onboarding (opening it proves the address).
 */
export async function joinAffiliates(
  deps: AffiliatesDeps,
  input: { name: string; email: string; phoneNumber?: string | undefined },
  context: { headers: Headers; log: FastifyBaseLogger },
): Promise<{ message: string }> {
  const { db, payments, outbox, appUrl } = deps;
  if (await findAffiliateByEmail(db, input.email)) {
    throw alreadyInProgram();
  }
  if (await isEmailTaken(db, input.email)) {
    throw new AppError('CONFLICT', affiliateTexts.emailTaken, { email: affiliateTexts.emailTaken });
  }
  const affiliateId = randomUUID();
  const discountCode = randomCode(AFFILIATE_DISCOUNT_CODE_LENGTH, AFFILIATE_DISCOUNT_CODE_ALPHABET);
  const discountPercent = AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS / 100;
  const { accountId } = await callProvider(
    () =>
      payments.createConnectedAccount({
        email: input.email,
        country: 'PT',
        metadata: { affiliateId },
        idempotencyKey: `affiliate-account:${affiliateId}`,
      }),
    messages.affiliateAddFailed,
  );
  const { couponId } = await callProvider(
    () =>
      payments.createCoupon({
        percentOff: discountPercent,
        name: discountCode,
        metadata: { affiliateId, discountCode },
        idempotencyKey: `affiliate-coupon:${affiliateId}`,
      }),
    messages.affiliateAddFailed,
  );
  try {
    await db.transaction().execute(async (trx) => {
      // Affiliates sign in with e-mailed links: the password is random and never shown to anyone.
      const user = await createAccount(trx, {
        email: input.email,
        name: input.name,
        role: 'affiliate',
        password: randomBytes(32).toString('base64url'),
        emailVerified: false,
      });
      const inserted = await insertAffiliate(trx, {
        id: affiliateId,
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber ?? null,
        userId: user.id,
        paymentAccountId: accountId,
        discountCode,
        providerCouponId: couponId,
        discountBasisPoints: AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS,
        commissionRateBasisPoints: AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS,
      });
      if (!inserted) {
        throw alreadyInProgram();
      }
      await outbox.enqueue(trx, {
        kind: 'mail.send',
        payload: {
          to: input.email,
          ...affiliateWelcomeMail({
            name: input.name,
            discountCode,
            discountPercent,
            commissionPercent: AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS / 100,
            onboardingUrl: affiliatePage(appUrl, accountId),
          }),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw alreadyInProgram();
    }
    throw error;
  }
  try {
    await deps.auth.api.signInMagicLink({
      body: {
        email: input.email,
        callbackURL: `/affiliate/${accountId}`,
        errorCallbackURL: '/login?link=invalid',
      },
      headers: context.headers,
    });
  } catch (error) {
    // The account exists: the affiliate can still ask for a sign-in link on /login.
    context.log.error({ err: error, affiliateId }, 'affiliate sign-in link not sent');
  }
  return { message: messages.affiliateThanks };
}

async function myAffiliate(db: Db, actor: TSessionUser) {
  const affiliate = await findAffiliateOfUser(db, actor.id);
  if (!affiliate) {
    throw new AppError('NOT_FOUND');
  }
  return affiliate;
}

/**
 * A fresh onboarding link for the signed-in affiliate's own payment account (creating the account when
 * the affiliate has none yet). `accountId`, when given, must be that account: others answer 404.
 */
export async function onboardingLink(
  deps: AffiliatesDeps,
  actor: TSessionUser,
  accountId?: string,
): Promise<TUrlResponse> {
  const affiliate = await myAffiliate(deps.db, actor);
  if (accountId !== undefined && affiliate.paymentAccountId !== accountId) {
    throw new AppError('NOT_FOUND');
  }
  let paymentAccountId = affiliate.paymentAccountId;
  if (!paymentAccountId) {
    const created = await callProvider(
      () =>
        deps.payments.createConnectedAccount({
          email: affiliate.email,
          country: 'PT',
          metadata: { affiliateId: affiliate.id },
          idempotencyKey: `affiliate-account:${affiliate.id}`,
        }),
      messages.affiliateAddFailed,
    );
    // Same idempotency key, same account: a concurrent call sets the same id, so the WHERE is enough.
    await setPaymentAccountIfMissing(deps.db, affiliate.id, created.accountId);
    paymentAccountId = created.accountId;
  }
  const id = paymentAccountId;
  return callProvider(() =>
    deps.payments.createOnboardingLink({
      accountId: id,
      refreshUrl: affiliatePage(deps.appUrl, id),
      returnUrl: `${deps.appUrl}/affiliate/set-up-payment`,
    }),
  );
}

/** Back from onboarding: asks the provider whether the details were submitted and records it. */
export async function refreshPaymentSetUp(
  deps: AffiliatesDeps,
  actor: TSessionUser,
): Promise<TAffiliatePaymentSetup> {
  const affiliate = await myAffiliate(deps.db, actor);
  const accountId = affiliate.paymentAccountId;
  if (!accountId) {
    return { isPaymentAccountSetUp: false, paymentAccountId: null };
  }
  if (affiliate.isPaymentAccountSetUp) {
    return { isPaymentAccountSetUp: true, paymentAccountId: accountId };
  }
  const status = await callProvider(() => deps.payments.getAccountStatus(accountId));
  if (status.detailsSubmitted) {
    await markPaymentAccountSetUp(deps.db, affiliate.id, accountId);
  }
  return { isPaymentAccountSetUp: status.detailsSubmitted, paymentAccountId: accountId };
}

export async function affiliateDashboard(db: Db, actor: TSessionUser): Promise<TAffiliateDashboard> {
  const affiliate = await myAffiliate(db, actor);
  const sums = await sumCommissions(db, affiliate.id);
  return {
    name: affiliate.name,
    email: affiliate.email,
    discountCode: affiliate.discountCode,
    discountPercent: affiliate.discountBasisPoints / 100,
    commissionPercent: affiliate.commissionRateBasisPoints / 100,
    paymentAccountId: affiliate.paymentAccountId,
    isPaymentAccountSetUp: affiliate.isPaymentAccountSetUp,
    earnings: {
      pendingCents: sums.expectedCents,
      approvedCents: sums.approvedCents,
      paidCents: sums.paidCents,
    },
  };
}

export async function listAffiliatesPage(db: Db, query: TPageQuery): Promise<TPage<TAdminAffiliate>> {
  const window = pageWindow(query, AFFILIATES_PAGE_SIZE);
  const { items, total } = await listAffiliates(db, { ...window, search: query.search });
  return toPage(
    items.map(({ commissionRateBasisPoints, createdAt, ...row }) => ({
      ...row,
      commissionPercent: commissionRateBasisPoints / 100,
      createdAt: new Date(createdAt).toISOString(),
    })),
    total,
    window,
  );
}

/** `account.updated`: an affiliate's setup flag follows the provider (details submitted = set up). */
export async function onAccountUpdated(trx: Trx, event: PaymentWebhookEvent): Promise<void> {
  const update = accountUpdate(event);
  if (update) {
    await setPaymentAccountSetUpByAccount(trx, update.accountId, update.detailsSubmitted);
  }
}

/** Deleting an affiliate's account: the discount code stops working; the payment account stays. */
export async function anonymiseAffiliate(trx: Trx, userId: string): Promise<void> {
  await anonymiseAffiliateRecord(trx, userId);
}
