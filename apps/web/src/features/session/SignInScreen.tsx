import { Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ZSignInLinkRequest, ZSignInRequest } from '@roteiro/domain/auth/schemas';
import { IconBrandGoogle, IconMail } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../shared/lib/api.ts';
import { useSchemaForm } from '../../shared/lib/useSchemaForm.ts';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';
import { safeRedirectPath } from './postSignInPath.ts';
import { useAuthProvidersQuery } from './useAuthProvidersQuery.ts';
import { useGoogleSignInMutation } from './useGoogleSignInMutation.ts';
import { useSignInLinkMutation } from './useSignInLinkMutation.ts';
import { useSignInMutation } from './useSignInMutation.ts';

export type TSignInAudience = 'general' | 'vendor' | 'guider';

const COPY: Record<TSignInAudience, { heading: string; intro: string }> = {
  general: { heading: 'Sign in', intro: 'Welcome back to Roteiro.' },
  vendor: { heading: 'Vendor sign in', intro: 'Sign in to sell and scan tickets.' },
  guider: { heading: 'Guider sign in', intro: 'Sign in to see your upcoming activities and run your tours.' },
};

const OTHER_SIGN_INS: Record<TSignInAudience, { label: string; to: string }[]> = {
  general: [
    { label: 'Create an account', to: '/register' },
    { label: 'Guider sign in', to: '/guider/login' },
    { label: 'Vendor sign in', to: '/vendor/login' },
  ],
  vendor: [{ label: 'Other accounts', to: '/login' }],
  guider: [{ label: 'Other accounts', to: '/login' }],
};

const ZEmailOnly = ZSignInLinkRequest.pick({ email: true });

type TSignInScreenProps = { audience: TSignInAudience };

/** E-mail + password sign-in, with an e-mail link and Google as alternatives. */
export function SignInScreen({ audience }: TSignInScreenProps) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const form = useSchemaForm({ email: '', password: '' });
  const signIn = useSignInMutation(redirect);
  const signInLink = useSignInLinkMutation();
  const providers = useAuthProvidersQuery();
  const google = useGoogleSignInMutation();
  const isBusy = signIn.isPending || signInLink.isPending || google.isPending;
  const copy = COPY[audience];

  const handleError = (error: ApiError) => form.showServerError(error);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(ZSignInRequest);
    if (body) {
      signIn.mutate(body, { onError: handleError });
    }
  };

  const handleSignInLink = () => {
    const parsed = form.validate(ZEmailOnly);
    if (!parsed) {
      return;
    }
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
    <AuthCard heading={copy.heading} intro={copy.intro} links={OTHER_SIGN_INS[audience]}>
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.inputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...form.inputProps('password')} />
          <Button type="submit" fullWidth loading={signIn.isPending} disabled={isBusy && !signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <Stack gap="sm">
        <Button
          variant="light"
          fullWidth
          leftSection={<IconMail size={18} aria-hidden />}
          onClick={handleSignInLink}
          loading={signInLink.isPending}
          disabled={isBusy && !signInLink.isPending}
        >
          Email me a sign-in link
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
            Continue with Google
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
