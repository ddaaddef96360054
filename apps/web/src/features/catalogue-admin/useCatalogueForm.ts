import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { schemaErrors, useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { formFieldErrors, useSaveCatalogueMutation } from './catalogueAdminQueries.ts';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.ts';

type TCatalogueFormOptions<TSchema extends z.ZodType, TValues> = {
  /** The API collection, and the manage tab to return to once saved. */
  kind: 'events' | 'tickets';
  /** The key of the values in the request body, and the prefix of the server's field errors. */
  field: 'event' | 'ticket';
  schema: TSchema;
  initialValues: TValues;
  /** Sent in the body on create when the page chose it; without it the server chooses. */
  id: string | undefined;
  isNew: boolean;
  /** Another reason to guard leaving, e.g. an upload in progress. */
  isBusy?: boolean;
  /** Said once saved, in the reader's language. */
  savedMessage: string;
  /** Said when saving failed: a text or a reference (`{{catalogueForm.ticketSaveFailed}}`), worded when shown. */
  failedMessage: (error: ApiError) => string;
};

/**
 * The event and ticket forms (catalogue.md §2): one form validated by the domain schema (messages show once
 * a field is touched or Confirm is pressed, in the reader's language), saved with one Confirm, guarded against
 * leaving unsaved.
 */
export function useCatalogueForm<TSchema extends z.ZodType, TValues extends Record<string, unknown>>({
  kind,
  field,
  schema,
  initialValues,
  id,
  isNew,
  isBusy = false,
  savedMessage,
  failedMessage,
}: TCatalogueFormOptions<TSchema, TValues>) {
  const navigate = useNavigate();
  const { tx } = useT();
  const form = useDomainForm({ schema, initialValues });
  // The server's messages as it wrote them (references), worded when shown.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const save = useSaveCatalogueMutation(kind);
  const initialJson = useMemo(() => JSON.stringify(initialValues), [initialValues]);
  const hasChanges = JSON.stringify(form.values) !== initialJson;
  const { release, blocker } = useUnsavedChangesPrompt(hasChanges || save.isPending || isBusy);
  const errors = schemaErrors(schema, form.values);
  const errorOf = (path: keyof TValues & string) => {
    const message = serverErrors[path] ?? (isSubmitted || form.isTouched(path) ? errors[path] : undefined);
    return message === undefined ? undefined : tx(message);
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isNew && !hasChanges) {
      return;
    }
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(errors).length > 0) {
      return;
    }
    const body = isNew && id ? { id, [field]: form.values } : { [field]: form.values };
    save.mutate(
      { id, isNew, body },
      {
        onSuccess: () => {
          toast.success(savedMessage);
          release();
          void navigate(`/admin/activities?tab=${kind}`);
        },
        onError: (error) => {
          toast.danger(tx(failedMessage(error)));
          setServerErrors(formFieldErrors(error.fields, field));
        },
      },
    );
  };

  // On edit, Confirm waits for a change (catalogue.md §2, 'No changes have been made').
  return {
    form,
    errorOf,
    blocker,
    handleSubmit,
    isSaving: save.isPending,
    isUnchanged: !isNew && !hasChanges,
  };
}
