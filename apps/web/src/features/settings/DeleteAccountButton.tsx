import { Button } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { useDeleteAccountMutation } from './settingsQueries.ts';

/** The red "Delete account" button and its warning (catalogue.md §2, §6); confirming really deletes. */
export function DeleteAccountButton() {
  const [isOpen, setIsOpen] = useState(false);
  const deleteAccount = useDeleteAccountMutation();
  return (
    <>
      <Button
        color="red"
        size="md"
        mih={52}
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {messages.deleteAccount}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={messages.deleteAccountTitle}
        confirmLabel={messages.deleteAccount}
        isDanger
        isLoading={deleteAccount.isPending}
        onClose={() => setIsOpen(false)}
        onConfirm={() => deleteAccount.mutate()}
      >
        {messages.deleteAccountText}
      </ConfirmModal>
    </>
  );
}
