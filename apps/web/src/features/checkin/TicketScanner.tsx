import { ActionIcon, Alert, Box, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { TReferenceBooking } from '@roteiro/domain/checkin/reference';
import { IconBolt, IconBoltOff, IconCameraRotate, IconCheck, IconX } from '@tabler/icons-react';
import type QrScanner from 'qr-scanner';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { checkinTexts } from './checkinTexts.ts';
import { PresentCountForm } from './PresentCountForm.tsx';
import type { TScanOutcome } from './useScanTicket.ts';

type TTicketScannerProps = {
  opened: boolean;
  onClose: () => void;
  /**
   * Checks one read (or typed) text; the answer is shown at once. An answer that asks (a booking reference:
   * how many are here?) is asked on the spot, and the text is checked again with the number given.
   */
  onScan: (text: string, present?: number | null) => Promise<TScanOutcome>;
  /** The typed field's label, hint and placeholder (the guides also take booking references). */
  typedLabel?: string;
  typedHint?: string;
  typedPlaceholder?: string;
  /** Shown under the title, e.g. "3 participants added". */
  status?: string;
  /** Each result in large type on a full-colour panel, readable at arm's length (the vendor's counter). */
  isResultLarge?: boolean;
};

/**
 * Loads the scanner library and its decoder (a worker where the browser has no BarcodeDetector) ahead of use,
 * so the camera still works after the network drops.
 */
export async function preloadScanner(): Promise<void> {
  const { default: Scanner } = await import('qr-scanner');
  const engine = await Scanner.createQrEngine();
  if (engine instanceof Worker) {
    engine.terminate();
  }
}

/** The same code held in front of the camera is read many times a second: it counts once per this window. */
const SAME_CODE_WINDOW_MS = 2500;

/**
 * The full-screen camera scanner (operations.md §2), with the torch and the camera switch where the device
 * has them and a typed-code fallback. `qr-scanner` loads with the scanner, never with the storefront.
 */
export function TicketScanner({
  opened,
  onClose,
  onScan,
  status,
  isResultLarge = false,
  typedLabel,
  typedHint,
  typedPlaceholder,
}: TTicketScannerProps) {
  const { t, say } = useT();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const scannerRef = useRef<QrScanner | null>(null);
  const busyRef = useRef(false);
  const lastSeenRef = useRef<{ text: string; at: number } | null>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [outcome, setOutcome] = useState<TScanOutcome | null>(null);
  const [hasNoCamera, setHasNoCamera] = useState(false);
  const [hasFlash, setHasFlash] = useState(false);
  const [isFlashOn, setIsFlashOn] = useState(false);
  const [cameras, setCameras] = useState<{ id: string; label: string }[]>([]);
  const [cameraIndex, setCameraIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  // A booking reference asking how many are here: the camera waits meanwhile.
  const [question, setQuestion] = useState<{ text: string; booking: TReferenceBooking } | null>(null);

  // Stable: it reads the latest onScan through a ref, so the camera is not restarted on every render.
  const check = useCallback(async (text: string, present: number | null = null) => {
    busyRef.current = true;
    setIsChecking(true);
    let isAsking = false;
    try {
      const result = await onScanRef.current(text, present);
      isAsking = Boolean(result.ask);
      setQuestion(result.ask ? { text, booking: result.ask } : null);
      setOutcome(result.ask ? null : result);
    } finally {
      busyRef.current = isAsking;
      setIsChecking(false);
    }
  }, []);

  const handleCancelQuestion = () => {
    setQuestion(null);
    busyRef.current = false;
  };

  useEffect(() => {
    if (!opened) {
      return;
    }
    let isCancelled = false;
    let scanner: QrScanner | null = null;
    const handleDecode = (text: string) => {
      const now = Date.now();
      const last = lastSeenRef.current;
      lastSeenRef.current = { text, at: now };
      if (busyRef.current || (last && last.text === text && now - last.at < SAME_CODE_WINDOW_MS)) {
        return;
      }
      void check(text);
    };
    const startCamera = async () => {
      // The video element is rendered by the modal just after it opens.
      while (!videoRef.current && !isCancelled) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const video = videoRef.current;
      if (!video || isCancelled) {
        return;
      }
      try {
        const { default: Scanner } = await import('qr-scanner');
        if (isCancelled) {
          return;
        }
        scanner = new Scanner(video, (result) => handleDecode(result.data), {
          preferredCamera: 'environment',
          maxScansPerSecond: 8,
          highlightScanRegion: true,
          returnDetailedScanResult: true,
        });
        scannerRef.current = scanner;
        await scanner.start();
        if (isCancelled) {
          return;
        }
        setHasNoCamera(false);
        setHasFlash(await scanner.hasFlash());
        setCameras(await Scanner.listCameras(true));
      } catch {
        if (!isCancelled) {
          setHasNoCamera(true);
        }
      }
    };
    void startCamera();
    return () => {
      isCancelled = true;
      scanner?.destroy();
      scannerRef.current = null;
      setIsFlashOn(false);
    };
  }, [opened, check]);

  const handleToggleFlash = async () => {
    const scanner = scannerRef.current;
    if (scanner) {
      await scanner.toggleFlash();
      setIsFlashOn(scanner.isFlashOn());
    }
  };

  const handleSwitchCamera = async () => {
    const scanner = scannerRef.current;
    const next = (cameraIndex + 1) % cameras.length;
    const camera = cameras[next];
    if (scanner && camera) {
      setCameraIndex(next);
      await scanner.setCamera(camera.id);
      setHasFlash(await scanner.hasFlash());
    }
  };

  const handleTyped = (event: FormEvent) => {
    event.preventDefault();
    const text = typed;
    setTyped('');
    void check(text);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('checkin.scanner.title')}
      padding={0}
      styles={{
        header: { paddingInline: 16, minHeight: 56 },
        body: { height: 'calc(100dvh - 56px)', display: 'flex', flexDirection: 'column' },
      }}
      closeButtonProps={{ 'aria-label': t('checkin.scanner.close'), size: 'lg' }}
    >
      <Box pos="relative" style={{ flex: 1, minHeight: 0, background: '#111' }}>
        <video
          ref={videoRef}
          aria-label={t('checkin.scanner.cameraPreview')}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {hasNoCamera && (
          <Alert color="yellow" variant="filled" pos="absolute" top={12} left={12} right={12}>
            {say(checkinTexts, 'noCamera')}
          </Alert>
        )}
        <Group pos="absolute" top={12} right={12} gap="sm">
          {hasFlash && (
            <ActionIcon
              size={48}
              radius="xl"
              variant="filled"
              color="dark"
              aria-label={isFlashOn ? t('checkin.scanner.torchOff') : t('checkin.scanner.torchOn')}
              aria-pressed={isFlashOn}
              onClick={() => void handleToggleFlash()}
            >
              {isFlashOn ? <IconBoltOff aria-hidden /> : <IconBolt aria-hidden />}
            </ActionIcon>
          )}
          {cameras.length > 1 && (
            <ActionIcon
              size={48}
              radius="xl"
              variant="filled"
              color="dark"
              aria-label={t('checkin.scanner.switchCamera')}
              onClick={() => void handleSwitchCamera()}
            >
              <IconCameraRotate aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Box>
      <Stack gap="sm" p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {question && (
          <PresentCountForm
            booking={question.booking}
            isChecking={isChecking}
            onSubmit={(present) => void check(question.text, present)}
            onCancel={handleCancelQuestion}
          />
        )}
        <Box aria-live="polite" role="status" mih={question ? 0 : isResultLarge ? 96 : 52}>
          {question ? null : outcome && isResultLarge ? (
            <LargeOutcome outcome={outcome} />
          ) : outcome ? (
            <Alert
              color={outcome.ok ? 'green' : 'red'}
              variant="light"
              icon={outcome.ok ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
              p="xs"
            >
              <Text fw={600} size="sm" data-testid="scan-result">
                {outcome.message}
              </Text>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('checkin.scanner.pointCamera')}
            </Text>
          )}
        </Box>
        {status && (
          <Text size="sm" fw={600}>
            {status}
          </Text>
        )}
        <form onSubmit={handleTyped} hidden={question !== null}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={typedLabel ?? t('checkin.scanner.ticketNumber')}
              description={typedHint}
              placeholder={typedPlaceholder ?? t('checkin.scanner.printedUnderQr')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: 1 }}
              size="md"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <Button type="submit" size="md" variant="light" loading={isChecking}>
              {t('checkin.scanner.add')}
            </Button>
          </Group>
        </form>
        <Button size="lg" fullWidth onClick={onClose}>
          {t('checkin.scanner.done')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** A scan's answer in type large enough to read with the phone held out at the counter. */
function LargeOutcome({ outcome }: { outcome: TScanOutcome }) {
  const Icon = outcome.ok ? IconCheck : IconX;
  return (
    <Paper
      bg={outcome.ok ? 'green.9' : 'red.9'}
      c="white"
      p="md"
      radius="md"
      data-testid="scan-outcome"
      data-ok={outcome.ok}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Icon size={44} stroke={3} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz={26} fw={800} lh={1.15} data-testid="scan-result">
            {outcome.message}
          </Text>
          {outcome.detail && (
            <Text fz={19} fw={700} lh={1.25} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {outcome.detail}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
