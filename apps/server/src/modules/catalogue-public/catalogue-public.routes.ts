import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import {
  ZGalleryQuery,
  ZGalleryResponse,
  ZLiveMapResponse,
  ZPublicActivityDetails,
  ZPublicActivityListQuery,
  ZPublicActivityListResponse,
  ZPublicActivityParams,
  ZPublicContentQuery,
  ZPublicEventDetails,
  ZPublicEventParams,
  ZPublicPassListQuery,
  ZPublicPassListResponse,
  ZStorefrontHome,
} from '@roteiro/domain/catalogue/public';
import { CATEGORY_PAGES } from '@roteiro/domain/catalogue/storefront';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { defineRoute, rawResponse } from '../../platform/http/routing.ts';
import { blogSitemapEntries } from '../blog/blog.service.ts';
import { sitePageSitemapEntries } from '../site-pages/site-pages.service.ts';
import {
  buildSitemap,
  getActivityDetails,
  getEventDetails,
  getStorefrontHome,
  listActivities,
} from './catalogue-public.service.ts';
import { getLiveMap, listGallery, listPasses } from './storefront-pages.service.ts';

const SITEMAP_STATIC_PATHS = [
  '/',
  '/discover',
  '/concierge/quote',
  ...CATEGORY_PAGES.map((p) => `/tours/${p.slug}`),
  ...Object.values(STATIC_PAGES).map((p) => p.path),
];

/** The public catalogue: lists, details, the home page's sections and the sitemap. Hidden items never appear. */
export function cataloguePublicRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'appUrl'> },
): void {
  const tags = ['catalogue'];
  defineRoute(app, cataloguePublicApi.activities, {
    access: 'public',
    summary:
      'Public activities, searched (title, description, categories, city; accent-insensitive) and paginated',
    tags,
    query: ZPublicActivityListQuery,
    response: ZPublicActivityListResponse,
    cache: true,
    handler: async ({ query }) => listActivities(db, query),
  });
  defineRoute(app, cataloguePublicApi.activity, {
    access: 'public',
    summary: 'A public activity with everything its details page shows',
    tags,
    params: ZPublicActivityParams,
    query: ZPublicContentQuery,
    response: ZPublicActivityDetails,
    cache: true,
    handler: async ({ params, query }) => getActivityDetails(db, params.id, query.locale),
  });
  defineRoute(app, cataloguePublicApi.event, {
    access: 'public',
    summary: 'A public event with its activity',
    tags,
    params: ZPublicEventParams,
    query: ZPublicContentQuery,
    response: ZPublicEventDetails,
    cache: true,
    handler: async ({ params, query }) => getEventDetails(db, params.eventId, params.id, query.locale),
  });
  defineRoute(app, cataloguePublicApi.home, {
    access: 'public',
    summary: 'The home page sections: featured activities, upcoming events and tickets',
    tags,
    query: ZPublicContentQuery,
    response: ZStorefrontHome,
    cache: true,
    handler: async ({ query }) => getStorefrontHome(db, new Date(), query.locale),
  });
  defineRoute(app, cataloguePublicApi.passes, {
    access: 'public',
    summary:
      'Public passes with their departures window (first and last departure, frequency), cheapest first',
    tags,
    query: ZPublicPassListQuery,
    response: ZPublicPassListResponse,
    cache: true,
    handler: async ({ query }) => listPasses(db, query),
  });
  defineRoute(app, cataloguePublicApi.gallery, {
    access: 'public',
    summary: "The photos of a page of public activities (cover first, then the gallery), in the lists' order",
    tags,
    query: ZGalleryQuery,
    response: ZGalleryResponse,
    cache: true,
    handler: async ({ query }) => listGallery(db, query),
  });
  defineRoute(app, cataloguePublicApi.liveMap, {
    access: 'public',
    summary: "Every public activity's meeting point, and which are running right now",
    tags,
    query: ZPublicContentQuery,
    response: ZLiveMapResponse,
    cache: true,
    handler: async ({ query }) => getLiveMap(db, query.locale),
  });
  defineRoute(app, cataloguePublicApi.sitemap, {
    access: 'public',
    summary: 'Every public page, for search engines',
    tags,
    response: rawResponse('application/xml', 'The sitemap'),
    handler: async ({ reply }) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return buildSitemap(db, config.appUrl, SITEMAP_STATIC_PATHS, [
        ...(await blogSitemapEntries(db)),
        ...(await sitePageSitemapEntries(db)),
      ]);
    },
  });
}
