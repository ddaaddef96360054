import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { schemaErrors, useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { formFieldErrors, useSaveCatalogueMutation } from './catalogueAdminQueries.ts';
import type { TPendingItemTranslation } from './ItemTranslationSection.tsx';
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
  /** The item's Portuguese texts waiting to be saved, if any: Confirm checks them first and saves them with it. */
  pendingTranslation: () => TPendingItemTranslation | null;
  /** Whether Portuguese texts wait to be saved (Confirm is then enabled on edit, and leaving is guarded). */
  hasUnsavedTranslation: boolean;
};

/**
 * The event and ticket forms (catalogue.md §2): one form validated by the domain schema (messages show once
 * a field is touched or Confirm is pressed, in the reader's language), saved with one Confirm together with the
 * item's unsaved Portuguese texts, guarded against leaving unsaved.
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
  pendingTranslation,
  hasUnsavedTranslation,
}: TCatalogueFormOptions<TSchema, TValues>) {
  const navigate = useNavigate();
  const { t, tx } = useT();
  const form = useDomainForm({ schema, initialValues });
  // The server's messages as it wrote them (references), worded when shown.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const save = useSaveCatalogueMutation(kind);
  // Created, but its Portuguese texts were refused: the page stays, and Confirm again updates it (and sends them).
  const [createdId, setCreatedId] = useState<string | null>(null);
  const isCreate = isNew && createdId === null;
  const itemId = createdId ?? id;
  const [isSavingTranslation, setSavingTranslation] = useState(false);
  const initialJson = useMemo(() => JSON.stringify(initialValues), [initialValues]);
  const hasChanges = JSON.stringify(form.values) !== initialJson;
  const { release, blocker } = useUnsavedChangesPrompt(
    hasChanges || save.isPending || isBusy || hasUnsavedTranslation,
  );
  const errors = schemaErrors(schema, form.values);
  const errorOf = (path: keyof TValues & string) => {
    const message = serverErrors[path] ?? (isSubmitted || form.isTouched(path) ? errors[path] : undefined);
    return message === undefined ? undefined : tx(message);
  };

  const leave = () => {
    release();
    void navigate(`/admin/activities?tab=${kind}`);
  };

  // The Portuguese texts waiting, once the item is stored: saved too before leaving. Refused, the page stays
  // with them and their messages (the item is saved: a second Confirm updates it and sends them again).
  const saveTranslationAndLeave = async (translation: TPendingItemTranslation | null, savedId: string) => {
    if (translation) {
      setSavingTranslation(true);
      const isSaved = await translation.save(savedId);
      setSavingTranslation(false);
      if (!isSaved) {
        return;
      }
    }
    leave();
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const translation = pendingTranslation();
    if (!isCreate && !hasChanges && !translation) {
      return;
    }
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(errors).length > 0) {
      return;
    }
    // Unsaved Portuguese texts are not left behind: checked before anything is saved, then saved with the item.
    if (translation && !translation.validate()) {
      toast.danger(t('authoring.translation.checkFields'));
      return;
    }
    if (!isCreate && !hasChanges && itemId) {
      // Only the Portuguese texts changed.
      void saveTranslationAndLeave(translation, itemId);
      return;
    }
    const body = isCreate && id ? { id, [field]: form.values } : { [field]: form.values };
    save.mutate(
      { id: itemId, isNew: isCreate, body },
      {
        onSuccess: (saved) => {
          toast.success(savedMessage);
          const savedId = itemId ?? saved.id;
          setCreatedId(savedId);
          void saveTranslationAndLeave(translation, savedId);
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
    isSaving: save.isPending || isSavingTranslation,
    isUnchanged: !isCreate && !hasChanges && !hasUnsavedTranslation,
  };
}
