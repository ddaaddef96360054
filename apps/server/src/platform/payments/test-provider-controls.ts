import {
  type CheckoutLineItem,
  type PaymentMetadata,
  type PaymentWebhookEvent,
  toWebhookEvent,
} from './payment-provider.ts';
import {
  type CheckoutSessionRecord,
  callTestProvider,
  effectiveStatus,
  existingAccount,
  existingSession,
  invalid,
  paymentStatusOf,
  seconds,
  type TestProviderContext,
} from './test-provider-context.ts';
import { signTestWebhook } from './test-webhook-signature.ts';

/** A webhook event as the test provider would post it: the exact body and its Stripe-scheme signature. */
export type SignedTestWebhook = { payload: string; signatureHeader: string; event: PaymentWebhookEvent };

export type TestAccount = {
  accountId: string;
  email: string;
  businessName: string | null;
  detailsSubmitted: boolean;
};

export type TestCheckoutSession = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  lineItems: CheckoutLineItem[];
  amountSubtotalCents: number;
  amountDiscountCents: number;
  amountTotalCents: number;
  currency: 'eur';
  customerEmail: string | null;
  metadata: PaymentMetadata;
  paymentIntentId: string | null;
  expiresAt: Date;
};

/** What the test-mode pages (served by our server under /test-provider) need. */
export type TestProviderControls = {
  getTestAccount(accountId: string): Promise<TestAccount | null>;
  /** "Complete onboarding" on the test onboarding page: details submitted, payouts enabled. */
  completeTestOnboarding(accountId: string): Promise<SignedTestWebhook>;
  getTestCheckoutSession(sessionId: string): Promise<TestCheckoutSession | null>;
  /** "Pay" on the test checkout page: the signed `checkout.session.completed` event and where to go next. */
  completeTestCheckout(sessionId: string): Promise<{ webhook: SignedTestWebhook; redirectUrl: string }>;
  /** "Cancel" on the test checkout page: the signed `checkout.session.expired` event and the cancel url. */
  cancelTestCheckout(sessionId: string): Promise<{ webhook: SignedTestWebhook; redirectUrl: string }>;
};

export function createTestProviderControls(context: TestProviderContext): TestProviderControls {
  const { store, newId, now } = context;

  function sign(event: Record<string, unknown>): SignedTestWebhook {
    const payload = JSON.stringify(event);
    return {
      payload,
      signatureHeader: signTestWebhook(payload, context.webhookSecret, seconds(now())),
      event: toWebhookEvent(event),
    };
  }

  return {
    getTestAccount: async (accountId) => {
      const account = (await store.read()).accounts[accountId];
      if (!account) {
        return null;
      }
      return {
        accountId,
        email: account.email,
        businessName: account.businessName,
        detailsSubmitted: account.detailsSubmitted,
      };
    },

    completeTestOnboarding: (accountId) =>
      callTestProvider('completeTestOnboarding', async () => {
        const account = await store.update((state) => {
          const found = existingAccount('completeTestOnboarding', state, accountId);
          found.detailsSubmitted = true;
          return found;
        });
        return sign({
          id: newId('evt'),
          object: 'event',
          type: 'account.updated',
          created: seconds(now()),
          livemode: false,
          account: accountId,
          data: {
            object: {
              id: accountId,
              object: 'account',
              type: 'express',
              email: account.email,
              details_submitted: true,
              payouts_enabled: true,
              charges_enabled: false,
              metadata: account.metadata,
            },
          },
        });
      }),

    getTestCheckoutSession: async (sessionId) => {
      const session = (await store.read()).checkoutSessions[sessionId];
      if (!session) {
        return null;
      }
      return {
        sessionId,
        status: effectiveStatus(context, session),
        lineItems: session.lineItems,
        amountSubtotalCents: session.amountSubtotalCents,
        amountDiscountCents: session.amountDiscountCents,
        amountTotalCents: session.amountTotalCents,
        currency: 'eur',
        customerEmail: session.customerEmail,
        metadata: session.metadata,
        paymentIntentId: session.paymentIntentId,
        expiresAt: new Date(session.expiresAt),
      };
    },

    completeTestCheckout: (sessionId) =>
      callTestProvider('completeTestCheckout', async () => {
        const session = await store.update((state) => {
          const found = existingSession('completeTestCheckout', state, sessionId);
          if (found.status === 'complete') {
            return found; // a second press re-sends the same event; the webhook handler dedupes by id
          }
          if (effectiveStatus(context, found) === 'expired') {
            throw invalid('completeTestCheckout', `checkout session ${sessionId} has expired`);
          }
          found.status = 'complete';
          found.paymentIntentId = newId('pi');
          found.event = { id: newId('evt'), created: seconds(now()) };
          return found;
        });
        return {
          webhook: sign(sessionEvent(sessionId, session, 'checkout.session.completed')),
          redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
        };
      }),

    cancelTestCheckout: (sessionId) =>
      callTestProvider('cancelTestCheckout', async () => {
        const session = await store.update((state) => {
          const found = existingSession('cancelTestCheckout', state, sessionId);
          if (found.status === 'complete') {
            throw invalid('cancelTestCheckout', `checkout session ${sessionId} is already paid`);
          }
          found.status = 'expired';
          found.event ??= { id: newId('evt'), created: seconds(now()) };
          return found;
        });
        return {
          webhook: sign(sessionEvent(sessionId, session, 'checkout.session.expired')),
          redirectUrl: session.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
        };
      }),
  };
}

/** A Stripe-shaped `checkout.session.*` event for the session's stored event id. */
function sessionEvent(
  sessionId: string,
  session: CheckoutSessionRecord,
  type: string,
): Record<string, unknown> {
  const { event } = session;
  if (!event) {
    throw new Error(`checkout session ${sessionId} has no event to send`);
  }
  return {
    id: event.id,
    object: 'event',
    type,
    created: event.created,
    livemode: false,
    account: null,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: session.status,
        payment_status: paymentStatusOf(session),
        payment_intent: session.paymentIntentId,
        amount_subtotal: session.amountSubtotalCents,
        amount_total: session.amountTotalCents,
        total_details: { amount_discount: session.amountDiscountCents },
        currency: 'eur',
        metadata: session.metadata,
        customer_email: session.customerEmail,
        customer_details: session.customerEmail ? { email: session.customerEmail } : null,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        expires_at: seconds(session.expiresAt),
        created: seconds(session.createdAt),
      },
    },
  };
}
