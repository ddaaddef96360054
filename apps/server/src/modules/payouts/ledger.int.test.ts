import { randomUUID } from 'node:crypto';
import type { TLedgerGroup, TLedgerGroupsResponse, TLedgerMismatch } from '@roteiro/domain/money/ledger';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBookableActivity, createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import {
  isTestPaymentProvider,
  type TestPaymentProvider,
} from '../../platform/payments/test-payment-provider.ts';
import { payInCashAtCounter } from '../../seed/seed-bookings.ts';
import { reserveBooking } from '../booking/checkout/checkout.ts';
import {
  createAffiliate,
  createStaffingCompany,
  runTodayGroup,
  silentLog,
} from './affiliate-payouts.test-helpers.ts';
import { listLedgerGroups } from './ledger.service.ts';

/**
 * The ledger's reconciliation: each group's card charges and refunds against what the payment
 * provider received and refunded, its company and affiliate transfers against the provider's transfers, each
 * company payout against the run's guider payment, cash against the booking's amount. A wrong amount on either
 * side shows on its group.
 */
const t = await createTestApp();
const provider = t.adapters.payments;
if (!isTestPaymentProvider(provider)) {
  throw new Error('the ledger tests need the test-mode payment provider');
}
const payments: TestPaymentProvider = provider;
const admin = await signIn(t.app, (await createUser(t.db, 'admin')).email);

async function api(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A company that staffs today's groups and can be paid (a test-mode account with onboarding done). */
async function payableStaffingCompany() {
  const company = await createStaffingCompany(t);
  const { accountId } = await payments.createConnectedAccount({
    email: company.email,
    country: 'PT',
    metadata: {},
  });
  await payments.completeTestOnboarding(accountId);
  await t.db
    .updateTable('company')
    .set({ paymentAccountId: accountId })
    .where('id', '=', company.id)
    .execute();
  return company;
}

async function ledgerGroup(groupId: string): Promise<TLedgerGroup> {
  const ledger: TLedgerGroupsResponse = await api('GET', '/api/admin/ledger/groups?pageSize=100');
  expect(ledger.total).toBeLessThanOrEqual(100);
  const group = ledger.items.find((item) => item.groupId === groupId);
  if (!group) {
    throw new Error(`group ${groupId} is not in the ledger`);
  }
  return group;
}

/** Changes one movement's amount behind the ledger's back (the table is append-only: its trigger is paused). */
async function plantAmount(
  where: { column: 'bookingId' | 'runId' | 'commissionId'; id: string; kind: string },
  cents: number,
) {
  await sql`alter table "money_movement" disable trigger "money_movement_append_only"`.execute(t.db);
  try {
    const changed = await sql`
      update "money_movement" set "amountCents" = ${cents}
      where ${sql.ref(where.column)} = ${where.id} and "kind" = ${where.kind}`.execute(t.db);
    expect(changed.numAffectedRows).toBe(1n);
  } finally {
    await sql`alter table "money_movement" enable trigger "money_movement_append_only"`.execute(t.db);
  }
}

const byCheck = (mismatches: TLedgerMismatch[]) =>
  [...mismatches].sort((a, b) => a.check.localeCompare(b.check) || a.ref.localeCompare(b.ref));

/** The identity the ledger page used to check (paid = refunds + payouts + commissions + margin): it always holds. */
const identityHolds = (group: TLedgerGroup) =>
  group.paidByTravellers === group.refunds + group.companyPayouts + group.commissions + group.margin;

async function paymentIntentOf(bookingId: string): Promise<string> {
  const { paymentIntentId } = await t.db
    .selectFrom('booking')
    .select('paymentIntentId')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  if (!paymentIntentId) {
    throw new Error(`booking ${bookingId} has no payment intent`);
  }
  return paymentIntentId;
}

describe('the ledger reconciled with the payment provider', () => {
  it('reconciles a run, its card payments, its payout and commission; a wrong amount on either side shows', async () => {
    const company = await payableStaffingCompany();
    const affiliate = await createAffiliate(t); // 10 % off, 10 % commission
    // 2 × 25 € − 10 % = 45 € (commission 4.50 €), and 1 × 25 € without a code.
    const group = await runTodayGroup(t, company, [
      { participants: 2, discountCode: affiliate.discountCode },
      { participants: 1 },
    ]);
    const [coded, plain] = group.bookings;
    if (!coded || !plain) {
      throw new Error('two bookings expected');
    }
    const { id: runId } = await t.db
      .selectFrom('activity_run')
      .select('id')
      .where('groupId', '=', group.groupId)
      .executeTakeFirstOrThrow();
    const { results } = await api('POST', '/api/admin/payments/transfers', { runIds: [runId] });
    expect(results).toEqual([expect.objectContaining({ outcome: 'transferred' })]);
    await api('POST', `/api/admin/affiliates/${affiliate.id}/payouts`);
    const { id: commissionId } = await t.db
      .selectFrom('affiliate_commission')
      .select('id')
      .where('bookingId', '=', coded.id)
      .executeTakeFirstOrThrow();

    const reconciled = await ledgerGroup(group.groupId);
    expect(reconciled).toMatchObject({
      paidByTravellers: 7000,
      refunds: 0,
      companyPayouts: 4000,
      commissions: 450,
      margin: 2550,
      reconciliation: { status: 'reconciled', mismatches: [] },
    });

    // Wrong amounts in the ledger: a card charge, the company's payout, the affiliate's transfer.
    await plantAmount({ column: 'bookingId', id: plain.id, kind: 'charge' }, 2400);
    await plantAmount({ column: 'runId', id: runId, kind: 'company_transfer' }, 4100);
    await plantAmount({ column: 'commissionId', id: commissionId, kind: 'affiliate_transfer' }, 449);
    // And one at the provider: a refund the ledger never recorded.
    const codedIntent = await paymentIntentOf(coded.id);
    await payments.refund({ paymentIntentId: codedIntent, amountCents: 700, idempotencyKey: randomUUID() });

    const broken = await ledgerGroup(group.groupId);
    expect(identityHolds(broken)).toBe(true);
    expect(broken.reconciliation.status).toBe('mismatch');
    expect(byCheck(broken.reconciliation.mismatches)).toEqual([
      { check: 'affiliate_transfer', ref: commissionId, ledgerCents: 449, expectedCents: 450 },
      { check: 'card_charge', ref: await paymentIntentOf(plain.id), ledgerCents: 2400, expectedCents: 2500 },
      { check: 'card_refund', ref: codedIntent, ledgerCents: 0, expectedCents: 700 },
      { check: 'company_payout', ref: runId, ledgerCents: 4100, expectedCents: 4000 },
      { check: 'company_transfer', ref: runId, ledgerCents: 4100, expectedCents: 4000 },
    ]);
  });

  it('reconciles a refunded card booking and a cash sale; a wrong cash amount shows', async () => {
    const activity = await createBookableActivity(t.db); // 25 € per person
    const refunded = await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(9),
      startTime: '10:00',
      participants: 2,
    });
    await api('POST', `/api/admin/bookings/${refunded.id}/refund`);
    const card = await ledgerGroup(refunded.groupId);
    expect(card).toMatchObject({
      paidByTravellers: 5000,
      refunds: 5000,
      reconciliation: { status: 'reconciled', mismatches: [] },
    });

    const vendor = await t.db
      .insertInto('vendor')
      .values({ email: `counter-${randomUUID()}@example.test`, name: 'Counter' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cash = await reserveBooking(
      t.db,
      {
        activityId: activity.id,
        kind: 'shared',
        day: lisbonDayIn(10),
        startTime: '10:00',
        participants: 1,
        clientName: 'Walk-in',
        clientEmail: 'walk-in@example.test',
      },
      { now: new Date(), soldByVendorId: vendor.id },
    );
    await t.db
      .transaction()
      .execute((trx) => payInCashAtCounter(trx, t.config, cash.id, vendor.id, new Date()));
    const { groupId: cashGroupId } = await t.db
      .selectFrom('booking')
      .select('groupId')
      .where('id', '=', cash.id)
      .executeTakeFirstOrThrow();
    expect(await ledgerGroup(cashGroupId)).toMatchObject({
      paidByTravellers: 2500,
      cashSales: 2500,
      reconciliation: { status: 'reconciled', mismatches: [] },
    });

    await plantAmount({ column: 'bookingId', id: cash.id, kind: 'charge' }, 2000);
    const broken = await ledgerGroup(cashGroupId);
    expect(identityHolds(broken)).toBe(true);
    expect(broken.reconciliation).toEqual({
      status: 'mismatch',
      mismatches: [{ check: 'cash_charge', ref: cash.id, ledgerCents: 2000, expectedCents: 2500 }],
    });
  });

  it('shows the ledger unchecked when the provider does not answer', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(11),
      startTime: '10:00',
      participants: 1,
    });
    const down = async () => {
      throw new PaymentProviderError('listPayments', 'the provider is down', { retryable: true });
    };
    const ledger = await listLedgerGroups(
      { db: t.db, payments: { listPayments: down, listTransfers: down }, log: silentLog },
      { page: 1, pageSize: 100, search: undefined },
    );
    const group = ledger.items.find((item) => item.groupId === booking.groupId);
    expect(group).toMatchObject({
      paidByTravellers: 2500,
      reconciliation: { status: 'unavailable', mismatches: [] },
    });
    expect(ledger.items.every((item) => item.reconciliation.status === 'unavailable')).toBe(true);
  });
});
