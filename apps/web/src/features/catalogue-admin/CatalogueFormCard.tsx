import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Blocker } from 'react-router';
import { ConfirmButton } from './ConfirmButton.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

type TCatalogueFormCardProps = {
  title: string;
  blocker: Blocker;
  onSubmit: (event: React.FormEvent) => void;
  isSaving: boolean;
  isSubmitDisabled?: boolean;
  /** Editing, and nothing differs from what was loaded. */
  isUnchanged: boolean;
  children: React.ReactNode;
};

/** The frame of the event and ticket forms: the card with its heading, the fields, Confirm, and the leave prompt. */
export function CatalogueFormCard({
  title,
  blocker,
  onSubmit,
  isSaving,
  isSubmitDisabled,
  isUnchanged,
  children,
}: TCatalogueFormCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <UnsavedChangesDialog blocker={blocker} />
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <ConfirmButton
              type="submit"
              isUnchanged={isUnchanged}
              isSaving={isSaving}
              isDisabled={isSubmitDisabled}
            />
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
