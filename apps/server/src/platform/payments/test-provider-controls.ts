import type { TLocale } from '@roteiro/domain/i18n/locale';
import {
  type CheckoutLineItem,
  type PaymentMetadata,
  type PaymentWebhookEvent,
  toWebhookEvent,
} from './payment-provider.ts';
import {
  completeSession,
  expireSession,
  findAccount,
  findSession,
  submitAccountDetails,
  type TestSessionRow,
} from './test-provider.repository.ts';
import {
  callTestProvider,
  effectiveStatus,
  existingSession,
  invalid,
  missing,
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
  submitMessage: string | null;
  /** The language of the checkout page. */
  locale: TLocale;
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
  const { db, newId, now } = context;

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
      const account = await findAccount(db, accountId);
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
        const account = await submitAccountDetails(db, accountId);
        if (!account) {
          throw missing('completeTestOnboarding', 'account', accountId);
        }
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
      const session = await findSession(db, sessionId);
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
        submitMessage: session.submitMessage,
        locale: session.locale,
        expiresAt: session.expiresAt,
      };
    },

    completeTestCheckout: (sessionId) =>
      callTestProvider('completeTestCheckout', async () => {
        // One conditional update pays it: two presses (or two processes) pay once and send the same event.
        const paid = await completeSession(db, sessionId, {
          paymentIntentId: newId('pi'),
          eventId: newId('evt'),
          at: new Date(now()),
        });
        const session = paid ?? (await existingSession(context, 'completeTestCheckout', sessionId));
        if (session.status !== 'complete') {
          throw invalid('completeTestCheckout', `checkout session ${sessionId} has expired`);
        }
        return {
          webhook: sign(sessionEvent(sessionId, session, 'checkout.session.completed')),
          redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
        };
      }),

    cancelTestCheckout: (sessionId) =>
      callTestProvider('cancelTestCheckout', async () => {
        const session =
          (await expireSession(db, sessionId, { eventId: newId('evt'), at: new Date(now()) })) ??
          (await existingSession(context, 'cancelTestCheckout', sessionId));
        if (session.status === 'complete') {
          throw invalid('cancelTestCheckout', `checkout session ${sessionId} is already paid`);
        }
        return {
          webhook: sign(sessionEvent(sessionId, session, 'checkout.session.expired')),
          redirectUrl: session.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
        };
      }),
  };
}

/** A Stripe-shaped `checkout.session.*` event for the session's stored event id. */
function sessionEvent(sessionId: string, session: TestSessionRow, type: string): Record<string, unknown> {
  if (!session.eventId || !session.eventCreatedAt) {
    throw new Error(`checkout session ${sessionId} has no event to send`);
  }
  return {
    id: session.eventId,
    object: 'event',
    type,
    created: seconds(session.eventCreatedAt.getTime()),
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
        expires_at: seconds(session.expiresAt.getTime()),
        created: seconds(session.createdAt.getTime()),
      },
    },
  };
}
