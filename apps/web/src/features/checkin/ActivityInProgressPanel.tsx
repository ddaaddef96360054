import { Anchor, Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { Link } from 'react-router';
import { lisbonClock } from './clock.ts';
import { FinishActivityButton } from './FinishActivityButton.tsx';
import { useActiveRunQuery } from './useActiveRunQuery.ts';

/** The start-activity screen of a run's group. */
export const startActivityPath = (run: { activityId: string; groupId: string }) =>
  `/guider/activity/${run.activityId}/group/${run.groupId}/start`;

type TPanelProps = { run: TRunSummary; isCompact?: boolean };

/** What is running: the activity, when it started, the tickets validated, and Finish activity. */
export function RunInProgressCard({ run, isCompact }: TPanelProps) {
  return (
    <Card
      component="section"
      withBorder
      padding={isCompact ? 'sm' : 'lg'}
      radius="md"
      aria-label="Activity in progress"
    >
      <Stack gap={isCompact ? 6 : 'sm'}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Badge color="green" variant="light">
            Activity in progress
          </Badge>
          <Text size="xs" c="dimmed">
            Started at {lisbonClock(run.startedAt)}
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
          {run.numOfScannedTickets} {run.numOfScannedTickets === 1 ? 'ticket' : 'tickets'} validated
          {run.employeeName ? ` · ${run.employeeName}` : ''}
        </Text>
        <FinishActivityButton run={run} size={isCompact ? 'sm' : 'md'} fullWidth />
      </Stack>
    </Card>
  );
}

/**
 * The activity-in-progress panel of the company and employee dashboards (operations.md §2): nothing when no
 * activity is running.
 */
export function ActivityInProgressPanel({ isCompact = false }: { isCompact?: boolean }) {
  const { data } = useActiveRunQuery();
  if (!data?.run) {
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
