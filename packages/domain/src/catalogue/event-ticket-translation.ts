import { z } from 'zod';
import { ZInstant } from '../common/responses.ts';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';
import { TICKET_DESCRIPTION_MAX } from './ticket.ts';
import { type TTranslationState, ZTranslationLocale } from './translation.ts';

/**
 * The texts of events and tickets in another language than English (issue 36), as activities have them
 * (translation.ts): English is the item's own and always complete; a translation may leave any text out, and
 * that text is then shown in English. An event translates its title; a ticket its title and description.
 */

/** The longest event or ticket title (ZEventInput, ZTicketInput). */
const TITLE_MAX = 160;

/** One translated text ('' or nothing means "not translated", stored as absent); at most `max` characters. */
const translated = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .optional()
    .transform((value) => (value ? value : undefined));

/** An event's translatable texts (PUT's body, and the stored `texts`). */
export const ZEventTranslationTexts = z.strictObject({
  title: translated(TITLE_MAX, textRef(m, 'titleTooLong')),
});
export type TEventTranslationInput = z.input<typeof ZEventTranslationTexts>;
export type TEventTranslationTexts = z.output<typeof ZEventTranslationTexts>;

/** A ticket's translatable texts (PUT's body, and the stored `texts`). */
export const ZTicketTranslationTexts = z.strictObject({
  title: translated(TITLE_MAX, textRef(m, 'titleTooLong')),
  description: translated(TICKET_DESCRIPTION_MAX, textRef(m, 'ticketDescriptionTooLong')),
});
export type TTicketTranslationInput = z.input<typeof ZTicketTranslationTexts>;
export type TTicketTranslationTexts = z.output<typeof ZTicketTranslationTexts>;

/** The texts each kind translates, in the order the admin's form lists them. */
export const EVENT_TRANSLATED_TEXTS = ['title'] as const;
export const TICKET_TRANSLATED_TEXTS = ['title', 'description'] as const;

/** GET/PUT /api/admin/events/:id/translations/:locale and /api/admin/tickets/:id/translations/:locale */
export const ZItemTranslationParams = z.object({
  id: z.uuid({ message: textRef(messages, 'notFound') }),
  locale: ZTranslationLocale,
});
export const ZEventTranslationRequest = z.object({ texts: ZEventTranslationTexts });
export const ZTicketTranslationRequest = z.object({ texts: ZTicketTranslationTexts });

/** An event's texts in one language, for the admins: empty texts while none is written. */
export const ZEventTranslationResponse = z.object({
  id: z.string(),
  locale: ZTranslationLocale,
  texts: ZEventTranslationTexts,
  /** When it was last saved; null while nothing is written. */
  updatedAt: ZInstant.nullable(),
});
export type TEventTranslationResponse = z.infer<typeof ZEventTranslationResponse>;

/** A ticket's texts in one language, for the admins: empty texts while none is written. */
export const ZTicketTranslationResponse = ZEventTranslationResponse.extend({
  texts: ZTicketTranslationTexts,
});
export type TTicketTranslationResponse = z.infer<typeof ZTicketTranslationResponse>;

/** A stored event translation as the domain reads it: invalid or missing reads as "nothing translated". */
export function readEventTranslationTexts(stored: unknown): TEventTranslationTexts {
  const parsed = ZEventTranslationTexts.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZEventTranslationTexts.parse({});
}

/** A stored ticket translation as the domain reads it: invalid or missing reads as "nothing translated". */
export function readTicketTranslationTexts(stored: unknown): TTicketTranslationTexts {
  const parsed = ZTicketTranslationTexts.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZTicketTranslationTexts.parse({});
}

/**
 * Lays a translation over an item's English texts (`keys`: the texts it translates). `english` lists the
 * texts still shown in English (never an empty English one); with no translation every text is English.
 */
export function overlayItemTexts<K extends string, T extends Record<K, string>>(
  item: T,
  keys: readonly K[],
  translation: Partial<Record<K, string | null | undefined>> | null,
): { texts: T; english: K[] } {
  const texts: T = { ...item };
  const english: K[] = [];
  for (const key of keys) {
    if (item[key] === '') {
      continue;
    }
    const version = translation?.[key];
    if (version) {
      texts[key] = version as T[K];
    } else {
      english.push(key);
    }
  }
  return { texts, english };
}

/** How far an item's texts are translated (the admins' list): none, some of them, or every one it has. */
export function itemTranslationState<K extends string>(
  item: Record<K, string>,
  keys: readonly K[],
  translation: Partial<Record<K, string | null | undefined>> | null,
): TTranslationState {
  const { english } = overlayItemTexts(item, keys, translation);
  if (english.length === 0) {
    return 'complete';
  }
  const shown = keys.filter((key) => item[key] !== '').length;
  return english.length < shown ? 'partial' : 'none';
}
