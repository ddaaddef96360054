import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  EVENT_TRANSLATED_TEXTS,
  itemTranslationState,
  TICKET_TRANSLATED_TEXTS,
  ZEventTranslationTexts,
  ZTicketTranslationTexts,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { useT } from '../../shared/i18n/useT.tsx';
import {
  type TItemTranslation,
  useItemTranslationQuery,
  useSaveItemTranslationMutation,
} from './catalogueAdminQueries.ts';
import { TranslationSectionFrame } from './TranslationSectionFrame.tsx';
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

type TItemTranslationSectionProps = {
  kind: TKind;
  id: string;
  /** The item's English texts as saved (the form's initial values). */
  english: TEnglish;
  /** Tells the page whether Portuguese texts wait to be saved, for the one leave prompt of the page. */
  onUnsavedChange: (isUnsaved: boolean) => void;
};

/**
 * An event's title or a ticket's title and description in Portuguese (issue 36), below its edit form: each
 * English text for reference beside its optional Portuguese field, saved with one button, as activities have.
 */
export function ItemTranslationSection({ kind, id, english, onUnsavedChange }: TItemTranslationSectionProps) {
  const { t } = useT();
  const translation = useItemTranslationQuery(kind, id, LOCALE);
  const original = englishOf(english);
  const state = translation.data
    ? itemTranslationState(original, kinds[kind].keys, translation.data.texts)
    : null;
  return (
    <TranslationSectionFrame
      translation={translation}
      state={state}
      help={t('authoring.translation.itemHelp')}
      renderForm={() =>
        translation.data && (
          <ItemTranslationForm
            kind={kind}
            id={id}
            original={original}
            initialValues={formValues(kind, translation.data.texts)}
            onUnsavedChange={onUnsavedChange}
          />
        )
      }
    />
  );
}

type TFormProps = {
  kind: TKind;
  id: string;
  original: Record<TText, string>;
  initialValues: Partial<Record<TText, string>>;
  onUnsavedChange: (isUnsaved: boolean) => void;
};

function ItemTranslationForm({ kind, id, original, initialValues, onUnsavedChange }: TFormProps) {
  const { t } = useT();
  const { form, handleSubmit, isSaving } = useTranslationForm({
    schema: kinds[kind].schema,
    initialValues,
    save: useSaveItemTranslationMutation(kind, id, LOCALE),
    valuesOf: (saved: TItemTranslation) => formValues(kind, saved.texts),
    onUnsavedChange,
  });
  // The English text for reference, marked as English for screen readers.
  const originalOf = (text: string) => (
    <>
      {t('authoring.translation.original')} <span lang="en">{text}</span>
    </>
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        {kinds[kind].keys.map((key) =>
          key === 'title' ? (
            <TextInput
              key={key}
              label={t('authoring.translation.fields.title')}
              description={originalOf(original.title)}
              {...form.getInputProps(key)}
            />
          ) : (
            <Textarea
              key={key}
              label={t('authoring.translation.fields.description')}
              description={originalOf(original.description)}
              autosize
              minRows={3}
              {...form.getInputProps(key)}
            />
          ),
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            {t('authoring.translation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
