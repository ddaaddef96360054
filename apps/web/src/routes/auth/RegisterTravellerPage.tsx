import { Button, Stack, Text, TextInput } from '@mantine/core';
import { travellerTexts, ZTravellerRegistrationRequest } from '@roteiro/domain/auth/traveller';
import { type FormEvent, useState } from 'react';
import { useRegisterTravellerMutation } from '../../features/traveller/travellerQueries.ts';
import { useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';

const LINKS = [{ label: 'Already registered? Sign in', to: '/login' }];

/**
 * /register: a traveller's account. The address is proven by an e-mailed link, which leads to choosing
 * the password; the answer is the same whether or not the address already has an account.
 */
export function RegisterTravellerPage() {
  const form = useSchemaForm({ name: '', email: '' });
  const register = useRegisterTravellerMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(ZTravellerRegistrationRequest);
    if (body) {
      register.mutate(body, {
        onSuccess: () => setSentTo(body.email),
        onError: (error) => form.showServerError(error),
      });
    }
  };

  if (sentTo) {
    return (
      <AuthCard heading="Check your inbox" intro={travellerTexts.linkSent} links={LINKS} maw={480}>
        <Text role="status">
          The link is on its way to <strong>{sentTo}</strong>. If it does not arrive in a few minutes, check
          your spam folder.
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading="Create your account"
      intro="See all your tours in one place, also those you booked before registering with the same e-mail."
      links={LINKS}
      maw={480}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" {...form.inputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            description="We send a link to this address to confirm it."
            {...form.inputProps('email')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
