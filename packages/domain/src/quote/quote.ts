import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';
import { ZInstant } from '../common/responses.ts';
import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, textRef, wordText } from '../i18n/texts.ts';
import { ZPage } from '../paging/paging.ts';

/** City suggestions for the destinations field (catalogue.md §9); travellers may also type their own. */
export const QUOTE_CITY_SUGGESTIONS = [
  'Albufeira',
  'Alentejo',
  'Algarve',
  'Aveiro',
  'Coimbra',
  'Évora',
  'Faro',
  'Fátima',
  'Lagos',
  'Lisbon',
  'Nazaré',
  'Óbidos',
  'Portimão',
  'Porto',
  'Sintra',
  'Tomar',
] as const;

export const QUOTE_GROUP_TYPES = ['Solo', 'Couple', 'Family', 'Friends'] as const;

export const QUOTE_INTEREST_TYPES = [
  'City sightseeing',
  'Nightlife',
  'Food exploration',
  'Wine tasting',
  'Beaches',
  'Culture and History',
] as const;

/** The planning question: its two answers and how the wizard shows them. */
export const QUOTE_PLANNING_OPTIONS = [
  { value: true, label: 'I need help planning my trip', shortLabel: 'Yes, please!' },
  { value: false, label: 'I already have my trip planned', shortLabel: 'I already know what I want to do.' },
] as const;

export const QUOTE_TEXT_MAX = 1000;
export const QUOTE_MIN_PARTICIPANTS = 1;
export const QUOTE_STEP_TITLES = [
  'Where and when',
  'Who is coming',
  'Planning and extras',
  'Your details',
] as const;
/** Progress of each step (catalogue.md §2): 0, 33, 66, 100. */
export const QUOTE_PROGRESS = [0, 33, 66, 100] as const;

/** The lists of values the wizard offers by name (the request keeps the English value the spec names). */
export type TQuoteValueList = 'groupTypes' | 'interests' | 'cities';

/**
 * The wizard's words as a table of texts: its steps' titles (`steps.<index>`), the planning question's answers
 * (`planning.yes.label`, `.shortLabel`), and the values of its lists by their English value
 * (`groupTypes.<value>`, `interests.<value>`, `cities.<value>`: only the cities whose name differs, Lisbon).
 * Its Portuguese: locales/pt-PT/quoteWizard.json. The answers keep the English values the spec names, so staff
 * read every request the same way; only what is shown changes.
 */
export const quoteWizardTexts = defineTexts('quoteWizard', {
  ...(Object.fromEntries(QUOTE_STEP_TITLES.map((title, index) => [`steps.${index}`, title])) as Record<
    `steps.${0 | 1 | 2 | 3}`,
    string
  >),
  ...(Object.fromEntries(QUOTE_GROUP_TYPES.map((type) => [`groupTypes.${type}`, type])) as Record<
    `groupTypes.${(typeof QUOTE_GROUP_TYPES)[number]}`,
    string
  >),
  ...(Object.fromEntries(QUOTE_INTEREST_TYPES.map((type) => [`interests.${type}`, type])) as Record<
    `interests.${(typeof QUOTE_INTEREST_TYPES)[number]}`,
    string
  >),
  ...(Object.fromEntries(
    QUOTE_PLANNING_OPTIONS.flatMap((option) => {
      const value = option.value ? 'yes' : 'no';
      return [
        [`planning.${value}.label`, option.label],
        [`planning.${value}.shortLabel`, option.shortLabel],
      ];
    }),
  ) as Record<`planning.${'yes' | 'no'}.${'label' | 'shortLabel'}`, string>),
  'cities.Lisbon': 'Lisbon',
} satisfies Record<string, string>);

/** A text of the wizard's table in `locale`, or undefined when the table has none under `key`. */
const quoteWizardText = (key: string, locale: TLocale): string | undefined =>
  Object.hasOwn(quoteWizardTexts, key)
    ? wordText(refOf(quoteWizardTexts, key as keyof typeof quoteWizardTexts), locale)
    : undefined;

/** The title of the wizard's step `index` (0 to 3) in `locale`. */
export function quoteStepTitle(index: number, locale: TLocale): string {
  return quoteWizardText(`steps.${index}`, locale) ?? QUOTE_STEP_TITLES[index] ?? '';
}

/** A value of one of the wizard's lists (group type, interest, city) as `locale` shows it; any other as typed. */
export function quoteValueName(list: TQuoteValueList, value: string, locale: TLocale): string {
  return quoteWizardText(`${list}.${value}`, locale) ?? value;
}

/** The planning question's answer `value` (its short label and its explanation) in `locale`. */
export function quotePlanningOption(
  value: 'yes' | 'no',
  locale: TLocale,
): { label: string; shortLabel: string } {
  const english = QUOTE_PLANNING_OPTIONS[value === 'yes' ? 0 : 1];
  return {
    label: quoteWizardText(`planning.${value}.label`, locale) ?? english.label,
    shortLabel: quoteWizardText(`planning.${value}.shortLabel`, locale) ?? english.shortLabel,
  };
}

/** Field texts of the wizard. The spec gives the rules (§5) but no wording, so these are ours. */
export const quoteFieldMessages = defineTexts('quote', {
  destinations: 'Choose or type at least one destination',
  dates: 'Tell us when you are travelling',
  participants: 'At least 1 participant',
  ageRange: 'Tell us the ages of the travellers',
  groupType: 'Choose who is travelling',
  interests: 'Choose or type at least one interest',
  yesNo: 'Choose yes or no',
  textTooLong: `At most ${QUOTE_TEXT_MAX} characters`,
  name: 'Tell us your name',
  tooLong: 'This is too long',
});

export const ZQuoteGroupType = z.enum(QUOTE_GROUP_TYPES, {
  message: textRef(quoteFieldMessages, 'groupType'),
});
export type TQuoteGroupType = z.infer<typeof ZQuoteGroupType>;

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: textRef(quoteFieldMessages, 'tooLong') });
const yesNo = z.boolean({ message: textRef(quoteFieldMessages, 'yesNo') });
const optionalText = z
  .string()
  .trim()
  .max(QUOTE_TEXT_MAX, { message: textRef(quoteFieldMessages, 'textTooLong') })
  .optional()
  .transform((value) => (value ? value : null));
const textList = (message: string) =>
  z
    .array(trimmed(80))
    .max(30, { message: textRef(quoteFieldMessages, 'tooLong') })
    .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
    .refine((items) => items.length >= 1, { message });

/** Step 0: where and when. */
export const ZQuoteWhereWhen = z.object({
  destinations: textList(textRef(quoteFieldMessages, 'destinations')),
  dates: trimmed(200).min(1, { message: textRef(quoteFieldMessages, 'dates') }),
});

/** Step 1: who and how many. Participants never go below 1. */
export const ZQuoteWho = z.object({
  nOfParticipants: z
    .number({ message: textRef(quoteFieldMessages, 'participants') })
    .int({ message: textRef(quoteFieldMessages, 'participants') })
    .min(QUOTE_MIN_PARTICIPANTS, { message: textRef(quoteFieldMessages, 'participants') })
    .max(500, { message: textRef(quoteFieldMessages, 'tooLong') }),
  ageRange: trimmed(100).min(2, { message: textRef(quoteFieldMessages, 'ageRange') }),
  selectedGroupType: ZQuoteGroupType,
});

/** Interests, without blanks or repeats; none unless the traveller wants help planning. */
const interestsFor = (step: { shouldPlanItinerary: boolean; selectedInterests: string[] }) =>
  step.shouldPlanItinerary ? [...new Set(step.selectedInterests.filter((item) => item.length > 0))] : [];

/** The interest rule (catalogue.md §5), checked even when other fields of the step are wrong, so all errors show at once. */
const interestRule = {
  message: textRef(quoteFieldMessages, 'interests'),
  path: ['selectedInterests'],
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every(
      (issue) => !['shouldPlanItinerary', 'selectedInterests'].includes(String(issue.path?.[0])),
    ),
};
const hasInterest = (step: { shouldPlanItinerary: boolean; selectedInterests: string[] }) =>
  !step.shouldPlanItinerary || interestsFor(step).length >= 1;

const planningShape = {
  shouldPlanItinerary: yesNo,
  selectedInterests: z
    .array(trimmed(80))
    .max(30, { message: textRef(quoteFieldMessages, 'tooLong') })
    .default([]),
  withPrivateGuide: yesNo,
  withAirportTransfer: yesNo,
  nonNegotiables: optionalText,
  notes: optionalText,
};

/** Step 2: planning options and extras; interests only count when help with planning is wanted. */
export const ZQuotePlanning = z
  .object(planningShape)
  .refine(hasInterest, interestRule)
  .transform((step) => ({ ...step, selectedInterests: interestsFor(step) }));

/** Step 3: contact details. */
export const ZQuoteContact = z.object({
  clientName: trimmed(120).min(1, { message: textRef(quoteFieldMessages, 'name') }),
  email: ZEmail,
});

/** The whole request, as the server receives it. */
export const ZQuoteRequest = z
  .object({ ...ZQuoteWhereWhen.shape, ...ZQuoteWho.shape, ...planningShape, ...ZQuoteContact.shape })
  .refine(hasInterest, interestRule)
  .transform((request) => ({ ...request, selectedInterests: interestsFor(request) }));
export type TQuoteRequest = z.output<typeof ZQuoteRequest>;
export type TQuoteRequestInput = z.input<typeof ZQuoteRequest>;

/** The schema of each wizard step, in order. */
export const QUOTE_STEP_SCHEMAS = [ZQuoteWhereWhen, ZQuoteWho, ZQuotePlanning, ZQuoteContact] as const;

/** A stored quote request as staff see it. */
export const ZQuoteRequestListItem = z.object({
  id: z.string(),
  createdAt: ZInstant,
  clientName: z.string(),
  email: z.string(),
  destinations: z.array(z.string()),
  dates: z.string(),
  nOfParticipants: z.number().int(),
  ageRange: z.string(),
  selectedGroupType: ZQuoteGroupType,
  shouldPlanItinerary: z.boolean(),
  selectedInterests: z.array(z.string()),
  withPrivateGuide: z.boolean(),
  withAirportTransfer: z.boolean(),
  nonNegotiables: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TQuoteRequestListItem = z.infer<typeof ZQuoteRequestListItem>;
export const ZQuoteRequestListResponse = ZPage(ZQuoteRequestListItem);
/** Staff's list of received requests, newest first. */
export const QUOTE_REQUESTS_PAGE_SIZE = 10;

/** Every answer of a request as label and value, comma-joined lists as in the original e-mail. */
export function quoteRequestFacts(request: TQuoteRequest): [string, string][] {
  const yes = (value: boolean) => (value ? 'Yes' : 'No');
  return [
    ['Name', request.clientName],
    ['E-mail', request.email],
    ['Destinations', request.destinations.join(', ')],
    ['Dates', request.dates],
    ['Participants', String(request.nOfParticipants)],
    ['Age range', request.ageRange],
    ['Group type', request.selectedGroupType],
    ['Help planning the trip', yes(request.shouldPlanItinerary)],
    ['Interests', request.selectedInterests.length > 0 ? request.selectedInterests.join(', ') : '—'],
    ['Private guide', yes(request.withPrivateGuide)],
    ['Airport transfer', yes(request.withAirportTransfer)],
    ['Non-negotiables', request.nonNegotiables ?? '—'],
    ['Notes', request.notes ?? '—'],
  ];
}

/** The staff e-mail's facts as plain text, one "Label: value" per line. */
export function quoteRequestMailText(request: TQuoteRequest): string {
  return quoteRequestFacts(request)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
