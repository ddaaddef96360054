import { ZIdResponse } from '@roteiro/domain/common/responses';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import { ZCashHandoverRequest, ZVendorDashboard } from '@roteiro/domain/vendors/counter';
import {
  ZAdminVendor,
  ZAdminVendorListResponse,
  ZCreateVendorRequest,
  ZVendorParams,
  ZVendorRegisterRequest,
  ZVendorRegisterResponse,
  ZVendorRegistrationResponse,
} from '@roteiro/domain/vendors/schemas';
import { vendorsApi } from '@roteiro/domain/vendors/vendors.api';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { getOwnDashboard, getVendorDashboard, recordCashHandover } from './dashboard.service.ts';
import {
  addVendor,
  getVendor,
  getVendorRegistration,
  listVendorsPage,
  registerVendor,
  type VendorsDeps,
} from './vendors.service.ts';

export function vendorsRoutes(app: FastifyInstance, deps: VendorsDeps): void {
  const tags = ['vendors'];
  defineRoute(app, vendorsApi.add, {
    access: 'admin',
    summary: 'Add a vendor by e-mail; the vendor is e-mailed a registration link',
    tags,
    body: ZCreateVendorRequest,
    response: ZIdResponse,
    status: 201,
    handler: async ({ actor, body }) => addVendor(deps, actor(), body.email, body.locale),
  });
  defineRoute(app, vendorsApi.list, {
    access: 'admin',
    summary: 'Vendors, 10 per page, searchable by name or e-mail',
    tags,
    query: ZPageQuery,
    response: ZAdminVendorListResponse,
    handler: async ({ query }) => listVendorsPage(deps.db, query),
  });
  defineRoute(app, vendorsApi.details, {
    access: 'admin',
    summary: "A vendor's details",
    tags,
    params: ZVendorParams,
    response: ZAdminVendor,
    handler: async ({ params }) => getVendor(deps.db, params.vendorId),
  });
  defineRoute(app, vendorsApi.dashboard, {
    access: 'admin',
    summary: "A vendor's figures: today's and this week's sales, tickets, cash and scans; cash to hand over",
    tags,
    params: ZVendorParams,
    response: ZVendorDashboard,
    handler: async ({ params }) => getVendorDashboard(deps.db, params.vendorId),
  });
  defineRoute(app, vendorsApi.recordCashHandover, {
    access: 'admin',
    summary: 'Record cash received from a vendor (at most the cash the vendor holds)',
    tags,
    params: ZVendorParams,
    body: ZCashHandoverRequest,
    response: ZVendorDashboard,
    status: 201,
    handler: async ({ actor, params, body }) => recordCashHandover(deps.db, actor(), params.vendorId, body),
  });
  defineRoute(app, vendorsApi.ownDashboard, {
    access: 'vendor',
    summary: "The signed-in vendor's figures: today's and this week's sales, tickets, cash and scans",
    tags,
    response: ZVendorDashboard,
    handler: async ({ actor }) => getOwnDashboard(deps.db, actor()),
  });
  defineRoute(app, vendorsApi.registration, {
    access: 'signedOut',
    summary: 'Which inbox the registration link went to (masked), and whether the account exists',
    tags,
    params: ZVendorParams,
    response: ZVendorRegistrationResponse,
    handler: async ({ params }) => getVendorRegistration(deps.db, params.vendorId),
  });
  defineRoute(app, vendorsApi.register, {
    access: 'signedOut',
    summary: "Create the vendor's account (name and password)",
    tags,
    params: ZVendorParams,
    body: ZVendorRegisterRequest,
    response: ZVendorRegisterResponse,
    status: 201,
    throttle: [{ ...THROTTLE.registrationByAddress, by: 'ip' }],
    handler: async ({ request, params, body }) =>
      registerVendor(deps.db, params.vendorId, body, requestLocale(request)),
  });
}
