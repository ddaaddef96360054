import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { WebhookVerificationError } from './payment-provider.ts';
import { createPaymentProvider } from './payments.ts';
import { isTestPaymentProvider, TEST_MODE_WEBHOOK_SECRET } from './test-payment-provider.ts';
import { signTestWebhook } from './test-webhook-signature.ts';

const log = pino({ level: 'silent' });
const webhookSecret = 'whsec_roteiro_unit';
const database = await createTestDatabase();

afterAll(async () => {
  await database.close();
});

const eventPayload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1_800_000_000,
  livemode: false,
  data: { object: { id: 'cs_1', object: 'checkout.session', metadata: { bookingId: 'bk-1' } } },
});

describe('createPaymentProvider', () => {
  it('chooses Stripe when a key is configured', async () => {
    const provider = await createPaymentProvider({
      stripe: { apiKey: 'sk_test_x', webhookSecret },
      appUrl: 'http://localhost:3000',
      log,
    });
    expect(provider.kind).toBe('stripe');
    expect(isTestPaymentProvider(provider)).toBe(false);
  });

  it('refuses Stripe without a webhook secret', async () => {
    await expect(
      createPaymentProvider({ stripe: { apiKey: 'sk_test_x', webhookSecret: '' }, appUrl: 'http://x', log }),
    ).rejects.toThrow('STRIPE_WEBHOOK_SECRET');
  });

  it('chooses the test-mode provider without a key', async () => {
    const provider = await createPaymentProvider({ appUrl: 'http://localhost:3000', db: database.db, log });
    expect(provider.kind).toBe('test');
    expect(isTestPaymentProvider(provider)).toBe(true);
  });
});

const stripe = await createPaymentProvider({
  stripe: { apiKey: 'sk_test_x', webhookSecret },
  appUrl: 'http://x',
  log,
});

describe('Stripe webhook verification', () => {
  it("accepts a payload signed with Stripe's scheme", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: eventPayload, secret: webhookSecret });
    expect(stripe.verifyWebhook(Buffer.from(eventPayload), header)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_800_000_000,
      account: null,
      data: { object: { id: 'cs_1', object: 'checkout.session', metadata: { bookingId: 'bk-1' } } },
    });
  });

  it('rejects a tampered payload', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: eventPayload, secret: webhookSecret });
    const tampered = eventPayload.replace('bk-1', 'bk-2');
    expect(() => stripe.verifyWebhook(Buffer.from(tampered), header)).toThrow(WebhookVerificationError);
  });

  it('rejects a payload signed with another secret, and a missing signature', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: eventPayload, secret: 'whsec_other' });
    expect(() => stripe.verifyWebhook(Buffer.from(eventPayload), header)).toThrow(WebhookVerificationError);
    expect(() => stripe.verifyWebhook(Buffer.from(eventPayload), '')).toThrow(WebhookVerificationError);
  });

  it('accepts a test-mode signature too: both use the same scheme', () => {
    const header = signTestWebhook(eventPayload, webhookSecret);
    expect(stripe.verifyWebhook(Buffer.from(eventPayload), header).id).toBe('evt_1');
  });
});

const testMode = await createPaymentProvider({ appUrl: 'http://x', db: database.db, log });

describe('test-mode webhook verification', () => {
  it('accepts a Stripe-generated header made with the test-mode secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: eventPayload,
      secret: TEST_MODE_WEBHOOK_SECRET,
    });
    expect(testMode.verifyWebhook(Buffer.from(eventPayload), header).type).toBe('checkout.session.completed');
  });

  it('rejects a tampered payload, a stale timestamp and a malformed header', () => {
    const header = signTestWebhook(eventPayload, TEST_MODE_WEBHOOK_SECRET);
    expect(() => testMode.verifyWebhook(Buffer.from(`${eventPayload} `), header)).toThrow(
      WebhookVerificationError,
    );

    const stale = signTestWebhook(
      eventPayload,
      TEST_MODE_WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect(() => testMode.verifyWebhook(Buffer.from(eventPayload), stale)).toThrow('tolerance');

    expect(() => testMode.verifyWebhook(Buffer.from(eventPayload), 'v1=abc')).toThrow('malformed');
  });

  it('rejects a correctly signed body that is not an event', () => {
    const notAnEvent = JSON.stringify({ hello: 'world' });
    const header = signTestWebhook(notAnEvent, TEST_MODE_WEBHOOK_SECRET);
    expect(() => testMode.verifyWebhook(Buffer.from(notAnEvent), header)).toThrow('not an event');
  });
});
