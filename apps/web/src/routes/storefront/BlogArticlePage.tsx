import { Anchor, Container, Image, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BLOG_INDEX_PATH } from '@roteiro/domain/blog/blog';
import { messages } from '@roteiro/domain/messages/messages';
import { formatDay } from '@roteiro/domain/time/format';
import { Link, useParams } from 'react-router';
import { ArticleHtml } from '../../features/blog/ArticleHtml.tsx';
import { useBlogArticleQuery } from '../../features/blog/blogQueries.ts';
import { useDocumentTitle } from '../../features/catalogue-public/useDocumentTitle.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ShareBar } from '../../shared/ui/ShareBar.tsx';

/** /blog/{slug}: a published article, with the activities it mentions to book. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = useBlogArticleQuery(slug);
  useDocumentTitle(article.data?.title);

  if (article.error) {
    const isMissing = article.error.status === 404 || article.error.status === 400;
    return (
      <ErrorState
        title={isMissing ? 'This article is not available' : 'The article could not be loaded'}
        message={isMissing ? messages.notFound : article.error.message}
        onRetry={isMissing ? undefined : () => void article.refetch()}
        isRetrying={article.isFetching}
      />
    );
  }
  if (!article.data) {
    return (
      <Container size="md" py="md" aria-busy="true" aria-label="Loading the article">
        <Stack>
          <Skeleton height={44} width="70%" />
          <Skeleton height={300} />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }
  const { title, description, coverUrl, publishedAt, html, activities } = article.data;
  return (
    <Container size="md" pb="xl">
      <BackBar title={title} to={BLOG_INDEX_PATH}>
        <ShareBar title={title} imagePath={coverUrl ?? undefined} />
      </BackBar>
      <Stack component="article" gap="lg">
        <Stack gap="xs">
          <Text c="dimmed" size="lg">
            {description}
          </Text>
          <Text size="sm" c="dimmed">
            Published <time dateTime={publishedAt}>{formatDay(publishedAt)}</time>
          </Text>
        </Stack>
        {coverUrl && <Image src={coverUrl} alt="" radius="md" mah={420} fit="cover" />}
        <ArticleHtml html={html} />
        {activities.length > 0 && (
          <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="blog-activities">
            <Title order={2} fz="lg" id="blog-activities" mb="sm">
              Book the activities in this article
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
          More articles
        </Anchor>
      </Stack>
    </Container>
  );
}
