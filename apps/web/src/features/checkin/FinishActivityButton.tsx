import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { lisbonClock, plannedEnd } from './clock.ts';
import { useFinishRunMutation } from './useFinishRunMutation.ts';
// The running activity's messages in Portuguese.
import './checkinTexts.ts';

type TFinishButtonProps = { run: TRunSummary; size?: 'sm' | 'md' | 'lg'; fullWidth?: boolean };

/**
 * Finish activity: records the end time, "The activity has been completed." (operations.md §4, §8). It asks
 * first, showing when the run started and when it is planned to end (one tap once ended an 8-hour tour
 * after a few seconds); "Not yet" has the focus, so Enter does not finish by mistake.
 */
export function FinishActivityButton({ run, size = 'md', fullWidth }: TFinishButtonProps) {
  const texts = useT();
  const { t, say, locale } = texts;
  const [isConfirming, setIsConfirming] = useState(false);
  const finish = useFinishRunMutation();
  const end = plannedEnd(run);
  const isEarly = end !== null && Date.now() < end.getTime();
  const handleFinish = () =>
    finish.mutate(run.id, {
      // The server answers the spec's message in English: it is worded here in the screen's language.
      onSuccess: () => {
        setIsConfirming(false);
        toast.success(say(messages, 'activityCompleted'));
      },
      onError: (error) =>
        toast.danger(
          error.status === 0 || error.status >= 500 ? say(messages, 'finishFailed') : errorText(error, texts),
        ),
    });
  return (
    <>
      <Button size={size} fullWidth={fullWidth} color="orange" onClick={() => setIsConfirming(true)}>
        {t('checkin.finish.button')}
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('checkin.finish.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('checkin.finish.close') }}
      >
        <Stack gap="md">
          <Text fw={600}>{run.activityTitle}</Text>
          <SimpleGrid cols={2} spacing="sm">
            <div>
              <Text size="sm" c="dimmed">
                {t('checkin.run.startedAt')}
              </Text>
              <Text fw={700} size="lg" data-testid="finish-started-at">
                {lisbonClock(run.startedAt, locale)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('checkin.finish.plannedEnd')}
              </Text>
              <Text fw={700} size="lg" data-testid="finish-planned-end">
                {run.endTime}
              </Text>
            </div>
          </SimpleGrid>
          {isEarly && (
            <Alert color="yellow" variant="light">
              {t('checkin.finish.early', { time: run.endTime })}
            </Alert>
          )}
          {/* Stacked on a phone (both labels whole at 360 px), side by side from xs. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button variant="default" size="md" data-autofocus onClick={() => setIsConfirming(false)}>
              {t('checkin.finish.notYet')}
            </Button>
            <Button color="orange" size="md" loading={finish.isPending} onClick={handleFinish}>
              {t('checkin.finish.button')}
            </Button>
          </SimpleGrid>
        </Stack>
      </Modal>
    </>
  );
}
