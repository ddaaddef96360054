import { endpoint } from '../api/endpoint.ts';
import type { ZUploadedMediaResponse } from '../catalogue/admin-media.ts';
import type { ZIdResponse, ZMessageResponse } from '../common/responses.ts';
import type {
  ZAdminBlogArticle,
  ZAdminBlogListResponse,
  ZBlogArticleInput,
  ZBlogArticlePublic,
  ZBlogContentQuery,
  ZBlogIdParams,
  ZBlogIndexResponse,
  ZBlogPreviewRequest,
  ZBlogPublishRequest,
  ZBlogRendered,
  ZBlogSlugParams,
} from './blog.ts';
import type {
  ZBlogTranslationParams,
  ZBlogTranslationRequest,
  ZBlogTranslationResponse,
} from './blog-translation.ts';

/** The blog: published articles for everyone, and every article for the admins who write them. */
export const blogApi = {
  index: endpoint<{ query: typeof ZBlogContentQuery; response: typeof ZBlogIndexResponse }>()(
    'GET',
    '/api/blog',
  ),
  article: endpoint<{
    params: typeof ZBlogSlugParams;
    query: typeof ZBlogContentQuery;
    response: typeof ZBlogArticlePublic;
  }>()('GET', '/api/blog/:slug'),

  adminArticles: endpoint<{ response: typeof ZAdminBlogListResponse }>()('GET', '/api/admin/blog'),
  adminArticle: endpoint<{ params: typeof ZBlogIdParams; response: typeof ZAdminBlogArticle }>()(
    'GET',
    '/api/admin/blog/:id',
  ),
  createArticle: endpoint<{ body: typeof ZBlogArticleInput; response: typeof ZIdResponse }>()(
    'POST',
    '/api/admin/blog',
  ),
  saveArticle: endpoint<{
    params: typeof ZBlogIdParams;
    body: typeof ZBlogArticleInput;
    response: typeof ZIdResponse;
  }>()('PUT', '/api/admin/blog/:id'),
  publishArticle: endpoint<{
    params: typeof ZBlogIdParams;
    body: typeof ZBlogPublishRequest;
    response: typeof ZMessageResponse;
  }>()('POST', '/api/admin/blog/:id/publish'),
  /** An article's texts in another language than English (issue 36). */
  articleTranslation: endpoint<{
    params: typeof ZBlogTranslationParams;
    response: typeof ZBlogTranslationResponse;
  }>()('GET', '/api/admin/blog/:id/translations/:locale'),
  saveArticleTranslation: endpoint<{
    params: typeof ZBlogTranslationParams;
    body: typeof ZBlogTranslationRequest;
    response: typeof ZBlogTranslationResponse;
  }>()('PUT', '/api/admin/blog/:id/translations/:locale'),
  preview: endpoint<{ body: typeof ZBlogPreviewRequest; response: typeof ZBlogRendered }>()(
    'POST',
    '/api/admin/blog/preview',
  ),
  uploadCover: endpoint<{ upload: true; response: typeof ZUploadedMediaResponse }>()(
    'POST',
    '/api/admin/blog/cover',
  ),
};
