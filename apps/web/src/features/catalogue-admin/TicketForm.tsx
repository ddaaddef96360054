import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  MultiSelect,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { CATEGORIES } from '@roteiro/domain/catalogue/categories';
import { CITIES } from '@roteiro/domain/catalogue/cities';
import {
  TICKET_DESCRIPTION_MAX,
  type TTicketFormValues,
  ZTicketInput,
} from '@roteiro/domain/catalogue/ticket';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CatalogueFormCard } from './CatalogueFormCard.tsx';
import { EurosInput } from './EurosInput.tsx';
import { IMAGE_ACCEPT } from './ImagesStep.tsx';
import { uploadMedia } from './uploadMedia.ts';
import { useCatalogueForm } from './useCatalogueForm.ts';

const categoryOptions = CATEGORIES.map((c) => ({ value: c.key, label: c.name }));

type TTicketFormProps = {
  id: string | undefined;
  initialValues: TTicketFormValues;
  initialCoverUrl: string | null;
};

/** Ticket Information (catalogue.md §2): saved directly, no payment product. */
export function TicketForm({ id, initialValues, initialCoverUrl }: TTicketFormProps) {
  const isNew = !id;
  const [coverUrl, setCoverUrl] = useState(initialCoverUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { form, errorOf, blocker, handleSubmit, isSaving, isUnchanged } = useCatalogueForm({
    kind: 'tickets',
    field: 'ticket',
    schema: ZTicketInput,
    initialValues,
    id,
    isNew,
    isBusy: progress !== null,
    savedMessage: isNew ? catalogueFormMessages.ticketCreated : catalogueFormMessages.ticketUpdated,
    failedMessage: (error) => (error.status === 400 ? error.message : catalogueFormMessages.ticketSaveFailed),
  });

  const handleCover = (file: File | null) => {
    if (!file) {
      return;
    }
    setUploadError(null);
    setProgress(0);
    uploadMedia(file, setProgress)
      .then((media) => {
        form.setFieldValue('coverImageKey', media.key);
        setCoverUrl(media.url);
      })
      .catch((error: unknown) => setUploadError(error instanceof Error ? error.message : String(error)))
      .finally(() => setProgress(null));
  };

  return (
    <CatalogueFormCard
      title="Ticket Information"
      blocker={blocker}
      onSubmit={handleSubmit}
      isSaving={isSaving}
      isSubmitDisabled={progress !== null}
      isUnchanged={isUnchanged}
    >
      <TextInput label="Title" required {...form.getInputProps('title')} error={errorOf('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        {...form.getInputProps('description')}
        error={errorOf('description')}
        description={`${form.values.description.trim().length} / ${TICKET_DESCRIPTION_MAX}`}
      />
      <EurosInput
        label="Price"
        required
        value={form.values.priceCents}
        onChange={(cents) => form.setFieldValue('priceCents', cents)}
        error={errorOf('priceCents')}
      />
      <TextInput
        type="url"
        label="Ticket link"
        required
        {...form.getInputProps('ticketLink')}
        error={errorOf('ticketLink')}
      />
      <Select
        label="City"
        required
        data={[...CITIES]}
        allowDeselect={false}
        value={form.values.city || null}
        onChange={(city) => form.setFieldValue('city', city ?? '')}
        error={errorOf('city')}
      />
      <MultiSelect
        label="Categories (optional)"
        data={categoryOptions}
        searchable
        {...form.getInputProps('categories')}
      />
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={500} size="sm">
            Cover image (optional)
          </Text>
          <FileButton onChange={handleCover} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhoto aria-hidden />}
                loading={progress !== null}
              >
                {form.values.coverImageKey ? 'Replace cover' : 'Choose cover'}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress !== null && <Progress value={progress} aria-label={`Uploading cover: ${progress}%`} />}
        {uploadError && (
          <Text size="sm" c="red" role="alert">
            {uploadError}
          </Text>
        )}
        {form.values.coverImageKey && coverUrl && (
          <Group gap="sm" align="flex-start">
            <Image
              src={coverUrl}
              alt="Ticket cover"
              w={200}
              radius="sm"
              fit="cover"
              style={{ aspectRatio: '4 / 3' }}
            />
            <ActionIcon
              color="red"
              variant="subtle"
              size={44}
              aria-label="Remove cover image"
              onClick={() => form.setFieldValue('coverImageKey', null)}
            >
              <IconTrash aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Stack>
    </CatalogueFormCard>
  );
}
