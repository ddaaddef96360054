import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { type TEventFormValues, ZEventInput } from '@roteiro/domain/catalogue/event';
import { messages } from '@roteiro/domain/messages/messages';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../shared/ui/toasts.ts';
import {
  formFieldErrors,
  useActivityOptionsQuery,
  useSaveCatalogueMutation,
} from './catalogueAdminQueries.ts';
import { EurosInput } from './EurosInput.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.ts';

function schemaErrors(values: TEventFormValues): Record<string, string> {
  const result = ZEventInput.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

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
  const navigate = useNavigate();
  const form = useForm<TEventFormValues>({ mode: 'controlled', initialValues });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const options = useActivityOptionsQuery();
  const save = useSaveCatalogueMutation('events');
  const valuesJson = JSON.stringify(form.values);
  const hasChanges = valuesJson !== useMemo(() => JSON.stringify(initialValues), [initialValues]);
  const { release, blocker } = useUnsavedChangesPrompt(hasChanges || save.isPending);
  const errors = schemaErrors(form.values);
  const errorOf = (path: keyof TEventFormValues) =>
    serverErrors[path] ?? (isSubmitted || form.isTouched(path) ? errors[path] : undefined);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(errors).length > 0) {
      return;
    }
    save.mutate(
      { id, isNew, body: isNew ? { id, event: form.values } : { event: form.values } },
      {
        onSuccess: () => {
          toast.success(isNew ? messages.eventCreated : messages.eventUpdated);
          release();
          navigate('/admin/activities?tab=events');
        },
        onError: (error) => {
          toast.danger(error.message);
          setServerErrors(formFieldErrors(error.fields, 'event'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <UnsavedChangesDialog blocker={blocker} />
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Event Information
          </Title>
          <TextInput label="Title" required {...form.getInputProps('title')} error={errorOf('title')} />
          <EurosInput
            label="Price per person"
            required
            value={form.values.priceCents}
            onChange={(cents) => form.setFieldValue('priceCents', cents)}
            error={errorOf('priceCents')}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="Date"
              required
              min={lisbonDay(new Date())}
              {...form.getInputProps('eventDate')}
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
              errorOf('activityId') ??
              (options.isError ? catalogueFormMessages.eventActivityRequired : undefined)
            }
          />
          <TextInput
            type="url"
            label="WhatsApp group link (optional)"
            {...form.getInputProps('whatsappGroupLink')}
            error={errorOf('whatsappGroupLink')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
