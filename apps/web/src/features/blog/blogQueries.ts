import type { TBlogArticleInput } from '@roteiro/domain/blog/blog';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import type { TBlogTranslationInput } from '@roteiro/domain/blog/blog-translation';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { blogContentQuery, blogKeys } from './blogPrefetch.ts';

export { blogKeys };

// The admin's keys beside the public ones (blogKeys), kept out of the storefront's first load.
/** Every public read of the blog (the list and the articles, in each language). */
const PUBLIC_BLOG_KEY = ['blog'] as const;
const translationKey = (id: string, locale: TTranslationLocale) =>
  [...blogKeys.adminArticle(id), 'translation', locale] as const;

/** The published articles, newest first, in the reader's language where translated. */
export function useBlogIndexQuery() {
  const { locale } = useT();
  return useQuery({
    queryKey: blogKeys.index(locale),
    queryFn: ({ signal }) => call(blogApi.index, { query: blogContentQuery(locale), signal }),
  });
}

/** A published article with its HTML, rendered and sanitised by the server, in the reader's language where translated. */
export function useBlogArticleQuery(slug: string) {
  const { locale } = useT();
  return useQuery({
    queryKey: blogKeys.article(slug, locale),
    queryFn: ({ signal }) =>
      call(blogApi.article, { params: { slug }, query: blogContentQuery(locale), signal }),
    retry: (count, error) => error.status !== 404 && count < 2,
  });
}

/** Admin: every article, drafts first. */
export function useAdminBlogQuery() {
  return useQuery({
    queryKey: blogKeys.admin,
    queryFn: ({ signal }) => call(blogApi.adminArticles, { signal }),
  });
}

export function useAdminBlogArticleQuery(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.adminArticle(id ?? 'new'),
    queryFn: ({ signal }) => call(blogApi.adminArticle, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
}

/** Creates (no id) or saves (an id) an article. */
export function useSaveArticleMutation(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBlogArticleInput) =>
      id
        ? call(blogApi.saveArticle, { params: { id }, body: input })
        : call(blogApi.createArticle, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: blogKeys.admin }),
  });
}

export function usePublishArticleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      call(blogApi.publishArticle, { params: { id }, body: { published } }),
    onSuccess: () => client.invalidateQueries({ queryKey: blogKeys.admin }),
  });
}

/** The Markdown as the public page will show it. */
export function usePreviewMutation() {
  return useMutation({
    mutationFn: (body: string) => call(blogApi.preview, { body: { body } }),
  });
}

/** Admin: an article's texts in `locale` (empty texts while none is written). */
export function useBlogTranslationQuery(id: string, locale: TTranslationLocale) {
  return useQuery({
    queryKey: translationKey(id, locale),
    queryFn: ({ signal }) => call(blogApi.articleTranslation, { params: { id, locale }, signal }),
  });
}

/** Saves an article's texts in `locale`; the admins' list (its translation state) and the public blog refresh. */
export function useSaveBlogTranslationMutation(id: string, locale: TTranslationLocale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (texts: TBlogTranslationInput) =>
      call(blogApi.saveArticleTranslation, { params: { id, locale }, body: { texts } }),
    onSuccess: (saved) => {
      client.setQueryData(translationKey(id, locale), saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: blogKeys.admin, exact: true }),
        client.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY }),
      ]);
    },
  });
}
