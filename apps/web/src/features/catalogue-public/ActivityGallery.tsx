import { AspectRatio, Group, Image, UnstyledButton } from '@mantine/core';
import type { TPublicImage } from '@roteiro/domain/catalogue/public';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';

type TActivityGalleryProps = { title: string; images: TPublicImage[] };

/** The cover and gallery: one large picture and a row of thumbnails to switch it. */
export function ActivityGallery({ title, images }: TActivityGalleryProps) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return null;
  }
  return (
    <div>
      <AspectRatio ratio={4 / 3} maw={960}>
        <Image
          src={current.details}
          srcSet={`${current.card} 800w, ${current.details} 1600w`}
          sizes="(max-width: 768px) 100vw, 60vw"
          alt={t('catalogue.gallery.pictureOf', { title, position: index + 1, count: images.length })}
          width={current.width ?? 1600}
          height={current.height ?? 1200}
          radius="md"
          fit="cover"
          style={{ height: 'auto' }}
          // The page's largest paint: fetched before anything else.
          fetchPriority="high"
        />
      </AspectRatio>
      {images.length > 1 && (
        <Group gap="xs" mt="xs" role="group" aria-label={t('catalogue.gallery.pictures')}>
          {images.map((image, position) => (
            <UnstyledButton
              // biome-ignore lint/suspicious/noArrayIndexKey: one picture may appear twice (cover and gallery)
              key={`${position}-${image.thumb}`}
              onClick={() => setIndex(position)}
              aria-label={t('catalogue.gallery.show', { position: position + 1 })}
              aria-pressed={position === index}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                outlineOffset: 2,
                border:
                  position === index
                    ? '3px solid var(--mantine-color-terracotta-6)'
                    : '3px solid transparent',
                // A calm placeholder until the thumbnail arrives, never an empty framed box.
                background: 'var(--mantine-color-gray-1)',
              }}
            >
              <Image
                src={image.thumb}
                alt=""
                width={72}
                height={54}
                w={72}
                h={54}
                radius="sm"
                fit="cover"
                // Right under the main picture: on screen at once on desktop, and only a few KB each.
                loading="eager"
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </div>
  );
}
