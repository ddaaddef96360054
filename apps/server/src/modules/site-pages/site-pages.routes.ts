import { ZMessageResponse } from '@roteiro/domain/common/responses';
import {
  ZAdminSitePage,
  ZAdminSitePageListResponse,
  ZSitePageInput,
  ZSitePageLocaleParams,
  ZSitePageParams,
  ZSitePagePublic,
  ZSitePageQuery,
} from '@roteiro/domain/site-pages/site-pages';
import { sitePagesApi } from '@roteiro/domain/site-pages/site-pages.api';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  getPublicSitePage,
  getSitePageForAdmin,
  listSitePagesForAdmin,
  saveSitePage,
} from './site-pages.service.ts';

/**
 * The site's own pages (About, Contracts, Privacy): read by everyone in their language, written by admins
 * (Manage content). The Markdown preview is the blog's (blogApi.preview).
 */
export function sitePagesRoutes(app: FastifyInstance, { db }: { db: Executor }): void {
  const tags = ['site-pages'];
  defineRoute(app, sitePagesApi.page, {
    access: 'public',
    summary: 'A page of the site in a language (`?locale=pt-PT`; English when it has no text in that one)',
    tags,
    params: ZSitePageParams,
    query: ZSitePageQuery,
    response: ZSitePagePublic,
    cache: true,
    handler: ({ params, query }) => getPublicSitePage(db, params.key, query.locale),
  });

  const access = 'admin';
  defineRoute(app, sitePagesApi.adminPages, {
    access,
    summary: "The site's pages, each with its title in every language",
    tags,
    response: ZAdminSitePageListResponse,
    handler: () => listSitePagesForAdmin(db),
  });
  defineRoute(app, sitePagesApi.adminPage, {
    access,
    summary: 'A page of the site with its Markdown in every language, to edit',
    tags,
    params: ZSitePageParams,
    response: ZAdminSitePage,
    handler: ({ params }) => getSitePageForAdmin(db, params.key),
  });
  defineRoute(app, sitePagesApi.savePage, {
    access,
    invalidatesPublicCache: true,
    summary: "Save a page's text in one language (shown at once)",
    tags,
    params: ZSitePageLocaleParams,
    body: ZSitePageInput,
    response: ZMessageResponse,
    handler: ({ params, body, actor }) => saveSitePage(db, params.key, params.locale, body, actor().id),
  });
}
