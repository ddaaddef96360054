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
import { ZVendorRegisterRequest } from '@roteiro/domain/vendors/schemas';
import { Link, useNavigate, useParams } from 'react-router';
import { vendorTexts } from '../../features/vendors/counterTexts.ts';
import {
  useRegisterVendorMutation,
  useVendorRegistrationQuery,
} from '../../features/vendors/vendorQueries.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /vendor/{vendorId}/register: the vendor e-mailed by an admin picks a name and a password. */
export function VendorRegisterPage() {
  const { t, say } = useT();
  const { vendorId = '' } = useParams();
  const registration = useVendorRegistrationQuery(vendorId);
  const register = useRegisterVendorMutation(vendorId);
  const form = useDomainForm({ schema: ZVendorRegisterRequest, initialValues: { name: '', password: '' } });
  const navigate = useNavigate();

  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, {
      onSuccess: () => {
        toast.success(say(vendorTexts, 'registered'));
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
      <Alert color="red" role="alert" title={t('counter.register.invalidTitle')}>
        {t('counter.register.invalidText')}
      </Alert>
    );
  } else if (registration.data.isRegistered) {
    content = (
      <Alert color="blue" title={t('counter.register.existsTitle')}>
        <Anchor component={Link} to="/vendor/login">
          {t('counter.register.signIn')}
        </Anchor>
      </Alert>
    );
  } else {
    content = (
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            label={t('counter.register.email')}
            description={t('counter.register.emailHint')}
            value={registration.data.emailHint}
            readOnly
          />
          <TextInput
            label={t('counter.register.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <PasswordInput
            label={t('counter.register.password')}
            description={t('counter.register.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('counter.register.submit')}
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
                  {t('counter.register.title')}
                </Title>
                <Text c="dimmed" mt={4}>
                  {t('counter.register.intro')}
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
