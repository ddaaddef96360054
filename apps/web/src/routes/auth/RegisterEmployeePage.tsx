import { Alert, Button, PasswordInput, Skeleton, Stack, TextInput } from '@mantine/core';
import type { TInvitation } from '@roteiro/domain/staff/schemas';
import { ZEmployeeRegistrationRequest } from '@roteiro/domain/staff/schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RegistrationCard } from '../../features/staff/RegistrationCard.tsx';
import { staffTexts } from '../../features/staff/staffTexts.ts';
import { useInvitationQuery } from '../../features/staff/useInvitationQuery.ts';
import { useRegisterEmployeeMutation } from '../../features/staff/useRegisterMutations.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';

/** /{companyId}/guider/register: an invited employee creates their account from the e-mailed link. */
export function RegisterEmployeePage() {
  const { companyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation') ?? '';
  const invitation = useInvitationQuery(companyId, invitationToken);
  const texts = useT();
  const { t, say } = texts;

  if (!invitationToken || invitation.isError) {
    return (
      <RegistrationCard
        heading={t('company.registration.heading')}
        intro={t('company.registration.fromInvitation')}
      >
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {invitation.error?.status === 404 || !invitationToken
            ? say(staffTexts, 'invitationInvalid')
            : errorText(invitation.error, texts)}
        </Alert>
      </RegistrationCard>
    );
  }
  if (!invitation.data) {
    return (
      <RegistrationCard heading={t('company.registration.heading')} intro={t('company.registration.loading')}>
        <Stack gap="md" aria-busy>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      </RegistrationCard>
    );
  }
  return (
    <EmployeeRegistrationForm companyId={companyId} token={invitationToken} invitation={invitation.data} />
  );
}

type TEmployeeRegistrationFormProps = { companyId: string; token: string; invitation: TInvitation };

function EmployeeRegistrationForm({ companyId, token, invitation }: TEmployeeRegistrationFormProps) {
  const texts = useT();
  const { t } = texts;
  const form = useDomainForm({
    schema: ZEmployeeRegistrationRequest,
    initialValues: { name: invitation.name, password: '', invitation: token },
  });
  const register = useRegisterEmployeeMutation(companyId);
  const [isDone, setIsDone] = useState(false);

  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, {
      onSuccess: () => setIsDone(true),
      onError: (error) => {
        form.setErrors(error.fields ?? {});
        toast.danger(errorText(error, texts));
      },
    });
  });

  return (
    <RegistrationCard
      heading={t('company.registration.heading')}
      intro={t('company.registration.invited', { company: invitation.companyName })}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('company.registration.email')}
            type="email"
            value={invitation.email}
            readOnly
            autoComplete="username"
          />
          <TextInput
            label={t('company.registration.name')}
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <PasswordInput
            label={t('company.registration.password')}
            description={t('company.registration.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={register.isPending || isDone}>
            {t('company.registration.create')}
          </Button>
        </Stack>
      </form>
    </RegistrationCard>
  );
}
