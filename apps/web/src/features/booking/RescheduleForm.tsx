import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TBookingView } from '@roteiro/domain/booking/booking';
import { bookingMessages } from '@roteiro/domain/booking/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, fieldText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import './bookingTexts.ts';
import { bookingKeys, useRescheduleMutation } from './bookingQueries.ts';
import { whenText } from './bookingWhen.ts';
import { SlotPicker, type TSlotChoice } from './SlotPicker.tsx';

type TRescheduleFormProps = { booking: TBookingView; onDone: (message: string) => void; onClose: () => void };

/** Another date or time for the same activity, kind and participants (the tickets are sent again). */
export function RescheduleForm({ booking, onDone, onClose }: TRescheduleFormProps) {
  const texts = useT();
  const { t, say } = texts;
  const [slot, setSlot] = useState<TSlotChoice | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const reschedule = useRescheduleMutation(booking.reference);
  const queryClient = useQueryClient();

  const submit = () => {
    if (!slot) {
      setAlert(t('booking.widget.chooseSlot'));
      return;
    }
    setAlert(null);
    reschedule.mutate(
      { token: booking.token, day: slot.day, startTime: slot.startTime },
      {
        onSuccess: () => onDone(say(bookingMessages, 'rescheduled')),
        onError: (error) => {
          setAlert(
            fieldText(error, 'startTime', texts) ?? fieldText(error, 'day', texts) ?? errorText(error, texts),
          );
          setSlot(null);
          void queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] });
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="reschedule-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="reschedule-title">
            {t('booking.reschedule.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('booking.reschedule.now', { when: whenText(booking, texts), count: booking.participantCount })}
          </Text>
        </div>
        <SlotPicker
          scope={{ activityId: booking.activity.id, kind: booking.kind }}
          minPlaces={booking.participantCount}
          value={slot}
          onChange={setSlot}
          excluded={{ day: booking.day, startTime: booking.startTime }}
        />
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={submit} loading={reschedule.isPending} disabled={!slot} mih={44}>
            {slot ? t('booking.reschedule.moveTo', { time: slot.startTime }) : t('booking.reschedule.move')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={reschedule.isPending} mih={44}>
            {t('booking.reschedule.keep')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
