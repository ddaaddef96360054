import {
  ZAdminPaymentRunsQuery,
  ZAdminPaymentRunsResponse,
  ZGuiderRunsResponse,
  ZTransferRunsRequest,
  ZTransferRunsResponse,
} from '@roteiro/domain/money/payouts';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import { listAdminPaymentRuns, listMyRuns, type PayoutsDeps, transferRuns } from './payouts.service.ts';

/** Paying the companies: the admin's Manage Payments and a guider's own runs. */
export function payoutsRoutes(app: FastifyInstance, deps: PayoutsDeps): void {
  const tags = ['payouts'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/payments/runs',
    access: 'admin',
    summary: 'Manage Payments: runs of every company (owed first), 10 per page, searchable',
    tags,
    query: ZAdminPaymentRunsQuery,
    response: ZAdminPaymentRunsResponse,
    handler: async ({ query }) => listAdminPaymentRuns(deps.db, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/payments/transfers',
    access: 'admin',
    summary:
      "Transfer finished runs to their companies' connected accounts: one transfer per run, never twice",
    tags,
    body: ZTransferRunsRequest,
    response: ZTransferRunsResponse,
    handler: async ({ body }) => transferRuns(deps, body.runIds),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/guider/runs',
    access: 'guider',
    summary: "The company's runs with their transfers, or an employee's own runs (5 per page)",
    tags,
    query: ZPageQuery,
    response: ZGuiderRunsResponse,
    handler: async ({ actor, query }) => listMyRuns(deps.db, actor(), query),
  });
}
