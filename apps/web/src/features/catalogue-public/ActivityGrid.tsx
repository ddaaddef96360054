import type { TPublicActivityCard } from '@roteiro/domain/catalogue/public';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { ActivityCard } from './ActivityCard.tsx';
import { priorityAt } from './CardCover.tsx';
import { CardGrid } from './CardGrid.tsx';

type TActivityGridProps = {
  activities: TPublicActivityCard[] | undefined;
  emptyTitle: string;
  emptyText: ReactNode;
  skeletons?: number;
};

/** A responsive grid of activity cards, with skeletons while loading and a clear empty state. */
export function ActivityGrid({ activities, emptyTitle, emptyText, skeletons = 6 }: TActivityGridProps) {
  const { t } = useT();
  return (
    <CardGrid
      items={activities}
      renderItem={(activity, position) => (
        <ActivityCard activity={activity} imagePriority={priorityAt(position)} />
      )}
      skeletons={skeletons}
      skeletonHeight={320}
      loadingLabel={t('common.activities.loading')}
      emptyIcon={<IconMoodEmpty aria-hidden />}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
    />
  );
}
