import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { ZJoinAffiliatesRequest } from '@roteiro/domain/affiliates/schemas';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useJoinAffiliatesMutation } from './affiliateQueries.ts';
import { messages } from './affiliateTexts.ts';

/** The /affiliates join form: name and e-mail required, phone optional. */
export function AffiliateJoinForm() {
  const { t, say } = useT();
  const form = useDomainForm({
    schema: ZJoinAffiliatesRequest,
    initialValues: { name: '', email: '', phoneNumber: '' },
  });
  const join = useJoinAffiliatesMutation();
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);

  const handleSubmit = form.onSubmit((body) => {
    join.mutate(body, {
      onSuccess: () => {
        toast.success(say(messages, 'affiliateThanks'));
        setJoinedEmail(body.email);
      },
      // A refusal says why (the server's text); any other failure gets the spec's text.
      onError: (error) =>
        form.showServerError(
          error,
          error.status === 409 || error.status === 400 ? undefined : say(messages, 'affiliateAddFailed'),
        ),
    });
  });

  if (joinedEmail) {
    return (
      <Alert
        color="green"
        icon={<IconMailCheck aria-hidden />}
        title={say(messages, 'affiliateThanks')}
        role="status"
      >
        <Text size="sm">{t('affiliate.join.sent', { email: joinedEmail })}</Text>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('affiliate.join.formLabel')}>
      <Stack gap="md">
        <TextInput
          label={t('affiliate.join.name')}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('affiliate.join.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('affiliate.join.phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phoneNumber')}
        />
        <Button type="submit" size="md" color="terracotta" loading={join.isPending}>
          {t('affiliate.join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
