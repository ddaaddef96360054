import {
  ZAdminAffiliateListResponse,
  ZAffiliateAccountParams,
  ZAffiliateDashboardResponse,
  ZAffiliatePaymentSetupResponse,
  ZJoinAffiliatesRequest,
} from '@roteiro/domain/affiliates/schemas';
import { ZMessageResponse, ZUrlResponse } from '@roteiro/domain/common/responses';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  type AffiliatesDeps,
  affiliateDashboard,
  joinAffiliates,
  listAffiliatesPage,
  onboardingLink,
  refreshPaymentSetUp,
} from './affiliates.service.ts';

export function affiliatesRoutes(app: FastifyInstance, deps: AffiliatesDeps): void {
  const tags = ['affiliates'];
  defineRoute(app, {
    method: 'POST',
    url: '/api/affiliates',
    access: 'signedOut',
    summary: 'Join the affiliates program (creates the account, payment account and discount code)',
    tags,
    body: ZJoinAffiliatesRequest,
    response: ZMessageResponse,
    status: 201,
    handler: async ({ request, body }) =>
      joinAffiliates(deps, body, { headers: fromNodeHeaders(request.headers), log: request.log }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/affiliate/dashboard',
    access: 'affiliate',
    summary: "The affiliate's earnings (pending, approved, paid) and discount code",
    tags,
    response: ZAffiliateDashboardResponse,
    handler: async ({ actor }) => affiliateDashboard(deps.db, actor()),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/affiliate/accounts/:accountId/onboarding-link',
    access: 'affiliate',
    summary: "A fresh onboarding link for the affiliate's own payment account",
    tags,
    params: ZAffiliateAccountParams,
    response: ZUrlResponse,
    handler: async ({ actor, params }) => onboardingLink(deps, actor(), params.accountId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/affiliate/onboarding-link',
    access: 'affiliate',
    summary: 'An onboarding link, creating the payment account if the affiliate has none',
    tags,
    response: ZUrlResponse,
    handler: async ({ actor }) => onboardingLink(deps, actor()),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/affiliate/payment-setup',
    access: 'affiliate',
    summary: 'Reads the payment account status from the provider and records whether setup is finished',
    tags,
    response: ZAffiliatePaymentSetupResponse,
    handler: async ({ actor }) => refreshPaymentSetUp(deps, actor()),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/affiliates',
    access: 'admin',
    summary: 'Affiliates, 10 per page, searchable by name, e-mail or discount code',
    tags,
    query: ZPageQuery,
    response: ZAdminAffiliateListResponse,
    handler: async ({ query }) => listAffiliatesPage(deps.db, query),
  });
}
