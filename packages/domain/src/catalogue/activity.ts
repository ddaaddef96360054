import { z } from 'zod';
import { SALES_WINDOW_MAX_DAYS, SALES_WINDOW_MIN_DAYS } from '../booking/rules.ts';
import { listTooLong, URL_MAX } from '../common/text.ts';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';
import { ZCategoryKeys } from './category-schema.ts';
import { CITIES } from './cities.ts';

/** Video files accepted in the wizard (operations.md §9); Ogg videos are stored with the `.ogv` extension. */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'mkv'] as const;

export const ACTIVITY_LIMITS = {
  titleMin: 5,
  titleMax: 160,
  descriptionMin: 10,
  descriptionMax: 1500,
  cancellationPolicyMin: 10,
  cancellationPolicyMax: 200,
  optionalTextMax: 2750,
  highlightMin: 5,
  meetingPointMin: 5,
  stopTitleMin: 5,
  stopDescriptionMin: 10,
  stopDescriptionMax: 400,
  // Bounds of every input: numbers an `integer` column holds, lists a page can show.
  durationMax: 10_080,
  frequencyMax: 1440,
  participantsMax: 500,
  /** €1,000,000: the most any price or payment of the catalogue may be. */
  centsMax: 100_000_000,
  galleryMax: 30,
  videosMax: 10,
  languagesMax: 20,
  timeSlotsMax: 96,
  highlightsMax: 20,
  stopsMax: 50,
} as const;

/** The five wizard steps (catalogue.md §2); the progress bar advances by 100/5 per step. */
export const ACTIVITY_WIZARD_STEPS = [
  'Initial information',
  'Images',
  'About this activity',
  'Location & Itinerary',
  'Review',
] as const;

export const LANGUAGE_OPTIONS = ['English', 'Portuguese', 'Spanish', 'French', 'German', 'Italian'] as const;

/** Central Lisbon (Praça do Comércio): the default map centre and meeting point (catalogue.md §3, §9). */
export const DEFAULT_MAP_POINT = { lat: 38.7075, lng: -9.1364 } as const;
export const DEFAULT_MEETING_POINT = 'Praça do Comércio, 1100-148 Lisboa';
export const MAP_ZOOM = 18;
export const MAP_HEIGHT_PX = 350;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const LINK_PATTERN = /^https?:\/\/\S+$/;
/** Storage keys of images and videos uploaded through POST /api/admin/media. */
export const IMAGE_KEY_PATTERN = /^public\/activity\/[0-9a-f-]{36}$/;
export const VIDEO_KEY_PATTERN = /^public\/activity\/[0-9a-f-]{36}\.(mp4|webm|ogv|mov|mkv)$/;

/** 'hh:mm' (a stored 'hh:mm:ss' is cut to minutes). */
export const ZTimeSlot = z
  .string({ error: textRef(m, 'timeSlotFormat') })
  .trim()
  .max(8, { message: textRef(m, 'timeSlotFormat') })
  .transform((value) => value.slice(0, 5))
  .pipe(z.string().regex(TIME_PATTERN, { message: textRef(m, 'timeSlotFormat') }));

/** Integer cents >= 0, required. */
export const ZCents = (required: string = textRef(m, 'priceRequired')) =>
  z
    .number({ error: required })
    .int({ message: required })
    .min(0, { message: textRef(m, 'amountNotNegative') })
    .max(ACTIVITY_LIMITS.centsMax, { message: textRef(m, 'amountTooLarge') });

/** An optional text: '' means none (null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .transform((value) => (value === '' ? null : value))
    .optional()
    .transform((value) => value ?? null);

/** An optional https link: '' means none. */
export const ZOptionalLink = z
  .string()
  .trim()
  .max(URL_MAX, { message: textRef(m, 'linkInvalid') })
  .refine((value) => value === '' || LINK_PATTERN.test(value), { message: textRef(m, 'linkInvalid') })
  .optional()
  .transform((value) => (value ? value : null));

export const ZRequiredLink = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required })
    .max(URL_MAX, { message: textRef(m, 'linkInvalid') })
    .regex(LINK_PATTERN, { message: textRef(m, 'linkInvalid') });

const ZTimeSlots = z
  .array(ZTimeSlot, { error: textRef(m, 'timeSlotRequired') })
  .min(1, { message: textRef(m, 'timeSlotRequired') })
  .max(ACTIVITY_LIMITS.timeSlotsMax, { message: listTooLong(ACTIVITY_LIMITS.timeSlotsMax) });

const upperFirst = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function uniqueSlots(slots: string[], ctx: z.RefinementCtx, path: string) {
  const seen = new Set<string>();
  slots.forEach((slot, index) => {
    if (seen.has(slot)) {
      ctx.addIssue({ code: 'custom', path: [path, index], message: textRef(m, 'timeSlotDuplicate') });
    }
    seen.add(slot);
  });
}

// ---------------------------------------------------------------- step 1: initial information

const basicsShape = {
  title: z
    .string({ error: textRef(messages, 'tourTitleTooShort') })
    .trim()
    .min(ACTIVITY_LIMITS.titleMin, { message: textRef(messages, 'tourTitleTooShort') })
    .max(ACTIVITY_LIMITS.titleMax, { message: textRef(m, 'titleTooLong') })
    .transform(upperFirst),
  description: z
    .string({ error: textRef(messages, 'tourDescriptionLength') })
    .trim()
    .min(ACTIVITY_LIMITS.descriptionMin, { message: textRef(messages, 'tourDescriptionLength') })
    .max(ACTIVITY_LIMITS.descriptionMax, { message: textRef(messages, 'tourDescriptionLength') }),
  categories: ZCategoryKeys,
  durationMinutes: z
    .number({ error: textRef(messages, 'tourDuration') })
    .int({ message: textRef(messages, 'tourDuration') })
    .min(0, { message: textRef(messages, 'tourDuration') })
    .max(ACTIVITY_LIMITS.durationMax, { message: textRef(m, 'durationTooLong') }),
  isPass: z.boolean(),
  priceCents: ZCents(),
  privatePriceCents: ZCents(textRef(m, 'privatePriceRequired')).nullable(),
  marketPriceCents: ZCents().nullable(),
  guiderPaymentCents: ZCents(),
  /** Passes only: departures from first to last every `frequencyMinutes`. */
  scheduleInfo: z
    .object({
      firstDeparture: ZTimeSlot,
      lastDeparture: ZTimeSlot,
      frequencyMinutes: z
        .number({ error: textRef(m, 'frequencyPositive') })
        .int({ message: textRef(m, 'frequencyPositive') })
        .min(1, { message: textRef(m, 'frequencyPositive') })
        .max(ACTIVITY_LIMITS.frequencyMax, { message: textRef(m, 'frequencyTooLong') }),
    })
    .nullable(),
};

type TBasicsShape = { [K in keyof typeof basicsShape]: z.output<(typeof basicsShape)[K]> };

function basicsRules(value: Partial<TBasicsShape>, ctx: z.RefinementCtx) {
  if (value.isPass === false) {
    if (value.privatePriceCents === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['privatePriceCents'],
        message: textRef(m, 'privatePriceRequired'),
      });
    } else if (
      typeof value.privatePriceCents === 'number' &&
      typeof value.guiderPaymentCents === 'number' &&
      value.guiderPaymentCents > value.privatePriceCents
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['guiderPaymentCents'],
        message: textRef(m, 'guiderPaymentTooHigh'),
      });
    }
  }
  if (value.isPass === true) {
    if (value.scheduleInfo === null) {
      ctx.addIssue({ code: 'custom', path: ['scheduleInfo'], message: textRef(m, 'passScheduleRequired') });
    } else if (value.scheduleInfo && value.scheduleInfo.lastDeparture < value.scheduleInfo.firstDeparture) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduleInfo', 'lastDeparture'],
        message: textRef(m, 'passScheduleOrder'),
      });
    }
  }
}

// ---------------------------------------------------------------- step 2: images and videos

const mediaShape = {
  coverKey: z
    .string({ error: textRef(m, 'coverRequired') })
    .regex(IMAGE_KEY_PATTERN, { message: textRef(m, 'coverRequired') }),
  galleryKeys: z
    .array(z.string().regex(IMAGE_KEY_PATTERN, { message: textRef(m, 'mediaInvalid') }), {
      error: textRef(m, 'galleryRequired'),
    })
    .min(1, { message: textRef(m, 'galleryRequired') })
    .max(ACTIVITY_LIMITS.galleryMax, { message: listTooLong(ACTIVITY_LIMITS.galleryMax) }),
  videoKeys: z
    .array(z.string().regex(VIDEO_KEY_PATTERN, { message: textRef(m, 'mediaInvalid') }))
    .max(ACTIVITY_LIMITS.videosMax, { message: listTooLong(ACTIVITY_LIMITS.videosMax) }),
};

// ---------------------------------------------------------------- step 3: about this activity

const text = (max: number) => optionalText(max, textRef(m, 'optionalTextTooLong'));

const aboutShape = {
  cancellationPolicy: z
    .string({ error: textRef(m, 'cancellationPolicyLength') })
    .trim()
    .min(ACTIVITY_LIMITS.cancellationPolicyMin, { message: textRef(m, 'cancellationPolicyLength') })
    .max(ACTIVITY_LIMITS.cancellationPolicyMax, { message: textRef(m, 'cancellationPolicyLength') }),
  notSuitableFor: text(ACTIVITY_LIMITS.optionalTextMax),
  whatsIncluded: text(ACTIVITY_LIMITS.optionalTextMax),
  whatToExpect: text(ACTIVITY_LIMITS.optionalTextMax),
  additionalInfo: text(ACTIVITY_LIMITS.optionalTextMax),
  accessibility: text(ACTIVITY_LIMITS.optionalTextMax),
  languages: z
    .array(
      z
        .string()
        .trim()
        .min(1, { message: textRef(m, 'languageRequired') })
        .max(60),
      { error: textRef(m, 'languageRequired') },
    )
    .min(1, { message: textRef(m, 'languageRequired') })
    .max(ACTIVITY_LIMITS.languagesMax, { message: listTooLong(ACTIVITY_LIMITS.languagesMax) })
    .transform((list) => [...new Set(list)]),
  sharedTimeSlots: ZTimeSlots,
  privateTimeSlots: ZTimeSlots,
  /** Passes only (catalogue.md §3); a tour's list is ignored and stored empty. */
  highlights: z
    .array(
      z.object({
        text: z
          .string({ error: textRef(m, 'highlightTooShort') })
          .trim()
          .min(ACTIVITY_LIMITS.highlightMin, { message: textRef(m, 'highlightTooShort') })
          .max(ACTIVITY_LIMITS.optionalTextMax, { message: textRef(m, 'optionalTextTooLong') }),
      }),
    )
    .max(ACTIVITY_LIMITS.highlightsMax, { message: listTooLong(ACTIVITY_LIMITS.highlightsMax) }),
  minNumOfParticipants: z
    .number({ error: textRef(m, 'minParticipants') })
    .int({ message: textRef(m, 'minParticipants') })
    .min(1, { message: textRef(m, 'minParticipants') })
    .max(ACTIVITY_LIMITS.participantsMax, { message: textRef(m, 'participantsTooMany') }),
  maxNumOfParticipants: z
    .number({ error: textRef(m, 'maxParticipants') })
    .int({ message: textRef(m, 'maxParticipants') })
    .min(1, { message: textRef(m, 'maxParticipants') })
    .max(ACTIVITY_LIMITS.participantsMax, { message: textRef(m, 'participantsTooMany') }),
  isPrivateOnly: z.boolean(),
  /** How many days ahead the calendar sells this activity; new activities start at a year. */
  salesWindowDays: z
    .number({ error: textRef(m, 'salesWindowRange') })
    .int({ message: textRef(m, 'salesWindowRange') })
    .min(SALES_WINDOW_MIN_DAYS, { message: textRef(m, 'salesWindowRange') })
    .max(SALES_WINDOW_MAX_DAYS, { message: textRef(m, 'salesWindowRange') }),
};

type TAboutShape = { [K in keyof typeof aboutShape]: z.output<(typeof aboutShape)[K]> };

function aboutRules(value: Partial<TAboutShape> & { isPass?: boolean }, ctx: z.RefinementCtx) {
  if (
    typeof value.minNumOfParticipants === 'number' &&
    typeof value.maxNumOfParticipants === 'number' &&
    value.maxNumOfParticipants < value.minNumOfParticipants
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxNumOfParticipants'], message: textRef(m, 'maxParticipants') });
  }
  if (value.isPass === true && Array.isArray(value.highlights) && value.highlights.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['highlights'], message: textRef(m, 'highlightRequired') });
  }
  if (Array.isArray(value.sharedTimeSlots)) {
    uniqueSlots(value.sharedTimeSlots, ctx, 'sharedTimeSlots');
  }
  if (Array.isArray(value.privateTimeSlots)) {
    uniqueSlots(value.privateTimeSlots, ctx, 'privateTimeSlots');
  }
}

// ---------------------------------------------------------------- step 4: location and itinerary

export const ZActivityStop = z.object({
  title: z
    .string({ error: textRef(m, 'stopTitleTooShort') })
    .trim()
    .min(ACTIVITY_LIMITS.stopTitleMin, { message: textRef(m, 'stopTitleTooShort') })
    .max(ACTIVITY_LIMITS.titleMax, { message: textRef(m, 'titleTooLong') }),
  description: z
    .string({ error: textRef(m, 'stopDescriptionLength') })
    .trim()
    .min(ACTIVITY_LIMITS.stopDescriptionMin, { message: textRef(m, 'stopDescriptionLength') })
    .max(ACTIVITY_LIMITS.stopDescriptionMax, { message: textRef(m, 'stopDescriptionLength') }),
  imageUrl: ZOptionalLink,
  direction: ZOptionalLink,
  attractions: text(ACTIVITY_LIMITS.optionalTextMax),
});
export type TActivityStopInput = z.input<typeof ZActivityStop>;

const locationShape = {
  meetingPoint: z
    .string({ error: textRef(m, 'meetingPointTooShort') })
    .trim()
    .min(ACTIVITY_LIMITS.meetingPointMin, { message: textRef(m, 'meetingPointTooShort') })
    .max(500),
  marker: z.object(
    {
      lat: z
        .number({ error: textRef(m, 'markerRequired') })
        .min(-90)
        .max(90),
      lng: z
        .number({ error: textRef(m, 'markerRequired') })
        .min(-180)
        .max(180),
    },
    { error: textRef(m, 'markerRequired') },
  ),
  city: z.enum(CITIES, { error: textRef(messages, 'selectCity') }),
  stops: z
    .array(ZActivityStop, { error: textRef(m, 'stopRequired') })
    .min(1, { message: textRef(m, 'stopRequired') })
    .max(ACTIVITY_LIMITS.stopsMax, { message: listTooLong(ACTIVITY_LIMITS.stopsMax) }),
};

// ---------------------------------------------------------------- the whole activity

// Cross-field rules run even while other fields are invalid, so every message shows at once.
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** One schema per wizard step (Review has none): the web checks a step with it before Next. */
export const ZActivityBasics = z.object(basicsShape).superRefine(basicsRules, always);
export const ZActivityMedia = z.object(mediaShape);
export const ZActivityAbout = z
  .object({ ...aboutShape, isPass: z.boolean() })
  .superRefine(aboutRules, always);
export const ZActivityLocation = z.object(locationShape);
export const ACTIVITY_STEP_SCHEMAS = [
  ZActivityBasics,
  ZActivityMedia,
  ZActivityAbout,
  ZActivityLocation,
] as const;

/** The body of create and update (the same rules as the wizard's steps). */
export const ZActivityInput = z
  .object({ ...basicsShape, ...mediaShape, ...aboutShape, ...locationShape })
  .superRefine((value, ctx) => {
    basicsRules(value, ctx);
    aboutRules(value, ctx);
  }, always);
export type TActivityInput = z.input<typeof ZActivityInput>;
export type TActivityData = z.output<typeof ZActivityInput>;

/**
 * Create: the browser picks the id when the wizard opens, so a retried save (double click, lost answer)
 * reuses the same payment products and cannot create the activity twice.
 */
export const ZCreateActivityRequest = z.object({
  id: z.uuid({ message: textRef(m, 'activityNotFound') }),
  activity: ZActivityInput,
});
export type TCreateActivityRequest = z.input<typeof ZCreateActivityRequest>;

export const ZUpdateActivityRequest = z.object({ activity: ZActivityInput });

export const ZCatalogueIdParams = z.object({ id: z.uuid({ message: textRef(messages, 'notFound') }) });

/** Visibility and featured switches of the manage lists. */
export const ZCatalogueFlagsRequest = z
  .object({ isVisible: z.boolean().optional(), isFeatured: z.boolean().optional() })
  .refine((value) => value.isVisible !== undefined || value.isFeatured !== undefined, {
    message: 'Send isVisible or isFeatured',
  });

/** Events and tickets have a visibility switch only. */
export const ZVisibilityRequest = z.object({ isVisible: z.boolean({ error: 'Send isVisible' }) });
