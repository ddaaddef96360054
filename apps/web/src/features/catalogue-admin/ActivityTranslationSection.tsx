import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import {
  type TActivityTexts,
  type TTranslationLocale,
  translationState,
  ZActivityTranslationTexts,
} from '@roteiro/domain/catalogue/translation';
import { type RefObject, useEffect, useMemo } from 'react';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import {
  englishTexts,
  resizedTranslationValues,
  SINGLE_TRANSLATED_TEXTS,
  type TSingleTranslatedText,
  type TTranslationFormValues,
  translationFormValues,
  writtenTranslationTexts,
} from './activityTranslationForm.ts';
import { useActivityTranslationQuery, useSaveActivityTranslationMutation } from './catalogueAdminQueries.ts';
import { OriginalText, TranslationSectionFrame } from './TranslationSectionFrame.tsx';
import { useTranslationForm } from './useTranslationForm.ts';

const LOCALE: TTranslationLocale = 'pt-PT';

const FIELD_LABELS = {
  title: 'authoring.translation.fields.title',
  description: 'authoring.translation.fields.description',
  meetingPoint: 'authoring.translation.fields.meetingPoint',
  cancellationPolicy: 'authoring.translation.fields.cancellationPolicy',
  notSuitableFor: 'authoring.translation.fields.notSuitableFor',
  whatsIncluded: 'authoring.translation.fields.whatsIncluded',
  whatToExpect: 'authoring.translation.fields.whatToExpect',
  additionalInfo: 'authoring.translation.fields.additionalInfo',
  accessibility: 'authoring.translation.fields.accessibility',
} as const satisfies Record<TSingleTranslatedText, TMessageId>;

/**
 * Portuguese texts waiting to be saved, as the wizard's Confirm saves them with the activity: confirming the
 * English wizard does not leave them behind (issue 36).
 */
export type TPendingTranslation = {
  /** Checks them as the server will, each message at its field: whether they can be sent. */
  validate: () => boolean;
  /** Checks and sends them (the activity exists by then): whether they were stored. */
  save: () => Promise<boolean>;
};

type TSectionProps = {
  activityId: string;
  /**
   * The activity's English values: as saved when editing (the wizard's initial values); while creating, as the
   * wizard holds them now, so each Portuguese field appears beside its English text as it is written.
   */
  english: TActivityFormValues;
  /** An activity not created yet: nothing to read, and the texts are saved when the wizard creates it. */
  isNew?: boolean;
  /** Tells the page whether Portuguese texts wait to be saved, for the one leave prompt of the page. */
  onUnsavedChange: (isUnsaved: boolean) => void;
  /** Where the page finds the texts waiting to be saved (null when none), for the wizard's Confirm. */
  pendingRef?: RefObject<TPendingTranslation | null>;
};

/** A new activity's form starts empty: nothing is stored yet. */
const NOTHING_STORED = {};

/**
 * The activity's Portuguese texts (issue 36), below the wizard: each English text for reference beside its
 * Portuguese field, all optional. Saved with their own button once the activity exists, and with the activity
 * when the wizard is confirmed (while creating, that is the only way: the activity must exist first). Closed
 * until the admin opens it, so the English wizard reads as before.
 */
export function ActivityTranslationSection({
  activityId,
  english,
  isNew = false,
  onUnsavedChange,
  pendingRef,
}: TSectionProps) {
  const { t } = useT();
  const translation = useActivityTranslationQuery(activityId, LOCALE, !isNew);
  const original = useMemo(() => englishTexts(english), [english]);
  const stored = isNew ? NOTHING_STORED : translation.data?.texts;
  const state = !isNew && translation.data ? translationState(original, translation.data.texts) : null;
  return (
    <TranslationSectionFrame
      translation={isNew ? null : translation}
      state={state}
      help={`${t('authoring.translation.help')} ${t('authoring.translation.savedOnConfirm')}`}
      renderForm={() =>
        stored && (
          <TranslationForm
            activityId={activityId}
            original={original}
            initialValues={translationFormValues(original, stored)}
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
  activityId: string;
  original: TActivityTexts;
  initialValues: TTranslationFormValues;
  /** The activity exists: the texts have their own Save button besides the wizard's Confirm. */
  hasOwnSave: boolean;
  onUnsavedChange: (isUnsaved: boolean) => void;
  pendingRef?: RefObject<TPendingTranslation | null>;
};

function TranslationForm({
  activityId,
  original,
  initialValues,
  hasOwnSave,
  onUnsavedChange,
  pendingRef,
}: TFormProps) {
  const { t } = useT();
  const { form, handleSubmit, isSaving, isUnsaved, validate, saveNow } = useTranslationForm({
    schema: ZActivityTranslationTexts,
    initialValues,
    save: useSaveActivityTranslationMutation(activityId, LOCALE),
    valuesOf: (saved) => translationFormValues(original, saved.texts),
    onUnsavedChange,
    writtenOf: writtenTranslationTexts,
  });

  // The wizard's Confirm finds the unsaved texts here (each render leaves the current ones).
  useEffect(() => {
    if (!pendingRef) {
      return;
    }
    pendingRef.current = isUnsaved ? { validate, save: saveNow } : null;
    return () => {
      pendingRef.current = null;
    };
  });

  // While creating, the English stops and highlights come and go: one Portuguese field for each.
  const { highlights, stops } = form.values;
  useEffect(() => {
    if (highlights.length !== original.highlights.length || stops.length !== original.stops.length) {
      form.setValues(resizedTranslationValues(form.getValues(), original));
    }
  }, [form, highlights.length, stops.length, original]);

  // While creating, a stop or a highlight gets its Portuguese fields once its English text is written.
  const isWritten = (stop: { title: string; description: string }) => Boolean(stop.title || stop.description);
  const hasEnglish = SINGLE_TRANSLATED_TEXTS.some((key) => original[key]) || original.stops.some(isWritten);

  return (
    // While creating there is nothing to save to yet: Enter in a field does not send, the wizard's Confirm does.
    <form noValidate onSubmit={hasOwnSave ? handleSubmit : (event) => event.preventDefault()}>
      <Stack gap="md">
        {!hasEnglish && (
          <Text size="sm" c="dimmed">
            {t('authoring.translation.englishFirst')}
          </Text>
        )}
        {SINGLE_TRANSLATED_TEXTS.filter((key) => original[key]).map((key) =>
          key === 'title' || key === 'meetingPoint' ? (
            <TextInput
              key={key}
              label={t(FIELD_LABELS[key])}
              description={<OriginalText text={original[key] ?? ''} />}
              {...form.getInputProps(key)}
            />
          ) : (
            <Textarea
              key={key}
              label={t(FIELD_LABELS[key])}
              description={<OriginalText text={original[key] ?? ''} />}
              autosize
              minRows={2}
              {...form.getInputProps(key)}
            />
          ),
        )}
        {original.highlights.slice(0, highlights.length).map((highlight, index) =>
          highlight === '' ? null : (
            <TextInput
              // Highlights are matched by position.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the highlight's identity here
              key={`highlight-${index}`}
              label={t('authoring.translation.fields.highlight', { number: index + 1 })}
              description={<OriginalText text={highlight} />}
              {...form.getInputProps(`highlights.${index}`)}
            />
          ),
        )}
        {original.stops.slice(0, stops.length).map((stop, index) =>
          !isWritten(stop) ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: stops are matched by position
            <Stack key={`stop-${index}`} gap="xs">
              <TextInput
                label={t('authoring.translation.fields.stopTitle', { number: index + 1 })}
                description={<OriginalText text={stop.title} />}
                {...form.getInputProps(`stops.${index}.title`)}
              />
              <Textarea
                label={t('authoring.translation.fields.stopDescription', { number: index + 1 })}
                description={<OriginalText text={stop.description} />}
                autosize
                minRows={2}
                {...form.getInputProps(`stops.${index}.description`)}
              />
              {stop.attractions && (
                <Textarea
                  label={t('authoring.translation.fields.stopAttractions', { number: index + 1 })}
                  description={<OriginalText text={stop.attractions} />}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`stops.${index}.attractions`)}
                />
              )}
            </Stack>
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
