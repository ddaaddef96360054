import { Button, Stack, Text, TextInput } from '@mantine/core';
import { travellerTexts, ZTravellerRegistrationRequest } from '@roteiro/domain/auth/traveller';
import { type FormEvent, useState } from 'react';
import { useRegisterTravellerMutation } from '../../features/traveller/travellerQueries.ts';
import '../../features/traveller/travellerTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';

/**
 * /register: a traveller's account. The address is proven by an e-mailed link, which leads to choosing
 * the password; the answer is the same whether or not the address already has an account.
 */
export function RegisterTravellerPage() {
  const texts = useT();
  const { t, tx } = texts;
  const form = useSchemaForm({ name: '', email: '' });
  const register = useRegisterTravellerMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const links = [{ label: t('account.alreadyRegistered'), to: '/login' }];
  const backLabel = t('account.backToRoteiro');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(ZTravellerRegistrationRequest);
    if (body) {
      register.mutate(body, {
        onSuccess: () => setSentTo(body.email),
        onError: (error) => form.showServerError(error, errorText(error, texts)),
      });
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        heading={t('account.register.sentTitle')}
        intro={tx(travellerTexts.linkSent)}
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
          <TextInput label={t('account.register.name')} autoComplete="name" {...form.inputProps('name')} />
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            description={t('account.register.emailHint')}
            {...form.inputProps('email')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('account.register.continue')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
