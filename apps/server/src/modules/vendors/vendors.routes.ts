import { ZIdResponse } from '@roteiro/domain/common/responses';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import {
  ZAdminVendor,
  ZAdminVendorListResponse,
  ZCreateVendorRequest,
  ZVendorParams,
  ZVendorRegisterRequest,
  ZVendorRegisterResponse,
  ZVendorRegistrationResponse,
} from '@roteiro/domain/vendors/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
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
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/vendors',
    access: 'admin',
    summary: 'Add a vendor by e-mail; the vendor is e-mailed a registration link',
    tags,
    body: ZCreateVendorRequest,
    response: ZIdResponse,
    status: 201,
    handler: async ({ actor, body }) => addVendor(deps, actor(), body.email),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/vendors',
    access: 'admin',
    summary: 'Vendors, 10 per page, searchable by name or e-mail',
    tags,
    query: ZPageQuery,
    response: ZAdminVendorListResponse,
    handler: async ({ query }) => listVendorsPage(deps.db, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/vendors/:vendorId',
    access: 'admin',
    summary: "A vendor's details",
    tags,
    params: ZVendorParams,
    response: ZAdminVendor,
    handler: async ({ params }) => getVendor(deps.db, params.vendorId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/vendors/:vendorId/registration',
    access: 'signedOut',
    summary: 'The e-mail a vendor registers with, and whether the account exists',
    tags,
    params: ZVendorParams,
    response: ZVendorRegistrationResponse,
    handler: async ({ params }) => getVendorRegistration(deps.db, params.vendorId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/vendors/:vendorId/register',
    access: 'signedOut',
    summary: "Create the vendor's account (name and password)",
    tags,
    params: ZVendorParams,
    body: ZVendorRegisterRequest,
    response: ZVendorRegisterResponse,
    status: 201,
    handler: async ({ params, body }) => registerVendor(deps.db, params.vendorId, body),
  });
}
