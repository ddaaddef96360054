import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { createUser, signIn, type TestApp } from '../../../test/test-app.ts';
import { type PaymentProvider, PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import { isTestPaymentProvider } from '../../platform/payments/test-payment-provider.ts';
import { createTodayGroup } from '../checkin/checkin.test-helpers.ts';
import type { AffiliatePayoutsDeps } from './affiliate-payouts.service.ts';

let codeCounter = 0;

/**
 * An affiliate with its account, discount code and a test-mode payment account (onboarding completed
 * unless `isSetUp` is false). Rates in basis points (1000 = 10 %).
 */
export async function createAffiliate(
  t: TestApp,
  options: { commissionBasisPoints?: number; discountBasisPoints?: number; isSetUp?: boolean } = {},
) {
  const payments = t.adapters.payments;
  if (!isTestPaymentProvider(payments)) {
    throw new Error('createAffiliate needs the test-mode payment provider');
  }
  const user = await createUser(t.db, 'affiliate', { name: 'Test Affiliate' });
  const id = randomUUID();
  const { accountId } = await payments.createConnectedAccount({
    email: user.email,
    country: 'PT',
    metadata: { affiliateId: id },
  });
  const isSetUp = options.isSetUp ?? true;
  if (isSetUp) {
    await payments.completeTestOnboarding(accountId);
  }
  codeCounter += 1;
  const discountCode = `AF${process.pid}X${codeCounter}`.toUpperCase();
  await t.db
    .insertInto('affiliate')
    .values({
      id,
      name: `Affiliate ${codeCounter}`,
      email: user.email,
      userId: user.id,
      paymentAccountId: accountId,
      isPaymentAccountSetUp: isSetUp,
      discountCode,
      discountBasisPoints: options.discountBasisPoints ?? 1000,
      commissionRateBasisPoints: options.commissionBasisPoints ?? 1000,
    })
    .execute();
  return { id, userId: user.id, email: user.email, discountCode, accountId };
}

/** A company with its payment setup finished, which staffs the test groups of today. */
export async function createStaffingCompany(t: TestApp) {
  const company = await createCompany(t.db, { name: 'Affiliate Tours', hasFinishedSetUp: true });
  return { ...company, cookie: await signIn(t.app, company.email) };
}

/** Today's group with paid bookings made through the real checkout and webhook, staffed by the company. */
export function bookTodayGroup(
  t: TestApp,
  company: { id: string },
  bookings: { participants: number; discountCode?: string; referralCode?: string }[],
) {
  return createTodayGroup(t, { companyIds: [company.id], bookings });
}

/**
 * The company starts the group through the API (the commissions of the bookings that showed up become
 * approved) and finishes it. Bookings listed in `noShow` (by index) keep their tickets unscanned.
 */
export async function startGroup(
  t: TestApp,
  company: { cookie: string },
  group: Awaited<ReturnType<typeof createTodayGroup>>,
  options: { noShow?: number[] } = {},
) {
  const skipped = new Set((options.noShow ?? []).map((index) => group.bookings[index]?.id));
  const tickets = group.tickets.filter((ticket) => !skipped.has(ticket.bookingId)).map((t) => t.qrText);
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/guider/groups/${group.groupId}/start`,
    headers: { cookie: company.cookie },
    payload: { idempotencyKey: randomUUID(), tickets },
  });
  expect(start.statusCode, start.body).toBe(200);
  const runId = start.json().run.id as string;
  const finish = await t.app.inject({
    method: 'POST',
    url: `/api/guider/runs/${runId}/finish`,
    headers: { cookie: company.cookie },
  });
  expect(finish.statusCode, finish.body).toBe(200);
}

/** A group of today booked through the affiliate(s), started and finished: its commissions are approved. */
export async function runTodayGroup(
  t: TestApp,
  company: { id: string; cookie: string },
  bookings: { participants: number; discountCode?: string; referralCode?: string }[],
) {
  const group = await bookTodayGroup(t, company, bookings);
  await startGroup(t, company, group);
  return group;
}

/** The commission of a booking, as stored. */
export async function commissionOf(t: TestApp, bookingId: string) {
  return t.db
    .selectFrom('affiliate_commission')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/** The ledger rows of a commission, by kind. */
export async function movementsOf(t: TestApp, commissionId: string) {
  return t.db
    .selectFrom('money_movement')
    .select(['kind', 'amountCents', 'providerRef'])
    .where('commissionId', '=', commissionId)
    .orderBy('kind')
    .execute();
}

/**
 * A provider that records every transfer it really made. `forgetKeys` makes it ignore idempotency keys
 * (Stripe forgets them after 24 hours); `loseAnswerOf` makes the transfers of these commissions succeed at the
 * provider but throw before the answer comes back (a crash or a lost connection).
 */
export function spyProvider(
  payments: PaymentProvider,
  options: { forgetKeys?: boolean; loseAnswerOf?: Set<string>; failAll?: boolean } = {},
) {
  const made: { transferId: string; commissionId: string; amountCents: number }[] = [];
  const provider: AffiliatePayoutsDeps['payments'] = {
    findTransfer: (group) => payments.findTransfer(group),
    createTransfer: async (input) => {
      if (options.failAll) {
        throw new PaymentProviderError('createTransfer', 'the provider is down', { retryable: true });
      }
      const key = options.forgetKeys ? `${input.idempotencyKey}:${randomUUID()}` : input.idempotencyKey;
      const result = await payments.createTransfer({ ...input, idempotencyKey: key });
      const commissionId = input.metadata.commissionId ?? '';
      if (!made.some((transfer) => transfer.transferId === result.transferId)) {
        made.push({ transferId: result.transferId, commissionId, amountCents: input.amountCents });
      }
      if (options.loseAnswerOf?.has(commissionId)) {
        options.loseAnswerOf.delete(commissionId);
        throw new PaymentProviderError('createTransfer', 'connection reset', { retryable: true });
      }
      return result;
    },
  };
  return { provider, made };
}

export const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined };
