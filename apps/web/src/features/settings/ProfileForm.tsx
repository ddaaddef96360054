import {
  Alert,
  Button,
  Container,
  FileButton,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { textRef } from '@roteiro/domain/i18n/texts';
import {
  provesWithPassword,
  type TProfile,
  ZChangeEmailRequest,
  ZUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import { IconAlertTriangle, IconMailForward, IconPhoto } from '@tabler/icons-react';
import { z } from 'zod';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import {
  useChangeEmailMutation,
  useProfileQuery,
  useUpdateProfileMutation,
  useUploadPhotoMutation,
} from './settingsQueries.ts';
import { settingsTexts } from './settingsTexts.ts';

/** Which information the page edits: a company's (with seats), a guider's (with messaging ID), or basic. */
export type TProfileVariant = 'company' | 'guider' | 'basic';

type TProfileFormProps = { variant: TProfileVariant; title: string; backTo: string };

type TValues = {
  name: string;
  email: string;
  currentPassword: string;
  numberOfSeats: string;
  messagingId: string;
};

const valuesOf = (profile: TProfile): TValues => ({
  name: profile.name,
  email: profile.email,
  currentPassword: '',
  numberOfSeats: profile.numberOfSeats === null ? '' : String(profile.numberOfSeats),
  messagingId: profile.messagingId ?? '',
});

type TRequestsOptions = { hasSeats: boolean; hasMessagingId: boolean; hasPassword: boolean };

/** The two requests the values make: the information, and the e-mail change (sent only when the e-mail changed). */
function requestsOf(values: TValues, { hasSeats, hasMessagingId, hasPassword }: TRequestsOptions) {
  const candidate = {
    name: values.name,
    ...(hasSeats ? { numberOfSeats: values.numberOfSeats === '' ? null : Number(values.numberOfSeats) } : {}),
    ...(hasMessagingId ? { messagingId: values.messagingId } : {}),
  };
  const emailChange = {
    email: values.email,
    ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
  };
  return { candidate, emailChange };
}

/** Whether the values ask for another e-mail (the same one in other capitals or with spaces is not). */
const asksNewEmail = (values: TValues, currentEmail: string) =>
  values.email.trim().toLowerCase() !== currentEmail;

/** The form's check: its requests by their schemas (the e-mail's only when it changes), each message at its field. */
function profileSchema(options: TRequestsOptions, currentEmail: string) {
  return z.custom<TValues>().superRefine((values, ctx) => {
    const { candidate, emailChange } = requestsOf(values, options);
    const profileIssues = ZUpdateProfileRequest.safeParse(candidate).error?.issues ?? [];
    const emailIssues = asksNewEmail(values, currentEmail)
      ? (ZChangeEmailRequest.safeParse(emailChange).error?.issues ?? [])
      : [];
    for (const { path, message } of [...profileIssues, ...emailIssues]) {
      ctx.addIssue({ code: 'custom', path, message });
    }
  });
}

function ProfileFields({ profile, variant }: { profile: TProfile; variant: TProfileVariant }) {
  const texts = useT();
  const initial = valuesOf(profile);
  const hasSeats = variant === 'company';
  const hasMessagingId = variant === 'company' || variant === 'guider';
  // Affiliates sign in by e-mailed link only: a recent sign-in stands in for the password.
  const hasPassword = provesWithPassword(profile.role);
  const options = { hasSeats, hasMessagingId, hasPassword };
  const form = useDomainForm({ schema: profileSchema(options, initial.email), initialValues: initial });
  const update = useUpdateProfileMutation();
  const changeEmail = useChangeEmailMutation();
  const upload = useUploadPhotoMutation();
  const { values } = form;
  const isEmailChanged = asksNewEmail(values, initial.email);
  const isProfileChanged =
    values.name !== initial.name ||
    (hasSeats && values.numberOfSeats !== initial.numberOfSeats) ||
    (hasMessagingId && values.messagingId !== initial.messagingId);
  const isChanged = isProfileChanged || isEmailChanged;

  const handleSubmit = form.onSubmit(async () => {
    if (isEmailChanged && hasPassword && values.currentPassword === '') {
      form.setErrors({ currentPassword: textRef(settingsTexts, 'currentPasswordRequired') });
      return;
    }
    const { candidate, emailChange } = requestsOf(values, options);
    // The information first, then the e-mail: each reports its own outcome.
    try {
      if (isProfileChanged) {
        const saved = await update.mutateAsync(candidate);
        form.setValues((current) => ({
          ...valuesOf(saved),
          email: current.email,
          currentPassword: current.currentPassword,
        }));
        toast.success(texts.say(settingsTexts, 'profileSaved'));
      }
      if (isEmailChanged) {
        const answer = await changeEmail.mutateAsync(emailChange);
        form.setValues({ email: initial.email, currentPassword: '' });
        toast.success(texts.say(settingsTexts, 'emailChangeSent', answer.pendingEmail));
      }
    } catch (error) {
      if (isApiError(error)) {
        form.setErrors(error.fields ?? {});
        toast.danger(errorText(error, texts));
      }
    }
  });

  const handlePhoto = (file: File | null) => {
    if (!file) {
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(texts.say(settingsTexts, 'photoSaved')),
      onError: (error) => toast.danger(errorText(error, texts)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Group gap="md">
          <Avatar name={values.name || profile.name} image={profile.image} size={72} />
          <FileButton onChange={handlePhoto} accept="image/png,image/jpeg,image/webp,image/avif,image/gif">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhoto size={18} aria-hidden />}
                loading={upload.isPending}
                mih={44}
              >
                {texts.t('account.settings.profile.changePhoto')}
              </Button>
            )}
          </FileButton>
        </Group>
        <TextInput
          label={texts.t('account.settings.profile.name')}
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={texts.t('account.settings.profile.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {isEmailChanged &&
          (hasPassword ? (
            <PasswordInput
              label={texts.t('account.settings.profile.currentPassword')}
              description={texts.t('account.settings.profile.currentPasswordHint')}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {texts.say(settingsTexts, 'emailChangeNeedsFreshSignIn')}
            </Text>
          ))}
        {profile.pendingEmail && (
          <Alert color="blue" icon={<IconMailForward aria-hidden />} p="sm" role="status">
            <Text size="sm">{texts.say(settingsTexts, 'emailChangePending', profile.pendingEmail)}</Text>
          </Alert>
        )}
        {hasSeats && (
          <NumberInput
            label={texts.t('account.settings.profile.seats')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('numberOfSeats')}
            onChange={(value) => form.setFieldValue('numberOfSeats', value === '' ? '' : String(value))}
          />
        )}
        {hasMessagingId && (
          <>
            <TextInput
              label={texts.t('account.settings.profile.messagingId')}
              description={texts.t('account.settings.profile.messagingIdHint')}
              {...form.getInputProps('messagingId')}
            />
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} p="sm">
              <Text size="sm">{texts.say(settingsTexts, 'messagingIdWarning')}</Text>
            </Alert>
          </>
        )}
        <Button
          type="submit"
          disabled={!isChanged}
          loading={update.isPending || changeEmail.isPending}
          mih={44}
        >
          {texts.t('account.settings.profile.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Company information, guider personal information, or basic information (catalogue.md §6). */
export function ProfileForm({ variant, title, backTo }: TProfileFormProps) {
  const texts = useT();
  const profile = useProfileQuery();
  let content: React.ReactNode;
  if (profile.isError) {
    content = (
      <ErrorState
        title={texts.t('account.settings.profile.loadFailed')}
        message={errorText(profile.error, texts)}
        onRetry={retryFor(profile)}
      />
    );
  } else if (!profile.data) {
    content = <PageLoader />;
  } else {
    content = <ProfileFields profile={profile.data} variant={variant} />;
  }
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <BackBar title={title} to={backTo} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="md">
        {content}
      </Paper>
    </Container>
  );
}
