import { z } from 'zod';
import { ZInstant } from '../common/responses.ts';
import type { TLocale } from '../i18n/locale.ts';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { ACTIVITY_LIMITS } from './activity.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';

/**
 * An activity's texts in another language than English (issue 36). English is the activity's own and always
 * complete; a translation may leave any text out, and that text is then shown in English. Highlights and stops
 * are translated by position (the n-th translated stop is the activity's n-th stop).
 */

/** The languages an activity's texts can be translated into (English is the activity's own). */
export const TRANSLATION_LOCALES = ['pt-PT'] as const;
export type TTranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const ZTranslationLocale = z.enum(TRANSLATION_LOCALES, { message: textRef(messages, 'notFound') });

/**
 * One translated text, with the English field's limits; '' (or nothing) means "not translated": it reads as
 * undefined, so the stored object keeps only the texts that exist.
 */
const translated = (min: number, max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .refine((value) => value === '' || value.length >= min, { message })
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalTextMessage = textRef(m, 'optionalTextTooLong');
const longText = translated(0, ACTIVITY_LIMITS.optionalTextMax, optionalTextMessage);

const ZTranslatedStop = z
  .strictObject({
    title: translated(
      ACTIVITY_LIMITS.stopTitleMin,
      ACTIVITY_LIMITS.titleMax,
      textRef(m, 'stopTitleTooShort'),
    ),
    description: translated(
      ACTIVITY_LIMITS.stopDescriptionMin,
      ACTIVITY_LIMITS.stopDescriptionMax,
      textRef(m, 'stopDescriptionLength'),
    ),
    attractions: longText,
  })
  .nullable();

/** The translatable texts of an activity, every one optional (PUT's body, and the stored `texts`). */
export const ZActivityTranslationTexts = z.strictObject({
  title: translated(ACTIVITY_LIMITS.titleMin, ACTIVITY_LIMITS.titleMax, textRef(m, 'titleTooLong')),
  description: translated(
    ACTIVITY_LIMITS.descriptionMin,
    ACTIVITY_LIMITS.descriptionMax,
    textRef(messages, 'tourDescriptionLength'),
  ),
  meetingPoint: translated(ACTIVITY_LIMITS.meetingPointMin, 500, textRef(m, 'meetingPointTooShort')),
  cancellationPolicy: translated(
    ACTIVITY_LIMITS.cancellationPolicyMin,
    ACTIVITY_LIMITS.cancellationPolicyMax,
    textRef(m, 'cancellationPolicyLength'),
  ),
  notSuitableFor: longText,
  whatsIncluded: longText,
  whatToExpect: longText,
  additionalInfo: longText,
  accessibility: longText,
  highlights: z
    .array(
      translated(
        ACTIVITY_LIMITS.highlightMin,
        ACTIVITY_LIMITS.optionalTextMax,
        textRef(m, 'highlightTooShort'),
      ).nullable(),
    )
    .max(ACTIVITY_LIMITS.highlightsMax, { message: optionalTextMessage })
    .optional(),
  stops: z.array(ZTranslatedStop).max(ACTIVITY_LIMITS.stopsMax, { message: optionalTextMessage }).optional(),
});
export type TActivityTranslationInput = z.input<typeof ZActivityTranslationTexts>;
export type TActivityTranslationTexts = z.output<typeof ZActivityTranslationTexts>;

/** PUT /api/admin/activities/:id/translations/:locale */
export const ZActivityTranslationParams = z.object({
  id: z.uuid({ message: textRef(messages, 'notFound') }),
  locale: ZTranslationLocale,
});
export const ZActivityTranslationRequest = z.object({ texts: ZActivityTranslationTexts });

/** An activity's texts in one language, for the admins: empty texts when none is written yet. */
export const ZActivityTranslationResponse = z.object({
  activityId: z.string(),
  locale: ZTranslationLocale,
  texts: ZActivityTranslationTexts,
  /** When it was last saved; null while nothing is written. */
  updatedAt: ZInstant.nullable(),
});
export type TActivityTranslationResponse = z.infer<typeof ZActivityTranslationResponse>;

/** A stored translation as the domain reads it: invalid or missing reads as "nothing translated". */
export function readTranslationTexts(stored: unknown): TActivityTranslationTexts {
  const parsed = ZActivityTranslationTexts.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZActivityTranslationTexts.parse({});
}

/** The texts of an activity a reader sees, in English as written. */
export type TActivityTexts = {
  title: string;
  description: string;
  meetingPoint: string;
  cancellationPolicy: string;
  notSuitableFor: string | null;
  whatsIncluded: string | null;
  whatToExpect: string | null;
  additionalInfo: string | null;
  accessibility: string | null;
  highlights: string[];
  stops: { title: string; description: string; attractions: string | null }[];
};

type TMaybeText = string | null | undefined;
/** A translation as the overlay reads it: any text may be missing. */
export type TTranslationOverlay = { [K in (typeof SINGLE_TEXTS)[number]]?: TMaybeText } & {
  highlights?: TMaybeText[];
  stops?: ({ title?: TMaybeText; description?: TMaybeText; attractions?: TMaybeText } | null)[];
};

/** The single texts of an activity a translation covers, in the order the admin's form lists them. */
export const SINGLE_TEXTS = [
  'title',
  'description',
  'meetingPoint',
  'cancellationPolicy',
  'notSuitableFor',
  'whatsIncluded',
  'whatToExpect',
  'additionalInfo',
  'accessibility',
] as const;

/**
 * Lays a translation over an activity's English texts. `english` lists the texts still shown in English, by
 * path (`title`, `highlights.2`, `stops.0.description`): English texts only, never an empty one, so a reader
 * is told exactly which words are not in their language. With no translation every text is English.
 */
export function overlayTranslation<T extends TActivityTexts>(
  activity: T,
  translation: TTranslationOverlay | null,
): { texts: T; english: string[] } {
  const english: string[] = [];
  const texts: T = { ...activity };
  for (const key of SINGLE_TEXTS) {
    const original = activity[key];
    if (original === null || original === '') {
      continue;
    }
    const version = translation?.[key];
    if (version) {
      texts[key] = version;
    } else {
      english.push(key);
    }
  }
  texts.highlights = activity.highlights.map((original, index) => {
    const version = translation?.highlights?.[index];
    if (version) {
      return version;
    }
    english.push(`highlights.${index}`);
    return original;
  });
  texts.stops = activity.stops.map((stop: T['stops'][number], index) => {
    const version = translation?.stops?.[index];
    const shown = { ...stop };
    for (const key of ['title', 'description', 'attractions'] as const) {
      const original = stop[key];
      if (original === null || original === '') {
        continue;
      }
      const words = version?.[key];
      if (words) {
        shown[key] = words;
      } else {
        english.push(`stops.${index}.${key}`);
      }
    }
    return shown;
  }) as T['stops'];
  return { texts, english };
}

/** How far an activity is translated: nothing, some of its texts, or every text it has (the admins' list). */
export const TRANSLATION_STATES = ['none', 'partial', 'complete'] as const;
export type TTranslationState = (typeof TRANSLATION_STATES)[number];

/** The state of a translation of `activity`'s texts (`none` while it has no text at all). */
export function translationState(
  activity: TActivityTexts,
  translation: TTranslationOverlay | null,
): TTranslationState {
  const { english } = overlayTranslation(activity, translation);
  if (english.length === 0) {
    return 'complete';
  }
  const shown = [
    activity.title,
    activity.description,
    activity.meetingPoint,
    activity.cancellationPolicy,
    activity.notSuitableFor,
    activity.whatsIncluded,
    activity.whatToExpect,
    activity.additionalInfo,
    activity.accessibility,
    ...activity.highlights,
    ...activity.stops.flatMap((stop) => [stop.title, stop.description, stop.attractions]),
  ].filter((text) => text !== null && text !== '').length;
  return english.length < shown ? 'partial' : 'none';
}

/** Whether a reader in `locale` asks for a translation at all (English readers read the activity's own texts). */
export const translationLocaleOf = (locale: TLocale): TTranslationLocale | null =>
  locale === 'pt-PT' ? 'pt-PT' : null;
