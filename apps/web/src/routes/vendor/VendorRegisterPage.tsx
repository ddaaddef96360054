import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { vendorTexts, ZVendorRegisterRequest } from '@roteiro/domain/vendors/schemas';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useRegisterVendorMutation,
  useVendorRegistrationQuery,
} from '../../features/vendors/vendorQueries.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /vendor/{vendorId}/register: the vendor e-mailed by an admin picks a name and a password. */
export function VendorRegisterPage() {
  const { vendorId = '' } = useParams();
  const registration = useVendorRegistrationQuery(vendorId);
  const register = useRegisterVendorMutation(vendorId);
  const form = useDomainForm({ schema: ZVendorRegisterRequest, initialValues: { name: '', password: '' } });
  const navigate = useNavigate();

  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, {
      onSuccess: () => {
        toast.success(vendorTexts.registered);
        void navigate('/vendor/login');
      },
      onError: (error) => form.showServerError(error),
    });
  });

  let content: React.ReactNode;
  if (registration.isPending) {
    content = <PageLoader />;
  } else if (registration.isError) {
    content = (
      <Alert color="red" role="alert" title="This registration link is not valid">
        Ask the Roteiro team to send you a new one.
      </Alert>
    );
  } else if (registration.data.isRegistered) {
    content = (
      <Alert color="blue" title="Your account already exists">
        <Anchor component={Link} to="/vendor/login">
          Sign in as a vendor
        </Anchor>
      </Alert>
    );
  } else {
    content = (
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            description="The inbox your invitation was sent to, shown in part: you sign in with that address"
            value={registration.data.emailHint}
            readOnly
          />
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <PasswordInput
            label="Password"
            description="More than 8 characters"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Box className="azulejo-pattern" mih="100dvh" py={{ base: 24, sm: 56 }} px="md">
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo to="/home" inverted />
          </Center>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="lg">
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2">
                  Create your vendor account
                </Title>
                <Text c="dimmed" mt={4}>
                  Sell and scan tickets for Roteiro activities.
                </Text>
              </div>
              {content}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
