import {
  Anchor,
  AspectRatio,
  Button,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { InEnglishNote } from '../../features/catalogue-public/InEnglishNote.tsx';
import type { TGalleryPhoto } from '../../features/storefront-pages/GalleryLightbox.tsx';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { useGalleryQuery } from '../../features/storefront-pages/storefrontPagesQueries.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

// The lightbox (a dialog and its styles) is downloaded when a visitor first opens a photo.
const GalleryLightbox = lazy(() =>
  importWithRetry(() => import('../../features/storefront-pages/GalleryLightbox.tsx')).then((module) => ({
    default: module.GalleryLightbox,
  })),
);

const GRID_COLS = { base: 2, sm: 3, md: 4 };
/** Tiles are a quarter of the page on desktop, half on phones: the browser picks the smallest picture that fits. */
const TILE_SIZES = '(max-width: 576px) 50vw, (max-width: 992px) 33vw, 300px';

/** /gallery: the activities' photos in a grid; a photo opens in a lightbox with its activity's link. */
export function GalleryPage() {
  const texts = useT();
  const { t, locale } = texts;
  const gallery = useGalleryQuery();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lastShown, setLastShown] = useState<number | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);

  const photos = useMemo<TGalleryPhoto[]>(
    () =>
      (gallery.data?.pages ?? []).flatMap((page) =>
        page.items.flatMap((activity) =>
          activity.photos.map((image, position) => ({
            key: `${activity.id}-${position}`,
            image,
            alt: t('pages.gallery.photoOf', {
              title: activity.title,
              position: position + 1,
              count: activity.photos.length,
            }),
            activity: {
              id: activity.id,
              title: activity.title,
              lang: activity.contentLocale !== locale ? activity.contentLocale : undefined,
            },
          })),
        ),
      ),
    [gallery.data, t, locale],
  );

  const handleClose = useCallback(() => {
    setLastShown(openIndex);
    setOpenIndex(null);
  }, [openIndex]);

  // Back to the tile of the photo shown last, once the dialog has let go of the focus.
  useEffect(() => {
    if (openIndex === null && lastShown !== null) {
      const timer = setTimeout(() => tiles.current[lastShown]?.focus(), 0);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [openIndex, lastShown]);

  const total = gallery.data?.pages[0]?.total ?? 0;
  const loadedActivities = gallery.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;

  return (
    <>
      <PageHero title={staticPageTexts('gallery', locale).title} intro={t('pages.gallery.intro')} />
      <Container size="lg" py="xl">
        {gallery.isError && !gallery.data ? (
          <ErrorState
            title={t('pages.gallery.loadFailed')}
            message={errorText(gallery.error, texts)}
            onRetry={retryFor(gallery)}
            isRetrying={gallery.isFetching}
          />
        ) : (
          <Stack gap="lg">
            <Text c="dimmed" aria-live="polite">
              {gallery.data
                ? t('pages.gallery.count', { photos: photos.length, loaded: loadedActivities, total })
                : t('pages.gallery.loadingEllipsis')}
            </Text>
            {gallery.data ? (
              <SimpleGrid
                cols={GRID_COLS}
                spacing="md"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {photos.map((photo, index) => (
                  <li key={photo.key}>
                    <Stack gap={4} component="figure" m={0}>
                      <UnstyledButton
                        ref={(element) => {
                          tiles.current[index] = element;
                        }}
                        onClick={() => {
                          setHasOpened(true);
                          setOpenIndex(index);
                        }}
                        aria-label={t('pages.gallery.open', { photo: photo.alt })}
                        aria-haspopup="dialog"
                        className="gallery-tile"
                        style={{
                          borderRadius: 'var(--mantine-radius-md)',
                          overflow: 'hidden',
                          display: 'block',
                          width: '100%',
                        }}
                      >
                        <AspectRatio ratio={4 / 3} style={{ background: 'var(--mantine-color-gray-1)' }}>
                          <Image
                            src={photo.image.card}
                            srcSet={`${photo.image.thumb} 320w, ${photo.image.card} 800w`}
                            sizes={TILE_SIZES}
                            alt={photo.alt}
                            width={800}
                            height={600}
                            loading={index < 4 ? 'eager' : 'lazy'}
                            fit="cover"
                            // The width and height reserve the space; the 4:3 box sets the shown size.
                            style={{ height: 'auto' }}
                          />
                        </AspectRatio>
                      </UnstyledButton>
                      <Text component="figcaption" size="sm">
                        <Anchor
                          component={Link}
                          to={activityPath(photo.activity)}
                          // Tall enough to tap (44 px), and long titles wrap rather than widen the grid.
                          style={{
                            display: 'inline-flex',
                            alignItems: 'center',
                            minHeight: 44,
                            overflowWrap: 'anywhere',
                          }}
                          lang={photo.activity.lang}
                        >
                          {photo.activity.title}
                        </Anchor>
                      </Text>
                      {photo.activity.lang && <InEnglishNote />}
                    </Stack>
                  </li>
                ))}
              </SimpleGrid>
            ) : (
              <SimpleGrid
                cols={GRID_COLS}
                spacing="md"
                aria-busy="true"
                aria-label={t('pages.gallery.loading')}
              >
                {Array.from({ length: 8 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Skeleton key={index} radius="md" style={{ aspectRatio: '4 / 3' }} />
                ))}
              </SimpleGrid>
            )}
            {gallery.data && photos.length === 0 && (
              <Text>
                <T id="pages.gallery.empty" components={{ 0: <Link to="/discover" /> }} />
              </Text>
            )}
            {gallery.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="default"
                  onClick={() => void gallery.fetchNextPage()}
                  loading={gallery.isFetchingNextPage}
                >
                  {t('pages.gallery.showMore')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Container>
      {hasOpened && (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={photos}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={handleClose}
            hasMore={gallery.hasNextPage}
            isLoadingMore={gallery.isFetchingNextPage}
            onLoadMore={gallery.fetchNextPage}
          />
        </Suspense>
      )}
    </>
  );
}
