import { Alert, Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ZSignInLinkRequest, ZSignInRequest } from '@roteiro/domain/auth/schemas';
import { IconBrandGoogle, IconMail } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';
import { safeRedirectPath } from './postSignInPath.ts';
import { useAuthProvidersQuery } from './useAuthProvidersQuery.ts';
import { useGoogleSignInMutation } from './useGoogleSignInMutation.ts';
import { useSignInLinkMutation } from './useSignInLinkMutation.ts';
import { useSignInMutation } from './useSignInMutation.ts';

export type TSignInAudience = 'general' | 'vendor' | 'guider';

const OTHER_SIGN_INS: Record<TSignInAudience, { labelId: TMessageId; to: string }[]> = {
  general: [
    { labelId: 'account.signIn.createAccount', to: '/register' },
    { labelId: 'account.signIn.guider.heading', to: '/guider/login' },
    { labelId: 'account.signIn.vendor.heading', to: '/vendor/login' },
  ],
  vendor: [{ labelId: 'account.signIn.otherAccounts', to: '/login' }],
  guider: [{ labelId: 'account.signIn.otherAccounts', to: '/login' }],
};

const ZEmailOnly = ZSignInLinkRequest.pick({ email: true });

type TSignInScreenProps = { audience: TSignInAudience };

/** E-mail + password sign-in, with an e-mail link and Google as alternatives. */
export function SignInScreen({ audience }: TSignInScreenProps) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  // An e-mailed link that was used, replaced by a newer one or expired comes back here (requestSignInLink).
  const linkInvalid = searchParams.get('link') === 'invalid';
  const navigate = useNavigate();
  const form = useDomainForm({ schema: ZSignInRequest, initialValues: { email: '', password: '' } });
  const signIn = useSignInMutation(redirect);
  const signInLink = useSignInLinkMutation();
  const providers = useAuthProvidersQuery();
  const google = useGoogleSignInMutation();
  const isBusy = signIn.isPending || signInLink.isPending || google.isPending;
  const { t } = useT();

  // A refused e-mail or password is said at its field, any other failure in a toast (errorText).
  const handleError = (error: ApiError) => form.showServerError(error);

  const handleSubmit = form.onSubmit((body) => signIn.mutate(body, { onError: handleError }));

  // The link needs the e-mail only: the password's message, if any, goes.
  const handleSignInLink = () => {
    form.clearErrors();
    if (form.validateField('email').hasError) {
      return;
    }
    const parsed = ZEmailOnly.parse(form.getValues());
    const withCallback = ZSignInLinkRequest.safeParse({
      email: parsed.email,
      callbackPath: safeRedirectPath(redirect, window.location.origin) ?? undefined,
    });
    signInLink.mutate(withCallback.success ? withCallback.data : parsed, {
      onSuccess: () => {
        void navigate('/login-ed', { state: { email: parsed.email } });
      },
      onError: handleError,
    });
  };

  return (
    <AuthCard
      heading={t(`account.signIn.${audience}.heading`)}
      intro={t(`account.signIn.${audience}.intro`)}
      links={OTHER_SIGN_INS[audience].map(({ labelId, to }) => ({ label: t(labelId), to }))}
      backLabel={t('account.backToRoteiro')}
    >
      {linkInvalid && (
        <Alert color="yellow" variant="light" role="alert">
          {t('account.signIn.linkInvalid')}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('account.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signIn.isPending} disabled={isBusy && !signIn.isPending}>
            {t('account.signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('account.signIn.or')} labelPosition="center" />
      <Stack gap="sm">
        <Button
          variant="light"
          fullWidth
          leftSection={<IconMail size={18} aria-hidden />}
          onClick={handleSignInLink}
          loading={signInLink.isPending}
          disabled={isBusy && !signInLink.isPending}
        >
          {t('account.signIn.emailLink')}
        </Button>
        {providers.data?.google && (
          <Button
            variant="default"
            fullWidth
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
            onClick={() => google.mutate()}
            loading={google.isPending}
            disabled={isBusy && !google.isPending}
          >
            {t('account.signIn.google')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
