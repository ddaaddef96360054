import { endpoint } from '../api/endpoint.ts';
import type { ZMessageResponse, ZUrlResponse } from '../common/responses.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type {
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
} from './schemas.ts';

/** The affiliates program: joining, an affiliate's dashboard, commissions and payment setup, the admin's list. */
export const affiliatesApi = {
  join: endpoint<{ body: typeof ZJoinAffiliatesRequest; response: typeof ZMessageResponse }>()(
    'POST',
    '/api/affiliates',
  ),
  dashboard: endpoint<{ response: typeof ZAffiliateDashboardResponse }>()('GET', '/api/affiliate/dashboard'),
  commissions: endpoint<{ query: typeof ZPageQuery; response: typeof ZAffiliateCommissionsResponse }>()(
    'GET',
    '/api/affiliate/commissions',
  ),
  /** A fresh link for a payment account the affiliate already has. */
  accountOnboardingLink: endpoint<{
    params: typeof ZAffiliateAccountParams;
    response: typeof ZUrlResponse;
  }>()('GET', '/api/affiliate/accounts/:accountId/onboarding-link'),
  /** A link, creating the payment account first if the affiliate has none. */
  startOnboarding: endpoint<{ response: typeof ZUrlResponse }>()('POST', '/api/affiliate/onboarding-link'),
  refreshPaymentSetup: endpoint<{ response: typeof ZAffiliatePaymentSetupResponse }>()(
    'POST',
    '/api/affiliate/payment-setup',
  ),
  adminList: endpoint<{ query: typeof ZPageQuery; response: typeof ZAdminAffiliateListResponse }>()(
    'GET',
    '/api/admin/affiliates',
  ),
  coupons: endpoint<{ response: typeof ZAffiliateCouponsResponse }>()('GET', '/api/admin/affiliates/coupons'),
  updateTerms: endpoint<{
    params: typeof ZAffiliateIdParams;
    body: typeof ZUpdateAffiliateTermsRequest;
    response: typeof ZAdminAffiliate;
  }>()('PUT', '/api/admin/affiliates/:affiliateId/terms'),
};
