import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { parseTicketQr } from '@roteiro/domain/checkin/qr';
import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import { parseTypedCode } from '@roteiro/domain/checkin/typed-code';
import { messages } from '@roteiro/domain/messages/messages';
import { IconChevronRight, IconQrcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { startActivityPath } from '../../features/checkin/ActivityInProgressPanel.tsx';
import { checkinKeys } from '../../features/checkin/checkinKeys.ts';
import { checkinStore } from '../../features/checkin/checkinStore.ts';
import { checkinTexts } from '../../features/checkin/checkinTexts.ts';
import { scanTicket, type TScanOutcome } from '../../features/checkin/useScanTicket.ts';
import { useTodayGroupsQuery } from '../../features/checkin/useTodayGroupsQuery.ts';
import { useGuideOfflineApp } from '../../pwa/useGuideOfflineApp.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call, isApiError } from '../../shared/lib/api.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';

const TicketScanner = lazy(() =>
  importWithRetry(() => import('../../features/checkin/TicketScanner.tsx')).then((module) => ({
    default: module.TicketScanner,
  })),
);

const runStateLabel = {
  notStarted: 'checkin.scanTicket.notStarted',
  inProgress: 'checkin.scanTicket.inProgress',
  finished: 'checkin.scanTicket.finished',
} as const;

/**
 * /scan-ticket (operations.md §2, guider area): the guide scans any ticket and lands on the start-activity
 * screen of that ticket's group with the ticket added; today's groups of the company are listed below.
 */
export function ScanTicketPage() {
  useGuideOfflineApp();
  const texts = useT();
  const { t, say } = texts;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useTodayGroupsQuery();
  const [isScannerOpen, setIsScannerOpen] = useState(false);

  const handleScan = async (text: string, present: number | null = null): Promise<TScanOutcome> => {
    const typed = parseTypedCode(text);
    if (!typed) {
      return { ok: false, message: say(messages, 'qrUnreadable') };
    }
    let groupId = parseTicketQr(text)?.groupId;
    if (!groupId) {
      if (typed.kind === 'qr') {
        return { ok: false, message: say(messages, 'invalidTicket') };
      }
      // A typed reference or ticket number does not say its group: the server finds it.
      if (!navigator.onLine) {
        return { ok: false, message: say(checkinTexts, 'typedCodeOffline') };
      }
      try {
        const found = await call(checkinApi.typedCodeGroup, { body: { code: text } });
        groupId = found.groupId;
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) {
          return { ok: false, message: say(messages, 'unexpected') };
        }
        return {
          ok: false,
          message: error.status === 0 ? say(checkinTexts, 'typedCodeOffline') : errorText(error, texts),
        };
      }
    }
    const stored = checkinStore.get(groupId).manifest;
    let manifest: TManifestResponse;
    try {
      manifest =
        stored && !navigator.onLine
          ? stored
          : await queryClient.fetchQuery({
              queryKey: checkinKeys.manifest(groupId),
              queryFn: () => call(checkinApi.manifest, { params: { groupId } }),
            });
    } catch (error) {
      // A group this company does not run is, for this guide, another tour.
      return {
        ok: false,
        message:
          isApiError(error) && error.status === 404
            ? say(messages, 'ticketOtherTour')
            : say(messages, 'unexpected'),
      };
    }
    checkinStore.saveManifest(groupId, manifest);
    const outcome = await scanTicket(texts, groupId, manifest, text, present);
    if (outcome.ok && !outcome.ask) {
      void navigate(startActivityPath({ activityId: manifest.group.activityId, groupId: manifest.group.id }));
    }
    return outcome;
  };

  const groups = today.data?.groups ?? [];
  return (
    <Container size="sm" px="md" pt="sm" pb="xl">
      <BackBar title={t('checkin.scanTicket.title')} />
      <Stack gap="md" mt="sm">
        <Text>{t('checkin.scanTicket.intro')}</Text>
        <Button size="lg" leftSection={<IconQrcode aria-hidden />} onClick={() => setIsScannerOpen(true)}>
          {t('checkin.scanTicket.title')}
        </Button>
        <Title order={2} size="h4">
          {t('checkin.scanTicket.todaysActivities')}
        </Title>
        {today.isError && <Alert color="red">{errorText(today.error, texts)}</Alert>}
        {today.isSuccess && groups.length === 0 && (
          <Text c="dimmed">{say(messages, 'noToursScheduled')}</Text>
        )}
        <Stack gap="xs">
          {groups.map((group) => (
            <Card
              key={group.groupId}
              component={Link}
              to={startActivityPath(group)}
              withBorder
              padding="md"
              radius="md"
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} lineClamp={2}>
                    {group.title}
                  </Text>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {group.startTime}–{group.endTime} ·{' '}
                      {t('checkin.scanTicket.participants', { count: group.participantCount })}
                    </Text>
                    <Badge
                      variant="light"
                      tt="none"
                      color={group.runState === 'inProgress' ? 'green' : 'gray'}
                    >
                      {t(runStateLabel[group.runState])}
                    </Badge>
                  </Group>
                </Stack>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
      {isScannerOpen && (
        <Suspense fallback={null}>
          <TicketScanner
            opened={isScannerOpen}
            onClose={() => setIsScannerOpen(false)}
            onScan={handleScan}
            typedLabel={say(checkinTexts, 'typedCodeLabel')}
            typedHint={say(checkinTexts, 'typedCodeHint')}
            typedPlaceholder={say(checkinTexts, 'typedCodePlaceholder')}
          />
        </Suspense>
      )}
    </Container>
  );
}
