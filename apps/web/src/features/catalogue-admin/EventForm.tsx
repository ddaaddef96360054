import { Group, Select, Stack, TextInput } from '@mantine/core';
import { type TEventFormValues, ZEventInput } from '@roteiro/domain/catalogue/event';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { DayInput } from '../../shared/ui/DayInput.tsx';
import { catalogueFormMessages, messages } from './authoringTexts.ts';
import { CatalogueFormCard } from './CatalogueFormCard.tsx';
import { useActivityOptionsQuery } from './catalogueAdminQueries.ts';
import { EurosInput } from './EurosInput.tsx';
import { ItemTranslationSection, type TPendingItemTranslation } from './ItemTranslationSection.tsx';
import { useCatalogueForm } from './useCatalogueForm.ts';

/**
 * Event Information (catalogue.md §2): one form, one Confirm; one payment product is created or updated. The
 * event's Portuguese title below it is saved with it by Confirm (issue 36).
 */
export function EventForm({
  id,
  isNew,
  initialValues,
}: {
  id: string;
  isNew: boolean;
  initialValues: TEventFormValues;
}) {
  const texts = useT();
  const { t, say } = texts;
  const options = useActivityOptionsQuery();
  // One leave prompt per page (the router keeps one blocker): the form's also guards the Portuguese title.
  const [hasUnsavedTranslation, setUnsavedTranslation] = useState(false);
  // The Portuguese texts waiting to be saved, for Confirm.
  const pendingRef = useRef<TPendingItemTranslation | null>(null);
  const pendingTranslation = useCallback(() => pendingRef.current, []);
  const { form, errorOf, blocker, handleSubmit, isSaving, isUnchanged } = useCatalogueForm({
    kind: 'events',
    field: 'event',
    schema: ZEventInput,
    initialValues,
    id,
    isNew,
    pendingTranslation,
    hasUnsavedTranslation,
    savedMessage: say(messages, isNew ? 'eventCreated' : 'eventUpdated'),
    failedMessage: (error) => errorText(error, texts),
  });

  return (
    <Stack gap="md">
      <CatalogueFormCard
        title={t('authoring.event.heading')}
        blocker={blocker}
        onSubmit={handleSubmit}
        isSaving={isSaving}
        isUnchanged={isUnchanged}
      >
        <TextInput
          label={t('authoring.event.title')}
          required
          {...form.getInputProps('title')}
          error={errorOf('title')}
        />
        <EurosInput
          label={t('authoring.event.price')}
          required
          value={form.values.priceCents}
          onChange={(cents) => form.setFieldValue('priceCents', cents)}
          error={errorOf('priceCents')}
        />
        <Group grow align="flex-start">
          <DayInput
            label={t('authoring.event.date')}
            required
            minDate={lisbonDay(new Date())}
            value={form.values.eventDate}
            onChange={(day) => form.setFieldValue('eventDate', day)}
            error={errorOf('eventDate')}
          />
          <TextInput
            type="time"
            label={t('authoring.event.time')}
            required
            {...form.getInputProps('eventTime')}
            error={errorOf('eventTime')}
          />
        </Group>
        <Select
          label={t('authoring.event.activity')}
          required
          searchable
          data={(options.data?.items ?? []).map((a) => ({ value: a.id, label: a.title }))}
          nothingFoundMessage={t('authoring.event.noActivity')}
          value={form.values.activityId || null}
          onChange={(value) => form.setFieldValue('activityId', value ?? '')}
          error={
            errorOf('activityId') ??
            (options.isError ? say(catalogueFormMessages, 'eventActivityRequired') : undefined)
          }
        />
        <TextInput
          type="url"
          label={t('authoring.event.whatsapp')}
          {...form.getInputProps('whatsappGroupLink')}
          error={errorOf('whatsappGroupLink')}
        />
      </CatalogueFormCard>
      <ItemTranslationSection
        kind="events"
        id={id}
        isNew={isNew}
        english={isNew ? form.values : initialValues}
        onUnsavedChange={setUnsavedTranslation}
        pendingRef={pendingRef}
      />
    </Stack>
  );
}
