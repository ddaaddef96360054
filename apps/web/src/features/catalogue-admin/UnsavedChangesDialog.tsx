import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { messages } from './authoringTexts.ts';

/** Asks before leaving a form with unsaved changes (the spec's text); Stay is the default action. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t, say } = useT();
  const isOpen = blocker.state === 'blocked';
  return (
    <Modal opened={isOpen} onClose={() => blocker.reset?.()} title={t('authoring.unsaved.title')} centered>
      <Text>{say(messages, 'unsavedChanges')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" color="red" onClick={() => blocker.proceed?.()}>
          {t('authoring.actions.leave')}
        </Button>
        <Button data-autofocus onClick={() => blocker.reset?.()}>
          {t('authoring.actions.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
