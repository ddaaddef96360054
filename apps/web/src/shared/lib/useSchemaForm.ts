import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../i18n/useT.tsx';
import { toast } from '../ui/toasts.ts';
import type { ApiError } from './api.ts';

type TFieldErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

/** The first message per top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && errors[name] === undefined) {
      errors[name] = issue.message;
    }
  }
  return errors;
}

/**
 * A small form state validated by a domain schema on submit. A failed request is reported with
 * `showServerError(error)`: one message per failure, at the field when the server names one. A field's
 * message (the schema's or the server's, both the domain's English) is shown in the page's language.
 */
export function useSchemaForm<TValues extends Record<string, string>>(initialValues: TValues) {
  const { tx } = useT();
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrorsState] = useState<TFieldErrors<TValues>>({});

  const setValue = useCallback((name: keyof TValues & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrorsState((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  const setErrors = useCallback((fields: Record<string, string> | undefined) => {
    setErrorsState((fields ?? {}) as TFieldErrors<TValues>);
  }, []);

  /** Parses the values with `schema`; on failure shows the messages and returns null. */
  const validate = <TSchema extends z.ZodType>(schema: TSchema): z.output<TSchema> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrorsState({});
      return result.data;
    }
    setErrorsState(fieldErrorsOf(result.error) as TFieldErrors<TValues>);
    return null;
  };

  /**
   * Shows a failed request once: the server's field messages at the form's fields, or, when none of them
   * belongs to this form, a toast (with `failureMessage` if given, else the server's message).
   */
  const showServerError = (error: ApiError, failureMessage?: string) => {
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).filter(([name]) => Object.hasOwn(values, name)),
    );
    setErrorsState(fields as TFieldErrors<TValues>);
    if (Object.keys(fields).length === 0) {
      toast.danger(failureMessage ?? error.message);
    }
  };

  const inputProps = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    error: errors[name] === undefined ? undefined : tx(errors[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
  });

  return { values, errors, setValue, setErrors, validate, inputProps, showServerError };
}
