import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawResponse, routeSchema } from '../../platform/http/routing.ts';
import type { TestPaymentProvider } from '../../platform/payments/test-payment-provider.ts';
import type { SignedTestWebhook } from '../../platform/payments/test-provider-controls.ts';
import { checkoutPage, dashboardPage, notFoundPage, onboardingPage } from './test-provider.pages.ts';

type Params = { accountId?: string; sessionId?: string };

/**
 * The pages of the built-in test-mode payment provider (only when no Stripe key is configured): onboarding,
 * dashboard and checkout, each clearly marked TEST MODE. Their events go through the same signed webhook
 * route as Stripe's would.
 */
export function testProviderRoutes(
  app: FastifyInstance,
  deps: { payments: TestPaymentProvider; appUrl: string },
): void {
  const { payments, appUrl } = deps;
  const config = { access: 'public' as const };
  const page = (summary: string) =>
    routeSchema({
      access: 'public',
      summary,
      tags: ['test-provider'],
      response: rawResponse('text/html', 'A page of the TEST MODE payment provider'),
    });
  const redirect = (summary: string) =>
    routeSchema({
      access: 'public',
      summary,
      tags: ['test-provider'],
      status: 303,
      response: rawResponse('text/html', 'Redirects back to the app'),
    });
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  /** Only our own pages are valid return targets (no open redirect). */
  const safeReturn = (value: unknown) => {
    if (typeof value !== 'string') {
      return `${appUrl}/home`;
    }
    try {
      const url = new URL(value, appUrl);
      return url.origin === new URL(appUrl).origin ? url.toString() : `${appUrl}/home`;
    } catch {
      return `${appUrl}/home`;
    }
  };
  const deliver = async (webhook: SignedTestWebhook) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signatureHeader },
      payload: webhook.payload,
    });
    if (res.statusCode !== 200) {
      throw new Error(`test-mode webhook refused: ${res.statusCode}`);
    }
  };

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      '/test-provider/onboarding/:accountId',
      { config, schema: page('TEST MODE: the onboarding form of a connected account') },
      async (request, reply) => {
        const { accountId = '' } = request.params as Params;
        const account = await payments.getTestAccount(accountId);
        const query = request.query as { return?: string };
        return account
          ? html(reply, onboardingPage(account, safeReturn(query.return)))
          : html(reply, notFoundPage(), 404);
      },
    );

    scope.post(
      '/test-provider/onboarding/:accountId',
      { config, schema: redirect('TEST MODE: submit the onboarding form (sends account.updated)') },
      async (request, reply) => {
        const { accountId = '' } = request.params as Params;
        if (!(await payments.getTestAccount(accountId))) {
          return html(reply, notFoundPage(), 404);
        }
        await deliver(await payments.completeTestOnboarding(accountId));
        return reply.redirect(safeReturn((request.body as { return?: string } | undefined)?.return), 303);
      },
    );

    scope.get(
      '/test-provider/dashboard/:accountId',
      { config, schema: page('TEST MODE: the dashboard of a connected account') },
      async (request, reply) => {
        const { accountId = '' } = request.params as Params;
        const account = await payments.getTestAccount(accountId);
        return account ? html(reply, dashboardPage(account)) : html(reply, notFoundPage(), 404);
      },
    );

    scope.get(
      '/test-provider/checkout/:sessionId',
      { config, schema: page('TEST MODE: the checkout page of a session') },
      async (request, reply) => {
        const { sessionId = '' } = request.params as Params;
        const session = await payments.getTestCheckoutSession(sessionId);
        return session ? html(reply, checkoutPage(session)) : html(reply, notFoundPage(), 404);
      },
    );

    for (const outcome of ['pay', 'cancel'] as const) {
      scope.post(
        `/test-provider/checkout/:sessionId/${outcome}`,
        { config, schema: redirect(`TEST MODE: ${outcome} a checkout session (sends its webhook)`) },
        async (request, reply) => {
          const { sessionId = '' } = request.params as Params;
          const session = await payments.getTestCheckoutSession(sessionId);
          if (session?.status !== 'open') {
            return html(reply, session ? checkoutPage(session) : notFoundPage(), session ? 409 : 404);
          }
          const result =
            outcome === 'pay'
              ? await payments.completeTestCheckout(sessionId)
              : await payments.cancelTestCheckout(sessionId);
          await deliver(result.webhook);
          return reply.redirect(result.redirectUrl, 303);
        },
      );
    }
  });
}
