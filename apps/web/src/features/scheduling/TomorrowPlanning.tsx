import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatTimeLeft } from '@roteiro/domain/scheduling/rules';
import { countTomorrowMissingSeats } from '@roteiro/domain/scheduling/scheduling';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { usePlanQuery } from './schedulingQueries.ts';
import { schedulingTexts } from './schedulingTexts.ts';

/** The clock, read again every `everyMs` (the countdown shows minutes: 15 s keeps it within a minute). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The company dashboard's lead: tomorrow's 17:00 Lisbon deadline with the time left, how many of
 * tomorrow's activities still miss seats, and the way to "Plan your day". The server says whether the cut-off
 * has passed and when it is; the countdown runs on this device's clock.
 */
export function TomorrowPlanning() {
  const texts = useT();
  const { t, say, day } = texts;
  const plan = usePlanQuery();
  const now = useNow(15_000);
  if (plan.isPending) {
    return <Skeleton height={176} radius="md" />;
  }
  const data = plan.data;
  const timeLeft = data?.isBeforeCutoff ? formatTimeLeft(Date.parse(data.cutoffAt) - now) : null;
  const missing = data ? countTomorrowMissingSeats(data) : null;
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      aria-labelledby="tomorrow-planning-title"
      data-testid="tomorrow-planning"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconCalendarEvent size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="tomorrow-planning-title">
              {data
                ? t('planning.tomorrow.titleOn', { day: day(data.tomorrow) })
                : t('planning.tomorrow.title')}
            </Title>
            {data && (
              <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
                <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text fw={600} c={timeLeft ? undefined : 'red'}>
                  {timeLeft
                    ? say(schedulingTexts, 'planTomorrowBy', timeLeft)
                    : say(schedulingTexts, 'planningClosed')}
                </Text>
              </Group>
            )}
          </div>
        </Group>
        {plan.isError && <Text c="red">{errorText(plan.error, texts)}</Text>}
        {missing !== null && <Text>{say(schedulingTexts, 'tomorrowNeedingSeats', missing)}</Text>}
        <Group>
          <Button component={Link} to="/company/schedule" size="md" mih={48} w={{ base: '100%', sm: 'auto' }}>
            {t('planning.tomorrow.planYourDay')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
