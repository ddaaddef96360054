import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Spoiler,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { BLOG_BODY_MAX, BLOG_DESCRIPTION_MAX, BLOG_TITLE_MAX } from '@roteiro/domain/blog/blog';
import {
  blogTranslationState,
  type TBlogTranslationTexts,
  ZBlogTranslationTexts,
} from '@roteiro/domain/blog/blog-translation';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { useEffect, useId, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { loadFailureText } from '../catalogue-admin/authoringTexts.ts';
import { formFieldErrors } from '../catalogue-admin/catalogueAdminQueries.ts';
import { ArticleHtml } from './ArticleHtml.tsx';
import {
  useBlogTranslationQuery,
  usePreviewMutation,
  useSaveBlogTranslationMutation,
} from './blogQueries.ts';

const LOCALE: TTranslationLocale = 'pt-PT';

/** The article's English texts as saved (the reference beside each Portuguese field). */
type TEnglish = { title: string; description: string; body: string };
type TValues = { title: string; description: string; body: string };

const formValues = (texts: TBlogTranslationTexts): TValues => ({
  title: texts.title ?? '',
  description: texts.description ?? '',
  body: texts.body ?? '',
});

type TSectionProps = {
  articleId: string;
  english: TEnglish;
  /** Tells the page whether Portuguese texts wait to be saved, for the one leave prompt of the page. */
  onUnsavedChange: (isUnsaved: boolean) => void;
};

/**
 * The article's Portuguese texts (issue 36), below the article's form once it is saved: each English text for
 * reference beside its Portuguese field, all optional (English is shown, with a note, where one is left empty).
 */
export function BlogTranslationSection({ articleId, english, onUnsavedChange }: TSectionProps) {
  const texts = useT();
  const { t } = texts;
  const headingId = useId();
  const translation = useBlogTranslationQuery(articleId, LOCALE);
  const state = translation.data ? blogTranslationState(translation.data.texts) : null;

  let body: React.ReactNode;
  if (translation.isError) {
    body = (
      <ErrorState
        title={t('authoring.blog.translation.loadFailed')}
        message={loadFailureText(translation.error, texts)}
        onRetry={retryFor(translation)}
        isRetrying={translation.isFetching}
      />
    );
  } else if (!translation.data) {
    body = <Loader size="sm" aria-label={t('authoring.actions.loading')} />;
  } else {
    body = (
      <TranslationForm
        articleId={articleId}
        english={english}
        initialValues={formValues(translation.data.texts)}
        onUnsavedChange={onUnsavedChange}
      />
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('authoring.blog.translation.heading')}
          </Title>
          {state && (
            <Badge
              variant="light"
              color={state === 'complete' ? 'teal' : state === 'partial' ? 'yellow' : 'gray'}
            >
              {t(`authoring.manage.translation.${state}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('authoring.blog.translation.help')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

type TFormProps = {
  articleId: string;
  english: TEnglish;
  initialValues: TValues;
  onUnsavedChange: (isUnsaved: boolean) => void;
};

function TranslationForm({ articleId, english, initialValues, onUnsavedChange }: TFormProps) {
  const texts = useT();
  const { t } = texts;
  const form = useDomainForm({ schema: ZBlogTranslationTexts, initialValues });
  const save = useSaveBlogTranslationMutation(articleId, LOCALE);
  const preview = usePreviewMutation();
  const [tab, setTab] = useState<string | null>('write');
  // What was last saved, to tell unsaved changes apart.
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initialValues));
  const isUnsaved = JSON.stringify(form.values) !== savedJson || save.isPending;
  useEffect(() => onUnsavedChange(isUnsaved), [isUnsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  const handleTab = (next: string | null) => {
    setTab(next);
    if (next === 'preview') {
      preview.mutate(form.values.body);
    }
  };

  const handleSubmit = form.onSubmit(
    (values) => {
      save.mutate(values, {
        onSuccess: (saved) => {
          const next = formValues(saved.texts);
          form.setValues(next);
          setSavedJson(JSON.stringify(next));
          toast.success(t('authoring.blog.translation.saved'));
        },
        onError: (error) => {
          // The server names fields 'texts.title'; the form's paths are 'title'.
          const fields = formFieldErrors(error.fields, 'texts');
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
          }
          toast.danger(errorText(error, texts));
        },
      });
    },
    () => setTab('write'),
  );

  // The English text for reference, marked as English for screen readers.
  const originalOf = (text: string) => (
    <>
      {t('authoring.translation.original')} <span lang="en">{text}</span>
    </>
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('authoring.blog.translation.title')}
          description={originalOf(english.title)}
          maxLength={BLOG_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('authoring.blog.translation.description')}
          description={originalOf(english.description)}
          autosize
          minRows={2}
          maxLength={BLOG_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Box>
          <Text size="sm" fw={500}>
            {t('authoring.blog.translation.english')}
          </Text>
          <Spoiler
            maxHeight={96}
            showLabel={t('authoring.blog.translation.showMore')}
            hideLabel={t('authoring.blog.translation.showLess')}
          >
            <Text size="sm" c="dimmed" lang="en" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {english.body}
            </Text>
          </Spoiler>
        </Box>
        <Tabs value={tab} onChange={handleTab}>
          <Tabs.List>
            <Tabs.Tab value="write">{t('authoring.markdown.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('authoring.markdown.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label={t('authoring.blog.translation.body')}
              autosize
              minRows={10}
              maxLength={BLOG_BODY_MAX}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('body')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <Paper withBorder p="md" radius="md" aria-live="polite">
              {preview.isPending ? (
                <Loader size="sm" aria-label={t('authoring.markdown.rendering')} />
              ) : preview.error ? (
                <Text c="red">{errorText(preview.error, texts)}</Text>
              ) : preview.data ? (
                <ArticleHtml html={preview.data.html} label={t('authoring.markdown.preview')} lang="pt-PT" />
              ) : null}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('authoring.blog.translation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
