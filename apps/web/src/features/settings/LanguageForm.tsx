import { Button, NativeSelect, Paper, Stack } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@roteiro/domain/i18n/locale';
import { ZUpdateLanguageRequest } from '@roteiro/domain/settings/schemas';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useSessionQuery } from '../session/useSessionQuery.ts';
import { useSaveLanguageMutation } from './accountLanguage.ts';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The account's language (issue 36): the pages while signed in and the e-mails about the account. Saved, the page
 * switches to it at once.
 */
export function LanguageForm() {
  const { t, locale: pageLocale } = useT();
  const accountLocale = useSessionQuery().data?.user?.locale;
  const form = useDomainForm({
    schema: ZUpdateLanguageRequest,
    initialValues: { locale: accountLocale ?? pageLocale },
  });
  const save = useSaveLanguageMutation();

  const handleSubmit = form.onSubmit((body) => {
    save.mutate(body, {
      // `t` reads the live language: the toast is in the new one where the page is translated.
      onSuccess: () => toast.success(t('account.settings.language.saved')),
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md" align="flex-start">
          <NativeSelect
            label={t('account.settings.language.label')}
            description={t('account.settings.language.description')}
            data={OPTIONS}
            w="100%"
            size="md"
            {...form.getInputProps('locale')}
          />
          <Button type="submit" loading={save.isPending} mih={44}>
            {t('account.settings.language.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
