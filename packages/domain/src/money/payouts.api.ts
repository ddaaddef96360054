import type { ZAffiliateIdParams } from '../affiliates/schemas.ts';
import { endpoint } from '../api/endpoint.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type { ZAffiliatePayoutResponse, ZAffiliatePayoutsResponse } from './affiliate-payouts.ts';
import type { ZLedgerGroupsQuery, ZLedgerGroupsResponse } from './ledger.ts';
import type {
  ZAdminPaymentRunsQuery,
  ZAdminPaymentRunsResponse,
  ZGuiderRunsResponse,
  ZTransferRunsRequest,
  ZTransferRunsResponse,
} from './payouts.ts';

/** Paying out: the companies' runs (Manage Payments, a guider's own runs), the affiliates' payouts and the ledger. */
export const payoutsApi = {
  adminRuns: endpoint<{ query: typeof ZAdminPaymentRunsQuery; response: typeof ZAdminPaymentRunsResponse }>()(
    'GET',
    '/api/admin/payments/runs',
  ),
  transferRuns: endpoint<{ body: typeof ZTransferRunsRequest; response: typeof ZTransferRunsResponse }>()(
    'POST',
    '/api/admin/payments/transfers',
  ),
  guiderRuns: endpoint<{ query: typeof ZPageQuery; response: typeof ZGuiderRunsResponse }>()(
    'GET',
    '/api/guider/runs',
  ),
  payAffiliate: endpoint<{ params: typeof ZAffiliateIdParams; response: typeof ZAffiliatePayoutResponse }>()(
    'POST',
    '/api/admin/affiliates/:affiliateId/payouts',
  ),
  affiliatePayouts: endpoint<{
    params: typeof ZAffiliateIdParams;
    query: typeof ZPageQuery;
    response: typeof ZAffiliatePayoutsResponse;
  }>()('GET', '/api/admin/affiliates/:affiliateId/payouts'),
  ledgerGroups: endpoint<{ query: typeof ZLedgerGroupsQuery; response: typeof ZLedgerGroupsResponse }>()(
    'GET',
    '/api/admin/ledger/groups',
  ),
};
