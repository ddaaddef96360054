import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { TEST_MODE_WEBHOOK_SECRET } from '../../platform/payments/test-payment-provider.ts';
import { signTestWebhook } from '../../platform/payments/test-webhook-signature.ts';

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
