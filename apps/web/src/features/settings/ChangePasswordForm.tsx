import { Button, Container, Paper, PasswordInput, Stack } from '@mantine/core';
import { canSubmitPasswordChange, ZChangePasswordRequest } from '@roteiro/domain/settings/schemas';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useChangePasswordMutation } from './settingsQueries.ts';
import { messages } from './settingsTexts.ts';

/** Change password: both fields longer than 8 characters enable the button; the current one is re-checked. */
export function ChangePasswordForm({ backTo }: { backTo: string }) {
  const texts = useT();
  const form = useDomainForm({
    schema: ZChangePasswordRequest,
    initialValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePasswordMutation();
  const isEnabled = canSubmitPasswordChange(form.values.currentPassword, form.values.newPassword);

  // Besides the messages at the fields, a toast tells the first of them (the new password's first).
  const handleSubmit = form.onSubmit(
    (body) => {
      change.mutate(body, {
        onSuccess: () => {
          toast.success(texts.say(messages, 'passwordChanged'));
          form.setValues({ currentPassword: '', newPassword: '' });
        },
        onError: (error) => {
          form.setErrors(error.fields ?? {});
          const message = error.fields?.newPassword ?? error.fields?.currentPassword;
          toast.danger(message === undefined ? errorText(error, texts) : texts.tx(message));
        },
      });
    },
    (errors) => {
      const message = errors.newPassword ?? errors.currentPassword;
      toast.danger(typeof message === 'string' ? texts.tx(message) : texts.say(messages, 'invalidInput'));
    },
  );

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <BackBar title={texts.t('account.settings.password.submit')} to={backTo} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md">
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md">
            <PasswordInput
              label={texts.t('account.settings.password.current')}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={texts.t('account.settings.password.new')}
              description={texts.t('account.settings.password.newHint')}
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
            <Button type="submit" disabled={!isEnabled} loading={change.isPending} mih={44}>
              {texts.t('account.settings.password.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
