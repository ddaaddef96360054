import type { TBlogArticleInput } from '@roteiro/domain/blog/blog';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { blogKeys } from './blogPrefetch.ts';

export { blogKeys };

/** The published articles, newest first. */
export function useBlogIndexQuery() {
  return useQuery({
    queryKey: blogKeys.index,
    queryFn: ({ signal }) => call(blogApi.index, { signal }),
  });
}

/** A published article with its HTML, rendered and sanitised by the server. */
export function useBlogArticleQuery(slug: string) {
  return useQuery({
    queryKey: blogKeys.article(slug),
    queryFn: ({ signal }) => call(blogApi.article, { params: { slug }, signal }),
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
