import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';
import { STATIC_PAGES } from '../catalogue/storefront-pages.ts';
import { ZInstant } from '../common/responses.ts';
import { DEFAULT_LOCALE, type TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, textRef, wordText } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';

/**
 * The storefront's native forms (operations.md §2 embeds external forms at these paths): a tour
 * operator or a transfer provider asks to work with us, a traveller tells us how a tour went. Each form is a
 * list of fields; its schema, its page, the staff e-mail and the admin list are all made from that list.
 */
export const FORM_KINDS = ['guide-registration', 'transfer-registration', 'feedback'] as const;
export type TFormKind = (typeof FORM_KINDS)[number];
/** The forms' messages, a required field's when left empty among them (their Portuguese: locales/pt-PT/forms.json). */
export const formMessages = defineTexts('forms', {
  unknownForm: 'Unknown form',
  chooseAnswer: 'Choose an answer',
  enterText: 'Enter text',
  tooLong: (max: number) => `At most ${max} characters`,
  noControl: 'Remove the special characters from this answer',
  unknownField: 'Unknown field',
  tellName: 'Tell us your name',
  companyNameRequired: 'Tell us the name of your company',
  phoneRequired: 'Tell us a phone number',
  regionRequired: 'Tell us where you operate',
  toursRequired: 'Tell us about the tours you run',
  baseRequired: 'Tell us where you are based',
  vehiclesRequired: 'Tell us about your vehicles',
  ratingRequired: 'Choose how your experience was',
  recommendRequired: 'Choose yes, maybe or no',
});

export const ZFormKind = z.enum(FORM_KINDS, { message: textRef(formMessages, 'unknownForm') });

type TFieldBase = {
  name: string;
  label: string;
  /** The message of the field left empty, a text reference (textRef): a field with one is required. */
  required?: string;
  description?: string;
};
export type TFormField =
  | (TFieldBase & { type: 'text' | 'tel'; max: number; autoComplete?: string })
  | (TFieldBase & { type: 'email'; autoComplete?: string })
  | (TFieldBase & { type: 'textarea'; max: number })
  | (TFieldBase & { type: 'choice'; options: readonly string[] });

export type TFormDefinition = {
  kind: TFormKind;
  path: string;
  /** The page's title (tab, heading, link previews) and description. */
  title: string;
  description: string;
  /** What the sender is told on the page and in the confirmation e-mail once it is sent. */
  thanks: string;
  submitLabel: string;
  fields: readonly TFormField[];
};

export const FORM_TEXT_MAX = 2000;
const NAME_MAX = 120;
const PHONE_MAX = 40;

/** Name and e-mail: every form asks both (the e-mail always, for the sender's copy and our reply). */
const contact = (nameLabel: string, nameRequired = true): TFormField[] => [
  {
    name: 'contactName',
    label: nameRequired ? nameLabel : `${nameLabel} (optional)`,
    type: 'text',
    max: NAME_MAX,
    ...(nameRequired ? { required: textRef(formMessages, 'tellName') } : {}),
    autoComplete: 'name',
  },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    required: textRef(messages, 'invalidEmail'),
    autoComplete: 'email',
  },
];

export const FORMS = {
  'guide-registration': {
    kind: 'guide-registration',
    ...STATIC_PAGES.guideRegistration,
    thanks: 'Thank you: our partnerships team will reply by e-mail within two working days.',
    submitLabel: 'Send my application',
    fields: [
      {
        name: 'companyName',
        label: 'Company name',
        type: 'text',
        max: NAME_MAX,
        required: textRef(formMessages, 'companyNameRequired'),
        autoComplete: 'organization',
      },
      ...contact('Your name'),
      {
        name: 'phone',
        label: 'Phone number',
        type: 'tel',
        max: PHONE_MAX,
        required: textRef(formMessages, 'phoneRequired'),
        autoComplete: 'tel',
      },
      {
        name: 'region',
        label: 'Where you operate',
        type: 'text',
        max: 200,
        required: textRef(formMessages, 'regionRequired'),
        description: 'Cities or regions, e.g. Lisbon, Sintra and Cascais',
      },
      {
        name: 'licence',
        label: 'RNAAT registration number (optional)',
        type: 'text',
        max: 40,
        description: 'Your registration as a tourist activity operator, if you have one',
      },
      {
        name: 'tours',
        label: 'The tours you run',
        type: 'textarea',
        max: FORM_TEXT_MAX,
        required: textRef(formMessages, 'toursRequired'),
      },
      {
        name: 'fleet',
        label: 'Guides and vehicles (optional)',
        type: 'textarea',
        max: 500,
        description: 'e.g. 4 guides, 2 vans with 8 seats',
      },
      { name: 'message', label: 'Anything else (optional)', type: 'textarea', max: FORM_TEXT_MAX },
    ],
  },
  'transfer-registration': {
    kind: 'transfer-registration',
    ...STATIC_PAGES.transferRegistration,
    thanks: 'Thank you: our concierge team will reply by e-mail within two working days.',
    submitLabel: 'Send my application',
    fields: [
      {
        name: 'companyName',
        label: 'Company or driver name',
        type: 'text',
        max: NAME_MAX,
        required: textRef(formMessages, 'companyNameRequired'),
        autoComplete: 'organization',
      },
      ...contact('Contact name'),
      {
        name: 'phone',
        label: 'Phone number',
        type: 'tel',
        max: PHONE_MAX,
        required: textRef(formMessages, 'phoneRequired'),
        autoComplete: 'tel',
      },
      {
        name: 'base',
        label: 'Base city or airport',
        type: 'text',
        max: 200,
        required: textRef(formMessages, 'baseRequired'),
        description: 'e.g. Lisbon airport, Porto, Faro',
      },
      { name: 'licence', label: 'Licence (alvará) number (optional)', type: 'text', max: 40 },
      {
        name: 'vehicles',
        label: 'Vehicles and seats',
        type: 'textarea',
        max: 500,
        required: textRef(formMessages, 'vehiclesRequired'),
        description: 'e.g. 2 sedans with 3 seats, 1 van with 8 seats',
      },
      { name: 'routes', label: 'Routes you cover (optional)', type: 'textarea', max: FORM_TEXT_MAX },
      { name: 'message', label: 'Anything else (optional)', type: 'textarea', max: FORM_TEXT_MAX },
    ],
  },
  feedback: {
    kind: 'feedback',
    ...STATIC_PAGES.feedback,
    thanks: 'Thank you for your feedback: every answer is read by our team.',
    submitLabel: 'Send my feedback',
    fields: [
      {
        name: 'rating',
        label: 'How was your experience?',
        type: 'choice',
        options: ['Excellent', 'Good', 'Okay', 'Poor', 'Very poor'],
        required: textRef(formMessages, 'ratingRequired'),
      },
      {
        name: 'recommend',
        label: 'Would you recommend Roteiro to a friend?',
        type: 'choice',
        options: ['Yes', 'Maybe', 'No'],
        required: textRef(formMessages, 'recommendRequired'),
      },
      { name: 'liked', label: 'What did you enjoy? (optional)', type: 'textarea', max: FORM_TEXT_MAX },
      { name: 'improve', label: 'What could we do better? (optional)', type: 'textarea', max: FORM_TEXT_MAX },
      {
        name: 'bookingReference',
        label: 'Booking reference (optional)',
        type: 'text',
        max: 16,
        description: 'From your confirmation e-mail, if you booked on Roteiro',
      },
      ...contact('Your name', false),
    ],
  },
} as const satisfies Record<TFormKind, TFormDefinition>;

type TFieldText = 'label' | 'description';

/**
 * The forms' own words as a table of texts (the page's title and description are the static pages',
 * storefrontPageTexts): `<form>.thanks`, `<form>.submitLabel`, `<form>.fields.<field>.label` and `.description`,
 * and a choice's options by their English value, `<form>.fields.<field>.options.<value>` (the value stored stays
 * English). Its Portuguese: locales/pt-PT/formPages.json. The e-mail field reads "E-mail" in both languages, so it
 * is not in the table (a text missing from the table reads as the form writes it).
 */
export const formPageTexts = defineTexts(
  'formPages',
  Object.fromEntries(
    Object.values(FORMS).flatMap((form): [string, string][] => [
      [`${form.kind}.thanks`, form.thanks],
      [`${form.kind}.submitLabel`, form.submitLabel],
      ...form.fields
        .filter((field: TFormField) => field.name !== 'email')
        .flatMap((field: TFormField): [string, string][] => [
          [`${form.kind}.fields.${field.name}.label`, field.label],
          ...(field.description
            ? [[`${form.kind}.fields.${field.name}.description`, field.description] as [string, string]]
            : []),
          ...(field.type === 'choice'
            ? field.options.map((option): [string, string] => [
                `${form.kind}.fields.${field.name}.options.${option}`,
                option,
              ])
            : []),
        ]),
    ]),
  ) as Readonly<Record<string, string>>,
);

/** A text of the forms' table in `locale`, or undefined when the table has none under `key`. */
const formPageText = (key: string, locale: TLocale): string | undefined =>
  Object.hasOwn(formPageTexts, key) ? wordText(refOf(formPageTexts, key), locale) : undefined;

/** A form's thanks and button in `locale`. */
export function formTexts(kind: TFormKind, locale: TLocale): { thanks: string; submitLabel: string } {
  const form: TFormDefinition = FORMS[kind];
  return {
    thanks: formPageText(`${kind}.thanks`, locale) ?? form.thanks,
    submitLabel: formPageText(`${kind}.submitLabel`, locale) ?? form.submitLabel,
  };
}

/** A field's label, description and option labels in `locale`. */
export function formFieldTexts(kind: TFormKind, field: TFormField, locale: TLocale) {
  const text = (name: TFieldText) => formPageText(`${kind}.fields.${field.name}.${name}`, locale);
  return {
    label: text('label') ?? field.label,
    description: field.description === undefined ? undefined : (text('description') ?? field.description),
    option: (value: string) => formPageText(`${kind}.fields.${field.name}.options.${value}`, locale) ?? value,
  };
}

// No text field takes control characters (a NUL byte cannot be stored and is never meant); line breaks are kept
// in long answers.
const hasNoControl = (value: string) =>
  ![...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && char !== '\t' && char !== '\n' && char !== '\r') || code === 127;
  });

function fieldSchema(field: TFormField): z.ZodType<string | null> {
  if (field.type === 'email') {
    return ZEmail;
  }
  if (field.type === 'choice') {
    const choice = z.enum(field.options as unknown as [string, ...string[]], {
      message: field.required ?? textRef(formMessages, 'chooseAnswer'),
    });
    return field.required ? choice : choice.nullable().default(null);
  }
  const text = z
    .string({ message: field.required ?? textRef(formMessages, 'enterText') })
    .trim()
    .max(field.max, { message: textRef(formMessages, 'tooLong', field.max) })
    .refine(hasNoControl, { message: textRef(formMessages, 'noControl') });
  if (field.required) {
    return text.min(1, { message: field.required });
  }
  return text
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

/** The answers a form takes: one entry per field, unknown fields refused. */
export function formSchema(kind: TFormKind) {
  const shape: Record<string, z.ZodType<string | null>> = {};
  for (const field of FORMS[kind].fields) {
    shape[field.name] = fieldSchema(field);
  }
  return z.strictObject(shape, { message: textRef(formMessages, 'unknownField') });
}
export type TFormAnswers = Record<string, string | null>;

/** The sender's e-mail and name, read from the answers (every form asks both). */
export function formSender(answers: TFormAnswers): { email: string; name: string } {
  return { email: String(answers.email), name: String(answers.contactName ?? '') };
}

/**
 * Every answer as label and value, in the form's order ("—" when left empty), for the staff e-mail and the admin
 * list (English) and the sender's copy (in the language the form was sent in).
 */
export function formFacts(
  kind: TFormKind,
  answers: TFormAnswers,
  locale: TLocale = DEFAULT_LOCALE,
): [string, string][] {
  return FORMS[kind].fields.map((field) => {
    const text = formFieldTexts(kind, field, locale);
    const value = answers[field.name];
    const shown = value && field.type === 'choice' ? text.option(value) : value;
    return [text.label.replace(/ \((optional|opcional)\)$/, ''), shown ? shown : '—'];
  });
}

/** One stored submission as admins see it. */
export const ZFormSubmission = z.object({
  id: z.string(),
  kind: ZFormKind,
  createdAt: ZInstant,
  name: z.string(),
  email: z.string(),
  answers: z.record(z.string(), z.string().nullable()),
});
export type TFormSubmission = z.infer<typeof ZFormSubmission>;
export const ZFormSubmissionListResponse = ZPage(ZFormSubmission);
export const ZFormSubmissionListQuery = ZPageQuery.extend({ kind: ZFormKind.default('guide-registration') });
export type TFormSubmissionListQuery = z.output<typeof ZFormSubmissionListQuery>;
export const FORM_SUBMISSIONS_PAGE_SIZE = 10;

/** Admin tab labels, per kind. */
export const FORM_KIND_LABELS: Record<TFormKind, string> = {
  'guide-registration': 'Tour companies',
  'transfer-registration': 'Transfer providers',
  feedback: 'Feedback',
};
