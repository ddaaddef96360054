import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { WebhookVerificationError } from '../../platform/payments/payment-provider.ts';
import { recordWebhookEvent } from './payments.repository.ts';

/**
 * The payment provider's webhook: the signature is checked over the exact raw body, and each event is
 * recorded once (a replayed event id is acknowledged and ignored). Acting on events comes with bookings.
 */
export function paymentsRoutes(app: FastifyInstance, deps: { db: Db; payments: PaymentProvider }): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      {
        config: { access: 'public' },
        schema: { summary: 'Payment provider webhook (signed)', tags: ['payments'] },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw new AppError('BAD_REQUEST', 'Missing webhook signature or body.');
        }
        let event: ReturnType<PaymentProvider['verifyWebhook']>;
        try {
          event = deps.payments.verifyWebhook(request.body, signature);
        } catch (error) {
          if (error instanceof WebhookVerificationError) {
            throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.');
          }
          throw error;
        }
        const isNew = await recordWebhookEvent(deps.db, {
          provider: deps.payments.kind,
          providerEventId: event.id,
          type: event.type,
          payload: event,
        });
        return { received: true, duplicate: !isNew };
      },
    );
  });
}
