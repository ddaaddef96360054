import {
  Alert,
  Button,
  Container,
  FileButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { settingsTexts, type TProfile, ZUpdateProfileRequest } from '@roteiro/domain/settings/schemas';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useProfileQuery, useUpdateProfileMutation, useUploadPhotoMutation } from './settingsQueries.ts';

/** Which information the page edits: a company's (with seats), a guider's (with messaging ID), or basic. */
export type TProfileVariant = 'company' | 'guider' | 'basic';

type TProfileFormProps = { variant: TProfileVariant; title: string; backTo: string };

type TValues = { name: string; email: string; numberOfSeats: string; messagingId: string };

const valuesOf = (profile: TProfile): TValues => ({
  name: profile.name,
  email: profile.email,
  numberOfSeats: profile.numberOfSeats === null ? '' : String(profile.numberOfSeats),
  messagingId: profile.messagingId ?? '',
});

function ProfileFields({ profile, variant }: { profile: TProfile; variant: TProfileVariant }) {
  const initial = valuesOf(profile);
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfileMutation();
  const upload = useUploadPhotoMutation();
  const hasSeats = variant === 'company';
  const hasMessagingId = variant === 'company' || variant === 'guider';
  const isChanged =
    values.name !== initial.name ||
    values.email !== initial.email ||
    (hasSeats && values.numberOfSeats !== initial.numberOfSeats) ||
    (hasMessagingId && values.messagingId !== initial.messagingId);

  const set = (name: keyof TValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = {
      name: values.name,
      email: values.email,
      ...(hasSeats
        ? { numberOfSeats: values.numberOfSeats === '' ? null : Number(values.numberOfSeats) }
        : {}),
      ...(hasMessagingId ? { messagingId: values.messagingId } : {}),
    };
    const parsed = ZUpdateProfileRequest.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    update.mutate(candidate, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast.success(settingsTexts.profileSaved);
      },
      onError: (error) => {
        setErrors(error.fields ?? {});
        toast.danger(error.message);
      },
    });
  };

  const handlePhoto = (file: File | null) => {
    if (!file) {
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(settingsTexts.photoSaved),
      onError: (error) => toast.danger(error.message),
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
                Change photo
              </Button>
            )}
          </FileButton>
        </Group>
        <TextInput
          label="Name"
          autoComplete="name"
          value={values.name}
          error={errors.name || undefined}
          onChange={(event) => set('name')(event.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email || undefined}
          onChange={(event) => set('email')(event.currentTarget.value)}
        />
        {hasSeats && (
          <NumberInput
            label="Number of available seats"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={values.numberOfSeats}
            error={errors.numberOfSeats || undefined}
            onChange={(value) => set('numberOfSeats')(value === '' ? '' : String(value))}
          />
        )}
        {hasMessagingId && (
          <>
            <TextInput
              label="Messaging ID"
              description="Where we send you messages about your activities"
              value={values.messagingId}
              error={errors.messagingId || undefined}
              onChange={(event) => set('messagingId')(event.currentTarget.value)}
            />
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} p="sm">
              <Text size="sm">{settingsTexts.messagingIdWarning}</Text>
            </Alert>
          </>
        )}
        <Button type="submit" disabled={!isChanged} loading={update.isPending} mih={44}>
          Save
        </Button>
      </Stack>
    </form>
  );
}

/** Company information, guider personal information, or basic information (catalogue.md §6). */
export function ProfileForm({ variant, title, backTo }: TProfileFormProps) {
  const profile = useProfileQuery();
  let content: React.ReactNode;
  if (profile.isError) {
    content = (
      <ErrorState
        title="Your information could not be loaded"
        message={profile.error.message}
        onRetry={() => void profile.refetch()}
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
