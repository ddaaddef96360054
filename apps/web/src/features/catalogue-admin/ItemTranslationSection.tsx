import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  EVENT_TRANSLATED_TEXTS,
  itemTranslationState,
  TICKET_TRANSLATED_TEXTS,
  ZEventTranslationTexts,
  ZTicketTranslationTexts,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import {
  type TItemTranslation,
  useItemTranslationQuery,
  useSaveItemTranslationMutation,
} from './catalogueAdminQueries.ts';
import { OriginalText, TranslationSectionFrame } from './TranslationSectionFrame.tsx';
import { useTranslationForm } from './useTranslationForm.ts';

const LOCALE: TTranslationLocale = 'pt-PT';

type TKind = 'events' | 'tickets';
type TText = (typeof TICKET_TRANSLATED_TEXTS)[number];
/** The English texts of the item as saved (an event has no description). */
type TEnglish = { title: string; description?: string };

const kinds = {
  events: { keys: EVENT_TRANSLATED_TEXTS as readonly TText[], schema: ZEventTranslationTexts },
  tickets: { keys: TICKET_TRANSLATED_TEXTS as readonly TText[], schema: ZTicketTranslationTexts },
} as const;

/** The English text of each translated text, '' where the item has none. */
const englishOf = (english: TEnglish): Record<TText, string> => ({
  title: english.title,
  description: english.description ?? '',
});

/** The form's values for a stored translation: one field per text of the kind, '' while not translated. */
const formValues = (kind: TKind, texts: TItemTranslation['texts']) =>
  Object.fromEntries(kinds[kind].keys.map((key) => [key, texts[key] ?? ''])) as Partial<
    Record<TText, string>
  >;

/**
 * Portuguese texts waiting to be saved, as the form's Confirm saves them with the item: confirming the English
 * form does not leave them behind (issue 36).
 */
export type TPendingItemTranslation = {
  /** Checks them as the server will, each message at its field: whether they can be sent. */
  validate: () => boolean;
  /** Checks and sends them for the item `id` (it exists by then): whether they were stored. */
  save: (id: string) => Promise<boolean>;
};

type TItemTranslationSectionProps = {
  kind: TKind;
  /** The item's id; none for a ticket not created yet (the server chooses it). */
  id: string | undefined;
  /** An item not created yet: nothing to read, and the texts are saved when the form creates it. */
  isNew: boolean;
  /**
   * The item's English texts: as saved when editing (the form's initial values); while creating, as the form
   * holds them now, so each Portuguese field appears beside its English text as it is written.
   */
  english: TEnglish;
  /** Tells the page whether Portuguese texts wait to be saved, for the one leave prompt of the page. */
  onUnsavedChange: (isUnsaved: boolean) => void;
  /** Where the form finds the texts waiting to be saved (null when none), for its Confirm. */
  pendingRef: RefObject<TPendingItemTranslation | null>;
};

/** A new item's form starts empty: nothing is stored yet. */
const NOTHING_STORED: TItemTranslation['texts'] = {};

/**
 * An event's title or a ticket's title and description in Portuguese (issue 36), below its form: each English
 * text for reference beside its optional Portuguese field. Saved with their own button once the item exists, and
 * with the item when its form is confirmed (while creating, that is the only way: the item must exist first).
 */
export function ItemTranslationSection({
  kind,
  id,
  isNew,
  english,
  onUnsavedChange,
  pendingRef,
}: TItemTranslationSectionProps) {
  const { t } = useT();
  const translation = useItemTranslationQuery(kind, id ?? '', LOCALE, !isNew && id !== undefined);
  const original = englishOf(english);
  const stored = isNew ? NOTHING_STORED : translation.data?.texts;
  const state =
    !isNew && translation.data
      ? itemTranslationState(original, kinds[kind].keys, translation.data.texts)
      : null;
  return (
    <TranslationSectionFrame
      translation={isNew ? null : translation}
      state={state}
      help={`${t('authoring.translation.itemHelp')} ${t('authoring.translation.savedWithItem')}`}
      renderForm={() =>
        stored && (
          <ItemTranslationForm
            kind={kind}
            id={id}
            original={original}
            initialValues={formValues(kind, stored)}
            hasOwnSave={!isNew}
            onUnsavedChange={onUnsavedChange}
            pendingRef={pendingRef}
          />
        )
      }
    />
  );
}

type TFormProps = {
  kind: TKind;
  id: string | undefined;
  original: Record<TText, string>;
  initialValues: Partial<Record<TText, string>>;
  /** The item exists: the texts have their own Save button besides the form's Confirm. */
  hasOwnSave: boolean;
  onUnsavedChange: (isUnsaved: boolean) => void;
  pendingRef: RefObject<TPendingItemTranslation | null>;
};

function ItemTranslationForm({
  kind,
  id,
  original,
  initialValues,
  hasOwnSave,
  onUnsavedChange,
  pendingRef,
}: TFormProps) {
  const { t } = useT();
  // The item the texts are saved for: a new ticket's id is known once the form's Confirm has created it.
  const savedFor = useRef(id ?? '');
  const { form, handleSubmit, isSaving, isUnsaved, validate, saveNow } = useTranslationForm({
    schema: kinds[kind].schema,
    initialValues,
    save: useSaveItemTranslationMutation(kind, () => savedFor.current, LOCALE),
    valuesOf: (saved: TItemTranslation) => formValues(kind, saved.texts),
    onUnsavedChange,
  });

  // The form's Confirm finds the unsaved texts here (each render leaves the current ones).
  useEffect(() => {
    pendingRef.current = isUnsaved
      ? {
          validate,
          save: (itemId) => {
            savedFor.current = itemId;
            return saveNow();
          },
        }
      : null;
    return () => {
      pendingRef.current = null;
    };
  });

  // While creating, a text gets its Portuguese field once its English one is written.
  const keys = kinds[kind].keys.filter((key) => hasOwnSave || original[key] !== '');

  return (
    // While creating there is nothing to save to yet: Enter in a field does not send, the form's Confirm does.
    <form noValidate onSubmit={hasOwnSave ? handleSubmit : (event) => event.preventDefault()}>
      <Stack gap="md">
        {keys.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('authoring.translation.englishFirstItem')}
          </Text>
        )}
        {keys.map((key) =>
          key === 'title' ? (
            <TextInput
              key={key}
              label={t('authoring.translation.fields.title')}
              description={<OriginalText text={original.title} />}
              {...form.getInputProps(key)}
            />
          ) : (
            <Textarea
              key={key}
              label={t('authoring.translation.fields.description')}
              description={<OriginalText text={original.description} />}
              autosize
              minRows={3}
              {...form.getInputProps(key)}
            />
          ),
        )}
        {hasOwnSave && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {t('authoring.translation.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
