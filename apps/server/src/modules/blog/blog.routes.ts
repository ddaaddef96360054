import {
  blogTexts,
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
} from '@roteiro/domain/blog/blog';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import {
  ZBlogTranslationParams,
  ZBlogTranslationRequest,
  ZBlogTranslationResponse,
} from '@roteiro/domain/blog/blog-translation';
import { ZUploadedMediaResponse } from '@roteiro/domain/catalogue/admin-media';
import { ZIdResponse, ZMessageResponse } from '@roteiro/domain/common/responses';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { defineUploadRoute } from '../../platform/http/upload-route.ts';
import type { FileStorage } from '../../platform/storage/file-storage.types.ts';
import { uploadedMedia } from '../catalogue-admin/activity-admin.service.ts';
import {
  createArticle,
  editArticle,
  getArticleForAdmin,
  getPublicArticle,
  listArticlesForAdmin,
  listBlog,
  publishArticle,
  renderMarkdown,
} from './blog.service.ts';
import { getArticleTranslation, saveArticleTranslation } from './blog-translation.service.ts';

export type BlogDeps = { db: Executor; storage: FileStorage };

/** The blog: public published articles, and the admins' management of every article (Manage content). */
export function blogRoutes(app: FastifyInstance, deps: BlogDeps): void {
  const { db } = deps;
  const tags = ['blog'];
  defineRoute(app, blogApi.index, {
    access: 'public',
    summary:
      "The published articles, newest first, in the reader's language (`?locale=pt-PT`) where translated",
    tags,
    query: ZBlogContentQuery,
    response: ZBlogIndexResponse,
    cache: true,
    handler: ({ query }) => listBlog(db, query.locale),
  });
  defineRoute(app, blogApi.article, {
    access: 'public',
    summary: 'A published article, its Markdown rendered to sanitised HTML with its activity links',
    tags,
    params: ZBlogSlugParams,
    query: ZBlogContentQuery,
    response: ZBlogArticlePublic,
    cache: true,
    handler: ({ params, query }) => getPublicArticle(db, params.slug, query.locale),
  });

  const access = 'admin';
  defineRoute(app, blogApi.adminArticles, {
    access,
    summary: 'Every article, drafts first',
    tags,
    response: ZAdminBlogListResponse,
    handler: () => listArticlesForAdmin(db),
  });
  defineRoute(app, blogApi.adminArticle, {
    access,
    summary: 'An article with its Markdown, to edit',
    tags,
    params: ZBlogIdParams,
    response: ZAdminBlogArticle,
    handler: ({ params }) => getArticleForAdmin(db, params.id),
  });
  defineRoute(app, blogApi.createArticle, {
    access,
    summary: 'Write a new article (a draft)',
    tags,
    body: ZBlogArticleInput,
    response: ZIdResponse,
    status: 201,
    handler: ({ body, actor }) => createArticle(db, body, actor().id),
  });
  defineRoute(app, blogApi.saveArticle, {
    access,
    invalidatesPublicCache: true,
    summary: 'Save an article (a published one changes at once)',
    tags,
    params: ZBlogIdParams,
    body: ZBlogArticleInput,
    response: ZIdResponse,
    handler: ({ params, body }) => editArticle(db, params.id, body),
  });
  defineRoute(app, blogApi.publishArticle, {
    access,
    invalidatesPublicCache: true,
    summary: 'Publish an article, or put it back in drafts',
    tags,
    params: ZBlogIdParams,
    body: ZBlogPublishRequest,
    response: ZMessageResponse,
    handler: ({ params, body }) => publishArticle(db, params.id, body.published),
  });
  defineRoute(app, blogApi.articleTranslation, {
    access,
    summary: "An article's texts in another language (empty while none is written)",
    tags,
    params: ZBlogTranslationParams,
    response: ZBlogTranslationResponse,
    handler: ({ params }) => getArticleTranslation(db, params.id, params.locale),
  });
  defineRoute(app, blogApi.saveArticleTranslation, {
    access,
    invalidatesPublicCache: true,
    summary: "Save an article's texts in another language; a text left out is shown in English",
    tags,
    params: ZBlogTranslationParams,
    body: ZBlogTranslationRequest,
    response: ZBlogTranslationResponse,
    handler: ({ params, body }) => saveArticleTranslation(db, params.id, params.locale, body.texts),
  });
  defineRoute(app, blogApi.preview, {
    access,
    summary: 'Render Markdown as the public page will show it',
    tags,
    body: ZBlogPreviewRequest,
    response: ZBlogRendered,
    handler: ({ body }) => renderMarkdown(db, body.body),
  });
  defineUploadRoute(app, deps, blogApi.uploadCover, {
    access,
    summary: 'Upload an article cover image (multipart field "file")',
    tags,
    files: {
      file: {
        accept: 'image',
        required: textRef(blogTexts, 'coverRequired'),
        wrongType: textRef(blogTexts, 'coverWrongType'),
        purpose: 'blog',
        isPublic: true,
      },
    },
    requireMultipart: true,
    status: 201,
    response: ZUploadedMediaResponse,
    handler: async ({ store }) => uploadedMedia(await store('file')),
  });
}
