import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { blogArticlePath, type TAdminBlogListItem } from '@roteiro/domain/blog/blog';
import { formatDateTime } from '@roteiro/domain/time/format';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminBlogQuery, usePublishArticleMutation } from '../../../features/blog/blogQueries.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

function PublishButton({ article }: { article: TAdminBlogListItem }) {
  const publish = usePublishArticleMutation();
  const isPublished = article.status === 'published';
  return (
    <Button
      size="xs"
      variant={isPublished ? 'default' : 'filled'}
      loading={publish.isPending}
      aria-label={`${isPublished ? 'Unpublish' : 'Publish'} ${article.title}`}
      onClick={() =>
        publish.mutate(
          { id: article.id, published: !isPublished },
          {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) => toast.danger(error.message),
          },
        )
      }
    >
      {isPublished ? 'Unpublish' : 'Publish'}
    </Button>
  );
}

/** /admin/blog: every article, drafts first, to edit, publish or put back in drafts. */
export function BlogArticlesPage() {
  const list = useAdminBlogQuery();
  const columns: TDataTableColumn<TAdminBlogListItem>[] = [
    {
      key: 'title',
      header: 'Article',
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
      header: 'Status',
      render: (article) =>
        article.status === 'published' ? (
          <Badge color="green">Published</Badge>
        ) : (
          <Badge color="gray">Draft</Badge>
        ),
    },
    {
      key: 'published',
      header: 'Published',
      isHiddenOnMobile: true,
      render: (article) => (article.publishedAt ? formatDateTime(article.publishedAt) : '—'),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (article) => (
        <Group gap="xs" wrap="nowrap">
          <PublishButton article={article} />
          {article.status === 'published' && (
            <Anchor component={Link} to={blogArticlePath(article.slug)} size="sm">
              View
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
          Blog
        </Title>
        <Button component={Link} to="/admin/blog/create" leftSection={<IconPlus size={18} aria-hidden />}>
          New article
        </Button>
      </Group>
      <DataTable
        label="Blog articles"
        columns={columns}
        rowKey={(article) => article.id}
        data={items ? { items, total: items.length, pageSize: Math.max(items.length, 1) } : undefined}
        isLoading={list.isPending}
        error={list.error?.message}
        errorTitle="The articles could not be loaded"
        onRetry={retryFor(list)}
        isRetrying={list.isFetching}
        emptyTitle="No articles yet"
        emptyText="Write the first article with New article; it stays a draft until you publish it."
        page={1}
        onPageChange={() => undefined}
      />
    </Container>
  );
}
