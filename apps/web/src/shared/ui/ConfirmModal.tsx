import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.tsx';

type TConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  isDanger?: boolean;
  isLoading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A keyboard-usable confirmation dialog: Escape or Cancel closes it, focus starts on Cancel. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  isDanger = false,
  isLoading = false,
  onConfirm,
  onClose,
}: TConfirmModalProps) {
  const { t } = useT();
  return (
    <Modal opened={opened} onClose={isLoading ? () => undefined : onClose} title={title} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isLoading} data-autofocus mih={44}>
            {cancelLabel ?? t('common.actions.cancel')}
          </Button>
          <Button color={isDanger ? 'red' : undefined} onClick={onConfirm} loading={isLoading} mih={44}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
