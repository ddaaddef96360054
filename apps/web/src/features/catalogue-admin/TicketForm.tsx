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
import { CATEGORIES, categoryName } from '@roteiro/domain/catalogue/categories';
import {
  TICKET_DESCRIPTION_MAX,
  type TTicketFormValues,
  ZTicketInput,
} from '@roteiro/domain/catalogue/ticket';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { catalogueFormMessages, cityOptions } from './authoringTexts.ts';
import { CatalogueFormCard } from './CatalogueFormCard.tsx';
import { EurosInput } from './EurosInput.tsx';
import { IMAGE_ACCEPT } from './ImagesStep.tsx';
import { ItemTranslationSection, type TPendingItemTranslation } from './ItemTranslationSection.tsx';
import { uploadMedia } from './uploadMedia.ts';
import { useCatalogueForm } from './useCatalogueForm.ts';

type TTicketFormProps = {
  id: string | undefined;
  initialValues: TTicketFormValues;
  initialCoverUrl: string | null;
};

/**
 * Ticket Information (catalogue.md §2): saved directly, no payment product; its Portuguese texts below, saved with
 * it by Confirm (issue 36).
 */
export function TicketForm({ id, initialValues, initialCoverUrl }: TTicketFormProps) {
  const texts = useT();
  const { t, say, locale } = texts;
  const categoryOptions = CATEGORIES.map((c) => ({ value: c.key, label: categoryName(c.key, locale) }));
  const isNew = !id;
  const [coverUrl, setCoverUrl] = useState(initialCoverUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // One leave prompt per page (the router keeps one blocker): the form's also guards the Portuguese texts.
  const [hasUnsavedTranslation, setUnsavedTranslation] = useState(false);
  // The Portuguese texts waiting to be saved, for Confirm.
  const pendingRef = useRef<TPendingItemTranslation | null>(null);
  const pendingTranslation = useCallback(() => pendingRef.current, []);
  const { form, errorOf, blocker, handleSubmit, isSaving, isUnchanged } = useCatalogueForm({
    kind: 'tickets',
    field: 'ticket',
    schema: ZTicketInput,
    initialValues,
    id,
    isNew,
    isBusy: progress !== null,
    pendingTranslation,
    hasUnsavedTranslation,
    savedMessage: say(catalogueFormMessages, isNew ? 'ticketCreated' : 'ticketUpdated'),
    failedMessage: (error) =>
      error.status === 400 ? errorText(error, texts) : say(catalogueFormMessages, 'ticketSaveFailed'),
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
      .catch((error: unknown) =>
        setUploadError(isApiError(error) ? errorText(error, texts) : t('authoring.images.uploadFailed')),
      )
      .finally(() => setProgress(null));
  };

  return (
    <Stack gap="md">
      <CatalogueFormCard
        title={t('authoring.ticket.heading')}
        blocker={blocker}
        onSubmit={handleSubmit}
        isSaving={isSaving}
        isSubmitDisabled={progress !== null}
        isUnchanged={isUnchanged}
      >
        <TextInput
          label={t('authoring.ticket.title')}
          required
          {...form.getInputProps('title')}
          error={errorOf('title')}
        />
        <Textarea
          label={t('authoring.ticket.description')}
          required
          autosize
          minRows={3}
          {...form.getInputProps('description')}
          error={errorOf('description')}
          description={`${form.values.description.trim().length} / ${TICKET_DESCRIPTION_MAX}`}
        />
        <EurosInput
          label={t('authoring.ticket.price')}
          required
          value={form.values.priceCents}
          onChange={(cents) => form.setFieldValue('priceCents', cents)}
          error={errorOf('priceCents')}
        />
        <TextInput
          type="url"
          label={t('authoring.ticket.link')}
          required
          {...form.getInputProps('ticketLink')}
          error={errorOf('ticketLink')}
        />
        <Select
          label={t('authoring.ticket.city')}
          required
          data={cityOptions(locale)}
          allowDeselect={false}
          value={form.values.city || null}
          onChange={(city) => form.setFieldValue('city', city ?? '')}
          error={errorOf('city')}
        />
        <MultiSelect
          label={t('authoring.ticket.categories')}
          data={categoryOptions}
          searchable
          {...form.getInputProps('categories')}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={500} size="sm">
              {t('authoring.ticket.cover')}
            </Text>
            <FileButton onChange={handleCover} accept={IMAGE_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhoto aria-hidden />}
                  loading={progress !== null}
                >
                  {form.values.coverImageKey
                    ? t('authoring.actions.replaceCover')
                    : t('authoring.actions.chooseCover')}
                </Button>
              )}
            </FileButton>
          </Group>
          {progress !== null && (
            <Progress value={progress} aria-label={t('authoring.ticket.uploading', { percent: progress })} />
          )}
          {uploadError && (
            <Text size="sm" c="red" role="alert">
              {uploadError}
            </Text>
          )}
          {form.values.coverImageKey && coverUrl && (
            <Group gap="sm" align="flex-start">
              <Image
                src={coverUrl}
                alt={t('authoring.ticket.coverAlt')}
                w={200}
                radius="sm"
                fit="cover"
                style={{ aspectRatio: '4 / 3' }}
              />
              <ActionIcon
                color="red"
                variant="subtle"
                size={44}
                aria-label={t('authoring.ticket.removeCover')}
                onClick={() => form.setFieldValue('coverImageKey', null)}
              >
                <IconTrash aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      </CatalogueFormCard>
      <ItemTranslationSection
        kind="tickets"
        id={id}
        isNew={isNew}
        english={isNew ? form.values : initialValues}
        onUnsavedChange={setUnsavedTranslation}
        pendingRef={pendingRef}
      />
    </Stack>
  );
}
