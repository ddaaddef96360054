import type { Adapters } from './adapters.ts';
import type { OutboxHandlers } from './outbox/jobs.ts';
import type { RefundInput } from './payments/payment-provider.ts';

/** What each kind of outgoing job does when the dispatcher delivers it. */
export function outboxHandlers(adapters: Adapters): OutboxHandlers {
  return {
    'mail.send': (payload, { isUrgent }) => adapters.mailer.send(payload, { isUrgent }),
    'chat.send': (payload) => adapters.chat.send(payload),
    'provider.call': async (payload) => {
      // Provider calls that must not be lost arrive with the features that need them (transfers, refunds).
      switch (payload.operation) {
        // A payment that landed after its booking's places were gone (booking fulfilment): idempotent by key.
        case 'refund':
          await adapters.payments.refund(payload.args as RefundInput);
          return;
        default:
          throw new Error(`No handler for provider operation ${payload.operation}`);
      }
    },
  };
}
