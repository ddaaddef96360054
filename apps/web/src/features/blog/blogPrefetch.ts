import { urlOf } from '@roteiro/domain/api/endpoint';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /blog and /blog/{slug} (the app's first load carries it): the query keys and
 * the server-side prefetch. The hooks (blogQueries.ts) stay with the pages' code.
 */

export const blogKeys = {
  index: ['blog', 'index'] as const,
  article: (slug: string) => ['blog', 'article', slug] as const,
  admin: ['adminBlog'] as const,
  adminArticle: (id: string) => ['adminBlog', id] as const,
};

/** The published articles, fetched on the server under the key useBlogIndexQuery uses (entry-server.tsx). */
export const prefetchBlogIndex = (context: TPrefetchContext) =>
  context.queryClient.prefetchQuery({
    queryKey: blogKeys.index,
    queryFn: () => context.getJson(urlOf(blogApi.index)),
  });

/**
 * An article, the same way. An unknown or unpublished one is not kept (a failed prefetch is not sent): the
 * browser asks again and says it is not available.
 */
export const prefetchBlogArticle = (context: TPrefetchContext) => {
  const slug = context.params.slug ?? '';
  return context.queryClient.prefetchQuery({
    queryKey: blogKeys.article(slug),
    queryFn: () => context.getJson(urlOf(blogApi.article, { params: { slug } })),
  });
};
