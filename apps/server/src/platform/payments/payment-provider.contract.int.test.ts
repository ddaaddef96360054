import { afterAll, beforeAll } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fakes/fake-stripe-server.ts';
import { describePaymentProviderContract } from '../../../test/payment-provider-contract.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import {
  createTestPaymentProvider,
  TEST_MODE_WEBHOOK_SECRET,
  type TestPaymentProvider,
} from './test-payment-provider.ts';

let fake: FakeStripeServer;
let stripe: PaymentProvider;
const database = await createTestDatabase();
let testMode: TestPaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripePaymentProvider({
    apiKey: 'sk_test_fake',
    webhookSecret: 'whsec_contract',
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: 0,
  });
  testMode = createTestPaymentProvider({ appUrl: 'http://localhost:3000', db: database.db });
});

afterAll(async () => {
  await fake.close();
  await database.close();
});

let paid = 0;
describePaymentProviderContract('Stripe (Stripe-shaped server)', {
  provider: () => stripe,
  webhookSecret: 'whsec_contract',
  completeOnboarding: async (accountId) => {
    fake.update(accountId, { details_submitted: true, payouts_enabled: true });
  },
  pay: async (sessionId) => {
    const paymentIntentId = `pi_contract_${++paid}`;
    fake.update(sessionId, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntentId });
    return paymentIntentId;
  },
});

describePaymentProviderContract('Test mode', {
  provider: () => testMode,
  webhookSecret: TEST_MODE_WEBHOOK_SECRET,
  completeOnboarding: async (accountId) => {
    await testMode.completeTestOnboarding(accountId);
  },
  pay: async (sessionId) => {
    await testMode.completeTestCheckout(sessionId);
    return (await testMode.getCheckoutSession(sessionId)).paymentIntentId ?? '';
  },
});
