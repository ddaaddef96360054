// Downloaded when a visitor first opens a photo: the dialog brings the styles the storefront's first load leaves out.
import '../../shared/ui/styles/all.ts';
import { ActionIcon, Anchor, Box, Group, Image, Modal, Text } from '@mantine/core';
import type { TPublicImage } from '@roteiro/domain/catalogue/public';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { useIsMobile } from '../../shared/lib/useViewport.ts';

/** A photo of the gallery with the activity it belongs to. */
export type TGalleryPhoto = {
  key: string;
  image: TPublicImage;
  alt: string;
  /** `lang`: the title's language where it differs from the page's (English, not translated yet). */
  activity: { id: string; title: string; lang?: string };
};

type TGalleryLightboxProps = {
  photos: readonly TGalleryPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Whether more photos can be loaded after the last one (the next page of the gallery). */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => Promise<unknown>;
};

/**
 * One photo at full size, with its activity's link: arrow keys and the buttons move between photos,
 * Escape or Close closes it (focus goes back to the grid, GalleryPage.tsx).
 */
export function GalleryLightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: TGalleryLightboxProps) {
  const { t } = useT();
  const isMobile = useIsMobile();
  const photo = index === null ? undefined : photos[index];
  const hasPrevious = index !== null && index > 0;
  const isLast = index !== null && index >= photos.length - 1;
  const hasNext = index !== null && (!isLast || hasMore);

  useEffect(() => {
    if (index === null) {
      return;
    }
    // After the last photo loaded, the next one is the first of the gallery's next page.
    const showNext = () => {
      if (index < photos.length - 1) {
        onIndexChange(index + 1);
      } else if (hasMore && !isLoadingMore) {
        void onLoadMore().then(() => onIndexChange(index + 1));
      }
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) {
        event.preventDefault();
        onIndexChange(index - 1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        showNext();
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [index, photos.length, hasMore, isLoadingMore, onIndexChange, onLoadMore]);

  const handleNext = () => {
    if (index === null) {
      return;
    }
    if (!isLast) {
      onIndexChange(index + 1);
    } else if (hasMore && !isLoadingMore) {
      void onLoadMore().then(() => onIndexChange(index + 1));
    }
  };

  return (
    <Modal
      opened={photo !== undefined}
      onClose={onClose}
      // "of 32+" while the gallery has more pages than those loaded.
      title={
        photo
          ? t('pages.gallery.lightboxTitle', {
              position: (index ?? 0) + 1,
              count: `${photos.length}${hasMore ? '+' : ''}`,
            })
          : t('pages.gallery.photo')
      }
      size="xl"
      fullScreen={isMobile}
      centered
      // GalleryPage puts focus back on the tile of the photo shown last, which may not be the one opened.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common.nav.close') }}
    >
      {photo && (
        <Box>
          <Image
            src={photo.image.details}
            srcSet={`${photo.image.card} 800w, ${photo.image.details} 1600w`}
            sizes="(max-width: 768px) 100vw, 800px"
            alt={photo.alt}
            width={photo.image.width ?? 1600}
            height={photo.image.height ?? 1200}
            radius="md"
            fit="contain"
            mah="70vh"
            style={{ height: 'auto', background: 'var(--mantine-color-gray-1)' }}
          />
          <Group justify="space-between" wrap="nowrap" mt="md" gap="sm">
            <ActionIcon
              variant="default"
              size={44}
              onClick={() => hasPrevious && onIndexChange((index ?? 0) - 1)}
              disabled={!hasPrevious}
              aria-label={t('pages.gallery.previous')}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <Text ta="center" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={activityPath(photo.activity)} fw={600} lang={photo.activity.lang}>
                {photo.activity.title}
              </Anchor>
            </Text>
            <ActionIcon
              variant="default"
              size={44}
              onClick={handleNext}
              disabled={!hasNext}
              loading={isLast && isLoadingMore}
              aria-label={t('pages.gallery.next')}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Group>
          <Text size="xs" c="dimmed" ta="center" mt="xs">
            {t('pages.gallery.keys')}
          </Text>
        </Box>
      )}
    </Modal>
  );
}
