import { endpoint } from '../api/endpoint.ts';
import type { ZIdResponse } from '../common/responses.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type { ZCashHandoverRequest, ZVendorDashboard } from './counter.ts';
import type {
  ZAdminVendor,
  ZAdminVendorListResponse,
  ZCreateVendorRequest,
  ZVendorParams,
  ZVendorRegisterRequest,
  ZVendorRegisterResponse,
  ZVendorRegistrationResponse,
} from './schemas.ts';

/** Vendors: the admin's list, details, figures and cash handovers; a vendor's own figures and registration. */
export const vendorsApi = {
  add: endpoint<{ body: typeof ZCreateVendorRequest; response: typeof ZIdResponse }>()(
    'POST',
    '/api/admin/vendors',
  ),
  list: endpoint<{ query: typeof ZPageQuery; response: typeof ZAdminVendorListResponse }>()(
    'GET',
    '/api/admin/vendors',
  ),
  details: endpoint<{ params: typeof ZVendorParams; response: typeof ZAdminVendor }>()(
    'GET',
    '/api/admin/vendors/:vendorId',
  ),
  dashboard: endpoint<{ params: typeof ZVendorParams; response: typeof ZVendorDashboard }>()(
    'GET',
    '/api/admin/vendors/:vendorId/dashboard',
  ),
  recordCashHandover: endpoint<{
    params: typeof ZVendorParams;
    body: typeof ZCashHandoverRequest;
    response: typeof ZVendorDashboard;
  }>()('POST', '/api/admin/vendors/:vendorId/cash-handovers'),
  ownDashboard: endpoint<{ response: typeof ZVendorDashboard }>()('GET', '/api/vendor/dashboard'),
  registration: endpoint<{ params: typeof ZVendorParams; response: typeof ZVendorRegistrationResponse }>()(
    'GET',
    '/api/vendors/:vendorId/registration',
  ),
  register: endpoint<{
    params: typeof ZVendorParams;
    body: typeof ZVendorRegisterRequest;
    response: typeof ZVendorRegisterResponse;
  }>()('POST', '/api/vendors/:vendorId/register'),
};
