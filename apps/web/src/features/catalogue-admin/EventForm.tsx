import { Group, Select, TextInput } from '@mantine/core';
import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { type TEventFormValues, ZEventInput } from '@roteiro/domain/catalogue/event';
import { messages } from '@roteiro/domain/messages/messages';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { DayInput } from '../../shared/ui/DayInput.tsx';
import { CatalogueFormCard } from './CatalogueFormCard.tsx';
import { useActivityOptionsQuery } from './catalogueAdminQueries.ts';
import { EurosInput } from './EurosInput.tsx';
import { useCatalogueForm } from './useCatalogueForm.ts';

/** Event Information (catalogue.md §2): one form, one Confirm; one payment product is created or updated. */
export function EventForm({
  id,
  isNew,
  initialValues,
}: {
  id: string;
  isNew: boolean;
  initialValues: TEventFormValues;
}) {
  const options = useActivityOptionsQuery();
  const { form, errorOf, blocker, handleSubmit, isSaving, isUnchanged } = useCatalogueForm({
    kind: 'events',
    field: 'event',
    schema: ZEventInput,
    initialValues,
    id,
    isNew,
    savedMessage: isNew ? messages.eventCreated : messages.eventUpdated,
    failedMessage: (error) => error.message,
  });

  return (
    <CatalogueFormCard
      title="Event Information"
      blocker={blocker}
      onSubmit={handleSubmit}
      isSaving={isSaving}
      isUnchanged={isUnchanged}
    >
      <TextInput label="Title" required {...form.getInputProps('title')} error={errorOf('title')} />
      <EurosInput
        label="Price per person"
        required
        value={form.values.priceCents}
        onChange={(cents) => form.setFieldValue('priceCents', cents)}
        error={errorOf('priceCents')}
      />
      <Group grow align="flex-start">
        <DayInput
          label="Date"
          required
          minDate={lisbonDay(new Date())}
          value={form.values.eventDate}
          onChange={(day) => form.setFieldValue('eventDate', day)}
          error={errorOf('eventDate')}
        />
        <TextInput
          type="time"
          label="Time"
          required
          {...form.getInputProps('eventTime')}
          error={errorOf('eventTime')}
        />
      </Group>
      <Select
        label="Activity"
        required
        searchable
        data={(options.data?.items ?? []).map((a) => ({ value: a.id, label: a.title }))}
        nothingFoundMessage="No activity with this name"
        value={form.values.activityId || null}
        onChange={(value) => form.setFieldValue('activityId', value ?? '')}
        error={
          errorOf('activityId') ?? (options.isError ? catalogueFormMessages.eventActivityRequired : undefined)
        }
      />
      <TextInput
        type="url"
        label="WhatsApp group link (optional)"
        {...form.getInputProps('whatsappGroupLink')}
        error={errorOf('whatsappGroupLink')}
      />
    </CatalogueFormCard>
  );
}
