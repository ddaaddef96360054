import { Button, Container, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@roteiro/domain/i18n/locale';
import { ZCreateVendorRequest } from '@roteiro/domain/vendors/schemas';
import { Link, useNavigate } from 'react-router';
import { vendorTexts } from '../../../features/vendors/counterTexts.ts';
import { useAddVendorMutation } from '../../../features/vendors/vendorQueries.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../../shared/lib/useDomainForm.ts';
import { toast } from '../../../shared/ui/toasts.ts';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** Admin "Add vendor": the vendor is e-mailed a link to create its account, in the language the admin chooses. */
export function AdminAddVendorPage() {
  const { t, say, locale } = useT();
  const form = useDomainForm({ schema: ZCreateVendorRequest, initialValues: { email: '', locale } });
  const addVendor = useAddVendorMutation();
  const navigate = useNavigate();

  const handleSubmit = form.onSubmit((body) => {
    addVendor.mutate(body, {
      onSuccess: ({ id }) => {
        toast.success(say(vendorTexts, 'vendorAdded'));
        void navigate(`/admin/vendors/${id}`);
      },
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <Container size="xs" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('admin.vendors.add')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('admin.vendors.addIntro')}
            </Text>
            <TextInput
              label={t('admin.common.email')}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <NativeSelect
              label={t('admin.vendors.invitationLanguage')}
              description={t('admin.vendors.invitationLanguageHelp')}
              data={LANGUAGE_OPTIONS}
              {...form.getInputProps('locale')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to="/admin/vendors" mih={44}>
                {t('admin.common.cancel')}
              </Button>
              <Button type="submit" loading={addVendor.isPending} mih={44}>
                {t('admin.vendors.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
