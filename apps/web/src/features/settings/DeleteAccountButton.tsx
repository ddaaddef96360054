import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { provesWithPassword, settingsTexts } from '@roteiro/domain/settings/schemas';
import { IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { isApiError } from '../../shared/lib/api.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { useSessionQuery } from '../session/useSessionQuery.ts';
import { useDeleteAccountMutation } from './settingsQueries.ts';

/**
 * The red "Delete account" button and its warning (catalogue.md §2, §6); confirming really deletes, with the
 * current password. Affiliates have none: a sign-in less than 15 minutes old stands in for it.
 */
export function DeleteAccountButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const session = useSessionQuery();
  const deleteAccount = useDeleteAccountMutation();
  const role = session.data?.user?.role;
  const hasPassword = role ? provesWithPassword(role) : true;

  const handleClose = () => {
    setIsOpen(false);
    setCurrentPassword('');
    setPasswordError('');
  };
  const handleConfirm = () => {
    if (hasPassword && currentPassword === '') {
      setPasswordError(settingsTexts.currentPasswordRequiredToDelete);
      return;
    }
    deleteAccount.mutate(hasPassword ? { confirm: true, currentPassword } : { confirm: true }, {
      onError: (error) => setPasswordError(isApiError(error) ? (error.fields?.currentPassword ?? '') : ''),
    });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      handleConfirm();
    }
  };

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
        onClose={handleClose}
        onConfirm={handleConfirm}
      >
        <Stack gap="md">
          <Text>{messages.deleteAccountText}</Text>
          {hasPassword ? (
            <PasswordInput
              label="Current password"
              description="Needed to delete your account."
              autoComplete="current-password"
              value={currentPassword}
              error={passwordError || undefined}
              onChange={(event) => {
                setCurrentPassword(event.currentTarget.value);
                setPasswordError('');
              }}
              onKeyDown={handleKeyDown}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {settingsTexts.deletionNeedsFreshSignIn}
            </Text>
          )}
        </Stack>
      </ConfirmModal>
    </>
  );
}
