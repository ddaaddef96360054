import type {
  TAdminBlogArticle,
  TAdminBlogListItem,
  TBlogArticleInput,
  TBlogArticlePublic,
  TBlogIndexResponse,
  TBlogRendered,
} from '@roteiro/domain/blog/blog';
import type { TIdResponse, TMessageResponse } from '@roteiro/domain/common/responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { blogArticleUrl, blogIndexUrl, blogKeys } from './blogPrefetch.ts';

export { blogKeys };

/** The published articles, newest first. */
export function useBlogIndexQuery() {
  return useQuery({
    queryKey: blogKeys.index,
    queryFn: ({ signal }) => api.get<TBlogIndexResponse>(blogIndexUrl, { signal }),
  });
}

/** A published article with its HTML, rendered and sanitised by the server. */
export function useBlogArticleQuery(slug: string) {
  return useQuery({
    queryKey: blogKeys.article(slug),
    queryFn: ({ signal }) => api.get<TBlogArticlePublic>(blogArticleUrl(slug), { signal }),
    retry: (count, error) => error.status !== 404 && count < 2,
  });
}

/** Admin: every article, drafts first. */
export function useAdminBlogQuery() {
  return useQuery({
    queryKey: blogKeys.admin,
    queryFn: ({ signal }) => api.get<{ items: TAdminBlogListItem[] }>('/api/admin/blog', { signal }),
  });
}

export function useAdminBlogArticleQuery(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.adminArticle(id ?? 'new'),
    queryFn: ({ signal }) => api.get<TAdminBlogArticle>(`/api/admin/blog/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** Creates (no id) or saves (an id) an article. */
export function useSaveArticleMutation(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBlogArticleInput) =>
      id
        ? api.put<TIdResponse>(`/api/admin/blog/${id}`, input)
        : api.post<TIdResponse>('/api/admin/blog', input),
    onSuccess: () => client.invalidateQueries({ queryKey: blogKeys.admin }),
  });
}

export function usePublishArticleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      api.post<TMessageResponse>(`/api/admin/blog/${id}/publish`, { published }),
    onSuccess: () => client.invalidateQueries({ queryKey: blogKeys.admin }),
  });
}

/** The Markdown as the public page will show it. */
export function usePreviewMutation() {
  return useMutation({
    mutationFn: (body: string) => api.post<TBlogRendered>('/api/admin/blog/preview', { body }),
  });
}
