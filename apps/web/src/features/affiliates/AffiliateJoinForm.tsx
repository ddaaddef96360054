import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { ZJoinAffiliatesRequest } from '@roteiro/domain/affiliates/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useJoinAffiliatesMutation } from './affiliateQueries.ts';

/** The /affiliates join form: name and e-mail required, phone optional. */
export function AffiliateJoinForm() {
  const form = useDomainForm({
    schema: ZJoinAffiliatesRequest,
    initialValues: { name: '', email: '', phoneNumber: '' },
  });
  const join = useJoinAffiliatesMutation();
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);

  const handleSubmit = form.onSubmit((body) => {
    join.mutate(body, {
      onSuccess: () => {
        toast.success(messages.affiliateThanks);
        setJoinedEmail(body.email);
      },
      // A refusal says why (the server's text); any other failure gets the spec's text.
      onError: (error) =>
        form.showServerError(
          error,
          error.status === 409 || error.status === 400 ? undefined : messages.affiliateAddFailed,
        ),
    });
  });

  if (joinedEmail) {
    return (
      <Alert
        color="green"
        icon={<IconMailCheck aria-hidden />}
        title={messages.affiliateThanks}
        role="status"
      >
        <Text size="sm">
          We sent an e-mail to {joinedEmail} with your discount code and a sign-in link. Open the link to set
          up your payment account and see your dashboard.
        </Text>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Join the affiliates program">
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phoneNumber')}
        />
        <Button type="submit" size="md" color="terracotta" loading={join.isPending}>
          Join the program
        </Button>
      </Stack>
    </form>
  );
}
