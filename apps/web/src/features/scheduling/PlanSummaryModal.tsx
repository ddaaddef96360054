import { List, Stack, Text } from '@mantine/core';
import type { TPlanChoice, TPlanGroup } from '@roteiro/domain/scheduling/scheduling';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { groupWhen } from './groupTime.ts';

type TPlanSummaryModalProps = {
  /** The choices to send, each with its group as the page lists it. */
  choices: { choice: TPlanChoice; group: TPlanGroup }[];
  isOpen: boolean;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Before Submit: every chosen group with the seats and vehicles it will be staffed with. */
export function PlanSummaryModal({ choices, isOpen, isSending, onConfirm, onClose }: TPlanSummaryModalProps) {
  return (
    <ConfirmModal
      opened={isOpen}
      title="Confirm your plan"
      confirmLabel="Confirm plan"
      cancelLabel="Go back"
      isLoading={isSending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">
          You will staff {count(choices.length, 'activity', 'activities')} with these seats and vehicles:
        </Text>
        <List listStyleType="none" spacing="sm" aria-label="Chosen activities">
          {choices.map(({ choice, group }) => (
            <List.Item key={group.groupId} data-testid="plan-summary-item">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {group.title}
              </Text>
              <Text size="sm" c="dimmed">
                {groupWhen(group)}
              </Text>
              <Text size="sm">
                {count(choice.nOfSeats, 'seat', 'seats')} ·{' '}
                {count(choice.numberOfVehicles, 'vehicle', 'vehicles')}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </ConfirmModal>
  );
}
