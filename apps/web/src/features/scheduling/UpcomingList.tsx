import { Center, Pagination, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { UPCOMING_PAGE_SIZE } from '@roteiro/domain/scheduling/rules';
import type { TUpcomingGroup, TUpcomingTab } from '@roteiro/domain/scheduling/scheduling';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { pageFrom } from '../../shared/lib/pageFrom.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { useUpcomingQuery } from './schedulingQueries.ts';
import { UnscheduleModal } from './UnscheduleModal.tsx';
import { UpcomingGroupCard } from './UpcomingGroupCard.tsx';

/** Who looks: the company unschedules; the admin also has "Needs attention". */
export type TUpcomingViewer = 'company' | 'employee' | 'admin';

const TAB_LABELS: Record<TUpcomingTab, TMessageId> = {
  attention: 'planning.upcoming.tabs.attention',
  today: 'planning.upcoming.tabs.today',
  upcoming: 'planning.upcoming.tabs.upcoming',
  finished: 'planning.upcoming.tabs.finished',
};

/** Where a row leads: the admin's `/{activityGroup}/details`, the guider's start-activity screen. */
export function groupLink(viewer: TUpcomingViewer, group: TUpcomingGroup): string {
  return viewer === 'admin'
    ? `/${group.groupId}/details`
    : `/guider/activity/${group.activityId}/group/${group.groupId}/start`;
}

type TWithAllocation = TUpcomingGroup & { allocation: NonNullable<TUpcomingGroup['allocation']> };

/** The upcoming-activities tabs (operations.md §2), paged on the server; tab and page live in the URL. */
export function UpcomingList({ viewer }: { viewer: TUpcomingViewer }) {
  const texts = useT();
  const { t, say } = texts;
  const tabs: TUpcomingTab[] =
    viewer === 'admin' ? ['attention', 'today', 'upcoming', 'finished'] : ['today', 'upcoming', 'finished'];
  const firstTab: TUpcomingTab = viewer === 'admin' ? 'attention' : 'today';
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TUpcomingTab | null;
  const tab = requested && tabs.includes(requested) ? requested : firstTab;
  const page = pageFrom(params.get('page'));
  const list = useUpcomingQuery(viewer === 'admin' ? 'admin' : 'guider', tab, page, UPCOMING_PAGE_SIZE);
  const [unscheduling, setUnscheduling] = useState<TWithAllocation | null>(null);

  const handleTab = (next: string | null) =>
    setParams((current) => {
      current.set('tab', next ?? firstTab);
      current.delete('page');
      return current;
    });
  const handlePage = (next: number) =>
    setParams((current) => {
      current.set('page', String(next));
      return current;
    });

  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Tabs value={tab} onChange={handleTab} keepMounted={false}>
      <Tabs.List grow style={{ flexWrap: 'wrap' }}>
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name} mih={44}>
            {t(TAB_LABELS[name])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((name) => (
        <Tabs.Panel key={name} value={name} pt="md">
          <Stack gap="md">
            {list.isPending && (
              <Stack gap="md" aria-busy>
                <Skeleton height={110} radius="md" />
                <Skeleton height={110} radius="md" />
              </Stack>
            )}
            {list.isError && (
              <ErrorState
                title={t('planning.upcoming.loadFailed')}
                message={errorText(list.error, texts)}
                onRetry={retryFor(list)}
              />
            )}
            {list.data && list.data.items.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {say(messages, 'noToursScheduled')}
              </Text>
            )}
            {list.data?.items.map((group) => {
              const { allocation } = group;
              return (
                <UpcomingGroupCard
                  key={group.groupId}
                  group={group}
                  to={groupLink(viewer, group)}
                  viewer={viewer}
                  onUnschedule={
                    // Not once the group has started or finished: the server says so (and refuses it too).
                    viewer === 'company' && group.canUnschedule && allocation
                      ? () => setUnscheduling({ ...group, allocation })
                      : undefined
                  }
                />
              );
            })}
            {list.data && totalPages > 1 && (
              <Center>
                <Pagination
                  total={totalPages}
                  value={page}
                  onChange={handlePage}
                  size="md"
                  getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
                />
              </Center>
            )}
          </Stack>
        </Tabs.Panel>
      ))}
      {unscheduling && <UnscheduleModal group={unscheduling} onClose={() => setUnscheduling(null)} />}
    </Tabs>
  );
}
