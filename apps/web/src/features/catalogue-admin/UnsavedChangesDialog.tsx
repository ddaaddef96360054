import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import type { Blocker } from 'react-router';

/** Asks before leaving a form with unsaved changes (the spec's text); Stay is the default action. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const isOpen = blocker.state === 'blocked';
  return (
    <Modal opened={isOpen} onClose={() => blocker.reset?.()} title="Unsaved changes" centered>
      <Text>{messages.unsavedChanges}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
        <Button data-autofocus onClick={() => blocker.reset?.()}>
          Stay
        </Button>
      </Group>
    </Modal>
  );
}
