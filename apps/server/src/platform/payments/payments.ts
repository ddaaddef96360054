import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { StripePaymentProviderConfig } from './stripe-payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

export type PaymentProviderConfig = {
  /** From STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. When absent, the built-in test-mode provider. */
  stripe?: StripePaymentProviderConfig;
  /** Public base url of this server (test-mode onboarding and checkout pages live under `/test-provider`). */
  appUrl: string;
  /** Test mode: the app's database, which holds its state (every server process shares it). */
  db?: Db;
  /** Test mode: webhook signing secret; default `TEST_MODE_WEBHOOK_SECRET`. */
  testModeWebhookSecret?: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** Async so the Stripe SDK is only loaded when Stripe is configured (keeps start-up fast). */
export async function createPaymentProvider(config: PaymentProviderConfig): Promise<PaymentProvider> {
  if (config.stripe) {
    if (!config.stripe.webhookSecret) {
      throw new Error('Stripe is configured without a webhook secret (STRIPE_WEBHOOK_SECRET)');
    }
    const { createStripePaymentProvider } = await import('./stripe-payment-provider.ts');
    return createStripePaymentProvider(config.stripe);
  }
  config.log.warn(
    'payments: no Stripe key configured, using the built-in TEST MODE provider (no real money)',
  );
  if (!config.db) {
    throw new Error('The test-mode payment provider keeps its state in the database: pass it');
  }
  return createTestPaymentProvider({
    appUrl: config.appUrl,
    db: config.db,
    webhookSecret: config.testModeWebhookSecret,
  });
}
