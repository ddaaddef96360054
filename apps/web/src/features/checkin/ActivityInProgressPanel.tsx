import { useLingui } from '@lingui/react';
import { Anchor, Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { lisbonClock } from './clock.ts';
import { FinishActivityButton } from './FinishActivityButton.tsx';
import { useActiveRunQuery } from './useActiveRunQuery.ts';

/** The start-activity screen of a run's group. */
export const startActivityPath = (run: { activityId: string; groupId: string }) =>
  `/guider/activity/${run.activityId}/group/${run.groupId}/start`;

type TPanelProps = { run: TRunSummary; isCompact?: boolean };

/** What is running: the activity, when it started, the tickets validated, and Finish activity. */
export function RunInProgressCard({ run, isCompact }: TPanelProps) {
  const { t, locale } = useT();
  return (
    <Card
      component="section"
      withBorder
      padding={isCompact ? 'sm' : 'lg'}
      radius="md"
      aria-label={t('checkin.run.inProgress')}
    >
      <Stack gap={isCompact ? 6 : 'sm'}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Badge color="green" variant="light">
            {t('checkin.run.inProgress')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('checkin.run.startedAtTime', { time: lisbonClock(run.startedAt, locale) })}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={startActivityPath(run)}
          fw={700}
          size={isCompact ? 'sm' : 'lg'}
          c="inherit"
        >
          {run.activityTitle}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('checkin.run.ticketsValidated', { count: run.numOfScannedTickets })}
          {run.employeeName ? ` · ${run.employeeName}` : ''}
        </Text>
        <FinishActivityButton run={run} size={isCompact ? 'sm' : 'md'} fullWidth />
      </Stack>
    </Card>
  );
}

/**
 * Whether the active language's check-in texts are loaded: a page that lists 'checkin' in its route's messages has
 * them; the menus' compact panel, shown on any page, loads them itself and waits (nothing shown) until then.
 */
function useCheckinMessages(): boolean {
  const { i18n } = useLingui();
  const isLoaded = Boolean(i18n.messages['checkin.run.inProgress']);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (isLoaded) {
      return;
    }
    let live = true;
    ensureNamespaces(['checkin']).then(
      () => live && setLoads((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isLoaded]);
  return isLoaded;
}

/**
 * The activity-in-progress panel of the company and employee dashboards (operations.md §2): nothing when no
 * activity is running.
 */
export function ActivityInProgressPanel({ isCompact = false }: { isCompact?: boolean }) {
  const { data } = useActiveRunQuery();
  const hasMessages = useCheckinMessages();
  if (!data?.run || !hasMessages) {
    return null;
  }
  return isCompact ? (
    <Box px="xs" py={6} maw={300}>
      <RunInProgressCard run={data.run} isCompact />
    </Box>
  ) : (
    <RunInProgressCard run={data.run} />
  );
}
