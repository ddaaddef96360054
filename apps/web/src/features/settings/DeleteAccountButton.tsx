import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { textRef } from '@roteiro/domain/i18n/texts';
import { provesWithPassword, ZDeleteAccountRequest } from '@roteiro/domain/settings/schemas';
import { IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { useSessionQuery } from '../session/useSessionQuery.ts';
import { useDeleteAccountMutation } from './settingsQueries.ts';
import { messages, settingsTexts } from './settingsTexts.ts';

/**
 * The red "Delete account" button and its warning (catalogue.md §2, §6); confirming really deletes, with the
 * current password. Affiliates have none: a sign-in less than 15 minutes old stands in for it.
 */
export function DeleteAccountButton() {
  const { t, say } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const form = useDomainForm({
    schema: ZDeleteAccountRequest,
    initialValues: { confirm: true as const, currentPassword: '' },
  });
  const session = useSessionQuery();
  const deleteAccount = useDeleteAccountMutation();
  const role = session.data?.user?.role;
  const hasPassword = role ? provesWithPassword(role) : true;

  const handleClose = () => {
    setIsOpen(false);
    form.reset();
  };
  const handleConfirm = form.onSubmit(({ currentPassword }) => {
    if (hasPassword && !currentPassword) {
      form.setFieldError('currentPassword', textRef(settingsTexts, 'currentPasswordRequiredToDelete'));
      return;
    }
    deleteAccount.mutate(hasPassword ? { confirm: true, currentPassword } : { confirm: true }, {
      // A wrong password is said at its field; the mutation itself tells any other failure.
      onError: (error) => {
        const message = isApiError(error) ? error.fields?.currentPassword : undefined;
        form.setErrors(message ? { currentPassword: message } : {});
      },
    });
  });
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
        {say(messages, 'deleteAccount')}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={say(messages, 'deleteAccountTitle')}
        confirmLabel={say(messages, 'deleteAccount')}
        cancelLabel={t('account.settings.delete.cancel')}
        isDanger
        isLoading={deleteAccount.isPending}
        onClose={handleClose}
        onConfirm={() => handleConfirm()}
      >
        <Stack gap="md">
          <Text>{say(messages, 'deleteAccountText')}</Text>
          {hasPassword ? (
            <PasswordInput
              label={t('account.settings.delete.currentPassword')}
              description={t('account.settings.delete.currentPasswordHint')}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
              onKeyDown={handleKeyDown}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {say(settingsTexts, 'deletionNeedsFreshSignIn')}
            </Text>
          )}
        </Stack>
      </ConfirmModal>
    </>
  );
}
