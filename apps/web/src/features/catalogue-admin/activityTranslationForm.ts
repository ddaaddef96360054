import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import {
  SINGLE_TEXTS,
  type TActivityTexts,
  type TTranslationOverlay,
} from '@roteiro/domain/catalogue/translation';

/** The single texts of an activity that a translation covers, in the order the form lists them. */
export const SINGLE_TRANSLATED_TEXTS = SINGLE_TEXTS;
export type TSingleTranslatedText = (typeof SINGLE_TRANSLATED_TEXTS)[number];

/** The Portuguese form's values: every text a string ('' while not translated), highlights and stops by position. */
export type TTranslationFormValues = Record<TSingleTranslatedText, string> & {
  highlights: string[];
  stops: { title: string; description: string; attractions: string }[];
};

/** The English texts of the activity as saved (a tour has no highlights), as the translation rules read them. */
export function englishTexts(values: TActivityFormValues): TActivityTexts {
  return {
    title: values.title,
    description: values.description,
    meetingPoint: values.meetingPoint,
    cancellationPolicy: values.cancellationPolicy,
    notSuitableFor: values.notSuitableFor || null,
    whatsIncluded: values.whatsIncluded || null,
    whatToExpect: values.whatToExpect || null,
    additionalInfo: values.additionalInfo || null,
    accessibility: values.accessibility || null,
    highlights: values.isPass ? values.highlights.map((h) => h.text) : [],
    stops: values.stops.map((stop) => ({
      title: stop.title,
      description: stop.description,
      attractions: stop.attractions || null,
    })),
  };
}

/**
 * The form's values for a stored translation: one field per English text, highlights and stops matched by
 * position (a translated stop beyond the activity's last stop is dropped, as the storefront ignores it).
 */
export function translationFormValues(
  english: TActivityTexts,
  texts: TTranslationOverlay,
): TTranslationFormValues {
  const single = Object.fromEntries(SINGLE_TRANSLATED_TEXTS.map((key) => [key, texts[key] ?? ''])) as Record<
    TSingleTranslatedText,
    string
  >;
  return {
    ...single,
    highlights: english.highlights.map((_, index) => texts.highlights?.[index] ?? ''),
    stops: english.stops.map((_, index) => {
      const stop = texts.stops?.[index];
      return {
        title: stop?.title ?? '',
        description: stop?.description ?? '',
        attractions: stop?.attractions ?? '',
      };
    }),
  };
}

/**
 * The values with one highlight and one stop per English one, matched by position: a new activity's Portuguese
 * form follows the wizard as stops and highlights are added or removed (texts beyond the last are dropped).
 */
export function resizedTranslationValues(
  values: TTranslationFormValues,
  english: TActivityTexts,
): TTranslationFormValues {
  return {
    ...values,
    highlights: english.highlights.map((_, index) => values.highlights[index] ?? ''),
    stops: english.stops.map(
      (_, index) => values.stops[index] ?? { title: '', description: '', attractions: '' },
    ),
  };
}

/**
 * What of the form is written, by position: its unsaved changes are these, not the empty fields the form holds
 * for each English text (which come and go while a new activity's English texts are written).
 */
export function writtenTranslationTexts(values: TTranslationFormValues) {
  const written = (entries: [string, string][]) => entries.filter(([, text]) => text !== '');
  return {
    single: written(SINGLE_TRANSLATED_TEXTS.map((key) => [key, values[key]])),
    highlights: written(values.highlights.map((text, index) => [String(index), text])),
    stops: written(
      values.stops.flatMap((stop, index) =>
        Object.entries(stop).map(([key, text]): [string, string] => [`${index}.${key}`, text]),
      ),
    ),
  };
}
