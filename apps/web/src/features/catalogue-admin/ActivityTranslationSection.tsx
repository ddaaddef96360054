import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import {
  type TActivityTexts,
  type TTranslationLocale,
  translationState,
  ZActivityTranslationTexts,
} from '@roteiro/domain/catalogue/translation';
import { useMemo } from 'react';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import {
  englishTexts,
  SINGLE_TRANSLATED_TEXTS,
  type TSingleTranslatedText,
  type TTranslationFormValues,
  translationFormValues,
} from './activityTranslationForm.ts';
import { useActivityTranslationQuery, useSaveActivityTranslationMutation } from './catalogueAdminQueries.ts';
import { TranslationSectionFrame } from './TranslationSectionFrame.tsx';
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

type TSectionProps = {
  activityId: string;
  /** The activity's English values as saved (the wizard's initial values). */
  english: TActivityFormValues;
  /** Tells the page whether Portuguese texts wait to be saved, for the one leave prompt of the page. */
  onUnsavedChange: (isUnsaved: boolean) => void;
};

/**
 * The activity's Portuguese texts (issue 36), below the wizard of an existing activity: each English text for
 * reference beside its Portuguese field, all optional, saved with one button. Closed until the admin opens it,
 * so the English wizard reads as before.
 */
export function ActivityTranslationSection({ activityId, english, onUnsavedChange }: TSectionProps) {
  const { t } = useT();
  const translation = useActivityTranslationQuery(activityId, LOCALE);
  const original = useMemo(() => englishTexts(english), [english]);
  const state = translation.data ? translationState(original, translation.data.texts) : null;
  return (
    <TranslationSectionFrame
      translation={translation}
      state={state}
      help={t('authoring.translation.help')}
      renderForm={() =>
        translation.data && (
          <TranslationForm
            activityId={activityId}
            original={original}
            initialValues={translationFormValues(original, translation.data.texts)}
            onUnsavedChange={onUnsavedChange}
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
  onUnsavedChange: (isUnsaved: boolean) => void;
};

function TranslationForm({ activityId, original, initialValues, onUnsavedChange }: TFormProps) {
  const { t } = useT();
  const { form, handleSubmit, isSaving } = useTranslationForm({
    schema: ZActivityTranslationTexts,
    initialValues,
    save: useSaveActivityTranslationMutation(activityId, LOCALE),
    valuesOf: (saved) => translationFormValues(original, saved.texts),
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
        {SINGLE_TRANSLATED_TEXTS.filter((key) => original[key]).map((key) =>
          key === 'title' || key === 'meetingPoint' ? (
            <TextInput
              key={key}
              label={t(FIELD_LABELS[key])}
              description={originalOf(original[key] ?? '')}
              {...form.getInputProps(key)}
            />
          ) : (
            <Textarea
              key={key}
              label={t(FIELD_LABELS[key])}
              description={originalOf(original[key] ?? '')}
              autosize
              minRows={2}
              {...form.getInputProps(key)}
            />
          ),
        )}
        {original.highlights.map((highlight, index) => (
          <TextInput
            // Highlights are matched by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the highlight's identity here
            key={`highlight-${index}`}
            label={t('authoring.translation.fields.highlight', { number: index + 1 })}
            description={originalOf(highlight)}
            {...form.getInputProps(`highlights.${index}`)}
          />
        ))}
        {original.stops.map((stop, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stops are matched by position
          <Stack key={`stop-${index}`} gap="xs">
            <TextInput
              label={t('authoring.translation.fields.stopTitle', { number: index + 1 })}
              description={originalOf(stop.title)}
              {...form.getInputProps(`stops.${index}.title`)}
            />
            <Textarea
              label={t('authoring.translation.fields.stopDescription', { number: index + 1 })}
              description={originalOf(stop.description)}
              autosize
              minRows={2}
              {...form.getInputProps(`stops.${index}.description`)}
            />
            {stop.attractions && (
              <Textarea
                label={t('authoring.translation.fields.stopAttractions', { number: index + 1 })}
                description={originalOf(stop.attractions)}
                autosize
                minRows={2}
                {...form.getInputProps(`stops.${index}.attractions`)}
              />
            )}
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            {t('authoring.translation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
