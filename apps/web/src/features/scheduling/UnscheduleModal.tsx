import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { seatsUpdate } from '@roteiro/domain/scheduling/rules';
import {
  type TUpcomingGroup,
  unscheduleQuestion,
  ZUpdateAllocationRequest,
} from '@roteiro/domain/scheduling/scheduling';
import { z } from 'zod';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { groupWhen } from './groupTime.ts';
import { useUpdateAllocationMutation } from './schedulingQueries.ts';
import { schedulingTexts } from './schedulingTexts.ts';

/** The numbers as typed (an emptied field is 0), checked by the domain's schema. */
const ZUnscheduleForm = z.object({
  nOfSeats: z.coerce.number().pipe(ZUpdateAllocationRequest.shape.nOfSeats),
  numberOfVehicles: z.coerce.number().pipe(ZUpdateAllocationRequest.shape.numberOfVehicles),
});

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
  const texts = useT();
  const { t, tx, locale } = texts;
  const form = useDomainForm({
    schema: ZUnscheduleForm,
    initialValues: {
      nOfSeats: 0 as number | string,
      numberOfVehicles: allocation.numberOfVehicles as number | string,
    },
    // A change of either number answers both fields' messages (the rule weighs them together).
    onValuesChange: () => form.clearErrors(),
  });
  const update = useUpdateAllocationMutation();

  const wanted = {
    nOfSeats: Number(form.values.nOfSeats),
    numberOfVehicles: Number(form.values.numberOfVehicles),
  };
  const outcome =
    Number.isInteger(wanted.nOfSeats) && Number.isInteger(wanted.numberOfVehicles)
      ? seatsUpdate(allocation, wanted)
      : ({ kind: 'refused', reason: 'seats' } as const);

  const handleSubmit = form.onSubmit((body) => {
    update.mutate(
      { groupId: group.groupId, ...body },
      {
        onSuccess: (answer) => {
          toast.success(tx(answer.message));
          onClose();
        },
        onError: (failure) => {
          if (failure.fields) {
            form.setErrors(failure.fields);
          }
          toast.danger(errorText(failure, texts));
        },
      },
    );
  });

  const handleConfirm = () => {
    if (outcome.kind === 'refused') {
      form.setErrors(
        outcome.reason === 'seats'
          ? { nOfSeats: textRef(messages, 'seatsUpdateTooHigh') }
          : { numberOfVehicles: textRef(schedulingTexts, 'vehiclesTooHigh') },
      );
      return;
    }
    handleSubmit();
  };

  return (
    <Modal
      opened
      onClose={update.isPending ? () => undefined : onClose}
      title={t('planning.unschedule.title')}
      centered
    >
      <Stack gap="md">
        <div>
          <Text fw={700}>{group.title}</Text>
          <Text size="sm" c="dimmed">
            {groupWhen(group, locale)}
          </Text>
          <Text size="sm" mt={4}>
            {t('planning.unschedule.yourShare', {
              seats: allocation.nOfSeats,
              vehicles: allocation.numberOfVehicles,
            })}
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('planning.unschedule.availableSeats')}
            min={0}
            max={allocation.nOfSeats}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('nOfSeats')}
            data-autofocus
          />
          <NumberInput
            label={t('planning.unschedule.vehicles')}
            min={0}
            max={allocation.numberOfVehicles}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('numberOfVehicles')}
          />
        </SimpleGrid>
        {outcome.kind !== 'refused' && (
          <Text fw={600} data-testid="unschedule-question">
            {unscheduleQuestion({
              group,
              current: allocation,
              kept: outcome.kind === 'cancel' ? null : outcome,
              locale,
            })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={update.isPending}>
            {t('planning.unschedule.cancel')}
          </Button>
          <Button
            mih={44}
            color={outcome.kind === 'cancel' ? 'red' : undefined}
            loading={update.isPending}
            onClick={handleConfirm}
          >
            {outcome.kind === 'cancel' ? t('planning.unschedule.leave') : t('planning.unschedule.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
