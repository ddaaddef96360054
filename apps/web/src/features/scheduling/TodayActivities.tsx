import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { DASHBOARD_UPCOMING_MAX } from '@roteiro/domain/scheduling/rules';
import type { TUpcomingGroup } from '@roteiro/domain/scheduling/scheduling';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useUpcomingQuery } from './schedulingQueries.ts';
import { UnscheduleModal } from './UnscheduleModal.tsx';
import { UpcomingGroupCard } from './UpcomingGroupCard.tsx';
import { groupLink } from './UpcomingList.tsx';

type TWithAllocation = TUpcomingGroup & { allocation: NonNullable<TUpcomingGroup['allocation']> };

/** The dashboards' "today" block: at most 4 of today's activities and "See all" (operations.md §2, §9). */
export function TodayActivities({
  viewer,
  seeAllPath,
}: {
  viewer: 'company' | 'employee';
  seeAllPath: string;
}) {
  const texts = useT();
  const { t, say } = texts;
  const today = useUpcomingQuery('guider', 'today', 1, DASHBOARD_UPCOMING_MAX);
  const [unscheduling, setUnscheduling] = useState<TWithAllocation | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {t('planning.today.title')}
        </Title>
        <Anchor component={Link} to={seeAllPath} fw={600}>
          {t('planning.today.seeAll')}
        </Anchor>
      </Group>
      {today.isPending && <Skeleton height={110} radius="md" />}
      {today.isError && <Text c="red">{errorText(today.error, texts)}</Text>}
      {today.data && today.data.items.length === 0 && (
        <Text c="dimmed">{say(messages, 'noToursScheduled')}</Text>
      )}
      {today.data?.items.map((group) => {
        const { allocation } = group;
        return (
          <UpcomingGroupCard
            key={group.groupId}
            group={group}
            to={groupLink(viewer, group)}
            viewer={viewer}
            onUnschedule={
              viewer === 'company' && group.canUnschedule && allocation
                ? () => setUnscheduling({ ...group, allocation })
                : undefined
            }
          />
        );
      })}
      {unscheduling && <UnscheduleModal group={unscheduling} onClose={() => setUnscheduling(null)} />}
    </Stack>
  );
}
