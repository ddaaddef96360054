import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ZCompanyRegistrationRequest } from '@roteiro/domain/staff/schemas';
import { RegistrationCard } from '../../features/staff/RegistrationCard.tsx';
import { useRegisterCompanyMutation } from '../../features/staff/useRegisterMutations.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';

/** /guider/register: a company creates its account with the registration code it was e-mailed. */
export function RegisterCompanyPage() {
  const form = useDomainForm({
    schema: ZCompanyRegistrationRequest,
    initialValues: { name: '', email: '', password: '', code: '' },
  });
  const register = useRegisterCompanyMutation();

  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, {
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <RegistrationCard
      heading="Register your company"
      intro="Use the e-mail address the registration code was sent to."
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput label="Business name" autoComplete="organization" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description="More than 8 characters."
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Registration code"
            description="The 7-character code from the e-mail."
            autoComplete="one-time-code"
            maxLength={7}
            {...form.getInputProps('code')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </RegistrationCard>
  );
}
