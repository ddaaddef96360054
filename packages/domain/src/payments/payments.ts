import { z } from 'zod';

/** The webhook's answer to the provider: received, and whether the event had been received before. */
export const ZWebhookReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });
