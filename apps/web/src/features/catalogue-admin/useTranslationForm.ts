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
};

/**
 * The form of an item's Portuguese texts (issue 36; activities, events, tickets): checked by the domain's
 * schema, saved with one button (a toast says so, or why not, and the server's field messages go to their
 * fields), its unsaved changes reported to the page.
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
}: TTranslationFormOptions<TSchema, TValues, TSaved>) {
  const texts = useT();
  const { t } = texts;
  const form = useDomainForm({ schema, initialValues });
  // What was last saved, to tell unsaved changes apart.
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initialValues));
  const isUnsaved = JSON.stringify(form.values) !== savedJson || save.isPending;
  useEffect(() => onUnsavedChange(isUnsaved), [isUnsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        const next = valuesOf(saved);
        form.setValues(next);
        setSavedJson(JSON.stringify(next));
        toast.success(t('authoring.translation.saved'));
      },
      onError: (error) => {
        // The server names fields 'texts.title'; the form's paths are 'title'.
        const fields = formFieldErrors(error.fields, 'texts');
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
        }
        toast.danger(errorText(error, texts));
      },
    });
  });

  return { form, handleSubmit, isSaving: save.isPending };
}
