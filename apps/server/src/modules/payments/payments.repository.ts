import type { Executor } from '../../db/database.ts';

/** Records a provider event once; false when it was already received (the unique id is the guard). */
export async function recordWebhookEvent(
  db: Executor,
  event: { provider: string; providerEventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const row = await db
    .insertInto('provider_webhook_event')
    .values({
      provider: event.provider,
      providerEventId: event.providerEventId,
      type: event.type,
      payload: JSON.stringify(event.payload),
      processedAt: new Date(),
    })
    .onConflict((oc) => oc.columns(['provider', 'providerEventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
