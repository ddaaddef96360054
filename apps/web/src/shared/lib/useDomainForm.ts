import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from 'zod';
import { errorText } from '../i18n/errorText.ts';
import { type TTexts, useT } from '../i18n/useT.tsx';
import { toast } from '../ui/toasts.ts';
import { isApiError } from './api.ts';

type TFormValues = Record<string, unknown>;
type TWordTexts = Pick<TTexts, 't' | 'tx' | 'locale'>;

/** Mantine's options a page may still set: the hook owns the mode, the checking and the submitted values. */
type TMantineOptions<TValues> = Omit<
  UseFormInput<TValues>,
  'mode' | 'initialValues' | 'validate' | 'transformValues' | 'enhanceGetInputProps'
>;

export type TDomainFormOptions<
  TSchema extends z.ZodType,
  TValues extends TFormValues,
> = TMantineOptions<TValues> & {
  /** The domain's schema of what the form sends: it checks the values, and its output is what `onSubmit` gets. */
  schema: TSchema;
  initialValues: TValues;
};

/** Mantine's form, with the field messages in the reader's language and a failed request's report. */
export type TDomainForm<TSchema extends z.ZodType, TValues extends TFormValues> = UseFormReturnType<
  TValues,
  z.output<TSchema>
> & {
  /**
   * Shows a failed request once: the server's field messages at the fields the form has, or, when none of them
   * belongs to it, a toast with `failureMessage` (else the answer's own text, errorText).
   */
  showServerError: (error: unknown, failureMessage?: string) => void;
};

/** The first message of each field the values fail the schema at, by its path as Mantine names it ('stops.0.title'). */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  return errors;
}

/** A field's message in the reader's language: a reference (`{{booking.clientName}}`) worded, any other text as it is. */
export function wordError(error: React.ReactNode, tx: TTexts['tx']): React.ReactNode {
  return typeof error === 'string' ? tx(error) : error;
}

/** Every field's message in the reader's language. */
export function wordErrors(errors: FormErrors, tx: TTexts['tx']): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, wordError(error, tx)]));
}

/** Whether the values hold a field at `path` ('email', 'stops.0.title'). */
function hasField(values: unknown, path: string): boolean {
  let current = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return false;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * How a failed request is shown: the server's field messages (references where it named a text) at the fields
 * the form's values have, or, when none of them belongs to the form, one toast.
 */
export function serverErrorReport(
  error: unknown,
  values: unknown,
  texts: TWordTexts,
  failureMessage?: string,
): { fields: Record<string, string>; toast: string | null } {
  const named = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
  const fields = Object.fromEntries(named.filter(([path]) => hasField(values, path)));
  const hasFields = Object.keys(fields).length > 0;
  return { fields, toast: hasFields ? null : (failureMessage ?? errorText(error, texts)) };
}

/**
 * Mantine's options of a form driven by a domain schema: checked on submit by `schema` (each issue at its
 * field's path), submitted as the schema's output, each input given its field's name and its message worded.
 */
export function domainFormOptions<TSchema extends z.ZodType, TValues extends TFormValues>(
  { schema, initialValues, ...options }: TDomainFormOptions<TSchema, TValues>,
  tx: TTexts['tx'],
): UseFormInput<TValues, z.output<TSchema>> & { validate: (values: TValues) => FormErrors } {
  return {
    ...options,
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, values),
    // Mantine calls it on submit only once `validate` passed, so the parse succeeds.
    transformValues: (values) => schema.parse(values),
    // The errors stay as written (references) and are worded when shown, so a language switch re-words them.
    enhanceGetInputProps: ({ inputProps, field }) => ({
      name: field,
      ...('error' in inputProps ? { error: wordError(inputProps.error, tx) } : {}),
    }),
  };
}

/**
 * The project's form: Mantine's `useForm` (controlled), checked by the domain's zod schema on submit;
 * `form.onSubmit(handler)` hands the handler the schema's output. Every message it shows (`getInputProps(path).error`,
 * `form.errors`, a failed request's toast) is in the reader's language, whether the schema or the server wrote it.
 *
 * ```tsx
 * const form = useDomainForm({ schema: ZFindBookingRequest, initialValues: { reference: '', email: '' } });
 * <form onSubmit={form.onSubmit((body) => find.mutate(body, { onError: (error) => form.showServerError(error) }))}>
 *   <TextInput label="Email" {...form.getInputProps('email')} />
 * ```
 */
export function useDomainForm<TSchema extends z.ZodType, TValues extends TFormValues>(
  options: TDomainFormOptions<TSchema, TValues>,
): TDomainForm<TSchema, TValues> {
  const texts = useT();
  const form = useForm<TValues, z.output<TSchema>>(domainFormOptions(options, texts.tx));

  const showServerError = (error: unknown, failureMessage?: string) => {
    const report = serverErrorReport(error, form.getValues(), texts, failureMessage);
    form.setErrors(report.fields);
    if (report.toast !== null) {
      toast.danger(report.toast);
    }
  };

  return { ...form, errors: wordErrors(form.errors, texts.tx), showServerError };
}
