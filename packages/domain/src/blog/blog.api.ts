import { endpoint } from '../api/endpoint.ts';
import type { ZUploadedMediaResponse } from '../catalogue/admin-media.ts';
import type { ZIdResponse, ZMessageResponse } from '../common/responses.ts';
import type {
  ZAdminBlogArticle,
  ZAdminBlogListResponse,
  ZBlogArticleInput,
  ZBlogArticlePublic,
  ZBlogIdParams,
  ZBlogIndexResponse,
  ZBlogPreviewRequest,
  ZBlogPublishRequest,
  ZBlogRendered,
  ZBlogSlugParams,
} from './blog.ts';

/** The blog: published articles for everyone, and every article for the admins who write them. */
export const blogApi = {
  index: endpoint<{ response: typeof ZBlogIndexResponse }>()('GET', '/api/blog'),
  article: endpoint<{ params: typeof ZBlogSlugParams; response: typeof ZBlogArticlePublic }>()(
    'GET',
    '/api/blog/:slug',
  ),

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
  preview: endpoint<{ body: typeof ZBlogPreviewRequest; response: typeof ZBlogRendered }>()(
    'POST',
    '/api/admin/blog/preview',
  ),
  uploadCover: endpoint<{ upload: true; response: typeof ZUploadedMediaResponse }>()(
    'POST',
    '/api/admin/blog/cover',
  ),
};
