import { Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import {
  type TActivityTexts,
  type TTranslationLocale,
  translationState,
  ZActivityTranslationTexts,
} from '@roteiro/domain/catalogue/translation';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import {
  englishTexts,
  SINGLE_TRANSLATED_TEXTS,
  type TSingleTranslatedText,
  type TTranslationFormValues,
  translationFormValues,
} from './activityTranslationForm.ts';
import { loadFailureText } from './authoringTexts.ts';
import {
  formFieldErrors,
  useActivityTranslationQuery,
  useSaveActivityTranslationMutation,
} from './catalogueAdminQueries.ts';

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
  const texts = useT();
  const { t } = texts;
  const headingId = useId();
  const [isOpen, setOpen] = useState(false);
  const translation = useActivityTranslationQuery(activityId, LOCALE);
  const original = useMemo(() => englishTexts(english), [english]);
  const state = translation.data ? translationState(original, translation.data.texts) : null;

  let body: React.ReactNode = null;
  if (translation.isError) {
    body = (
      <ErrorState
        title={t('authoring.translation.loadFailed')}
        message={loadFailureText(translation.error, texts)}
        onRetry={retryFor(translation)}
        isRetrying={translation.isFetching}
      />
    );
  } else if (!translation.data) {
    body = <Loader size="sm" aria-label={t('authoring.actions.loading')} />;
  } else if (isOpen) {
    body = (
      <TranslationForm
        activityId={activityId}
        original={original}
        initialValues={translationFormValues(original, translation.data.texts)}
        onUnsavedChange={onUnsavedChange}
      />
    );
  } else {
    body = (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('authoring.translation.open')}
        </Button>
      </Group>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('authoring.translation.heading')}
          </Title>
          {state && (
            <Badge
              variant="light"
              color={state === 'complete' ? 'teal' : state === 'partial' ? 'yellow' : 'gray'}
            >
              {t(`authoring.manage.translation.${state}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('authoring.translation.help')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

type TFormProps = {
  activityId: string;
  original: TActivityTexts;
  initialValues: TTranslationFormValues;
  onUnsavedChange: (isUnsaved: boolean) => void;
};

function TranslationForm({ activityId, original, initialValues, onUnsavedChange }: TFormProps) {
  const texts = useT();
  const { t } = texts;
  const form = useDomainForm({ schema: ZActivityTranslationTexts, initialValues });
  const save = useSaveActivityTranslationMutation(activityId, LOCALE);
  // What was last saved, to tell unsaved changes apart.
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initialValues));
  const isUnsaved = JSON.stringify(form.values) !== savedJson || save.isPending;
  useEffect(() => onUnsavedChange(isUnsaved), [isUnsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        const next = translationFormValues(original, saved.texts);
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
          <Button type="submit" loading={save.isPending}>
            {t('authoring.translation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
