import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { travellerTexts, ZTravellerConfirmRequest } from '@roteiro/domain/auth/traveller';
import { Link, useSearchParams } from 'react-router';
import {
  useConfirmTravellerMutation,
  useTravellerLinkQuery,
} from '../../features/traveller/travellerQueries.ts';
import '../../features/traveller/travellerTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';
import { AuthFrame } from '../../shared/ui/AuthFrame.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

// The form asks the password only: the token comes with the link.
const ZPasswordChoice = ZTravellerConfirmRequest.pick({ password: true });

/** /register/confirm?token=: the e-mailed link proved the address; choosing a password creates the account. */
export function ConfirmTravellerPage() {
  const texts = useT();
  const { t, say } = texts;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useTravellerLinkQuery(token);
  const form = useDomainForm({ schema: ZPasswordChoice, initialValues: { password: '' } });
  const confirm = useConfirmTravellerMutation();

  // A link that cannot be opened says so in the same frame as the registration pages, under the page's heading.
  if (!token || (link.isError && link.error.status === 404)) {
    return (
      <AuthFrame maw={480}>
        <ErrorState
          pageTitle={t('account.confirm.title')}
          title={t('account.confirm.linkNotValid')}
          message={say(travellerTexts, 'linkInvalid')}
        >
          <Button component={Link} to="/register" variant="default">
            {t('account.confirm.registerAgain')}
          </Button>
        </ErrorState>
      </AuthFrame>
    );
  }
  if (link.isError) {
    return (
      <AuthFrame maw={480}>
        <ErrorState
          pageTitle={t('account.confirm.title')}
          title={t('account.confirm.openFailed')}
          message={errorText(link.error, texts)}
          onRetry={retryFor(link)}
          isRetrying={link.isFetching}
        />
      </AuthFrame>
    );
  }
  if (!link.data) {
    return <PageLoader />;
  }

  const handleSubmit = form.onSubmit(({ password }) => {
    confirm.mutate({ token, password }, { onError: (error) => form.showServerError(error) });
  });

  return (
    <AuthCard
      heading={t('account.confirm.title')}
      intro={t('account.confirm.intro', { name: link.data.name })}
      links={[{ label: t('account.alreadyRegistered'), to: '/login' }]}
      backLabel={t('account.backToRoteiro')}
      maw={480}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label={t('account.email')} value={link.data.email} readOnly autoComplete="username" />
          <PasswordInput
            label={t('account.password')}
            description={t('account.confirm.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            {t('account.confirm.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
