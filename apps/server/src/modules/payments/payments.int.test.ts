import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, createUser } from '../../../test/test-app.ts';
import { TEST_MODE_WEBHOOK_SECRET } from '../../platform/payments/test-payment-provider.ts';
import { signTestWebhook } from '../../platform/payments/test-webhook-signature.ts';
import { receiveWebhookEvent } from './payments.service.ts';

const t = await createTestApp();

function event(id: string) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: 1,
    account: null,
    data: { object: { id: 'cs_test_1' } },
  });
}

describe('payment webhook', () => {
  it('records a correctly signed event once', async () => {
    const payload = event('evt_test_once');
    const headers = {
      'content-type': 'application/json',
      'stripe-signature': signTestWebhook(payload, TEST_MODE_WEBHOOK_SECRET),
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const rows = await t.db
      .selectFrom('provider_webhook_event')
      .select('type')
      .where('providerEventId', '=', 'evt_test_once')
      .execute();
    expect(rows).toEqual([{ type: 'checkout.session.completed' }]);
  });

  it('refuses a tampered body or a missing signature with 400', async () => {
    const payload = event('evt_test_tampered');
    const signature = signTestWebhook(payload, TEST_MODE_WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: payload.replace('cs_test_1', 'cs_test_2'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const rows = await t.db
      .selectFrom('provider_webhook_event')
      .select('id')
      .where('providerEventId', '=', 'evt_test_tampered')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('webhook handlers', () => {
  function signed(event: object) {
    const payload = JSON.stringify(event);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signTestWebhook(payload, TEST_MODE_WEBHOOK_SECRET),
      },
    };
  }
  const accountUpdated = (id: string, accountId: string, detailsSubmitted: boolean) =>
    signed({
      id,
      object: 'event',
      type: 'account.updated',
      created: 1,
      account: accountId,
      data: { object: { id: accountId, object: 'account', details_submitted: detailsSubmitted } },
    });

  it("account.updated: a company's and an affiliate's setup flag follow the provider, once per event", async () => {
    const company = await createCompany(t.db);
    await t.db
      .updateTable('company')
      .set({ paymentAccountId: 'acct_company_1' })
      .where('id', '=', company.id)
      .execute();
    const affiliateUser = await createUser(t.db, 'affiliate');
    await t.db
      .insertInto('affiliate')
      .values({
        name: 'Rita',
        email: affiliateUser.email,
        userId: affiliateUser.id,
        paymentAccountId: 'acct_affiliate_1',
        discountBasisPoints: 1000,
        commissionRateBasisPoints: 1000,
      })
      .execute();
    const flags = async () => ({
      company: (
        await t.db
          .selectFrom('company')
          .select('hasFinishedSetUp')
          .where('id', '=', company.id)
          .executeTakeFirstOrThrow()
      ).hasFinishedSetUp,
      affiliate: (
        await t.db
          .selectFrom('affiliate')
          .select('isPaymentAccountSetUp')
          .where('userId', '=', affiliateUser.id)
          .executeTakeFirstOrThrow()
      ).isPaymentAccountSetUp,
    });
    expect(await flags()).toEqual({ company: false, affiliate: false });

    for (const [eventId, accountId] of [
      ['evt_acct_company', 'acct_company_1'],
      ['evt_acct_affiliate', 'acct_affiliate_1'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        ...accountUpdated(eventId, accountId, true),
      });
      expect(res.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await flags()).toEqual({ company: true, affiliate: true });

    // The provider later reports the details as no longer submitted; a replay of the first event changes nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      ...accountUpdated('evt_acct_company_2', 'acct_company_1', false),
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      ...accountUpdated('evt_acct_company', 'acct_company_1', true),
    });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await flags()).toEqual({ company: false, affiliate: true });
  });

  it('records nothing when a handler fails, so the provider delivers the event again', async () => {
    const event = {
      id: 'evt_handler_fails',
      type: 'account.updated',
      created: 1,
      account: 'acct_x',
      data: { object: { id: 'acct_x', details_submitted: true } },
    };
    const handlers = { 'account.updated': [async () => Promise.reject(new Error('handler down'))] };
    await expect(
      receiveWebhookEvent({ db: t.db, provider: { kind: 'test' }, handlers }, event),
    ).rejects.toThrow('handler down');
    const rows = await t.db
      .selectFrom('provider_webhook_event')
      .select('id')
      .where('providerEventId', '=', 'evt_handler_fails')
      .execute();
    expect(rows).toHaveLength(0);
    const calls: string[] = [];
    const working = { 'account.updated': [async () => void calls.push('handled')] };
    expect(
      await receiveWebhookEvent({ db: t.db, provider: { kind: 'test' }, handlers: working }, event),
    ).toEqual({
      duplicate: false,
    });
    expect(
      await receiveWebhookEvent({ db: t.db, provider: { kind: 'test' }, handlers: working }, event),
    ).toEqual({
      duplicate: true,
    });
    expect(calls).toEqual(['handled']);
  });
});
