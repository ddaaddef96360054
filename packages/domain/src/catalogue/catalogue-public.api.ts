import { endpoint } from '../api/endpoint.ts';
import type {
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
} from './public.ts';

/** The public catalogue: lists, details, the home page's sections, the storefront's pages and the sitemap. */
export const cataloguePublicApi = {
  activities: endpoint<{
    query: typeof ZPublicActivityListQuery;
    response: typeof ZPublicActivityListResponse;
  }>()('GET', '/api/activities'),
  activity: endpoint<{
    params: typeof ZPublicActivityParams;
    query: typeof ZPublicContentQuery;
    response: typeof ZPublicActivityDetails;
  }>()('GET', '/api/activities/:id'),
  event: endpoint<{
    params: typeof ZPublicEventParams;
    query: typeof ZPublicContentQuery;
    response: typeof ZPublicEventDetails;
  }>()('GET', '/api/events/:eventId/activities/:id'),
  home: endpoint<{ query: typeof ZPublicContentQuery; response: typeof ZStorefrontHome }>()(
    'GET',
    '/api/storefront/home',
  ),
  passes: endpoint<{ query: typeof ZPublicPassListQuery; response: typeof ZPublicPassListResponse }>()(
    'GET',
    '/api/passes',
  ),
  gallery: endpoint<{ query: typeof ZGalleryQuery; response: typeof ZGalleryResponse }>()(
    'GET',
    '/api/gallery',
  ),
  liveMap: endpoint<{ query: typeof ZPublicContentQuery; response: typeof ZLiveMapResponse }>()(
    'GET',
    '/api/live-map',
  ),
  /** XML for search engines. */
  sitemap: endpoint<{ response: undefined }>()('GET', '/sitemap.xml'),
};
