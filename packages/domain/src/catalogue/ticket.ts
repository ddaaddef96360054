import { z } from 'zod';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { IMAGE_KEY_PATTERN, ZCents, ZRequiredLink } from './activity.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';
import { ZCategoryKey, ZCategoryKeys } from './category-schema.ts';
import { CITIES } from './cities.ts';

export const TICKET_DESCRIPTION_MAX = 750;

/** A ticket (catalogue.md §3, §5): sold where `ticketLink` points; no payment product. */
export const ZTicketInput = z.object({
  title: z
    .string({ error: textRef(m, 'ticketTitleRequired') })
    .trim()
    .min(1, { message: textRef(m, 'ticketTitleRequired') })
    .max(160),
  description: z
    .string({ error: textRef(m, 'ticketDescriptionRequired') })
    .trim()
    .min(1, { message: textRef(m, 'ticketDescriptionRequired') })
    .max(TICKET_DESCRIPTION_MAX, { message: textRef(m, 'ticketDescriptionTooLong') }),
  priceCents: ZCents(),
  ticketLink: ZRequiredLink(textRef(m, 'ticketLinkRequired')),
  city: z.enum(CITIES, { error: textRef(messages, 'selectCity') }),
  categories: ZCategoryKeys,
  coverImageKey: z
    .string()
    .regex(IMAGE_KEY_PATTERN, { message: textRef(m, 'mediaInvalid') })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type TTicketInput = z.input<typeof ZTicketInput>;
export type TTicketData = z.output<typeof ZTicketInput>;

export const ZTicketFormValues = z.object({
  title: z.string(),
  description: z.string(),
  priceCents: z.number().nullable(),
  ticketLink: z.string(),
  city: z.string(),
  categories: z.array(ZCategoryKey),
  coverImageKey: z.string().nullable(),
});
export type TTicketFormValues = z.infer<typeof ZTicketFormValues>;

/** New ticket: Lisbon, visible (catalogue.md §3). */
export const newTicketDefaults = (): TTicketFormValues => ({
  title: '',
  description: '',
  priceCents: null,
  ticketLink: '',
  city: 'Lisbon, Portugal',
  categories: [],
  coverImageKey: null,
});

export const ZSaveTicketRequest = z.object({ ticket: ZTicketInput });
