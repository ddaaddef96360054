import { endpoint } from '../api/endpoint.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type { ZAdminGuiderDetailsResponse, ZAdminGuiderListResponse, ZGuiderParams } from './guiders.ts';

/** The admin's "Manage guiders": guider companies and each one's payment history. */
export const guidersApi = {
  list: endpoint<{ query: typeof ZPageQuery; response: typeof ZAdminGuiderListResponse }>()(
    'GET',
    '/api/admin/guiders',
  ),
  details: endpoint<{
    params: typeof ZGuiderParams;
    query: typeof ZPageQuery;
    response: typeof ZAdminGuiderDetailsResponse;
  }>()('GET', '/api/admin/guiders/:guiderId'),
};
