import { Stack } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.tsx';
import { HeadingWithIntro } from '../../shared/ui/HeadingWithIntro.tsx';
import { ActivityGrid } from '../catalogue-public/ActivityGrid.tsx';
import { useStorefrontHomeQuery } from '../catalogue-public/catalogueQueries.ts';

type TPopularActivitiesProps = { title: string; intro: string; count?: number };

/** A few of the featured activities (the home page's answer, usually cached): where an information page leads next. */
export function PopularActivities({ title, intro, count = 3 }: TPopularActivitiesProps) {
  const { t } = useT();
  const home = useStorefrontHomeQuery();
  if (home.isError || home.data?.featured.length === 0) {
    return null;
  }
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <HeadingWithIntro title={title} intro={intro} order={2} />
      <ActivityGrid
        activities={home.data?.featured.slice(0, count)}
        emptyTitle={t('common.activities.noneYet')}
        emptyText={t('common.activities.checkSoon')}
        skeletons={count}
      />
    </Stack>
  );
}
