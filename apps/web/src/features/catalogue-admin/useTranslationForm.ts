import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { formFieldErrors } from './catalogueAdminQueries.ts';

/** The save of a translation: a TanStack mutation of the texts, answering with what was stored. */
type TTranslationSave<TTexts, TSaved> = {
  mutate: (
    texts: TTexts,
    options: { onSuccess: (saved: TSaved) => void; onError: (error: ApiError) => void },
  ) => void;
  isPending: boolean;
};

type TTranslationFormOptions<TSchema extends z.ZodType, TValues extends Record<string, unknown>, TSaved> = {
  schema: TSchema;
  initialValues: TValues;
  save: TTranslationSave<z.output<TSchema>, TSaved>;
  /** The form's values for what the server stored (empty texts for those left out). */
  valuesOf: (saved: TSaved) => TValues;
  /** Tells the page whether texts wait to be saved, for the one leave prompt of the page. */
  onUnsavedChange: (isUnsaved: boolean) => void;
  /** What of the values counts as written, to tell unsaved changes apart (all of them unless given). */
  writtenOf?: (values: TValues) => unknown;
};

/**
 * The form of an item's Portuguese texts (issue 36; activities, events, tickets): checked by the domain's
 * schema, saved with one button (a toast says so, or why not, and the server's field messages go to their
 * fields), its unsaved changes reported to the page. `validate` and `saveNow` let another form's Confirm save
 * them too (the activity wizard's).
 */
export function useTranslationForm<
  TSchema extends z.ZodType,
  TValues extends Record<string, unknown>,
  TSaved,
>({
  schema,
  initialValues,
  save,
  valuesOf,
  onUnsavedChange,
  writtenOf = (values) => values,
}: TTranslationFormOptions<TSchema, TValues, TSaved>) {
  const texts = useT();
  const { t } = texts;
  const form = useDomainForm({ schema, initialValues });
  const writtenJson = (values: TValues) => JSON.stringify(writtenOf(values));
  // What was last saved, to tell unsaved changes apart.
  const [savedJson, setSavedJson] = useState(() => writtenJson(initialValues));
  const isUnsaved = writtenJson(form.values) !== savedJson || save.isPending;
  useEffect(() => onUnsavedChange(isUnsaved), [isUnsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  /** Sends the checked texts: whether the server stored them (else its messages are at their fields, and in a toast). */
  const send = (values: z.output<TSchema>) =>
    new Promise<boolean>((resolve) => {
      save.mutate(values, {
        onSuccess: (saved) => {
          const next = valuesOf(saved);
          form.setValues(next);
          setSavedJson(writtenJson(next));
          toast.success(t('authoring.translation.saved'));
          resolve(true);
        },
        onError: (error) => {
          // The server names fields 'texts.title'; the form's paths are 'title'.
          const fields = formFieldErrors(error.fields, 'texts');
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
          }
          toast.danger(errorText(error, texts));
          resolve(false);
        },
      });
    });

  const handleSubmit = form.onSubmit((values) => {
    void send(values);
  });
  /** Checks the texts as the server will, each message at its field: whether they can be sent. */
  const validate = () => !form.validate().hasErrors;
  /** Checks and sends the texts as they are: whether they were stored. */
  const saveNow = async () => validate() && send(form.getTransformedValues());

  return { form, handleSubmit, isSaving: save.isPending, isUnsaved, validate, saveNow };
}
