import { z } from 'zod';
import { textRef } from '../i18n/texts.ts';
import { lisbonDay } from '../time/lisbon.ts';
import { ZCents, ZOptionalLink, ZTimeSlot } from './activity.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when `day` ('YYYY-MM-DD') is before today in Lisbon (catalogue.md §9 "a day is before today"). */
export function isBeforeToday(day: string, now: Date = new Date()): boolean {
  return day < lisbonDay(now);
}

/**
 * An event (catalogue.md §3, §5): title, price, day, time and activity required; the day is not before
 * today and is stored as the day itself (a `date`), the WhatsApp group link is optional.
 */
export const ZEventInput = z.object({
  title: z
    .string({ error: textRef(m, 'eventTitleRequired') })
    .trim()
    .min(1, { message: textRef(m, 'eventTitleRequired') })
    .max(160),
  priceCents: ZCents(),
  eventDate: z
    .string({ error: textRef(m, 'eventDateRequired') })
    .regex(DAY_PATTERN, { message: textRef(m, 'eventDateRequired') })
    .refine((day) => !Number.isNaN(new Date(`${day}T12:00:00Z`).getTime()), {
      message: textRef(m, 'eventDateRequired'),
    })
    .refine((day) => !isBeforeToday(day), { message: textRef(m, 'eventDateInPast') }),
  eventTime: z
    .string({ error: textRef(m, 'eventTimeRequired') })
    .min(1, { message: textRef(m, 'eventTimeRequired') })
    .max(8, { message: textRef(m, 'eventTimeRequired') })
    .pipe(ZTimeSlot),
  activityId: z.uuid({ message: textRef(m, 'eventActivityRequired') }),
  whatsappGroupLink: ZOptionalLink,
});
export type TEventInput = z.input<typeof ZEventInput>;
export type TEventData = z.output<typeof ZEventInput>;

export const ZEventFormValues = z.object({
  title: z.string(),
  priceCents: z.number().nullable(),
  eventDate: z.string(),
  eventTime: z.string(),
  activityId: z.string(),
  whatsappGroupLink: z.string(),
});
export type TEventFormValues = z.infer<typeof ZEventFormValues>;

export const newEventDefaults = (): TEventFormValues => ({
  title: '',
  priceCents: null,
  eventDate: '',
  eventTime: '',
  activityId: '',
  whatsappGroupLink: '',
});

/** Create: the browser picks the id, so a retried save reuses the same payment product. */
export const ZCreateEventRequest = z.object({
  id: z.uuid({ message: textRef(m, 'eventNotFound') }),
  event: ZEventInput,
});
export const ZUpdateEventRequest = z.object({ event: ZEventInput });
