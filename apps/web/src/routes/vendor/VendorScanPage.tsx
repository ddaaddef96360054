import { Alert, Badge, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { formatDay, formatTime } from '@roteiro/domain/time/format';
import { IconQrcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { TScanOutcome } from '../../features/checkin/useScanTicket.ts';
import { counterKeys, scanAtCounter } from '../../features/vendors/counterQueries.ts';
import { isApiError } from '../../shared/lib/api.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';

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
  const queryClient = useQueryClient();
  const [isScannerOpen, setIsScannerOpen] = useState(false);
  const [history, setHistory] = useState<TScanRecord[]>([]);
  const validatedCount = history.filter((record) => record.ok).length;

  const handleScan = async (text: string): Promise<TScanOutcome> => {
    let outcome: TScanOutcome;
    if (text.trim().length === 0) {
      outcome = { ok: false, message: messages.qrUnreadable };
    } else {
      try {
        const accepted = await scanAtCounter(text);
        outcome = {
          ok: true,
          message: accepted.message,
          detail: `${accepted.clientName} · ${accepted.title}\n${formatDay(accepted.day)} at ${accepted.startTime} · ${accepted.validatedOfBooking} of ${accepted.ticketsOfBooking} validated`,
        };
        void queryClient.invalidateQueries({ queryKey: counterKeys.dashboard() });
      } catch (error) {
        outcome = { ok: false, message: isApiError(error) ? error.message : messages.unexpected };
      }
    }
    setHistory((current) =>
      [{ ...outcome, id: Date.now(), at: new Date() }, ...current].slice(0, HISTORY_SIZE),
    );
    return outcome;
  };

  return (
    <Container size="sm" px="md" pt="sm" pb="xl">
      <BackBar title="Scan tickets" to="/vendor/dashboard" />
      <Stack gap="md" mt="sm">
        <Text>
          Scan a pass or event ticket: it is validated at once and cannot be used again. Tour tickets are
          validated by their guide when the tour starts.
        </Text>
        <Button
          size="lg"
          mih={56}
          leftSection={<IconQrcode aria-hidden />}
          onClick={() => setIsScannerOpen(true)}
        >
          Scan tickets
        </Button>
        <Title order={2} size="h4">
          Latest scans
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">No tickets scanned yet on this screen.</Text>
        ) : (
          <Card withBorder padding="sm">
            <List listStyleType="none" spacing="xs" aria-label="Latest scans">
              {history.map((record) => (
                <List.Item key={record.id}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge color={record.ok ? 'green' : 'red'} variant="light" tt="none" miw={64}>
                      {formatTime(record.at)}
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
            You are offline. Scanning at the counter needs the network: each ticket is checked on the server.
          </Alert>
        )}
      </Stack>
      {isScannerOpen && (
        <Suspense fallback={null}>
          <TicketScanner
            opened={isScannerOpen}
            onClose={() => setIsScannerOpen(false)}
            onScan={handleScan}
            status={validatedCount === 1 ? '1 ticket validated' : `${validatedCount} tickets validated`}
            isResultLarge
          />
        </Suspense>
      )}
    </Container>
  );
}
