import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TPublicActivityCard } from '@roteiro/domain/catalogue/public';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import { IconClock, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { cityName } from '../../shared/i18n/cityName.ts';
import { decimals } from '../../shared/i18n/decimals.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { CardCover, type TImagePriority } from './CardCover.tsx';
import { InEnglishNote } from './InEnglishNote.tsx';

type TActivityCardProps = { activity: TPublicActivityCard; imagePriority: TImagePriority };

/** An activity in a list: 4:3 cover, title, city, duration, rating and the price "from". */
export function ActivityCard({ activity, imagePriority }: TActivityCardProps) {
  const { t, price, duration, locale } = useT();
  const rating = activity.rating === null ? null : decimals(activity.rating, locale);
  return (
    <Card
      component={Link}
      to={activityPath(activity)}
      padding="md"
      shadow="sm"
      withBorder
      h="100%"
      className="activity-card"
    >
      <CardCover image={activity.cover} alt={activity.title} priority={imagePriority} />
      <Stack gap={6} mt="sm">
        <Text
          fw={600}
          lineClamp={2}
          component="h3"
          m={0}
          fz="md"
          lang={activity.contentLocale !== locale ? activity.contentLocale : undefined}
        >
          {activity.title}
        </Text>
        {activity.contentLocale !== locale && <InEnglishNote />}
        <Group gap="xs" c="dimmed" fz="sm" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <span>{cityName(activity.city, locale)}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <span>{duration(activity.durationMinutes)}</span>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" mt={4}>
          {activity.rating !== null ? (
            <Group
              gap={4}
              fz="sm"
              wrap="nowrap"
              aria-label={t('common.card.rated', { rating: rating ?? '' })}
            >
              <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text span fw={600} fz="sm">
                {rating}
              </Text>
              <Text span c="dimmed" fz="sm">
                ({activity.ratingCount})
              </Text>
            </Group>
          ) : (
            <Badge variant="light" color="azulejo">
              {t('common.card.new')}
            </Badge>
          )}
          <Stack gap={0} align="flex-end">
            {activity.marketPriceCents !== null && activity.marketPriceCents > activity.priceCents && (
              <Text
                fz="xs"
                c="dimmed"
                td="line-through"
                aria-label={t('common.card.usually', { price: price(activity.marketPriceCents) })}
              >
                {price(activity.marketPriceCents)}
              </Text>
            )}
            <Text fz="sm">
              <T
                id="common.card.from"
                values={{ price: price(activity.priceCents) }}
                components={{ 0: <Text span fw={700} fz="lg" c="terracotta.8" /> }}
              />
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
