import { randomUUID } from 'node:crypto';
import { affiliateTermsTexts } from '@roteiro/domain/affiliates/schemas';
import { refOf } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import {
  affiliatePayoutTexts,
  commissionTransferGroup,
  settlementCutoff,
} from '@roteiro/domain/money/affiliate-payouts';
import type { TGroupBalance, TLedgerGroupsResponse } from '@roteiro/domain/money/ledger';
import { describe, expect, it } from 'vitest';
import { createBookableActivity, createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import { payInCashAtCounter } from '../../seed/seed-bookings.ts';
import { listAffiliateCoupons } from '../affiliates/affiliates.service.ts';
import { reserveBooking } from '../booking/checkout/checkout.ts';
import { payAffiliate, settleAffiliateCommissions } from './affiliate-payouts.service.ts';
import {
  bookTodayGroup,
  commissionOf,
  createAffiliate,
  createStaffingCompany,
  movementsOf,
  runTodayGroup,
  silentLog,
  spyProvider,
  startGroup,
} from './affiliate-payouts.test-helpers.ts';

const t = await createTestApp();
const admin = await signIn(t.app, (await createUser(t.db, 'admin')).email);
const company = await createStaffingCompany(t);

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload && method !== 'GET' ? { payload } : {}),
  });

async function dashboardOf(affiliate: { email: string }) {
  const res = await api('GET', '/api/affiliate/dashboard', await signIn(t.app, affiliate.email));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function adminRowOf(affiliate: { id: string; discountCode: string }) {
  const res = await api('GET', `/api/admin/affiliates?search=${affiliate.discountCode}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((item: { id: string }) => item.id === affiliate.id);
}

/** Commissions approved "last week": due for the weekly settlement. */
async function approvedLastWeek(commissionIds: string[]) {
  await t.db
    .updateTable('affiliate_commission')
    .set({ approvedAt: new Date(settlementCutoff(new Date()).getTime() - 2 * 86_400_000) })
    .where('id', 'in', commissionIds)
    .execute();
}

describe('commission amounts', () => {
  it('are the rate when paid (at most 20 %) of what the traveller paid after the discount; the code wins over a referral', async () => {
    const a = await createAffiliate(t, { commissionBasisPoints: 1500, discountBasisPoints: 1000 });
    const b = await createAffiliate(t, { commissionBasisPoints: 500, discountBasisPoints: 0 });
    const activity = await createBookableActivity(t.db); // 25 € per person
    const slot = { activityId: activity.id, day: lisbonDayIn(6), startTime: '10:00', participants: 2 };

    // A referral only: no discount, 15 % of 50 €.
    const referred = await createPaidBooking(t, { ...slot, referralCode: a.discountCode.toLowerCase() });
    expect(referred.amountCents).toBe(5000);
    expect(await commissionOf(t, referred.id)).toMatchObject({
      affiliateId: a.id,
      state: 'expected',
      baseCents: 5000,
      rateBasisPoints: 1500,
      amountCents: 750,
    });
    // The code: 10 % off, 15 % of what was paid (45 €).
    const coded = await createPaidBooking(t, { ...slot, discountCode: a.discountCode });
    expect(coded.amountCents).toBe(4500);
    expect(await commissionOf(t, coded.id)).toMatchObject({ baseCents: 4500, amountCents: 675 });
    // B's code and A's referral: the code wins.
    const both = await createPaidBooking(t, {
      ...slot,
      discountCode: b.discountCode,
      referralCode: a.discountCode,
    });
    expect(await commissionOf(t, both.id)).toMatchObject({ affiliateId: b.id, amountCents: 250 });
    // An unknown referral is ignored: no affiliate, no commission.
    const unknown = await createPaidBooking(t, { ...slot, referralCode: 'NOBODY99' });
    expect(
      await t.db
        .selectFrom('affiliate_commission')
        .select('id')
        .where('bookingId', '=', unknown.id)
        .execute(),
    ).toEqual([]);

    // The admin raises A to the 20 % limit and 20 % off: only later bookings change.
    const raised = await api('PUT', `/api/admin/affiliates/${a.id}/terms`, admin, {
      commissionPercent: 20,
      discountPercent: 20,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ commissionPercent: 20, discountPercent: 20 });
    const later = await createPaidBooking(t, { ...slot, day: lisbonDayIn(8), discountCode: a.discountCode });
    expect(later.amountCents).toBe(4000);
    expect(await commissionOf(t, later.id)).toMatchObject({ rateBasisPoints: 2000, amountCents: 800 });
    expect(await commissionOf(t, coded.id)).toMatchObject({ rateBasisPoints: 1500, amountCents: 675 });

    // Above 20 % is refused with its message, and the database refuses it too.
    const tooHigh = await api('PUT', `/api/admin/affiliates/${a.id}/terms`, admin, {
      commissionPercent: 20.5,
      discountPercent: 10,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields.commissionPercent).toBe(affiliateTermsTexts.commission);
    await expect(
      t.db.updateTable('affiliate').set({ commissionRateBasisPoints: 2001 }).where('id', '=', a.id).execute(),
    ).rejects.toThrow();

    // Redemptions: the paid bookings where A's code took money off (not the referral-only one).
    expect(await adminRowOf(a)).toMatchObject({
      timesRedeemed: 2,
      earnings: { pendingCents: 750 + 675 + 800 },
    });
  });
});

describe('commission lifecycle', () => {
  it('is expected at payment, approved when the tour starts, paid once by the admin; the dashboard follows', async () => {
    const a = await createAffiliate(t, { commissionBasisPoints: 1000 });
    const group = await bookTodayGroup(t, company, [
      { participants: 2, discountCode: a.discountCode },
      { participants: 1, referralCode: a.discountCode },
      { participants: 1, discountCode: a.discountCode },
    ]);
    const [first, second, noShow] = group.bookings.map((b) => b.id);
    expect((await dashboardOf(a)).earnings).toEqual({
      pendingCents: 450 + 250 + 225,
      approvedCents: 0,
      paidCents: 0,
    });

    await startGroup(t, company, group, { noShow: [2] });
    expect((await commissionOf(t, first ?? '')).state).toBe('pending');
    expect((await commissionOf(t, noShow ?? '')).state).toBe('expected');
    expect((await dashboardOf(a)).earnings).toEqual({ pendingCents: 225, approvedCents: 700, paidCents: 0 });

    const paid = await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().skipped).toBeNull();
    expect(paid.json().skippedRef).toBeNull();
    expect(paid.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['paid', 'paid']);
    for (const bookingId of [first, second]) {
      const commission = await commissionOf(t, bookingId ?? '');
      expect(commission).toMatchObject({ state: 'paid', withheldCents: 0 });
      expect(commission.transferId).toMatch(/^tr_/);
      expect(await movementsOf(t, commission.id)).toEqual([
        {
          kind: 'affiliate_transfer',
          amountCents: commission.amountCents,
          providerRef: commission.transferId,
        },
      ]);
      expect(await t.adapters.payments.findTransfer(commissionTransferGroup(commission.id))).toMatchObject({
        transferId: commission.transferId,
        amountCents: commission.amountCents,
        destinationAccountId: a.accountId,
      });
    }
    const dashboard = await dashboardOf(a);
    expect(dashboard.earnings).toEqual({ pendingCents: 225, approvedCents: 0, paidCents: 700 });
    expect(dashboard.series.at(-1)).toEqual({
      day: lisbonDayIn(0),
      pendingCents: 225,
      approvedCents: 0,
      paidCents: 700,
    });
    expect(dashboard.series).toHaveLength(30);

    // Nothing approved is left: a second payout pays nothing and says why.
    const again = await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(again.json()).toEqual({
      results: [],
      skipped: affiliatePayoutTexts.nothingApproved,
      skippedRef: { id: 'affiliatePayouts.nothingApproved' },
    });

    // The affiliate's list: what, when, how much and the state; nothing about the traveller.
    const list = await api('GET', '/api/affiliate/commissions', await signIn(t.app, a.email));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(3);
    expect(
      list
        .json()
        .items.map((i: { state: string }) => i.state)
        .sort(),
    ).toEqual(['expected', 'paid', 'paid']);
    expect(list.body).not.toContain('Ana Silva');
    expect(list.body).not.toContain('@');
    const history = await api('GET', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(history.json().items.map((i: { kind: string }) => i.kind)).toEqual([
      'affiliate_transfer',
      'affiliate_transfer',
    ]);
  });

  it('is reversed by a refund before its payout: it counts nowhere and nothing is transferred', async () => {
    const a = await createAffiliate(t);
    const group = await runTodayGroup(t, company, [{ participants: 2, discountCode: a.discountCode }]);
    const bookingId = group.bookings[0]?.id ?? '';
    const refund = await api('POST', `/api/admin/bookings/${bookingId}/refund`, admin);
    expect(refund.statusCode, refund.body).toBe(200);
    const commission = await commissionOf(t, bookingId);
    expect(commission).toMatchObject({ state: 'reversed', transferId: null });
    expect((await dashboardOf(a)).earnings).toEqual({ pendingCents: 0, approvedCents: 0, paidCents: 0 });
    const payout = await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(payout.json()).toEqual({
      results: [],
      skipped: affiliatePayoutTexts.nothingApproved,
      skippedRef: refOf(affiliatePayoutTexts, 'nothingApproved'),
    });
    expect(await movementsOf(t, commission.id)).toEqual([]);
  });

  it('is clawed back by a refund after its payout, and kept back from the next payouts; every group reconciles', async () => {
    const a = await createAffiliate(t, { commissionBasisPoints: 1000, discountBasisPoints: 0 });
    const refunded = await runTodayGroup(t, company, [{ participants: 2, referralCode: a.discountCode }]);
    expect((await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin)).statusCode).toBe(200);
    const refundedId = refunded.bookings[0]?.id ?? '';
    expect((await api('POST', `/api/admin/bookings/${refundedId}/refund`, admin)).statusCode).toBe(200);
    const clawed = await commissionOf(t, refundedId);
    expect(clawed).toMatchObject({ state: 'clawed_back', amountCents: 500 });
    expect(await movementsOf(t, clawed.id)).toEqual([
      { kind: 'affiliate_transfer', amountCents: 500, providerRef: clawed.transferId },
      { kind: 'commission_clawback', amountCents: 500, providerRef: null },
    ]);
    expect((await dashboardOf(a)).clawbacks).toEqual({
      clawedBackCents: 500,
      recoveredCents: 0,
      carriedCents: 500,
    });
    expect(await adminRowOf(a)).toMatchObject({ clawbackCarriedCents: 500, earnings: { paidCents: 0 } });

    // 2.50 € earned next: all of it is kept back, nothing is transferred.
    const small = await runTodayGroup(t, company, [{ participants: 1, referralCode: a.discountCode }]);
    const first = await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(first.json().results).toEqual([
      expect.objectContaining({ outcome: 'paid', transferId: null, transferredCents: 0, withheldCents: 250 }),
    ]);
    const smallCommission = await commissionOf(t, small.bookings[0]?.id ?? '');
    expect(smallCommission).toMatchObject({ state: 'paid', transferId: null, withheldCents: 250 });
    expect(await movementsOf(t, smallCommission.id)).toEqual([
      { kind: 'commission_offset', amountCents: 250, providerRef: null },
    ]);
    expect((await dashboardOf(a)).clawbacks).toEqual({
      clawedBackCents: 500,
      recoveredCents: 250,
      carriedCents: 250,
    });

    // 5 € next: 2.50 € kept back, 2.50 € transferred.
    const big = await runTodayGroup(t, company, [{ participants: 2, referralCode: a.discountCode }]);
    const second = await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(second.json().results).toEqual([
      expect.objectContaining({ outcome: 'paid', transferredCents: 250, withheldCents: 250 }),
    ]);
    const bigCommission = await commissionOf(t, big.bookings[0]?.id ?? '');
    expect(await movementsOf(t, bigCommission.id)).toEqual([
      { kind: 'affiliate_transfer', amountCents: 250, providerRef: bigCommission.transferId },
      { kind: 'commission_offset', amountCents: 250, providerRef: null },
    ]);
    expect((await dashboardOf(a)).clawbacks).toEqual({
      clawedBackCents: 500,
      recoveredCents: 500,
      carriedCents: 0,
    });
    expect((await dashboardOf(a)).earnings.paidCents).toBe(250 + 500);
    const history = await api('GET', `/api/admin/affiliates/${a.id}/payouts?pageSize=10`, admin);
    // Transfer and claw-back of the refunded one, the small one's offset, the big one's transfer and offset.
    expect(history.json().total).toBe(5);

    // Per group: the refunded booking's commission is back (0), the others cost their full commission.
    const balance = async (groupId: string): Promise<TGroupBalance> =>
      (await api('GET', `/api/admin/payment-history?groupId=${groupId}`, admin)).json().groupBalance;
    expect(await balance(refunded.groupId)).toMatchObject({
      paidByTravellers: 5000,
      refunds: 5000,
      commissions: 0,
    });
    expect(await balance(small.groupId)).toMatchObject({ commissions: 250 });
    expect(await balance(big.groupId)).toMatchObject({ commissions: 500 });
    // Each group's transfers, kept-back parts and claw-backs match what the provider holds.
    const ledger: TLedgerGroupsResponse = (
      await api('GET', '/api/admin/ledger/groups?pageSize=100', admin)
    ).json();
    for (const groupId of [refunded.groupId, small.groupId, big.groupId]) {
      expect(ledger.items.find((item) => item.groupId === groupId)?.reconciliation, groupId).toEqual({
        status: 'reconciled',
        mismatches: [],
      });
    }
  });
});

describe('the weekly settlement', () => {
  it('first approves the commissions of no-shows once their tour day is over: not before, not of a refund, once', async () => {
    const a = await createAffiliate(t);
    const activity = await createBookableActivity(t.db);
    const slot = {
      activityId: activity.id,
      startTime: '10:00',
      participants: 1,
      discountCode: a.discountCode,
    };
    const noShow = await createPaidBooking(t, { ...slot, day: lisbonDayIn(3) });
    const refunded = await createPaidBooking(t, { ...slot, day: lisbonDayIn(3) });
    const today = await createPaidBooking(t, { ...slot, day: lisbonDayIn(4) });
    const upcoming = await createPaidBooking(t, { ...slot, day: lisbonDayIn(5) });
    expect((await api('POST', `/api/admin/bookings/${refunded.id}/refund`, admin)).statusCode).toBe(200);
    // The first group's tour was yesterday and nobody started it; the second one is today.
    await t.db
      .updateTable('activity_group')
      .set({ day: lisbonDayIn(-1) })
      .where('id', '=', noShow.groupId)
      .execute();
    await t.db
      .updateTable('activity_group')
      .set({ day: lisbonDayIn(0) })
      .where('id', '=', today.groupId)
      .execute();
    const { provider, made } = spyProvider(t.adapters.payments);
    const deps = { db: t.db, payments: provider, log: silentLog };

    const before = new Date();
    const run = await settleAffiliateCommissions(deps, new Date());
    expect(run.approved).toBeGreaterThanOrEqual(1);
    const approved = await commissionOf(t, noShow.id);
    expect(approved.state).toBe('pending');
    expect(approved.approvedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect((await commissionOf(t, refunded.id)).state).toBe('reversed');
    expect((await commissionOf(t, today.id)).state).toBe('expected');
    expect((await commissionOf(t, upcoming.id)).state).toBe('expected');
    // Approved this week: paid with next week's settlement, not now.
    expect(made.map((m) => m.commissionId)).not.toContain(approved.id);
    // The affiliate sees it approved.
    expect((await dashboardOf(a)).earnings).toMatchObject({
      approvedCents: approved.amountCents,
      pendingCents: (await commissionOf(t, today.id)).amountCents * 2,
    });

    await settleAffiliateCommissions(deps, new Date());
    expect((await commissionOf(t, noShow.id)).approvedAt).toEqual(approved.approvedAt);
  });

  it('pays what was approved before this week, of affiliates whose setup is finished, once however often it runs', async () => {
    const ready = await createAffiliate(t);
    const unready = await createAffiliate(t, { isSetUp: false });
    const due = await runTodayGroup(t, company, [
      { participants: 1, discountCode: ready.discountCode },
      { participants: 2, discountCode: ready.discountCode },
      { participants: 1, discountCode: unready.discountCode },
    ]);
    const thisWeek = await runTodayGroup(t, company, [{ participants: 1, discountCode: ready.discountCode }]);
    const ids = await Promise.all(due.bookings.map(async (b) => (await commissionOf(t, b.id)).id));
    await approvedLastWeek(ids);
    const { provider, made } = spyProvider(t.adapters.payments);
    const deps = { db: t.db, payments: provider, log: silentLog };

    const run = await settleAffiliateCommissions(deps, new Date());
    expect(run.failed).toBe(0);
    expect(made.map((m) => m.commissionId).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await commissionOf(t, due.bookings[2]?.id ?? '')).state).toBe('pending');
    expect((await commissionOf(t, thisWeek.bookings[0]?.id ?? '')).state).toBe('pending');

    await settleAffiliateCommissions(deps, new Date());
    expect(made).toHaveLength(2);
    const rows = await t.db
      .selectFrom('money_movement')
      .select('commissionId')
      .where('kind', '=', 'affiliate_transfer')
      .where('commissionId', 'in', ids)
      .execute();
    expect(rows).toHaveLength(2);

    // The unready affiliate: the admin's payout says why.
    const skipped = await api('POST', `/api/admin/affiliates/${unready.id}/payouts`, admin);
    expect(skipped.json()).toEqual({
      results: [],
      skipped: affiliatePayoutTexts.setupNotFinished,
      skippedRef: refOf(affiliatePayoutTexts, 'setupNotFinished'),
    });
  });

  it('after a crash mid-batch, the next run records the transfer that was made instead of paying again', async () => {
    const a = await createAffiliate(t);
    const group = await runTodayGroup(t, company, [
      { participants: 1, discountCode: a.discountCode },
      { participants: 2, discountCode: a.discountCode },
      { participants: 3, discountCode: a.discountCode },
    ]);
    const ids = await Promise.all(group.bookings.map(async (b) => (await commissionOf(t, b.id)).id));
    await approvedLastWeek(ids);
    // The provider forgets idempotency keys (Stripe does after 24 hours): only the look-up can prevent a
    // second transfer. The second commission's transfer is made, but its answer never arrives.
    const { provider, made } = spyProvider(t.adapters.payments, {
      forgetKeys: true,
      loseAnswerOf: new Set([ids[1] ?? '']),
    });
    const deps = { db: t.db, payments: provider, log: silentLog };
    const first = await settleAffiliateCommissions(deps, new Date());
    expect(first).toMatchObject({ paid: 2, failed: 1 });
    const lost = await commissionOf(t, group.bookings[1]?.id ?? '');
    expect(lost).toMatchObject({ state: 'pending', transferId: null });
    expect(lost.transferIdempotencyKey).not.toBeNull();
    expect(made).toHaveLength(3);

    const second = await settleAffiliateCommissions(deps, new Date());
    expect(second).toMatchObject({ paid: 1, failed: 0 });
    expect(made).toHaveLength(3);
    const recorded = await commissionOf(t, group.bookings[1]?.id ?? '');
    expect(recorded.state).toBe('paid');
    expect(recorded.transferId).toBe(made.find((m) => m.commissionId === ids[1])?.transferId);
    for (const id of ids) {
      expect((await movementsOf(t, id ?? '')).filter((m) => m.kind === 'affiliate_transfer')).toHaveLength(1);
    }
  });

  it('pays each commission once when two settlements and the admin race', async () => {
    const a = await createAffiliate(t);
    const group = await runTodayGroup(t, company, [
      { participants: 1, discountCode: a.discountCode },
      { participants: 2, discountCode: a.discountCode },
      { participants: 1, referralCode: a.discountCode },
    ]);
    const ids = await Promise.all(group.bookings.map(async (b) => (await commissionOf(t, b.id)).id));
    await approvedLastWeek(ids);
    const { provider, made } = spyProvider(t.adapters.payments);
    const deps = { db: t.db, payments: provider, log: silentLog };
    const [one, two, byAdmin] = await Promise.all([
      settleAffiliateCommissions(deps, new Date()),
      settleAffiliateCommissions(deps, new Date()),
      payAffiliate(deps, a.id),
    ]);
    expect(one.failed + two.failed).toBe(0);
    const paidOutcomes = byAdmin.results.filter((r) => r.outcome === 'paid').length + one.paid + two.paid;
    expect(paidOutcomes).toBe(3);
    expect(new Set(made.map((m) => m.commissionId))).toEqual(new Set(ids));
    expect(made).toHaveLength(3);
    for (const id of ids) {
      expect((await movementsOf(t, id ?? '')).filter((m) => m.kind === 'affiliate_transfer')).toHaveLength(1);
      expect(
        (
          await t.db
            .selectFrom('affiliate_commission')
            .select('state')
            .where('id', '=', id ?? '')
            .executeTakeFirstOrThrow()
        ).state,
      ).toBe('paid');
    }
  });

  it('a failed transfer leaves the commission approved and retryable, with the reason', async () => {
    const a = await createAffiliate(t);
    const group = await runTodayGroup(t, company, [{ participants: 1, discountCode: a.discountCode }]);
    const down = spyProvider(t.adapters.payments, { failAll: true });
    const failed = await payAffiliate({ db: t.db, payments: down.provider, log: silentLog }, a.id);
    expect(failed.results).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        message: affiliatePayoutTexts.transferFailed,
        messageRef: refOf(affiliatePayoutTexts, 'transferFailed'),
      }),
    ]);
    expect((await commissionOf(t, group.bookings[0]?.id ?? '')).state).toBe('pending');
    const retried = await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    expect(retried.json().results).toEqual([expect.objectContaining({ outcome: 'paid' })]);
  });
});

describe('access', () => {
  it("an affiliate sees only its own bookings and earnings; the admin's routes refuse it", async () => {
    const mine = await createAffiliate(t);
    const theirs = await createAffiliate(t);
    await runTodayGroup(t, company, [
      { participants: 2, discountCode: mine.discountCode },
      { participants: 3, discountCode: theirs.discountCode },
    ]);
    const cookie = await signIn(t.app, mine.email);
    const list = (await api('GET', '/api/affiliate/commissions', cookie)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ amountCents: 4500, commissionCents: 450 });
    expect((await dashboardOf(mine)).earnings.approvedCents).toBe(450);
    expect((await dashboardOf(theirs)).earnings.approvedCents).toBe(675);
    for (const [method, url] of [
      ['POST', `/api/admin/affiliates/${theirs.id}/payouts`],
      ['GET', `/api/admin/affiliates/${theirs.id}/payouts`],
      ['PUT', `/api/admin/affiliates/${theirs.id}/terms`],
      ['GET', '/api/admin/affiliates/coupons'],
      ['GET', '/api/admin/ledger/groups'],
    ] as const) {
      expect((await api(method, url, cookie, { commissionPercent: 20, discountPercent: 0 })).statusCode).toBe(
        403,
      );
      expect((await api(method, url)).statusCode).toBe(401);
    }
    expect((await api('GET', '/api/affiliate/commissions')).statusCode).toBe(401);
    // An affiliate account without an affiliate record (or another role's) has no list to see.
    const stranger = await signIn(t.app, (await createUser(t.db, 'affiliate')).email);
    expect((await api('GET', '/api/affiliate/commissions', stranger)).statusCode).toBe(404);
    expect((await api('POST', `/api/admin/affiliates/${randomUUID()}/payouts`, admin)).statusCode).toBe(404);
    expect((await api('POST', `/api/admin/affiliates/${theirs.id}/payouts`, admin)).statusCode).toBe(200);
    expect((await dashboardOf(mine)).earnings.paidCents).toBe(0);
  });
});

describe('coupons', () => {
  it("lists the provider's coupons with their affiliate, and answers the spec's text when the provider fails", async () => {
    const a = await createAffiliate(t);
    const raised = await api('PUT', `/api/admin/affiliates/${a.id}/terms`, admin, {
      commissionPercent: 10,
      discountPercent: 15,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const res = await api('GET', '/api/admin/affiliates/coupons', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coupons.filter((c: { affiliateId: string }) => c.affiliateId === a.id)).toEqual([
      expect.objectContaining({ percentOff: 15, isValid: true, isCurrent: true }),
    ]);
    const failing = {
      ...t.adapters.payments,
      listCoupons: async () => {
        throw new PaymentProviderError('listCoupons', 'down', { retryable: true });
      },
    };
    const error = await listAffiliateCoupons({ db: t.db, payments: failing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(messages.affiliateCouponsFailed);
  });
});

describe('the ledger by group', () => {
  it('reconciles every group with the provider, a cash sale included, and the whole is the sum of the groups', async () => {
    const a = await createAffiliate(t);
    const group = await runTodayGroup(t, company, [{ participants: 2, discountCode: a.discountCode }]);
    await api('POST', `/api/admin/affiliates/${a.id}/payouts`, admin);
    // A cash sale as the vendors' counter records it: a booking sold by a vendor, fulfilled as paid in cash
    // (a `charge` naming the vendor who holds the money instead of a card charge).
    const vendor = await t.db
      .insertInto('vendor')
      .values({ email: `counter-${randomUUID()}@example.test`, name: 'Counter' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cash = await reserveBooking(
      t.db,
      {
        activityId: group.activityId,
        kind: 'shared',
        day: lisbonDayIn(7),
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
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const cashCharge = await t.db
      .selectFrom('money_movement')
      .select(['kind', 'cashVendorId'])
      .where('bookingId', '=', cash.id)
      .execute();
    expect(cashCharge).toEqual([{ kind: 'charge', cashVendorId: vendor.id }]);
    const ledger: TLedgerGroupsResponse = (
      await api('GET', '/api/admin/ledger/groups?pageSize=100', admin)
    ).json();
    expect(ledger.total).toBeLessThanOrEqual(100);
    for (const item of ledger.items) {
      expect(item.reconciliation, item.groupId).toEqual({ status: 'reconciled', mismatches: [] });
    }
    const cashGroup = ledger.items.find((item) => item.groupId === cashGroupId);
    expect(cashGroup).toMatchObject({ paidByTravellers: 2500, cashSales: 2500, refunds: 0, margin: 2500 });
    const sum = (field: keyof TLedgerGroupsResponse['totals']) =>
      ledger.items.reduce((total, item) => total + item[field], 0);
    for (const field of [
      'paidByTravellers',
      'cashSales',
      'refunds',
      'companyPayouts',
      'commissions',
      'margin',
    ] as const) {
      expect(ledger.totals[field], field).toBe(sum(field));
    }
  });
});
