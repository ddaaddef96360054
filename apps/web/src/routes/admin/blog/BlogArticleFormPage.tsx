import {
  Alert,
  Button,
  Container,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ACTIVITY_LINK_SCHEME,
  BLOG_BODY_MAX,
  BLOG_DESCRIPTION_MAX,
  type TAdminBlogArticle,
  ZBlogArticleInput,
} from '@roteiro/domain/blog/blog';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import { slugify } from '@roteiro/domain/catalogue/storefront';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArticleHtml } from '../../../features/blog/ArticleHtml.tsx';
import { BlogTranslationSection } from '../../../features/blog/BlogTranslationSection.tsx';
import {
  useAdminBlogArticleQuery,
  usePreviewMutation,
  useSaveArticleMutation,
} from '../../../features/blog/blogQueries.ts';
import { blogTexts } from '../../../features/catalogue-admin/authoringTexts.ts';
import { UnsavedChangesDialog } from '../../../features/catalogue-admin/UnsavedChangesDialog.tsx';
import { uploadMedia } from '../../../features/catalogue-admin/uploadMedia.ts';
import { useUnsavedChangesPrompt } from '../../../features/catalogue-admin/useUnsavedChangesPrompt.ts';
import { errorText, fieldText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { isApiError } from '../../../shared/lib/api.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../../shared/lib/useDomainForm.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

const ZTextFields = ZBlogArticleInput.omit({ coverKey: true });

type TCover = { key: string; url: string } | null;

type TArticleFormProps = {
  article: TAdminBlogArticle | undefined;
  /** The Portuguese texts below wait to be saved: the one leave prompt of the page guards them too. */
  hasOtherUnsavedChanges?: boolean;
};

function ArticleForm({ article, hasOtherUnsavedChanges = false }: TArticleFormProps) {
  const navigate = useNavigate();
  const texts = useT();
  const { t, say } = texts;
  const form = useDomainForm({
    schema: ZTextFields,
    initialValues: {
      slug: article?.slug ?? '',
      title: article?.title ?? '',
      description: article?.description ?? '',
      body: article?.body ?? '',
    },
  });
  const [cover, setCover] = useState<TCover>(
    article?.coverKey && article.coverUrl ? { key: article.coverKey, url: article.coverUrl } : null,
  );
  const [coverError, setCoverError] = useState<string | undefined>();
  const [uploading, setUploading] = useState<number | null>(null);
  const [slugTouched, setSlugTouched] = useState(article !== undefined);
  const [tab, setTab] = useState<string | null>('write');
  const [isDirty, setDirty] = useState(false);
  const save = useSaveArticleMutation(article?.id);
  const preview = usePreviewMutation();
  const { blocker, release } = useUnsavedChangesPrompt(isDirty || hasOtherUnsavedChanges);

  const change = (name: 'slug' | 'title' | 'description' | 'body', value: string) => {
    setDirty(true);
    form.setFieldValue(name, value);
    if (name === 'title' && !slugTouched) {
      form.setFieldValue('slug', slugify(value));
    }
    if (name === 'slug') {
      setSlugTouched(true);
    }
  };
  const field = (name: 'slug' | 'title' | 'description' | 'body') => ({
    ...form.getInputProps(name),
    onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
  });

  const handleCover = async (file: File | null) => {
    if (!file) {
      return;
    }
    setCoverError(undefined);
    setUploading(0);
    try {
      const uploaded = await uploadMedia(file, setUploading, blogApi.uploadCover);
      setCover({ key: uploaded.key, url: uploaded.thumbUrl ?? uploaded.url });
      setDirty(true);
    } catch (error) {
      setCoverError(
        isApiError(error)
          ? (fieldText(error, 'file', texts) ?? errorText(error, texts))
          : say(blogTexts, 'coverInvalid'),
      );
    } finally {
      setUploading(null);
    }
  };

  const handleTab = (next: string | null) => {
    setTab(next);
    if (next === 'preview') {
      preview.mutate(form.values.body);
    }
  };

  // A message may sit in the Markdown field: the Write tab shows it.
  const handleSubmit = form.onSubmit(
    (parsed) => {
      save.mutate(
        { ...parsed, coverKey: cover?.key ?? null },
        {
          onSuccess: ({ id }) => {
            toast.success(say(blogTexts, 'saved'));
            setDirty(false);
            // Released only to leave for the new article's page: an edited one stays guarded for later changes.
            if (!article) {
              release();
              void navigate(`/admin/blog/${id}/edit`, { replace: true });
            }
          },
          onError: (error) => {
            form.showServerError(error);
            setCoverError(fieldText(error, 'coverKey', texts));
          },
        },
      );
    },
    () => setTab('write'),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t('authoring.blog.form.title')} required maxLength={120} {...field('title')} />
        <TextInput
          label={t('authoring.blog.form.slug')}
          description={t('authoring.blog.form.slugHelp', { slug: form.values.slug || '…' })}
          required
          maxLength={80}
          {...field('slug')}
        />
        <Textarea
          label={t('authoring.blog.form.description')}
          description={t('authoring.blog.form.descriptionHelp')}
          required
          autosize
          minRows={2}
          maxLength={BLOG_DESCRIPTION_MAX}
          {...field('description')}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm" id="blog-cover-label">
            {t('authoring.blog.form.cover')}
          </Text>
          {cover && <Image src={cover.url} alt={t('authoring.blog.form.coverAlt')} maw={320} radius="sm" />}
          <Group gap="sm">
            <FileButton onChange={(file) => void handleCover(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button
                  variant="default"
                  {...props}
                  loading={uploading !== null}
                  aria-describedby="blog-cover-label"
                >
                  {cover ? t('authoring.blog.form.replaceCover') : t('authoring.blog.form.uploadCover')}
                </Button>
              )}
            </FileButton>
            {cover && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  setCover(null);
                  setDirty(true);
                }}
              >
                {t('authoring.blog.form.removeCover')}
              </Button>
            )}
            {uploading !== null && <Text size="sm">{uploading}%</Text>}
          </Group>
          {coverError && (
            <Text c="red" size="sm" role="alert">
              {coverError}
            </Text>
          )}
        </Stack>
        <Tabs value={tab} onChange={handleTab}>
          <Tabs.List>
            <Tabs.Tab value="write">{t('authoring.markdown.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('authoring.markdown.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label={t('authoring.blog.form.body')}
              description={t('authoring.blog.form.bodyHelp', { scheme: ACTIVITY_LINK_SCHEME })}
              required
              autosize
              minRows={14}
              maxLength={BLOG_BODY_MAX}
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
                <Stack>
                  {preview.data.unresolved.length > 0 && (
                    <Alert color="yellow" title={t('authoring.blog.form.unresolved')}>
                      {t('authoring.blog.form.unresolvedText', { links: preview.data.unresolved.join(', ') })}
                    </Alert>
                  )}
                  <ArticleHtml html={preview.data.html} label={t('authoring.markdown.preview')} />
                </Stack>
              ) : null}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {article ? t('authoring.blog.form.save') : t('authoring.blog.form.saveDraft')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}

/** /admin/blog/create and /admin/blog/{id}/edit: write an article in Markdown, with a preview. */
export function BlogArticleFormPage() {
  const texts = useT();
  const { t } = texts;
  const { id } = useParams();
  const article = useAdminBlogArticleQuery(id);
  // One leave prompt per page (the router keeps one blocker): the article form's also guards the Portuguese texts.
  const [hasUnsavedTranslation, setUnsavedTranslation] = useState(false);
  const handleUnsavedTranslation = useCallback((isUnsaved: boolean) => setUnsavedTranslation(isUnsaved), []);
  let content: React.ReactNode;
  if (id && article.error) {
    content = (
      <ErrorState
        title={t('authoring.blog.loadFailed')}
        message={
          article.error.status === 404 || article.error.status === 400
            ? texts.say(blogTexts, 'notFound')
            : errorText(article.error, texts)
        }
        onRetry={retryFor(article)}
        isRetrying={article.isFetching}
      />
    );
  } else if (id && !article.data) {
    content = <Loader aria-label={t('authoring.blog.loading')} />;
  } else if (article.data) {
    const saved = article.data;
    content = (
      <Stack gap="xl" key={saved.id}>
        <ArticleForm article={saved} hasOtherUnsavedChanges={hasUnsavedTranslation} />
        <BlogTranslationSection
          articleId={saved.id}
          english={{ title: saved.title, description: saved.description, body: saved.body }}
          onUnsavedChange={handleUnsavedTranslation}
        />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <ArticleForm key="new" article={undefined} />
        <Alert variant="light" color="gray">
          {t('authoring.blog.translation.saveFirst')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Container size="md" py="lg">
      <Title order={1} fz="h2" mb="md">
        {id ? t('authoring.blog.editArticle') : t('authoring.blog.newArticle')}
      </Title>
      {content}
    </Container>
  );
}
