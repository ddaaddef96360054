import { Alert, SimpleGrid, Skeleton } from '@mantine/core';
import type { TPublicActivityCard } from '@roteiro/domain/catalogue/public';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActivityCard } from './ActivityCard.tsx';

type TActivityGridProps = {
  activities: TPublicActivityCard[] | undefined;
  emptyTitle: string;
  emptyText: ReactNode;
  skeletons?: number;
};

/** A responsive grid of activity cards, with skeletons while loading and a clear empty state. */
export function ActivityGrid({ activities, emptyTitle, emptyText, skeletons = 6 }: TActivityGridProps) {
  if (!activities) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="lg"
        aria-busy="true"
        aria-label="Loading activities"
      >
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (activities.length === 0) {
    return (
      <Alert variant="light" color="azulejo" icon={<IconMoodEmpty aria-hidden />} title={emptyTitle}>
        {emptyText}
      </Alert>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="lg"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {activities.map((activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} />
        </li>
      ))}
    </SimpleGrid>
  );
}
