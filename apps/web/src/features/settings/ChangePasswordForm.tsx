import { Button, Container, Paper, PasswordInput, Stack } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { canSubmitPasswordChange, ZChangePasswordRequest } from '@roteiro/domain/settings/schemas';
import type { FormEvent } from 'react';
import { fieldErrorsOf, useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useChangePasswordMutation } from './settingsQueries.ts';

/** Change password: both fields longer than 8 characters enable the button; the current one is re-checked. */
export function ChangePasswordForm({ backTo }: { backTo: string }) {
  const form = useSchemaForm({ currentPassword: '', newPassword: '' });
  const change = useChangePasswordMutation();
  const isEnabled = canSubmitPasswordChange(form.values.currentPassword, form.values.newPassword);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(form.values);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      form.setErrors(errors);
      toast.danger(errors.newPassword ?? errors.currentPassword ?? messages.invalidInput);
      return;
    }
    const body = parsed.data;
    change.mutate(body, {
      onSuccess: () => {
        toast.success(messages.passwordChanged);
        form.setValue('currentPassword', '');
        form.setValue('newPassword', '');
      },
      onError: (error) => {
        form.setErrors(error.fields);
        toast.danger(error.fields?.newPassword ?? error.fields?.currentPassword ?? error.message);
      },
    });
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <BackBar title="Change password" to={backTo} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md">
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.inputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description="More than 8 characters, different from the current one"
              autoComplete="new-password"
              {...form.inputProps('newPassword')}
            />
            <Button type="submit" disabled={!isEnabled} loading={change.isPending} mih={44}>
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
