import { Alert, Anchor, Container, Image, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
// The zod-free module: the blog's pages are in the storefront's first loads (rendered on the server).
import { BLOG_INDEX_PATH } from '@roteiro/domain/blog/blog-pages';
import { messages } from '@roteiro/domain/messages/messages';
import { IconLanguage } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ArticleHtml } from '../../features/blog/ArticleHtml.tsx';
import { useBlogArticleQuery } from '../../features/blog/blogQueries.ts';
import { useDocumentTitle } from '../../features/catalogue-public/useDocumentTitle.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ShareBar } from '../../shared/ui/ShareBar.tsx';

/** /blog/{slug}: a published article, with the activities it mentions to book. */
export function BlogArticlePage() {
  const texts = useT();
  const { t, say, day, locale } = texts;
  const { slug = '' } = useParams();
  const article = useBlogArticleQuery(slug);
  useDocumentTitle(article.data?.title);

  if (article.error) {
    const isMissing = article.error.status === 404 || article.error.status === 400;
    return (
      <ErrorState
        pageTitle={t('common.meta.blogArticle.title')}
        title={isMissing ? t('pages.blog.articleNotAvailable') : t('pages.blog.articleLoadFailed')}
        message={isMissing ? say(messages, 'notFound') : errorText(article.error, texts)}
        onRetry={retryFor(article)}
        isRetrying={article.isFetching}
      />
    );
  }
  if (!article.data) {
    return (
      <Container size="md" py="md" aria-busy="true" aria-label={t('pages.blog.articleLoading')}>
        <Stack>
          <Skeleton height={44} width="70%" />
          <Skeleton height={300} />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }
  const { title, description, coverUrl, publishedAt, html, activities, englishTexts } = article.data;
  // The texts not yet written in the reader's language are shown in English, marked lang="en" (read aloud as English).
  const inEnglish = (text: (typeof englishTexts)[number]) =>
    locale !== 'en' && englishTexts.includes(text) ? 'en' : undefined;
  return (
    <Container size="md" pb="xl">
      <BackBar title={title} titleLang={inEnglish('title')} to={BLOG_INDEX_PATH}>
        <ShareBar title={title} imagePath={coverUrl ?? undefined} />
      </BackBar>
      <Stack component="article" gap="lg">
        {locale !== 'en' && englishTexts.length > 0 && (
          <Alert
            variant="light"
            color="azulejo"
            icon={<IconLanguage size={20} aria-hidden />}
            data-testid="untranslated-note"
          >
            {englishTexts.length === 3 ? t('pages.blog.untranslated') : t('pages.blog.partlyUntranslated')}
          </Alert>
        )}
        <Stack gap="xs">
          <Text c="dimmed" size="lg" lang={inEnglish('description')}>
            {description}
          </Text>
          <Text size="sm" c="dimmed">
            <T
              id="pages.blog.published"
              values={{ day: day(publishedAt) }}
              components={{ 0: <time dateTime={publishedAt} /> }}
            />
          </Text>
        </Stack>
        {/* Its box is sized before the picture arrives, so a slow image moves nothing below it. */}
        {coverUrl && (
          <Image
            src={coverUrl}
            alt=""
            radius="md"
            w="100%"
            mah={420}
            fit="cover"
            style={{ aspectRatio: '16 / 9' }}
          />
        )}
        <ArticleHtml html={html} lang={inEnglish('body')} />
        {activities.length > 0 && (
          <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="blog-activities">
            <Title order={2} fz="lg" id="blog-activities" mb="sm">
              {t('pages.blog.bookActivities')}
            </Title>
            <List spacing="xs">
              {activities.map((activity) => (
                <List.Item key={activity.id}>
                  <Anchor component={Link} to={activity.path}>
                    {activity.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        )}
        <Anchor component={Link} to={BLOG_INDEX_PATH}>
          {t('pages.blog.more')}
        </Anchor>
      </Stack>
    </Container>
  );
}
