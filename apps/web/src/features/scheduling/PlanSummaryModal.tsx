import { List, Stack, Text } from '@mantine/core';
import type { TPlanChoice, TPlanGroup } from '@roteiro/domain/scheduling/scheduling';
import { useT } from '../../shared/i18n/useT.tsx';
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

/** Before Submit: every chosen group with the seats and vehicles it will be staffed with. */
export function PlanSummaryModal({ choices, isOpen, isSending, onConfirm, onClose }: TPlanSummaryModalProps) {
  const { t, locale } = useT();
  return (
    <ConfirmModal
      opened={isOpen}
      title={t('planning.summary.title')}
      confirmLabel={t('planning.summary.confirm')}
      cancelLabel={t('planning.summary.back')}
      isLoading={isSending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('planning.summary.intro', { count: choices.length })}</Text>
        <List listStyleType="none" spacing="sm" aria-label={t('planning.summary.listLabel')}>
          {choices.map(({ choice, group }) => (
            <List.Item key={group.groupId} data-testid="plan-summary-item">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {group.title}
              </Text>
              <Text size="sm" c="dimmed">
                {groupWhen(group, locale)}
              </Text>
              <Text size="sm">
                {t('planning.summary.seatsAndVehicles', {
                  seats: choice.nOfSeats,
                  vehicles: choice.numberOfVehicles,
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </ConfirmModal>
  );
}
