import { endpoint } from '../api/endpoint.ts';
import type { ZMessageResponse } from '../common/responses.ts';
import type {
  ZAdminSitePage,
  ZAdminSitePageListResponse,
  ZSitePageInput,
  ZSitePageLocaleParams,
  ZSitePageParams,
  ZSitePagePublic,
  ZSitePageQuery,
} from './site-pages.ts';

/** The site's own pages (About, Contracts, Privacy): read by everyone in their language, written by admins. */
export const sitePagesApi = {
  page: endpoint<{
    params: typeof ZSitePageParams;
    query: typeof ZSitePageQuery;
    response: typeof ZSitePagePublic;
  }>()('GET', '/api/site-pages/:key'),

  adminPages: endpoint<{ response: typeof ZAdminSitePageListResponse }>()('GET', '/api/admin/site-pages'),
  adminPage: endpoint<{ params: typeof ZSitePageParams; response: typeof ZAdminSitePage }>()(
    'GET',
    '/api/admin/site-pages/:key',
  ),
  savePage: endpoint<{
    params: typeof ZSitePageLocaleParams;
    body: typeof ZSitePageInput;
    response: typeof ZMessageResponse;
  }>()('PUT', '/api/admin/site-pages/:key/:locale'),
};
