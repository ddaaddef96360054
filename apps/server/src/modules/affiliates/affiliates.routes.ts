import { affiliatesApi } from '@roteiro/domain/affiliates/affiliates.api';
import {
  ZAdminAffiliate,
  ZAdminAffiliateListResponse,
  ZAffiliateAccountParams,
  ZAffiliateCommissionsResponse,
  ZAffiliateCouponsResponse,
  ZAffiliateDashboardResponse,
  ZAffiliateIdParams,
  ZAffiliatePaymentSetupResponse,
  ZJoinAffiliatesRequest,
  ZUpdateAffiliateTermsRequest,
} from '@roteiro/domain/affiliates/schemas';
import { ZMessageResponse, ZUrlResponse } from '@roteiro/domain/common/responses';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import {
  type AffiliatesDeps,
  affiliateDashboard,
  joinAffiliates,
  listAffiliateCoupons,
  listAffiliatesPage,
  listMyCommissions,
  onboardingLink,
  refreshPaymentSetUp,
  updateAffiliateTerms,
} from './affiliates.service.ts';

export function affiliatesRoutes(app: FastifyInstance, deps: AffiliatesDeps): void {
  const tags = ['affiliates'];
  defineRoute(app, affiliatesApi.join, {
    access: 'signedOut',
    summary: 'Join the affiliates program (creates the account, payment account and discount code)',
    tags,
    body: ZJoinAffiliatesRequest,
    response: ZMessageResponse,
    status: 201,
    throttle: [
      { ...THROTTLE.affiliateJoinByAddress, by: 'ip' },
      { ...THROTTLE.affiliateJoinByEmail, by: ({ body }) => body.email },
    ],
    handler: async ({ request, body }) =>
      joinAffiliates(deps, body, {
        headers: fromNodeHeaders(request.headers),
        log: request.log,
        locale: requestLocale(request),
      }),
  });
  defineRoute(app, affiliatesApi.dashboard, {
    access: 'affiliate',
    summary:
      "The affiliate's earnings (pending, approved, paid), claw-backs carried, discount code and the last 30 days",
    tags,
    response: ZAffiliateDashboardResponse,
    handler: async ({ actor }) => affiliateDashboard(deps.db, actor()),
  });
  defineRoute(app, affiliatesApi.commissions, {
    access: 'affiliate',
    summary: "The affiliate's own referred bookings and commissions, 10 per page (no traveller data)",
    tags,
    query: ZPageQuery,
    response: ZAffiliateCommissionsResponse,
    handler: async ({ actor, query }) => listMyCommissions(deps.db, actor(), query),
  });
  defineRoute(app, affiliatesApi.accountOnboardingLink, {
    access: 'affiliate',
    summary: "A fresh onboarding link for the affiliate's own payment account",
    tags,
    params: ZAffiliateAccountParams,
    response: ZUrlResponse,
    handler: async ({ actor, params }) => onboardingLink(deps, actor(), params.accountId),
  });
  defineRoute(app, affiliatesApi.startOnboarding, {
    access: 'affiliate',
    summary: 'An onboarding link, creating the payment account if the affiliate has none',
    tags,
    response: ZUrlResponse,
    handler: async ({ actor }) => onboardingLink(deps, actor()),
  });
  defineRoute(app, affiliatesApi.refreshPaymentSetup, {
    access: 'affiliate',
    summary: 'Reads the payment account status from the provider and records whether setup is finished',
    tags,
    response: ZAffiliatePaymentSetupResponse,
    handler: async ({ actor }) => refreshPaymentSetUp(deps, actor()),
  });
  defineRoute(app, affiliatesApi.adminList, {
    access: 'admin',
    summary: 'Affiliates, 10 per page, searchable by name, e-mail or discount code',
    tags,
    query: ZPageQuery,
    response: ZAdminAffiliateListResponse,
    handler: async ({ query }) => listAffiliatesPage(deps.db, query),
  });
  defineRoute(app, affiliatesApi.coupons, {
    access: 'admin',
    summary: "The payment provider's coupons with the affiliate each belongs to (the spec's coupons call)",
    tags,
    response: ZAffiliateCouponsResponse,
    handler: async () => listAffiliateCoupons(deps),
  });
  defineRoute(app, affiliatesApi.updateTerms, {
    access: 'admin',
    summary: "Change an affiliate's commission (at most 20 %) and discount; bookings made later only",
    tags,
    params: ZAffiliateIdParams,
    body: ZUpdateAffiliateTermsRequest,
    response: ZAdminAffiliate,
    handler: async ({ params, body }) => updateAffiliateTerms(deps, params.affiliateId, body),
  });
}
