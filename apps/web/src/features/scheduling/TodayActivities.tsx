import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { DASHBOARD_UPCOMING_MAX } from '@roteiro/domain/scheduling/rules';
import type { TUpcomingGroup } from '@roteiro/domain/scheduling/scheduling';
import { useState } from 'react';
import { Link } from 'react-router';
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
  const today = useUpcomingQuery('guider', 'today', 1, DASHBOARD_UPCOMING_MAX);
  const [unscheduling, setUnscheduling] = useState<TWithAllocation | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Today's activities
        </Title>
        <Anchor component={Link} to={seeAllPath} fw={600}>
          See all
        </Anchor>
      </Group>
      {today.isPending && <Skeleton height={110} radius="md" />}
      {today.isError && <Text c="red">{today.error.message}</Text>}
      {today.data && today.data.items.length === 0 && <Text c="dimmed">{messages.noToursScheduled}</Text>}
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
