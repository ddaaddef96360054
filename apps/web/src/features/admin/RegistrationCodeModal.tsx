import '../../shared/ui/styles/all.ts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ZSendRegistrationCodeRequest } from '@roteiro/domain/staff/schemas';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { messages } from './adminTexts.ts';
import { useSendRegistrationCodeMutation } from './useSendRegistrationCodeMutation.ts';

type TRegistrationCodeModalProps = { opened: boolean; onClose: () => void };

/** "Send registration code": e-mails a company the code it registers with. */
export function RegistrationCodeModal({ opened, onClose }: TRegistrationCodeModalProps) {
  const { t, say } = useT();
  const form = useDomainForm({ schema: ZSendRegistrationCodeRequest, initialValues: { email: '' } });
  const sendCode = useSendRegistrationCodeMutation();

  const handleSubmit = form.onSubmit((body) => {
    sendCode.mutate(body, {
      onSuccess: () => {
        toast.success(say(messages, 'registrationCodeSent'));
        form.setFieldValue('email', '');
        onClose();
      },
      // A refused address is explained at the field; any other failure gets the spec's text.
      onError: (error) => form.showServerError(error, say(messages, 'registrationCodeSendFailed')),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('common.registrationCode.title')}>
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('common.registrationCode.intro')}
          </Text>
          <TextInput
            label={t('common.registrationCode.email')}
            type="email"
            autoComplete="email"
            placeholder="company@example.com"
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.registrationCode.cancel')}
            </Button>
            <Button type="submit" loading={sendCode.isPending}>
              {t('common.registrationCode.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
