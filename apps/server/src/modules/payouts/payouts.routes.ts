import { ZAffiliateIdParams } from '@roteiro/domain/affiliates/schemas';
import { ZAffiliatePayoutResponse, ZAffiliatePayoutsResponse } from '@roteiro/domain/money/affiliate-payouts';
import { ZLedgerGroupsQuery, ZLedgerGroupsResponse } from '@roteiro/domain/money/ledger';
import {
  ZAdminPaymentRunsQuery,
  ZAdminPaymentRunsResponse,
  ZGuiderRunsResponse,
  ZTransferRunsRequest,
  ZTransferRunsResponse,
} from '@roteiro/domain/money/payouts';
import { payoutsApi } from '@roteiro/domain/money/payouts.api';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  type AffiliatePayoutsDeps,
  listAffiliatePayouts,
  payAffiliate,
} from './affiliate-payouts.service.ts';
import { type LedgerDeps, listLedgerGroups } from './ledger.service.ts';
import { listAdminPaymentRuns, listMyRuns, transferRuns } from './payouts.service.ts';

/**
 * Paying the companies (the admin's Manage Payments and a guider's own runs), paying the affiliates (the
 * admin's payout and history; the weekly settlement is a scheduled task, app.ts) and the ledger by activity group.
 */
export function payoutsRoutes(app: FastifyInstance, deps: AffiliatePayoutsDeps & LedgerDeps): void {
  const tags = ['payouts'];
  defineRoute(app, payoutsApi.adminRuns, {
    access: 'admin',
    summary: 'Manage Payments: runs of every company (owed first), 10 per page, searchable',
    tags,
    query: ZAdminPaymentRunsQuery,
    response: ZAdminPaymentRunsResponse,
    handler: async ({ query }) => listAdminPaymentRuns(deps.db, query),
  });

  defineRoute(app, payoutsApi.transferRuns, {
    access: 'admin',
    summary:
      "Transfer finished runs to their companies' connected accounts: one transfer per run, never twice",
    tags,
    body: ZTransferRunsRequest,
    response: ZTransferRunsResponse,
    handler: async ({ body }) => transferRuns(deps, body.runIds),
  });

  defineRoute(app, payoutsApi.guiderRuns, {
    access: 'guider',
    summary: "The company's runs with their transfers, or an employee's own runs (5 per page)",
    tags,
    query: ZPageQuery,
    response: ZGuiderRunsResponse,
    handler: async ({ actor, query }) => listMyRuns(deps.db, actor(), query),
  });

  defineRoute(app, payoutsApi.payAffiliate, {
    access: 'admin',
    summary:
      "Pay an affiliate's approved commissions now: one transfer each (less any claw-back), never twice",
    tags,
    params: ZAffiliateIdParams,
    response: ZAffiliatePayoutResponse,
    handler: async ({ params }) => payAffiliate(deps, params.affiliateId),
  });

  defineRoute(app, payoutsApi.affiliatePayouts, {
    access: 'admin',
    summary: "An affiliate's payout history: transfers, amounts kept back and claw-backs (5 per page)",
    tags,
    params: ZAffiliateIdParams,
    query: ZPageQuery,
    response: ZAffiliatePayoutsResponse,
    handler: async ({ params, query }) => listAffiliatePayouts(deps.db, params.affiliateId, query),
  });

  defineRoute(app, payoutsApi.ledgerGroups, {
    access: 'admin',
    summary:
      "The ledger by activity group: each group's sums, and whether its charges, refunds and transfers match the payment provider's",
    tags,
    query: ZLedgerGroupsQuery,
    response: ZLedgerGroupsResponse,
    handler: async ({ query }) => listLedgerGroups(deps, query),
  });
}
