import { z } from 'zod';

/**
 * A pass's day window ('HH:MM', Lisbon), null for a tour or an event: a pass's group is only the departure chosen at
 * checkout and ends a whole duration later, so operator screens show 'valid 09:30–19:00' for it.
 */
export const ZPassWindow = z
  .object({
    firstDeparture: z.string().regex(/^\d{2}:\d{2}$/),
    lastDeparture: z.string().regex(/^\d{2}:\d{2}$/),
  })
  .nullable();
export type TPassWindow = z.infer<typeof ZPassWindow>;
