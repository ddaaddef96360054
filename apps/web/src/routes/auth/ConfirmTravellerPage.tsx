import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { travellerTexts, ZTravellerConfirmRequest } from '@roteiro/domain/auth/traveller';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useConfirmTravellerMutation,
  useTravellerLinkQuery,
} from '../../features/traveller/travellerQueries.ts';
import { useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

const LINKS = [{ label: 'Already registered? Sign in', to: '/login' }];

/** /register/confirm?token=: the e-mailed link proved the address; choosing a password creates the account. */
export function ConfirmTravellerPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useTravellerLinkQuery(token);
  const form = useSchemaForm({ password: '' });
  const confirm = useConfirmTravellerMutation();

  if (!token || (link.isError && link.error.status === 404)) {
    return (
      <ErrorState title="This link is not valid" message={travellerTexts.linkInvalid}>
        <Button component={Link} to="/register" variant="default">
          Register again
        </Button>
      </ErrorState>
    );
  }
  if (link.isError) {
    return (
      <ErrorState
        title="We could not open this link"
        message={link.error.message}
        onRetry={() => void link.refetch()}
        isRetrying={link.isFetching}
      />
    );
  }
  if (!link.data) {
    return <PageLoader />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(ZTravellerConfirmRequest.pick({ password: true }));
    if (body) {
      confirm.mutate({ token, password: body.password }, { onError: (error) => form.showServerError(error) });
    }
  };

  return (
    <AuthCard
      heading="Choose your password"
      intro={`Your e-mail address is confirmed, ${link.data.name}. Choose a password to finish your account.`}
      links={LINKS}
      maw={480}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label="Email" value={link.data.email} readOnly autoComplete="username" />
          <PasswordInput
            label="Password"
            description="More than 8 characters."
            autoComplete="new-password"
            {...form.inputProps('password')}
          />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
