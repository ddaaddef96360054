import '../../shared/ui/styles/all.ts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { ZSendRegistrationCodeRequest } from '@roteiro/domain/staff/schemas';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useSendRegistrationCodeMutation } from './useSendRegistrationCodeMutation.ts';

type TRegistrationCodeModalProps = { opened: boolean; onClose: () => void };

/** "Send registration code": e-mails a company the code it registers with. */
export function RegistrationCodeModal({ opened, onClose }: TRegistrationCodeModalProps) {
  const form = useDomainForm({ schema: ZSendRegistrationCodeRequest, initialValues: { email: '' } });
  const sendCode = useSendRegistrationCodeMutation();

  const handleSubmit = form.onSubmit((body) => {
    sendCode.mutate(body, {
      onSuccess: () => {
        toast.success(messages.registrationCodeSent);
        form.setFieldValue('email', '');
        onClose();
      },
      // A refused address is explained at the field; any other failure gets the spec's text.
      onError: (error) => form.showServerError(error, messages.registrationCodeSendFailed),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Send registration code">
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The company receives an e-mail with a registration code to create its account.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="company@example.com"
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sendCode.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
