import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { bookingMessages, type TBookingView } from '@roteiro/domain/booking/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { whenText } from './BookingSummary.tsx';
import { bookingKeys, useRescheduleMutation } from './bookingQueries.ts';
import { SlotPicker, type TSlotChoice } from './SlotPicker.tsx';

type TRescheduleFormProps = { booking: TBookingView; onDone: (message: string) => void; onClose: () => void };

/** Another date or time for the same activity, kind and participants (the tickets are sent again). */
export function RescheduleForm({ booking, onDone, onClose }: TRescheduleFormProps) {
  const [slot, setSlot] = useState<TSlotChoice | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const reschedule = useRescheduleMutation(booking.reference);
  const queryClient = useQueryClient();

  const submit = () => {
    if (!slot) {
      setAlert('Choose a date and a time first.');
      return;
    }
    setAlert(null);
    reschedule.mutate(
      { token: booking.token, day: slot.day, startTime: slot.startTime },
      {
        onSuccess: () => onDone(bookingMessages.rescheduled),
        onError: (error) => {
          setAlert(error.fields?.startTime ?? error.fields?.day ?? error.message);
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
            Change date or time
          </Title>
          <Text c="dimmed" fz="sm">
            Now: {whenText(booking)}. Only times with room for your {booking.participantCount}{' '}
            {booking.participantCount === 1 ? 'person' : 'people'} can be chosen.
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
            {slot ? `Move to ${slot.startTime}` : 'Move my booking'}
          </Button>
          <Button variant="default" onClick={onClose} disabled={reschedule.isPending} mih={44}>
            Keep the current time
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
