import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { Db, Trx } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentWebhookEvent,
} from '../../platform/payments/payment-provider.ts';
import { recordWebhookEvent } from './payments.repository.ts';

/**
 * Every call to the payment provider goes through here, so its failures reach users one way: a 502
 * with the text of the action that failed (the spec's, as a reference: `textRef`), never the provider's own
 * wording, which is written for developers; the provider's error is kept as the cause and logged.
 * Anything else a call throws is a bug and stays a 500.
 */
export async function callProvider<T>(
  call: () => Promise<T>,
  failureMessage: string = textRef(messages, 'paymentProviderFailed'),
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError('PROVIDER_ERROR', failureMessage, undefined, { cause: error });
    }
    throw error;
  }
}

/** What an area does with one kind of provider event, inside the transaction that records it. */
export type WebhookHandler = (trx: Trx, event: PaymentWebhookEvent) => Promise<void>;
/** Handlers by event type (`account.updated`, `checkout.session.completed`…); several areas may listen. */
export type WebhookHandlers = Partial<Record<string, WebhookHandler[]>>;

/** Puts the handlers of several areas into one table. */
export function webhookHandlers(...tables: WebhookHandlers[]): WebhookHandlers {
  const merged: WebhookHandlers = {};
  for (const table of tables) {
    for (const [type, handlers] of Object.entries(table)) {
      merged[type] = [...(merged[type] ?? []), ...(handlers ?? [])];
    }
  }
  return merged;
}

/**
 * A verified provider event: recorded once (its id is unique) and handed to the handlers of its type in
 * the same transaction, so an event is acted on exactly once however often it is delivered; if a
 * handler fails, nothing is recorded and the provider delivers it again.
 */
export async function receiveWebhookEvent(
  deps: { db: Db; provider: Pick<PaymentProvider, 'kind'>; handlers: WebhookHandlers },
  event: PaymentWebhookEvent,
): Promise<{ duplicate: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const isNew = await recordWebhookEvent(trx, {
      provider: deps.provider.kind,
      providerEventId: event.id,
      type: event.type,
      payload: event,
    });
    if (isNew) {
      for (const handler of deps.handlers[event.type] ?? []) {
        await handler(trx, event);
      }
    }
    return { duplicate: !isNew };
  });
}

/** The connected account an `account.updated` event is about, and whether its details are submitted. */
export function accountUpdate(
  event: PaymentWebhookEvent,
): { accountId: string; detailsSubmitted: boolean } | null {
  const object = event.data.object;
  const accountId = typeof object.id === 'string' ? object.id : event.account;
  if (!accountId || typeof object.details_submitted !== 'boolean') {
    return null;
  }
  return { accountId, detailsSubmitted: object.details_submitted };
}
