import { randomBytes, randomUUID } from 'node:crypto';
import {
  AFFILIATE_COMMISSIONS_PAGE_SIZE,
  AFFILIATE_DEFAULT_COMMISSION_BASIS_POINTS,
  AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS,
  AFFILIATE_DISCOUNT_CODE_ALPHABET,
  AFFILIATE_DISCOUNT_CODE_LENGTH,
  AFFILIATE_SERIES_DAYS,
  AFFILIATES_PAGE_SIZE,
  affiliateTexts,
  percentToBasisPoints,
  type TAdminAffiliate,
  type TAffiliateCommissionsResponse,
  type TAffiliateCouponsResponse,
  type TAffiliateDashboard,
  type TAffiliatePaymentSetup,
  type TUpdateAffiliateTermsRequest,
} from '@roteiro/domain/affiliates/schemas';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { hhmm } from '@roteiro/domain/booking/slots';
import type { TUrlResponse } from '@roteiro/domain/common/responses';
import { DEFAULT_LOCALE, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import { randomCode } from '@roteiro/domain/text/random-code';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
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
  commissionsByDay,
  currentCouponIds,
  findAffiliateByEmail,
  findAffiliateOfUser,
  findAffiliateTerms,
  insertAffiliate,
  listAffiliates,
  listCommissions,
  markPaymentAccountSetUp,
  setAffiliateTerms,
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
  new AppError('CONFLICT', textRef(messages, 'affiliateAlreadyInProgram'), {
    email: textRef(messages, 'affiliateAlreadyInProgram'),
  });

const affiliatePage = (appUrl: string, accountId: string) => `${appUrl}/affiliate/${accountId}`;

/**
 * The /affiliates join form: a payment account, a discount code with its provider coupon, an affiliate
 * account (role 'affiliate', e-mail unverified) and a welcome e-mail; then a sign-in link whose landing
 * page is the payment onboarding (opening it proves the address).
 */
export async function joinAffiliates(
  deps: AffiliatesDeps,
  input: { name: string; email: string; phoneNumber?: string | undefined },
  context: { headers: Headers; log: FastifyBaseLogger; locale: TLocale },
): Promise<{ message: string }> {
  const { db, payments, outbox, appUrl } = deps;
  if (await findAffiliateByEmail(db, input.email)) {
    throw alreadyInProgram();
  }
  if (await isEmailTaken(db, input.email)) {
    throw new AppError('CONFLICT', textRef(affiliateTexts, 'emailTaken'), {
      email: textRef(affiliateTexts, 'emailTaken'),
    });
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
    textRef(messages, 'affiliateAddFailed'),
  );
  const { couponId } = await callProvider(
    () =>
      payments.createCoupon({
        percentOff: discountPercent,
        name: discountCode,
        metadata: { affiliateId, discountCode },
        idempotencyKey: `affiliate-coupon:${affiliateId}`,
      }),
    textRef(messages, 'affiliateAddFailed'),
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
        locale: context.locale,
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
            // The new account's language (the joining page's), as its sign-in link below.
            locale: context.locale,
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
        errorCallbackURL: withLocaleQuery(
          '/login?link=invalid',
          context.locale === DEFAULT_LOCALE ? null : context.locale,
        ),
        // In the new account's language, the joining page's (see requestSignInLink).
        metadata: { locale: context.locale },
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
      textRef(messages, 'affiliateAddFailed'),
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

/** /affiliate/dashboard: the three earnings, the claw-backs carried, the code and the last 30 days. */
export async function affiliateDashboard(
  db: Db,
  actor: TSessionUser,
  now: Date = new Date(),
): Promise<TAffiliateDashboard> {
  const affiliate = await myAffiliate(db, actor);
  const sums = await sumCommissions(db, affiliate.id);
  const today = lisbonDay(now);
  const firstDay = addDays(today, 1 - AFFILIATE_SERIES_DAYS);
  const byDay = new Map((await commissionsByDay(db, affiliate.id, firstDay)).map((row) => [row.day, row]));
  const series = Array.from({ length: AFFILIATE_SERIES_DAYS }, (_, index) => {
    const day = addDays(firstDay, index);
    const row = byDay.get(day);
    return {
      day,
      pendingCents: row?.pendingCents ?? 0,
      approvedCents: row?.approvedCents ?? 0,
      paidCents: row?.paidCents ?? 0,
    };
  });
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
    clawbacks: {
      clawedBackCents: sums.clawedBackCents,
      recoveredCents: sums.recoveredCents,
      carriedCents: Math.max(sums.clawedBackCents - sums.recoveredCents, 0),
    },
    series,
  };
}

/** The signed-in affiliate's referred bookings and commissions (its own only: no id is taken from outside). */
export async function listMyCommissions(
  db: Db,
  actor: TSessionUser,
  query: TPageQuery,
): Promise<TAffiliateCommissionsResponse> {
  const affiliate = await myAffiliate(db, actor);
  const window = pageWindow(query, AFFILIATE_COMMISSIONS_PAGE_SIZE);
  const { rows, total } = await listCommissions(db, { affiliateId: affiliate.id, ...window });
  return toPage(
    rows.map((row) => ({
      id: row.id,
      bookedAt: iso(row.bookedAt ?? new Date(0)),
      activityTitle: row.activityTitle,
      day: row.day,
      startTime: hhmm(row.startTime),
      amountCents: row.baseCents,
      ratePercent: row.rateBasisPoints / 100,
      commissionCents: row.amountCents,
      state: row.state,
      paidAt: row.paidAt ? iso(row.paidAt) : null,
      withheldCents: row.withheldCents,
    })),
    total,
    window,
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

type AdminAffiliateRow = Awaited<ReturnType<typeof listAffiliates>>['items'][number];

function toAdminAffiliate(row: AdminAffiliateRow): TAdminAffiliate {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    discountCode: row.discountCode,
    commissionPercent: row.commissionRateBasisPoints / 100,
    discountPercent: row.discountBasisPoints / 100,
    paymentAccountId: row.paymentAccountId,
    isPaymentAccountSetUp: row.isPaymentAccountSetUp,
    earnings: { pendingCents: row.pendingCents, approvedCents: row.approvedCents, paidCents: row.paidCents },
    clawbackCarriedCents: Math.max(row.clawbackCarriedCents, 0),
    timesRedeemed: row.timesRedeemed,
    createdAt: iso(row.createdAt),
  };
}

/** The admin's affiliates program: 10 per page, searchable, each with its totals. */
export async function listAffiliatesPage(db: Db, query: TPageQuery): Promise<TPage<TAdminAffiliate>> {
  const window = pageWindow(query, AFFILIATES_PAGE_SIZE);
  const { items, total } = await listAffiliates(db, { ...window, search: query.search });
  return toPage(items.map(toAdminAffiliate), total, window);
}

/**
 * The admin changes an affiliate's commission (at most 20 %) and discount. Commissions are computed at the
 * rate in force when a booking is paid and discounts when it is priced, so only later bookings change. A new
 * discount gets a new provider coupon (a coupon's percentage cannot change); the old one stays there.
 */
export async function updateAffiliateTerms(
  deps: Pick<AffiliatesDeps, 'db' | 'payments'>,
  affiliateId: string,
  input: TUpdateAffiliateTermsRequest,
): Promise<TAdminAffiliate> {
  const current = await findAffiliateTerms(deps.db, affiliateId);
  if (!current) {
    throw new AppError('NOT_FOUND');
  }
  const discountBasisPoints = percentToBasisPoints(input.discountPercent);
  let providerCouponId = current.providerCouponId;
  if (discountBasisPoints !== current.discountBasisPoints && discountBasisPoints > 0) {
    const name = current.discountCode ?? affiliateId;
    ({ couponId: providerCouponId } = await callProvider(() =>
      deps.payments.createCoupon({
        percentOff: discountBasisPoints / 100,
        name,
        metadata: { affiliateId, ...(current.discountCode ? { discountCode: current.discountCode } : {}) },
        idempotencyKey: `affiliate-coupon:${affiliateId}:${discountBasisPoints}`,
      }),
    ));
  }
  await setAffiliateTerms(deps.db, affiliateId, {
    commissionRateBasisPoints: percentToBasisPoints(input.commissionPercent),
    discountBasisPoints,
    providerCouponId,
  });
  const { items } = await listAffiliates(deps.db, { limit: 1, offset: 0, id: affiliateId });
  const [row] = items;
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return toAdminAffiliate(row);
}

/**
 * The spec's coupons call: every coupon at the payment provider, with the affiliate it belongs to
 * (`metadata.affiliateId`). A provider failure answers "There has been an error retrieving the affiliates
 * coupons."
 */
export async function listAffiliateCoupons(
  deps: Pick<AffiliatesDeps, 'db' | 'payments'>,
): Promise<TAffiliateCouponsResponse> {
  const coupons = await callProvider(
    () => deps.payments.listCoupons(),
    textRef(messages, 'affiliateCouponsFailed'),
  );
  const current = new Set((await currentCouponIds(deps.db)).map((row) => row.providerCouponId));
  return {
    coupons: coupons.map((coupon) => ({
      couponId: coupon.couponId,
      name: coupon.name,
      percentOff: coupon.percentOff,
      isValid: coupon.valid,
      affiliateId: coupon.metadata.affiliateId ?? null,
      isCurrent: current.has(coupon.couponId),
    })),
  };
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
