import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { isLocale, LOCALES, type TLocale } from '@roteiro/domain/i18n/locale';
import {
  isSitePageKey,
  SITE_PAGE_BODY_MAX,
  SITE_PAGE_DESCRIPTION_MAX,
  SITE_PAGE_PATHS,
  SITE_PAGE_TITLE_MAX,
  type TAdminSitePageText,
  type TSitePageKey,
  ZSitePageInput,
} from '@roteiro/domain/site-pages/site-pages';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArticleHtml } from '../../../features/blog/ArticleHtml.tsx';
import { usePreviewMutation } from '../../../features/blog/blogQueries.ts';
import { sitePageTexts } from '../../../features/catalogue-admin/authoringTexts.ts';
import { UnsavedChangesDialog } from '../../../features/catalogue-admin/UnsavedChangesDialog.tsx';
import { useUnsavedChangesPrompt } from '../../../features/catalogue-admin/useUnsavedChangesPrompt.ts';
import { sitePageEditPath } from '../../../features/site-pages/adminSitePages.ts';
import {
  useAdminSitePageQuery,
  useSaveSitePageMutation,
} from '../../../features/site-pages/sitePageQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../../shared/lib/useDomainForm.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { toast } from '../../../shared/ui/toasts.ts';
import { useSitePageNames } from './sitePageNames.ts';

type TField = 'title' | 'description' | 'body';
type TFormProps = { pageKey: TSitePageKey; locale: TLocale; text: TAdminSitePageText | null };

function SitePageForm({ pageKey, locale, text }: TFormProps) {
  const texts = useT();
  const { t, say } = texts;
  const names = useSitePageNames();
  const form = useDomainForm({
    schema: ZSitePageInput,
    initialValues: { title: text?.title ?? '', description: text?.description ?? '', body: text?.body ?? '' },
  });
  const [tab, setTab] = useState<string | null>('write');
  const [isDirty, setDirty] = useState(false);
  const save = useSaveSitePageMutation(pageKey, locale);
  // The blog's preview: the same Markdown renderer and sanitiser as the public page.
  const preview = usePreviewMutation();
  const { blocker, release } = useUnsavedChangesPrompt(isDirty);
  const language = names.languageInText(locale);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the messages are shown, the keyboard goes to the first field that has one.
  const focusFirstError = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const field = (name: TField) => ({
    ...form.getInputProps(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      setDirty(true);
      form.setFieldValue(name, event.currentTarget.value);
    },
  });

  const handleTab = (next: string | null) => {
    setTab(next);
    if (next === 'preview') {
      preview.mutate(form.values.body);
    }
  };

  const handleSubmit = form.onSubmit(
    (parsed) => {
      save.mutate(parsed, {
        // The answer's message is the English of this text: said in the reader's language.
        onSuccess: () => {
          toast.success(say(sitePageTexts, 'saved'));
          setDirty(false);
          release();
        },
        onError: (error) => {
          form.showServerError(error);
          focusFirstError();
        },
      });
    },
    () => {
      setTab('write');
      focusFirstError();
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('authoring.sitePages.formLabel', { page: names.page(pageKey), language })}
    >
      <Stack gap="md">
        <TextInput
          label={t('authoring.sitePages.form.title')}
          required
          maxLength={SITE_PAGE_TITLE_MAX}
          {...field('title')}
        />
        <Textarea
          label={t('authoring.sitePages.form.description')}
          description={t('authoring.sitePages.form.descriptionHelp')}
          required
          autosize
          minRows={2}
          maxLength={SITE_PAGE_DESCRIPTION_MAX}
          {...field('description')}
        />
        <Tabs value={tab} onChange={handleTab}>
          <Tabs.List>
            <Tabs.Tab value="write">{t('authoring.markdown.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('authoring.markdown.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label={t('authoring.sitePages.form.body')}
              description={t('authoring.sitePages.form.bodyHelp')}
              required
              autosize
              minRows={14}
              maxLength={SITE_PAGE_BODY_MAX}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...field('body')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <Paper withBorder p="md" radius="md" aria-live="polite">
              {preview.isPending ? (
                <Loader size="sm" aria-label={t('authoring.markdown.rendering')} />
              ) : preview.error ? (
                <Text c="red">{errorText(preview.error, texts)}</Text>
              ) : preview.data ? (
                <ArticleHtml html={preview.data.html} label={t('authoring.markdown.preview')} />
              ) : null}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('authoring.sitePages.form.save', { language })}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}

function SitePageEditor({ pageKey, locale }: { pageKey: TSitePageKey; locale: TLocale }) {
  const texts = useT();
  const { t, locale: readerLocale } = texts;
  const names = useSitePageNames();
  const page = useAdminSitePageQuery(pageKey);
  if (page.error) {
    return (
      <ErrorState
        title={t('authoring.sitePages.loadFailed')}
        message={errorText(page.error, texts)}
        onRetry={retryFor(page)}
        isRetrying={page.isFetching}
      />
    );
  }
  if (!page.data) {
    return (
      <div aria-busy="true">
        <Loader aria-label={t('authoring.sitePages.loading')} />
      </div>
    );
  }
  const text = page.data.texts[locale];
  // English is required, the other languages optional: a translation is written once the English text is.
  if (locale !== 'en' && !page.data.texts.en) {
    return (
      <Alert
        color="yellow"
        title={t('authoring.sitePages.notWrittenIn', { language: names.languageInText('en') })}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{texts.say(sitePageTexts, 'englishFirst')}</Text>
          <Button component={Link} to={sitePageEditPath(pageKey, 'en')} variant="default" size="sm">
            {t('authoring.sitePages.edit', { language: names.languageInText('en') })}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {text ? (
        <Text size="sm" c="dimmed">
          {text.updatedBy
            ? t('authoring.sitePages.lastSavedBy', {
                when: formatDateTime(text.updatedAt, readerLocale),
                name: text.updatedBy,
              })
            : t('authoring.sitePages.lastSaved', { when: formatDateTime(text.updatedAt, readerLocale) })}
        </Text>
      ) : (
        <Alert
          color="blue"
          title={t('authoring.sitePages.notWrittenIn', { language: names.languageInText(locale) })}
        >
          {locale === 'en'
            ? t('authoring.sitePages.unavailableUntilSaved')
            : t('authoring.sitePages.englishUntilSaved', { language: names.languageInText(locale) })}
        </Alert>
      )}
      <SitePageForm key={`${pageKey}/${locale}`} pageKey={pageKey} locale={locale} text={text} />
    </Stack>
  );
}

/** /admin/site-pages/{page}/{language}: an admin writes About, Contracts or Privacy in one language. */
export function SitePageFormPage() {
  const texts = useT();
  const { t } = texts;
  const names = useSitePageNames();
  const params = useParams();
  const pageKey = isSitePageKey(params.key) ? params.key : null;
  const locale = isLocale(params.locale) ? params.locale : null;
  if (!pageKey || !locale) {
    return (
      <ErrorState
        pageTitle={t('authoring.sitePages.title')}
        title={t('authoring.sitePages.missingTitle')}
        message={texts.say(sitePageTexts, 'notFound')}
      >
        <Anchor component={Link} to="/admin/site-pages">
          {t('authoring.sitePages.backToList')}
        </Anchor>
      </ErrorState>
    );
  }
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/site-pages" size="sm">
          {t('authoring.sitePages.backLink')}
        </Anchor>
        <Title order={1} fz="h2">
          {t('authoring.sitePages.heading', { page: names.page(pageKey), language: names.language(locale) })}
        </Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" component="nav" aria-label={t('authoring.sitePages.languageNav')}>
            {LOCALES.map((other) => (
              <Button
                key={other}
                component={Link}
                to={sitePageEditPath(pageKey, other)}
                variant={other === locale ? 'filled' : 'default'}
                size="sm"
                aria-current={other === locale ? 'page' : undefined}
              >
                {names.language(other)}
              </Button>
            ))}
          </Group>
          <Anchor component={Link} to={SITE_PAGE_PATHS[pageKey]} size="sm">
            {t('authoring.sitePages.viewPage')}
          </Anchor>
        </Group>
        <SitePageEditor pageKey={pageKey} locale={locale} />
      </Stack>
    </Container>
  );
}
