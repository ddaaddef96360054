import { Alert, Badge, Box, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { startBlockedReason } from '@roteiro/domain/checkin/start';
import { messages } from '@roteiro/domain/messages/messages';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { IconCloudOff, IconMapPin, IconQrcode } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RunInProgressCard } from '../../features/checkin/ActivityInProgressPanel.tsx';
import { checkinTexts } from '../../features/checkin/checkinTexts.ts';
import { FinishedRunSummary } from '../../features/checkin/FinishedRunSummary.tsx';
import { ParticipantCard } from '../../features/checkin/ParticipantCard.tsx';
import { useActiveRunQuery } from '../../features/checkin/useActiveRunQuery.ts';
import { useGroupCheckin } from '../../features/checkin/useGroupCheckin.ts';
import { useIsOnline } from '../../features/checkin/useIsOnline.ts';
import { useManifestQuery } from '../../features/checkin/useManifestQuery.ts';
import { useScanTicket } from '../../features/checkin/useScanTicket.ts';
import { useStartRun } from '../../features/checkin/useStartRun.ts';
import { useGuideOfflineApp } from '../../pwa/useGuideOfflineApp.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { recordLoadMessage } from '../../shared/lib/loadFailure.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

// The camera scanner (and qr-scanner) loads with this screen, after it, so it works once the network drops.
const loadScanner = () => importWithRetry(() => import('../../features/checkin/TicketScanner.tsx'));
const TicketScanner = lazy(() => loadScanner().then((module) => ({ default: module.TicketScanner })));

/** The screen has no header: a group that cannot be shown keeps the back arrow, so the guide is not left there. */
function WithBackBar({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <>
      <Container size="sm" px="md" pt="sm">
        <BackBar title={t('checkin.start.title')} />
      </Container>
      {children}
    </>
  );
}

/**
 * Start activity (operations.md §2, §4): the activity, the participants by buyer with scanned/total tickets,
 * the full-screen scanner, and Start activity once someone was added. Works offline against the manifest.
 */
export function StartActivityPage() {
  useGuideOfflineApp();
  const { t, say, day, duration } = useT();
  const { activityId = '', activityGroupId = '' } = useParams();
  const groupId = activityGroupId;
  const manifestQuery = useManifestQuery(groupId);
  const manifest = manifestQuery.data;
  const local = useGroupCheckin(groupId);
  const isOnline = useIsOnline();
  const scan = useScanTicket(groupId, manifest);
  const { start, mutation: startMutation } = useStartRun(groupId);
  const activeRun = useActiveRunQuery();
  const [isScannerOpen, setIsScannerOpen] = useState(false);
  useEffect(() => {
    void loadScanner()
      .then((module) => module.preloadScanner())
      .catch(() => undefined);
  }, []);

  if (!manifest) {
    if (manifestQuery.isError && manifestQuery.error.status !== 0) {
      return (
        <WithBackBar>
          <ErrorState
            title={t('checkin.start.couldNotOpen')}
            message={recordLoadMessage(manifestQuery.error)}
          >
            <Button component={Link} to="/scan-ticket" variant="default">
              {t('checkin.start.todaysGroups')}
            </Button>
          </ErrorState>
        </WithBackBar>
      );
    }
    if (!isOnline) {
      return (
        <WithBackBar>
          <ErrorState title={t('checkin.start.offlineTitle')} message={t('checkin.start.notLoadedYet')} />
        </WithBackBar>
      );
    }
    return <PageLoader />;
  }
  if (manifest.group.activityId !== activityId) {
    return (
      <WithBackBar>
        <ErrorState title={t('common.notFound.title')} message={say(messages, 'notFound')}>
          <Button component={Link} to="/scan-ticket" variant="default">
            {t('checkin.start.todaysGroups')}
          </Button>
        </ErrorState>
      </WithBackBar>
    );
  }

  const run = manifest.run;
  const addedNumbers = new Set(local.added.map((t) => t.ticketNumber));
  const addedCount = run ? run.numOfScannedTickets : local.added.length;
  const settlement = startMutation.data;
  const isQueued = local.pendingStart !== null && !startMutation.isPending;
  const otherRun = activeRun.data?.run;
  // Why Start cannot be pressed, said next to it; the server refuses for the same reasons.
  const blocked = run
    ? null
    : startBlockedReason({
        canStart: manifest.canStart,
        groupDay: manifest.group.day,
        today: lisbonDay(new Date()),
        hasOtherRunInProgress: Boolean(otherRun && otherRun.groupId !== groupId),
        addedCount: local.added.length,
      });
  const blockedReason = blocked ? say(checkinTexts, blocked) : null;
  const canStart = !run && blockedReason === null && !startMutation.isPending;
  const bookedCount = manifest.participants.reduce((sum, p) => sum + p.tickets.length, 0);
  const nameOf = (ticketNumber: string) =>
    manifest.participants.find((p) => p.tickets.some((t) => t.ticketNumber === ticketNumber))?.clientName ??
    ticketNumber;

  // pb: room for the bar pinned at the bottom (two buttons and the reason Start is disabled).
  return (
    <Box pb={200}>
      <Container size="sm" px="md" pt="sm">
        <BackBar title={t('checkin.start.title')}>
          {!isOnline && (
            <Badge color="yellow" variant="filled" leftSection={<IconCloudOff size={14} aria-hidden />}>
              {t('checkin.start.offline')}
            </Badge>
          )}
        </BackBar>
        <Stack gap="md" mt="sm">
          {!isOnline && (
            <Alert color="yellow" variant="light" icon={<IconCloudOff aria-hidden />}>
              {say(checkinTexts, 'offline')}
            </Alert>
          )}
          <Card withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Title order={1} size="h3">
                {manifest.activity.title}
              </Title>
              <Text size="sm">
                {day(manifest.group.day)} · {manifest.group.startTime}–{manifest.group.endTime} ·{' '}
                {duration(manifest.activity.durationMinutes)}
              </Text>
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm" c="dimmed">
                  {manifest.activity.meetingPoint}
                </Text>
              </Group>
            </Stack>
          </Card>

          {run?.inProgress && <RunInProgressCard run={run} />}
          {run && !run.inProgress && <FinishedRunSummary run={run} bookedCount={bookedCount} />}
          {isQueued && (
            <Alert color="yellow" variant="light" role="status">
              {say(checkinTexts, 'startQueued')}
            </Alert>
          )}
          {settlement && settlement.validatedElsewhere.length > 0 && (
            <Alert color="orange" variant="light" title={say(checkinTexts, 'validatedElsewhere')}>
              <List size="sm">
                {settlement.validatedElsewhere.map((number) => (
                  <List.Item key={number}>
                    {nameOf(number)} ({number})
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}

          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4">
              {t('checkin.start.participants')}
            </Title>
            <Text fw={700} data-testid="participant-count">
              {run
                ? t('checkin.run.ticketsValidated', { count: addedCount })
                : t('checkin.run.participantsAdded', { count: addedCount })}
            </Text>
          </Group>
          {manifest.participants.length === 0 ? (
            <Text c="dimmed">{t('checkin.start.noParticipants')}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {manifest.participants.map((participant) => (
                <ParticipantCard
                  key={participant.participantId}
                  participant={participant}
                  scanned={
                    participant.tickets.filter((t) =>
                      run ? t.state === 'validated' : addedNumbers.has(t.ticketNumber),
                    ).length
                  }
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Container>

      {!run && (
        <Box
          pos="fixed"
          bottom={0}
          left={0}
          right={0}
          p="md"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 10 }}
        >
          <Container size="sm" px={0}>
            {/* Stacked full width: both fit at 360 px, and Start sits lowest, under the thumb. */}
            <Stack gap="xs">
              <Button
                size="lg"
                variant="light"
                fullWidth
                leftSection={<IconQrcode aria-hidden />}
                onClick={() => setIsScannerOpen(true)}
              >
                {t('checkin.start.scanTickets')}
              </Button>
              <Button
                size="lg"
                fullWidth
                disabled={!canStart}
                loading={startMutation.isPending}
                onClick={start}
                aria-describedby={blockedReason ? 'start-blocked-reason' : undefined}
              >
                {t('checkin.start.title')}
              </Button>
              {blockedReason && (
                <Text id="start-blocked-reason" size="sm" ta="center" data-testid="start-blocked">
                  {blockedReason}
                </Text>
              )}
            </Stack>
          </Container>
        </Box>
      )}

      {isScannerOpen && (
        <Suspense fallback={null}>
          <TicketScanner
            opened={isScannerOpen}
            onClose={() => setIsScannerOpen(false)}
            onScan={scan}
            status={t('checkin.run.participantsAdded', { count: local.added.length })}
            typedLabel={say(checkinTexts, 'typedCodeLabel')}
            typedHint={say(checkinTexts, 'typedCodeHint')}
            typedPlaceholder={say(checkinTexts, 'typedCodePlaceholder')}
          />
        </Suspense>
      )}
    </Box>
  );
}
