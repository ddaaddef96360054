import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import { IconPhone } from '@tabler/icons-react';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';

type TParticipant = TManifestResponse['participants'][number];

/** "Booked in …": the language the booking was made in. */
const BOOKED_IN = {
  en: 'checkin.participant.bookedInEnglish',
  'pt-PT': 'checkin.participant.bookedInPortuguese',
} as const satisfies Record<string, TMessageId>;

type TParticipantCardProps = {
  participant: TParticipant;
  /** Tickets of this booking added on the screen (before Start) or validated (after). */
  scanned: number;
};

/**
 * One booking of the manifest: the buyer, scanned of total tickets, the booking reference, the
 * language it was booked in, the reseller that sold it (with its reference), the phone (tap to call) and the
 * traveller's notes. Tolerates a manifest kept on the
 * phone by an older version, which has none of these.
 */
export function ParticipantCard({ participant, scanned }: TParticipantCardProps) {
  const { t } = useT();
  const total = participant.tickets.length;
  const language = participant.locale ? BOOKED_IN[participant.locale] : null;
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
            {t('checkin.participant.tickets', { scanned, total })}
          </Badge>
        </Group>
        {(participant.bookingReference || language) && (
          <Text size="sm" c="dimmed">
            {participant.bookingReference && (
              <>
                {t('checkin.participant.reference')}{' '}
                <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
                  {participant.bookingReference}
                </Text>
              </>
            )}
            {participant.bookingReference && language && ' · '}
            {language && t(language)}
          </Text>
        )}
        {participant.reseller && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {participant.reseller.reference
              ? t('checkin.participant.soldByWithReference', {
                  reseller: participant.reseller.name,
                  reference: participant.reseller.reference,
                })
              : t('checkin.participant.soldBy', { reseller: participant.reseller.name })}
          </Text>
        )}
        {participant.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span fw={700}>
              {t('checkin.participant.notes')}
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
              aria-label={t('checkin.participant.call', {
                name: participant.clientName,
                phone: participant.phone,
              })}
            >
              {participant.phone}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
