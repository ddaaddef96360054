import { Alert, SimpleGrid, Text } from '@mantine/core';
import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { messages } from '@roteiro/domain/messages/messages';
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
  return (
    <Alert color="green" variant="light" title={messages.activityCompleted} data-testid="run-summary">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={4}>
        <Fact
          label="Checked in"
          value={`${run.numOfScannedTickets} of ${bookedCount} ${bookedCount === 1 ? 'person' : 'people'}`}
          testId="summary-checked-in"
        />
        <Fact label="Started at" value={lisbonClock(run.startedAt)} testId="summary-started-at" />
        <Fact
          label="Finished at"
          value={run.endedAt ? lisbonClock(run.endedAt) : '–'}
          testId="summary-finished-at"
        />
      </SimpleGrid>
    </Alert>
  );
}
