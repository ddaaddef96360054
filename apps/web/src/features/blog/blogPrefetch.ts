import { urlOf } from '@roteiro/domain/api/endpoint';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /blog and /blog/{slug} (the app's first load carries it): the query keys and
 * the server-side prefetch. The hooks (blogQueries.ts) stay with the pages' code.
 */

export const blogKeys = {
  index: (locale: TLocale) => ['blog', 'index', locale] as const,
  article: (slug: string, locale: TLocale) => ['blog', 'article', slug, locale] as const,
  admin: ['adminBlog'] as const,
  adminArticle: (id: string) => ['adminBlog', id] as const,
};

/**
 * The language in the API's URL: the public reads are cached by URL, so the language is part of it. English is
 * left out, so an English read keeps the URL (and the cached answer) it always had.
 */
export const blogContentQuery = (locale: TLocale) => ({ locale: locale !== 'en' ? locale : undefined });

/** The published articles, fetched on the server under the key useBlogIndexQuery uses (entry-server.tsx). */
export const prefetchBlogIndex = (context: TPrefetchContext) =>
  context.queryClient.prefetchQuery({
    queryKey: blogKeys.index(context.locale),
    queryFn: () => context.getJson(urlOf(blogApi.index, { query: blogContentQuery(context.locale) })),
  });

/**
 * An article, the same way. An unknown or unpublished one is not kept (a failed prefetch is not sent): the
 * browser asks again and says it is not available.
 */
export const prefetchBlogArticle = (context: TPrefetchContext) => {
  const slug = context.params.slug ?? '';
  return context.queryClient.prefetchQuery({
    queryKey: blogKeys.article(slug, context.locale),
    queryFn: () =>
      context.getJson(urlOf(blogApi.article, { params: { slug }, query: blogContentQuery(context.locale) })),
  });
};
