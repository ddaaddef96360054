import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TPublicActivityCard } from '@roteiro/domain/catalogue/public';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDuration } from '@roteiro/domain/time/format';
import { IconClock, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardCover, type TImagePriority } from './CardCover.tsx';

type TActivityCardProps = { activity: TPublicActivityCard; imagePriority: TImagePriority };

/** An activity in a list: 4:3 cover, title, city, duration, rating and the price "from". */
export function ActivityCard({ activity, imagePriority }: TActivityCardProps) {
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
        <Text fw={600} lineClamp={2} component="h3" m={0} fz="md">
          {activity.title}
        </Text>
        <Group gap="xs" c="dimmed" fz="sm" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <span>{activity.city.replace(', Portugal', '')}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <span>{formatDuration(activity.durationMinutes)}</span>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" mt={4}>
          {activity.rating !== null ? (
            <Group gap={4} fz="sm" wrap="nowrap" aria-label={`Rated ${activity.rating.toFixed(2)} out of 5`}>
              <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text span fw={600} fz="sm">
                {activity.rating.toFixed(2)}
              </Text>
              <Text span c="dimmed" fz="sm">
                ({activity.ratingCount})
              </Text>
            </Group>
          ) : (
            <Badge variant="light" color="azulejo">
              New
            </Badge>
          )}
          <Stack gap={0} align="flex-end">
            {activity.marketPriceCents !== null && activity.marketPriceCents > activity.priceCents && (
              <Text
                fz="xs"
                c="dimmed"
                td="line-through"
                aria-label={`Usually ${formatCents(activity.marketPriceCents)}`}
              >
                {formatCents(activity.marketPriceCents)}
              </Text>
            )}
            <Text fz="sm">
              from{' '}
              <Text span fw={700} fz="lg" c="terracotta.8">
                {formatCents(activity.priceCents)}
              </Text>
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
