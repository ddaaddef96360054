import { endpoint } from '../api/endpoint.ts';
import type { ZIdResponse } from '../common/responses.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type { ZQuoteRequest, ZQuoteRequestListResponse } from './quote.ts';

/** Quote requests: the storefront's wizard sends one; staff list what was received. */
export const quoteApi = {
  send: endpoint<{ body: typeof ZQuoteRequest; response: typeof ZIdResponse }>()(
    'POST',
    '/api/quote-requests',
  ),
  received: endpoint<{ query: typeof ZPageQuery; response: typeof ZQuoteRequestListResponse }>()(
    'GET',
    '/api/admin/quote-requests',
  ),
};
