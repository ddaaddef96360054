import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import { IconPhone } from '@tabler/icons-react';

type TParticipant = TManifestResponse['participants'][number];

/** The booking's language as the guide screens (English) name it. */
const LANGUAGE = { en: 'English', 'pt-PT': 'Portuguese' } as const;

type TParticipantCardProps = {
  participant: TParticipant;
  /** Tickets of this booking added on the screen (before Start) or validated (after). */
  scanned: number;
};

/**
 * One booking of the manifest: the buyer, scanned of total tickets, the booking reference, the
 * language it was booked in, the phone (tap to call) and the traveller's notes. Tolerates a manifest kept on the
 * phone by an older version, which has none of these.
 */
export function ParticipantCard({ participant, scanned }: TParticipantCardProps) {
  const total = participant.tickets.length;
  const language = participant.locale ? LANGUAGE[participant.locale] : null;
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="manifest-booking">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {participant.clientName}
          </Text>
          <Badge
            color={scanned === total ? 'green' : scanned > 0 ? 'blue' : 'gray'}
            variant="light"
            size="lg"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {scanned}/{total} tickets
          </Badge>
        </Group>
        {(participant.bookingReference || language) && (
          <Text size="sm" c="dimmed">
            {participant.bookingReference && (
              <>
                Ref.{' '}
                <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
                  {participant.bookingReference}
                </Text>
              </>
            )}
            {participant.bookingReference && language && ' · '}
            {language && `Booked in ${language}`}
          </Text>
        )}
        {participant.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span fw={700}>
              Notes:
            </Text>{' '}
            {participant.notes}
          </Text>
        )}
        {participant.phone && (
          <Group>
            <Button
              component="a"
              href={`tel:${participant.phone}`}
              variant="light"
              h={44}
              leftSection={<IconPhone size={18} aria-hidden />}
              aria-label={`Call ${participant.clientName}: ${participant.phone}`}
            >
              {participant.phone}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
