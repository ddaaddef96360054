import { ZWebhookReceipt } from '@roteiro/domain/payments/payments';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { finishReply, routeSchema } from '../../platform/http/routing.ts';
import {
  type PaymentProvider,
  type PaymentWebhookEvent,
  WebhookVerificationError,
} from '../../platform/payments/payment-provider.ts';
import { receiveWebhookEvent, type WebhookHandlers } from './payments.service.ts';

/**
 * The payment provider's webhook: the signature is checked over the exact raw body, then the event goes
 * to the handler table (payments.service.ts). Nothing else happens here.
 */
export function paymentsRoutes(
  app: FastifyInstance,
  deps: { db: Db; payments: PaymentProvider; handlers: WebhookHandlers },
): void {
  const route = {
    method: 'POST' as const,
    url: '/api/payments/webhook',
    access: 'public' as const,
    summary: 'Payment provider webhook (signed): each event is acted on once',
    tags: ['payments'],
    response: ZWebhookReceipt,
  };
  app.register(async (scope) => {
    // The signature covers the exact bytes, so this route reads the body raw.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      route.url,
      // Machine to machine: the provider's signature decides, wherever the request comes from.
      { config: { access: route.access, allowsCrossOrigin: true }, schema: routeSchema(route, {}) },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw new AppError('BAD_REQUEST', 'Missing webhook signature or body.');
        }
        let event: PaymentWebhookEvent;
        try {
          event = deps.payments.verifyWebhook(request.body, signature);
        } catch (error) {
          if (error instanceof WebhookVerificationError) {
            throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.');
          }
          throw error;
        }
        const { duplicate } = await receiveWebhookEvent(
          { db: deps.db, provider: deps.payments, handlers: deps.handlers },
          event,
        );
        return finishReply(scope, route, reply, { received: true, duplicate });
      },
    );
  });
}
