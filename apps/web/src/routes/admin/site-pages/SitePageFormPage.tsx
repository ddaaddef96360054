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
  SITE_PAGE_NAMES,
  SITE_PAGE_PATHS,
  SITE_PAGE_TITLE_MAX,
  sitePageTexts,
  type TAdminSitePageText,
  type TSitePageKey,
  ZSitePageInput,
} from '@roteiro/domain/site-pages/site-pages';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArticleHtml } from '../../../features/blog/ArticleHtml.tsx';
import { usePreviewMutation } from '../../../features/blog/blogQueries.ts';
import { UnsavedChangesDialog } from '../../../features/catalogue-admin/UnsavedChangesDialog.tsx';
import { useUnsavedChangesPrompt } from '../../../features/catalogue-admin/useUnsavedChangesPrompt.ts';
import { LANGUAGE_NAMES, sitePageEditPath } from '../../../features/site-pages/adminSitePages.ts';
import {
  useAdminSitePageQuery,
  useSaveSitePageMutation,
} from '../../../features/site-pages/sitePageQueries.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../../shared/lib/useDomainForm.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

type TField = 'title' | 'description' | 'body';
type TFormProps = { pageKey: TSitePageKey; locale: TLocale; text: TAdminSitePageText | null };

function SitePageForm({ pageKey, locale, text }: TFormProps) {
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
  const language = LANGUAGE_NAMES[locale];
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
        onSuccess: (answer) => {
          toast.success(answer.message);
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
      aria-label={`${SITE_PAGE_NAMES[pageKey]} in ${language}`}
    >
      <Stack gap="md">
        <TextInput label="Title" required maxLength={SITE_PAGE_TITLE_MAX} {...field('title')} />
        <Textarea
          label="Description"
          description="Shown under the title, in search results and in shared links"
          required
          autosize
          minRows={2}
          maxLength={SITE_PAGE_DESCRIPTION_MAX}
          {...field('description')}
        />
        <Tabs value={tab} onChange={handleTab}>
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label="Page (Markdown)"
              description="## for a heading, **bold**, - for a list, [text](/faq-or-another-page) or [text](https://…) for a link"
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
                <Loader size="sm" aria-label="Rendering the preview" />
              ) : preview.error ? (
                <Text c="red">{preview.error.message}</Text>
              ) : preview.data ? (
                <ArticleHtml html={preview.data.html} label="Preview" />
              ) : null}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save the {language} text
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}

function SitePageEditor({ pageKey, locale }: { pageKey: TSitePageKey; locale: TLocale }) {
  const page = useAdminSitePageQuery(pageKey);
  if (page.error) {
    return (
      <ErrorState
        title="The page could not be loaded"
        message={page.error.message}
        onRetry={retryFor(page)}
        isRetrying={page.isFetching}
      />
    );
  }
  if (!page.data) {
    return (
      <div aria-busy="true">
        <Loader aria-label="Loading the page" />
      </div>
    );
  }
  const text = page.data.texts[locale];
  return (
    <Stack gap="md">
      {text ? (
        <Text size="sm" c="dimmed">
          Last saved {formatDateTime(text.updatedAt)}
          {text.updatedBy ? ` by ${text.updatedBy}` : ''}.
        </Text>
      ) : (
        <Alert color="blue" title={`Not written in ${LANGUAGE_NAMES[locale]} yet`}>
          {locale === 'en'
            ? 'Visitors see "This page is not available" until the English text is saved.'
            : `Visitors who read ${LANGUAGE_NAMES[locale]} see the English text until this one is saved.`}
        </Alert>
      )}
      <SitePageForm key={`${pageKey}/${locale}`} pageKey={pageKey} locale={locale} text={text} />
    </Stack>
  );
}

/** /admin/site-pages/{page}/{language}: an admin writes About, Contracts or Privacy in one language. */
export function SitePageFormPage() {
  const params = useParams();
  const pageKey = isSitePageKey(params.key) ? params.key : null;
  const locale = isLocale(params.locale) ? params.locale : null;
  if (!pageKey || !locale) {
    return (
      <ErrorState pageTitle="Site pages" title="This page does not exist" message={sitePageTexts.notFound}>
        <Anchor component={Link} to="/admin/site-pages">
          Back to the site pages
        </Anchor>
      </ErrorState>
    );
  }
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/admin/site-pages" size="sm">
          ← Site pages
        </Anchor>
        <Title order={1} fz="h2">
          {SITE_PAGE_NAMES[pageKey]}: {LANGUAGE_NAMES[locale]}
        </Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" component="nav" aria-label="Language">
            {LOCALES.map((other) => (
              <Button
                key={other}
                component={Link}
                to={sitePageEditPath(pageKey, other)}
                variant={other === locale ? 'filled' : 'default'}
                size="sm"
                aria-current={other === locale ? 'page' : undefined}
              >
                {LANGUAGE_NAMES[other]}
              </Button>
            ))}
          </Group>
          <Anchor component={Link} to={SITE_PAGE_PATHS[pageKey]} size="sm">
            View the page
          </Anchor>
        </Group>
        <SitePageEditor pageKey={pageKey} locale={locale} />
      </Stack>
    </Container>
  );
}
