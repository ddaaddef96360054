import { Badge, Card, Container, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TBlogArticleCard } from '@roteiro/domain/blog/blog';
// The zod-free module: the blog's pages are in the storefront's first loads (rendered on the server).
import { blogArticlePath } from '@roteiro/domain/blog/blog-pages';
import { Link } from 'react-router';
import { useBlogIndexQuery } from '../../features/blog/blogQueries.ts';
import { PageHero } from '../../features/storefront-pages/PageHero.tsx';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

function ArticleCard({ article }: { article: TBlogArticleCard }) {
  const { t, day, locale } = useT();
  // A text not yet written in the reader's language is shown in English, marked as such and lang="en".
  const inEnglish = (text: (typeof article.englishTexts)[number]) =>
    locale !== 'en' && article.englishTexts.includes(text) ? 'en' : undefined;
  return (
    <Card
      component={Link}
      to={blogArticlePath(article.slug)}
      withBorder
      radius="md"
      padding="lg"
      aria-label={article.title}
    >
      {article.coverUrl && (
        <Card.Section>
          <Image src={article.coverUrl} alt="" h={200} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6} mt="md">
        <Text size="sm" c="dimmed">
          <time dateTime={article.publishedAt}>{day(article.publishedAt)}</time>
        </Text>
        <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }} lang={inEnglish('title')}>
          {article.title}
        </Title>
        <Text c="dimmed" lang={inEnglish('description')}>
          {article.description}
        </Text>
        {locale !== 'en' && article.englishTexts.length > 0 && (
          <Badge variant="light" color="gray" style={{ alignSelf: 'flex-start' }}>
            {t('pages.blog.inEnglish')}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

/** /blog: the published articles, newest first. */
export function BlogIndexPage() {
  const texts = useT();
  const { t } = texts;
  const index = useBlogIndexQuery();
  return (
    <>
      <PageHero title={t('common.meta.blog.title')} intro={t('common.meta.blog.description')} />
      <Container size="lg" py="xl">
        {index.error ? (
          <ErrorState
            title={t('pages.blog.loadFailed')}
            message={errorText(index.error, texts)}
            onRetry={retryFor(index)}
            isRetrying={index.isFetching}
          />
        ) : !index.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label={t('pages.blog.loading')}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={340} radius="md" />
            ))}
          </SimpleGrid>
        ) : index.data.items.length === 0 ? (
          <Text c="dimmed">{t('pages.blog.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {index.data.items.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
