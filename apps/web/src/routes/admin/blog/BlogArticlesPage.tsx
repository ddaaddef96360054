import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { blogArticlePath, type TAdminBlogListItem } from '@roteiro/domain/blog/blog';
import { formatDateTime } from '@roteiro/domain/time/format';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminBlogQuery, usePublishArticleMutation } from '../../../features/blog/blogQueries.ts';
import { blogTexts } from '../../../features/catalogue-admin/authoringTexts.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

function PublishButton({ article }: { article: TAdminBlogListItem }) {
  const texts = useT();
  const { t, say } = texts;
  const publish = usePublishArticleMutation();
  const isPublished = article.status === 'published';
  return (
    <Button
      size="xs"
      variant={isPublished ? 'default' : 'filled'}
      loading={publish.isPending}
      aria-label={t(isPublished ? 'authoring.blog.unpublishArticle' : 'authoring.blog.publishArticle', {
        title: article.title,
      })}
      onClick={() =>
        publish.mutate(
          { id: article.id, published: !isPublished },
          {
            // The answer's message is the English of one of these two: said in the reader's language.
            onSuccess: () => toast.success(say(blogTexts, isPublished ? 'unpublished' : 'published')),
            onError: (error) => toast.danger(errorText(error, texts)),
          },
        )
      }
    >
      {isPublished ? t('authoring.blog.unpublish') : t('authoring.blog.publish')}
    </Button>
  );
}

/** /admin/blog: every article, drafts first, to edit, publish or put back in drafts. */
export function BlogArticlesPage() {
  const texts = useT();
  const { t, locale } = texts;
  const list = useAdminBlogQuery();
  const columns: TDataTableColumn<TAdminBlogListItem>[] = [
    {
      key: 'title',
      header: t('authoring.blog.columns.article'),
      render: (article) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/admin/blog/${article.id}/edit`} fw={600}>
            {article.title}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {blogArticlePath(article.slug)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('authoring.blog.columns.status'),
      render: (article) =>
        article.status === 'published' ? (
          <Badge color="green">{t('authoring.blog.status.published')}</Badge>
        ) : (
          <Badge color="gray">{t('authoring.blog.status.draft')}</Badge>
        ),
    },
    {
      key: 'portuguese',
      header: t('authoring.blog.portuguese'),
      render: (article) => (
        <Badge
          variant="light"
          color={
            article.portuguese === 'complete' ? 'teal' : article.portuguese === 'partial' ? 'yellow' : 'gray'
          }
        >
          {t(`authoring.manage.translation.${article.portuguese}`)}
        </Badge>
      ),
    },
    {
      key: 'published',
      header: t('authoring.blog.columns.published'),
      isHiddenOnMobile: true,
      render: (article) => (article.publishedAt ? formatDateTime(article.publishedAt, locale) : '—'),
    },
    {
      key: 'actions',
      header: t('authoring.blog.columns.actions'),
      render: (article) => (
        <Group gap="xs" wrap="nowrap">
          <PublishButton article={article} />
          {article.status === 'published' && (
            <Anchor component={Link} to={blogArticlePath(article.slug)} size="sm">
              {t('authoring.blog.view')}
            </Anchor>
          )}
        </Group>
      ),
    },
  ];
  const items = list.data?.items;
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} fz="h2">
          {t('authoring.blog.title')}
        </Title>
        <Button component={Link} to="/admin/blog/create" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('authoring.blog.newArticle')}
        </Button>
      </Group>
      <DataTable
        label={t('authoring.blog.list')}
        columns={columns}
        rowKey={(article) => article.id}
        data={items ? { items, total: items.length, pageSize: Math.max(items.length, 1) } : undefined}
        isLoading={list.isPending}
        error={list.error ? errorText(list.error, texts) : undefined}
        errorTitle={t('authoring.blog.listFailed')}
        onRetry={retryFor(list)}
        isRetrying={list.isFetching}
        emptyTitle={t('authoring.blog.emptyTitle')}
        emptyText={t('authoring.blog.emptyText')}
        page={1}
        onPageChange={() => undefined}
      />
    </Container>
  );
}
