import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { seatsUpdate } from '@roteiro/domain/scheduling/rules';
import {
  schedulingTexts,
  type TUpcomingGroup,
  unscheduleQuestion,
} from '@roteiro/domain/scheduling/scheduling';
import { useState } from 'react';
import { toast } from '../../shared/ui/toasts.ts';
import { groupWhen } from './groupTime.ts';
import { useUpdateAllocationMutation } from './schedulingQueries.ts';

type TUnscheduleModalProps = {
  group: TUpcomingGroup & { allocation: NonNullable<TUpcomingGroup['allocation']> };
  onClose: () => void;
};

/**
 * Unscheduling with a confirmation (operations.md §2, §4): the company lowers its seats (0 to its assigned
 * seats minus 1) or its vehicles; 0 of either cancels its place. The same rule runs on the server. It opens on
 * leaving the group (0 seats), and the question says what the change does to the group.
 */
export function UnscheduleModal({ group, onClose }: TUnscheduleModalProps) {
  const { allocation } = group;
  const [nOfSeats, setSeats] = useState<number | string>(0);
  const [numberOfVehicles, setVehicles] = useState<number | string>(allocation.numberOfVehicles);
  const [error, setError] = useState<{ nOfSeats?: string; numberOfVehicles?: string }>({});
  const update = useUpdateAllocationMutation();

  const wanted = { nOfSeats: Number(nOfSeats), numberOfVehicles: Number(numberOfVehicles) };
  const outcome =
    Number.isInteger(wanted.nOfSeats) && Number.isInteger(wanted.numberOfVehicles)
      ? seatsUpdate(allocation, wanted)
      : ({ kind: 'refused', reason: 'seats' } as const);

  const handleConfirm = () => {
    if (outcome.kind === 'refused') {
      setError(
        outcome.reason === 'seats'
          ? { nOfSeats: messages.seatsUpdateTooHigh }
          : { numberOfVehicles: schedulingTexts.vehiclesTooHigh },
      );
      return;
    }
    update.mutate(
      { groupId: group.groupId, ...wanted },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => {
          if (failure.fields) {
            setError(failure.fields);
          }
          toast.danger(failure.message);
        },
      },
    );
  };

  return (
    <Modal opened onClose={update.isPending ? () => undefined : onClose} title="Unschedule" centered>
      <Stack gap="md">
        <div>
          <Text fw={700}>{group.title}</Text>
          <Text size="sm" c="dimmed">
            {groupWhen(group)}
          </Text>
          <Text size="sm" mt={4}>
            You have {allocation.nOfSeats} {allocation.nOfSeats === 1 ? 'seat' : 'seats'} and{' '}
            {allocation.numberOfVehicles} {allocation.numberOfVehicles === 1 ? 'vehicle' : 'vehicles'} in this
            activity. Keep fewer, or 0 to leave it.
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Available seats"
            min={0}
            max={allocation.nOfSeats}
            allowDecimal={false}
            allowNegative={false}
            value={nOfSeats}
            onChange={(value) => {
              setSeats(value);
              setError({});
            }}
            error={error.nOfSeats}
            data-autofocus
          />
          <NumberInput
            label="Vehicles"
            min={0}
            max={allocation.numberOfVehicles}
            allowDecimal={false}
            allowNegative={false}
            value={numberOfVehicles}
            onChange={(value) => {
              setVehicles(value);
              setError({});
            }}
            error={error.numberOfVehicles}
          />
        </SimpleGrid>
        {outcome.kind !== 'refused' && (
          <Text fw={600} data-testid="unschedule-question">
            {unscheduleQuestion({
              group,
              current: allocation,
              kept: outcome.kind === 'cancel' ? null : outcome,
            })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            mih={44}
            color={outcome.kind === 'cancel' ? 'red' : undefined}
            loading={update.isPending}
            onClick={handleConfirm}
          >
            {outcome.kind === 'cancel' ? 'Leave activity' : 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
