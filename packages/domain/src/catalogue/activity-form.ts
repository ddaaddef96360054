import { z } from 'zod';
import { DEFAULT_SALES_WINDOW_DAYS } from '../booking/rules.ts';
import {
  ACTIVITY_STEP_SCHEMAS,
  DEFAULT_MAP_POINT,
  DEFAULT_MEETING_POINT,
  ZActivityInput,
} from './activity.ts';
import { ZCategoryKey } from './category-schema.ts';

/** Hourly private slots 10:00 … 18:00 (catalogue.md §3). */
export const DEFAULT_PRIVATE_SLOTS = Array.from(
  { length: 9 },
  (_, i) => `${String(10 + i).padStart(2, '0')}:00`,
);

/** A new activity as the wizard opens it (catalogue.md §3 defaults). Prices are empty until typed. */
export function newActivityDefaults(): TActivityFormValues {
  return {
    title: '',
    description: '',
    categories: [],
    durationMinutes: null,
    isPass: false,
    priceCents: null,
    privatePriceCents: null,
    marketPriceCents: null,
    guiderPaymentCents: 0,
    scheduleInfo: { firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 },
    coverKey: '',
    galleryKeys: [],
    videoKeys: [],
    cancellationPolicy: '',
    notSuitableFor: '',
    whatsIncluded: '',
    whatToExpect: '',
    additionalInfo: '',
    accessibility: '',
    languages: ['English'],
    sharedTimeSlots: ['10:00', '14:00'],
    privateTimeSlots: DEFAULT_PRIVATE_SLOTS,
    highlights: [{ text: '' }],
    minNumOfParticipants: 2,
    maxNumOfParticipants: 4,
    isPrivateOnly: true,
    salesWindowDays: DEFAULT_SALES_WINDOW_DAYS,
    meetingPoint: DEFAULT_MEETING_POINT,
    marker: { ...DEFAULT_MAP_POINT },
    city: 'Lisbon, Portugal',
    stops: [{ title: '', description: '', imageUrl: '', direction: '', attractions: '' }],
  };
}

/** The wizard's form state: like the request, with numbers that may still be empty. */
export const ZActivityFormValues = z.object({
  title: z.string(),
  description: z.string(),
  categories: z.array(ZCategoryKey),
  durationMinutes: z.number().nullable(),
  isPass: z.boolean(),
  priceCents: z.number().nullable(),
  privatePriceCents: z.number().nullable(),
  marketPriceCents: z.number().nullable(),
  guiderPaymentCents: z.number().nullable(),
  scheduleInfo: z.object({
    firstDeparture: z.string(),
    lastDeparture: z.string(),
    frequencyMinutes: z.number().nullable(),
  }),
  coverKey: z.string(),
  galleryKeys: z.array(z.string()),
  videoKeys: z.array(z.string()),
  cancellationPolicy: z.string(),
  notSuitableFor: z.string(),
  whatsIncluded: z.string(),
  whatToExpect: z.string(),
  additionalInfo: z.string(),
  accessibility: z.string(),
  languages: z.array(z.string()),
  sharedTimeSlots: z.array(z.string()),
  privateTimeSlots: z.array(z.string()),
  highlights: z.array(z.object({ text: z.string() })),
  minNumOfParticipants: z.number().nullable(),
  maxNumOfParticipants: z.number().nullable(),
  isPrivateOnly: z.boolean(),
  salesWindowDays: z.number().nullable(),
  meetingPoint: z.string(),
  marker: z.object({ lat: z.number(), lng: z.number() }),
  city: z.string(),
  stops: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      imageUrl: z.string(),
      direction: z.string(),
      attractions: z.string(),
    }),
  ),
});
export type TActivityFormValues = z.infer<typeof ZActivityFormValues>;

/** The request body for form values: a tour sends no highlights and no pass schedule. */
export function activityInputFromForm(values: TActivityFormValues): unknown {
  return {
    ...values,
    scheduleInfo: values.isPass ? values.scheduleInfo : null,
    highlights: values.isPass ? values.highlights : [],
  };
}

/**
 * The first message per field path ('stops.0.title') of one wizard step (0–3), or of the whole activity
 * (step undefined). Empty when valid.
 */
export function activityFormErrors(values: TActivityFormValues, step?: number): Record<string, string> {
  const schema = step === undefined ? ZActivityInput : ACTIVITY_STEP_SCHEMAS[step];
  if (!schema) {
    return {};
  }
  const result = schema.safeParse(activityInputFromForm(values));
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
