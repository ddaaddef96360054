import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto, IconRefresh, IconTrash, IconVideo } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT.tsx';
import type { TUpload, TUploadRole } from './useMediaUploads.ts';
import type { TStepProps } from './wizardTypes.ts';

export const IMAGE_ACCEPT = 'image/*';
export const VIDEO_ACCEPT =
  'video/mp4,video/webm,video/ogg,video/quicktime,video/x-matroska,.mp4,.webm,.ogg,.ogv,.mov,.mkv';

type TImagesStepProps = TStepProps & {
  isEdit: boolean;
  previews: Record<string, string>;
  uploads: TUpload[];
  onAddFiles: (files: File[], role: TUploadRole) => void;
  onRemoveUpload: (localId: string) => void;
  onRetryUpload: (upload: TUpload) => void;
};

function UploadRow({
  upload,
  onRemove,
  onRetry,
}: {
  upload: TUpload;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t } = useT();
  const name = upload.file.name;
  const label =
    upload.status === 'queued'
      ? t('authoring.images.waiting', { name })
      : t('authoring.images.progress', { name, percent: upload.progress });
  return (
    <Paper withBorder p="xs" radius="md">
      <Group gap="sm" wrap="nowrap">
        {upload.role === 'video' ? (
          <IconVideo aria-hidden />
        ) : (
          <Image src={upload.previewUrl} alt="" w={56} h={42} radius="sm" fit="cover" />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {upload.file.name}
          </Text>
          {upload.status === 'error' ? (
            <Text size="sm" c="red" role="alert">
              {upload.error}
            </Text>
          ) : (
            <Progress value={upload.progress} aria-label={label} animated={upload.status === 'uploading'} />
          )}
        </Stack>
        {upload.status === 'error' && (
          <ActionIcon
            variant="subtle"
            size={44}
            onClick={onRetry}
            aria-label={t('authoring.images.retry', { name })}
          >
            <IconRefresh aria-hidden />
          </ActionIcon>
        )}
        {upload.status !== 'uploading' && (
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            onClick={onRemove}
            aria-label={t('authoring.images.remove', { name })}
          >
            <IconTrash aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

function StoredMedia({
  src,
  label,
  isVideo,
  onRemove,
}: {
  src?: string;
  label: string;
  isVideo?: boolean;
  onRemove: () => void;
}) {
  const { t } = useT();
  return (
    <Paper withBorder radius="md" p={4} pos="relative">
      {isVideo ? (
        // biome-ignore lint/a11y/useMediaCaption: operator preview of an uploaded clip, no captions exist yet
        <video
          src={src}
          controls
          preload="metadata"
          style={{ width: '100%', aspectRatio: '4 / 3' }}
          aria-label={label}
        />
      ) : (
        <Image src={src} alt={label} radius="sm" fit="cover" style={{ aspectRatio: '4 / 3' }} />
      )}
      <ActionIcon
        pos="absolute"
        top={8}
        right={8}
        color="red"
        size={44}
        onClick={onRemove}
        aria-label={t('authoring.images.remove', { name: label })}
      >
        <IconTrash aria-hidden />
      </ActionIcon>
    </Paper>
  );
}

/** Step 2, Images: cover, gallery (at least one) and optional videos, each with its upload progress. */
export function ImagesStep({
  form,
  errorOf,
  isEdit,
  previews,
  uploads,
  onAddFiles,
  onRemoveUpload,
  onRetryUpload,
}: TImagesStepProps) {
  const { t } = useT();
  const { values } = form;
  const rowsOf = (role: TUploadRole) =>
    uploads
      .filter((u) => u.role === role)
      .map((u) => (
        <UploadRow
          key={u.localId}
          upload={u}
          onRemove={() => onRemoveUpload(u.localId)}
          onRetry={() => onRetryUpload(u)}
        />
      ));
  const hasQueued = uploads.some((u) => u.status === 'queued');

  return (
    <Stack gap="lg">
      {!isEdit && hasQueued && (
        <Alert variant="light" icon={<IconPhoto aria-hidden />}>
          {t('authoring.images.queued')}
        </Alert>
      )}
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('authoring.images.cover')}
          </Title>
          <FileButton onChange={(file) => file && onAddFiles([file], 'cover')} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhoto aria-hidden />}>
                {values.coverKey ? t('authoring.actions.replaceCover') : t('authoring.actions.chooseCover')}
              </Button>
            )}
          </FileButton>
        </Group>
        {values.coverKey && (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            <StoredMedia
              src={previews[values.coverKey]}
              label={t('authoring.images.coverPhoto')}
              onRemove={() => form.setFieldValue('coverKey', '')}
            />
          </SimpleGrid>
        )}
        {rowsOf('cover')}
        {errorOf('coverKey') && (
          <Text size="sm" c="red">
            {errorOf('coverKey')}
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('authoring.images.gallery')}
          </Title>
          <FileButton onChange={(files) => onAddFiles(files, 'gallery')} accept={IMAGE_ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhoto aria-hidden />}>
                {t('authoring.images.addPhotos')}
              </Button>
            )}
          </FileButton>
        </Group>
        {values.galleryKeys.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {values.galleryKeys.map((key, index) => (
              <StoredMedia
                key={key}
                src={previews[key]}
                label={t('authoring.images.galleryPhoto', { number: index + 1 })}
                onRemove={() => form.removeListItem('galleryKeys', index)}
              />
            ))}
          </SimpleGrid>
        )}
        {rowsOf('gallery')}
        {errorOf('galleryKeys') && (
          <Text size="sm" c="red">
            {errorOf('galleryKeys')}
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('authoring.images.videos')}
          </Title>
          <FileButton onChange={(files) => onAddFiles(files, 'video')} accept={VIDEO_ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconVideo aria-hidden />}>
                {t('authoring.images.addVideos')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('authoring.images.videoFormats')}
        </Text>
        {values.videoKeys.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {values.videoKeys.map((key, index) => (
              <StoredMedia
                key={key}
                isVideo
                src={previews[key]}
                label={t('authoring.images.video', { number: index + 1 })}
                onRemove={() => form.removeListItem('videoKeys', index)}
              />
            ))}
          </SimpleGrid>
        )}
        {rowsOf('video')}
      </Stack>
    </Stack>
  );
}
