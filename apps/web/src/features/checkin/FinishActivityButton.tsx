import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { useState } from 'react';
import { toast } from '../../shared/ui/toasts.ts';
import { lisbonClock, plannedEnd } from './clock.ts';
import { useFinishRunMutation } from './useFinishRunMutation.ts';

type TFinishButtonProps = { run: TRunSummary; size?: 'sm' | 'md' | 'lg'; fullWidth?: boolean };

/**
 * Finish activity: records the end time, "The activity has been completed." (operations.md §4, §8). It asks
 * first, showing when the run started and when it is planned to end (one tap once ended an 8-hour tour
 * after a few seconds); "Not yet" has the focus, so Enter does not finish by mistake.
 */
export function FinishActivityButton({ run, size = 'md', fullWidth }: TFinishButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const finish = useFinishRunMutation();
  const end = plannedEnd(run);
  const isEarly = end !== null && Date.now() < end.getTime();
  const handleFinish = () =>
    finish.mutate(run.id, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) =>
        toast.danger(error.status === 0 || error.status >= 500 ? messages.finishFailed : error.message),
    });
  return (
    <>
      <Button size={size} fullWidth={fullWidth} color="orange" onClick={() => setIsConfirming(true)}>
        Finish activity
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Finish the activity?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text fw={600}>{run.activityTitle}</Text>
          <SimpleGrid cols={2} spacing="sm">
            <div>
              <Text size="sm" c="dimmed">
                Started at
              </Text>
              <Text fw={700} size="lg" data-testid="finish-started-at">
                {lisbonClock(run.startedAt)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Planned end
              </Text>
              <Text fw={700} size="lg" data-testid="finish-planned-end">
                {run.endTime}
              </Text>
            </div>
          </SimpleGrid>
          {isEarly && (
            <Alert color="yellow" variant="light">
              It is planned to run until {run.endTime}. Finish only when the tour is over.
            </Alert>
          )}
          {/* Stacked on a phone (both labels whole at 360 px), side by side from xs. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button variant="default" size="md" data-autofocus onClick={() => setIsConfirming(false)}>
              Not yet
            </Button>
            <Button color="orange" size="md" loading={finish.isPending} onClick={handleFinish}>
              Finish activity
            </Button>
          </SimpleGrid>
        </Stack>
      </Modal>
    </>
  );
}
