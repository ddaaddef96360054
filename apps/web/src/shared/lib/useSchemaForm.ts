import { useCallback, useState } from 'react';
import type { z } from 'zod';

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
 * A small form state validated by a domain schema on submit. Server field errors go back in with
 * `setErrors(error.fields)`.
 */
export function useSchemaForm<TValues extends Record<string, string>>(initialValues: TValues) {
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

  const inputProps = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
  });

  return { values, errors, setValue, setErrors, validate, inputProps };
}
