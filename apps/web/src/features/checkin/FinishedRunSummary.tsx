import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { useT } from '../../shared/i18n/useT.tsx';
import { lisbonClock } from './clock.ts';

type TFinishedRunSummaryProps = {
  run: TRunSummary;
  /** The group's booked people (its tickets not refunded). */
  bookedCount: number;
};

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** After Finish activity: it says so, with the run's summary. */
export function FinishedRunSummary({ run, bookedCount }: TFinishedRunSummaryProps) {
  const { t, say, locale } = useT();
  return (
    <Alert color="green" variant="light" title={say(messages, 'activityCompleted')} data-testid="run-summary">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={4}>
        <Fact
          label={t('checkin.run.checkedIn')}
          value={t('checkin.run.checkedInOf', { checked: run.numOfScannedTickets, count: bookedCount })}
          testId="summary-checked-in"
        />
        <Fact
          label={t('checkin.run.startedAt')}
          value={lisbonClock(run.startedAt, locale)}
          testId="summary-started-at"
        />
        <Fact
          label={t('checkin.run.finishedAt')}
          value={run.endedAt ? lisbonClock(run.endedAt, locale) : '–'}
          testId="summary-finished-at"
        />
      </SimpleGrid>
    </Alert>
  );
}
