import { Button, Stack, Text, TextInput } from '@mantine/core';
import { travellerTexts, ZTravellerRegistrationRequest } from '@roteiro/domain/auth/traveller';
import { useState } from 'react';
import { useRegisterTravellerMutation } from '../../features/traveller/travellerQueries.ts';
import '../../features/traveller/travellerTexts.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';

/**
 * /register: a traveller's account. The address is proven by an e-mailed link, which leads to choosing
 * the password; the answer is the same whether or not the address already has an account.
 */
export function RegisterTravellerPage() {
  const { t, say } = useT();
  const form = useDomainForm({
    schema: ZTravellerRegistrationRequest,
    initialValues: { name: '', email: '' },
  });
  const register = useRegisterTravellerMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const links = [{ label: t('account.alreadyRegistered'), to: '/login' }];
  const backLabel = t('account.backToRoteiro');

  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) => form.showServerError(error),
    });
  });

  if (sentTo) {
    return (
      <AuthCard
        heading={t('account.register.sentTitle')}
        intro={say(travellerTexts, 'linkSent')}
        links={links}
        backLabel={backLabel}
        maw={480}
      >
        <Text role="status">
          <T id="account.register.sentTo" values={{ email: sentTo }} components={{ 0: <strong /> }} />
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('account.register.title')}
      intro={t('account.register.intro')}
      links={links}
      backLabel={backLabel}
      maw={480}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label={t('account.register.name')} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            description={t('account.register.emailHint')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('account.register.continue')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
