import { Alert, Badge, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { formatTime } from '@roteiro/domain/time/format';
import { IconQrcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { TScanOutcome } from '../../features/checkin/useScanTicket.ts';
import { counterKeys, scanAtCounter } from '../../features/vendors/counterQueries.ts';
import { counterTexts } from '../../features/vendors/counterTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
// The scan's messages in Portuguese.
import '../../features/checkin/checkinTexts.ts';

const TicketScanner = lazy(() =>
  importWithRetry(() => import('../../features/checkin/TicketScanner.tsx')).then((module) => ({
    default: module.TicketScanner,
  })),
);

type TScanRecord = TScanOutcome & { id: number; at: Date };

/** How many of the latest scans the page lists under the button. */
const HISTORY_SIZE = 8;

/**
 * /vendor/scan (operations.md §2, vendor-ticket-scanner): the guides' full-screen camera scanner, where each
 * scan of a pass or event ticket validates it at once, on the server, once. Each answer is shown in large type.
 */
export function VendorScanPage() {
  const texts = useT();
  const { t, say, day, locale } = texts;
  const queryClient = useQueryClient();
  const [isScannerOpen, setIsScannerOpen] = useState(false);
  const [history, setHistory] = useState<TScanRecord[]>([]);
  const validatedCount = history.filter((record) => record.ok).length;

  const handleScan = async (text: string): Promise<TScanOutcome> => {
    let outcome: TScanOutcome;
    if (text.trim().length === 0) {
      outcome = { ok: false, message: say(messages, 'qrUnreadable') };
    } else {
      try {
        const accepted = await scanAtCounter(text);
        const when = t('counter.scan.when', {
          day: day(accepted.day),
          time: accepted.startTime,
          validated: accepted.validatedOfBooking,
          total: accepted.ticketsOfBooking,
        });
        outcome = {
          ok: true,
          // The server's answer is always this text (its English): worded in the screen's language.
          message: say(counterTexts, 'scanAccepted'),
          detail: `${accepted.clientName} · ${accepted.title}\n${when}`,
        };
        void queryClient.invalidateQueries({ queryKey: counterKeys.dashboard() });
      } catch (error) {
        outcome = {
          ok: false,
          message: isApiError(error) ? errorText(error, texts) : say(messages, 'unexpected'),
        };
      }
    }
    setHistory((current) =>
      [{ ...outcome, id: Date.now(), at: new Date() }, ...current].slice(0, HISTORY_SIZE),
    );
    return outcome;
  };

  return (
    <Container size="sm" px="md" pt="sm" pb="xl">
      <BackBar title={t('counter.scan.title')} to="/vendor/dashboard" />
      <Stack gap="md" mt="sm">
        <Text>{t('counter.scan.intro')}</Text>
        <Button
          size="lg"
          mih={56}
          leftSection={<IconQrcode aria-hidden />}
          onClick={() => setIsScannerOpen(true)}
        >
          {t('counter.scan.button')}
        </Button>
        <Title order={2} size="h4">
          {t('counter.scan.latest')}
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">{t('counter.scan.none')}</Text>
        ) : (
          <Card withBorder padding="sm">
            <List listStyleType="none" spacing="xs" aria-label={t('counter.scan.latest')}>
              {history.map((record) => (
                <List.Item key={record.id}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge color={record.ok ? 'green' : 'red'} variant="light" tt="none" miw={64}>
                      {formatTime(record.at, locale)}
                    </Badge>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {record.message}
                      </Text>
                      {record.detail && (
                        <Text
                          size="sm"
                          c="dimmed"
                          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                        >
                          {record.detail}
                        </Text>
                      )}
                    </div>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Card>
        )}
        {!navigator.onLine && (
          <Alert color="yellow" variant="light">
            {t('counter.scan.offline')}
          </Alert>
        )}
      </Stack>
      {isScannerOpen && (
        <Suspense fallback={null}>
          <TicketScanner
            opened={isScannerOpen}
            onClose={() => setIsScannerOpen(false)}
            onScan={handleScan}
            status={t('counter.scan.validated', { count: validatedCount })}
            isResultLarge
          />
        </Suspense>
      )}
    </Container>
  );
}
