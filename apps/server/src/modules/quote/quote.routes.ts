import { ZIdResponse } from '@roteiro/domain/common/responses';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import { ZQuoteRequest, ZQuoteRequestListResponse } from '@roteiro/domain/quote/quote';
import { quoteApi } from '@roteiro/domain/quote/quote.api';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { listReceivedQuoteRequests, type QuoteDeps, submitQuoteRequest } from './quote.service.ts';

/** The public quote-request wizard's endpoint, and the staff list of received requests. */
export function quoteRoutes(app: FastifyInstance, deps: QuoteDeps): void {
  const tags = ['quote'];
  defineRoute(app, quoteApi.send, {
    access: 'public',
    summary: 'Send a quote request: stored, and e-mailed to staff',
    tags,
    body: ZQuoteRequest,
    response: ZIdResponse,
    status: 201,
    throttle: [
      { ...THROTTLE.quoteByAddress, by: 'ip' },
      { ...THROTTLE.quoteByEmail, by: ({ body }) => body.email },
    ],
    handler: async ({ request, body }) => submitQuoteRequest(deps, body, requestLocale(request)),
  });
  defineRoute(app, quoteApi.received, {
    access: 'admin',
    summary: 'Received quote requests, newest first',
    tags,
    query: ZPageQuery,
    response: ZQuoteRequestListResponse,
    handler: async ({ query }) => listReceivedQuoteRequests(deps.db, query),
  });
}
