import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT.tsx';

/** A review's stars, read: five icons for the eye, "Rated 4 out of 5" for a screen reader. */
export function StarsDisplay({ stars, size = 18 }: { stars: number; size?: number }) {
  const { t } = useT();
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('reviews.stars.rated', { rating: stars })}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= stars ? (
          <IconStarFilled key={star} size={size} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconStar key={star} size={size} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}
