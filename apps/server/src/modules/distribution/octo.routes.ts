import { octoApi } from '@roteiro/domain/distribution/distribution.api';
import {
  ZOctoAvailabilities,
  ZOctoAvailabilityRequest,
  ZOctoBooking,
  ZOctoBookingParams,
  ZOctoBookings,
  ZOctoBookingsQuery,
  ZOctoCalendar,
  ZOctoCalendarRequest,
  ZOctoCancelRequest,
  ZOctoConfirmRequest,
  ZOctoErrorBody,
  ZOctoExtendRequest,
  ZOctoProduct,
  ZOctoProductParams,
  ZOctoProducts,
  ZOctoRequestHeaders,
  ZOctoReserveRequest,
  ZOctoSupplier,
  ZOctoUpdateRequest,
} from '@roteiro/domain/distribution/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import { authenticateResellers, resellerOf } from './octo-auth.ts';
import {
  cancel,
  confirm,
  extend,
  getBooking,
  listBookings,
  type OctoBookingDeps,
  reserve,
  update,
} from './octo-bookings.ts';
import {
  availabilityCalendar,
  availabilityCheck,
  listProducts,
  sellableProduct,
  supplier,
} from './octo-catalogue.ts';
import { appliedCapabilities, installOctoErrorHandler } from './octo-errors.ts';

/**
 * OCTO v1 core for resellers under `/octo` (access `reseller`: an API key, no session). Its own scope: OCTO's error
 * shape, the key's authentication and limit, and cross-site writes allowed (a key is not a cookie a browser sends).
 * The `Octo-Capabilities` header is accepted; no capability changes the answers (pricing is always sent), and every
 * answer's `Octo-Capabilities` header names the asked ones it applied (OCTO requires the header). The API document
 * shows OCTO's error body for these routes.
 */
export async function octoRoutes(app: FastifyInstance, deps: OctoBookingDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), allowsCrossOrigin: true };
    });
    installOctoErrorHandler(scope);
    authenticateResellers(scope, deps.db);
    scope.addHook('onSend', async (request, reply) => {
      reply.header('octo-capabilities', appliedCapabilities(request.headers['octo-capabilities']));
    });
    const tags = ['octo'];
    const docs = { tags, errorBody: ZOctoErrorBody, headers: ZOctoRequestHeaders };
    defineRoute(scope, octoApi.supplier, {
      access: 'reseller',
      summary: 'OCTO: the supplier (Roteiro)',
      ...docs,
      response: ZOctoSupplier,
      handler: async () => supplier(deps),
    });
    defineRoute(scope, octoApi.products, {
      access: 'reseller',
      summary: 'OCTO: the products (bookable activities) this reseller may sell',
      ...docs,
      response: ZOctoProducts,
      handler: async ({ request }) => listProducts(deps, resellerOf(request)),
    });
    defineRoute(scope, octoApi.product, {
      access: 'reseller',
      summary: 'OCTO: one product',
      ...docs,
      params: ZOctoProductParams,
      response: ZOctoProduct,
      handler: async ({ request, params }) =>
        (await sellableProduct(deps, resellerOf(request), params.id)).product,
    });
    defineRoute(scope, octoApi.calendar, {
      access: 'reseller',
      summary: 'OCTO: availability per day of a range',
      ...docs,
      body: ZOctoCalendarRequest,
      response: ZOctoCalendar,
      handler: async ({ request, body }) => availabilityCalendar(deps, resellerOf(request), body),
    });
    defineRoute(scope, octoApi.availability, {
      access: 'reseller',
      summary: 'OCTO: the start times of a range (or of the availability ids asked for)',
      ...docs,
      body: ZOctoAvailabilityRequest,
      response: ZOctoAvailabilities,
      handler: async ({ request, body }) => availabilityCheck(deps, resellerOf(request), body),
    });
    defineRoute(scope, octoApi.reserve, {
      access: 'reseller',
      summary: 'OCTO: reserve (ON_HOLD, places held as the online checkout holds them)',
      ...docs,
      body: ZOctoReserveRequest,
      response: ZOctoBooking,
      handler: async ({ request, body }) => reserve(deps, resellerOf(request), body),
    });
    defineRoute(scope, octoApi.extend, {
      access: 'reseller',
      summary: 'OCTO: extend a hold',
      ...docs,
      params: ZOctoBookingParams,
      body: ZOctoExtendRequest,
      response: ZOctoBooking,
      handler: async ({ request, params, body }) =>
        extend(deps, resellerOf(request), params.uuid, body?.expirationMinutes),
    });
    defineRoute(scope, octoApi.confirm, {
      access: 'reseller',
      summary: 'OCTO: confirm (paid on account, tickets issued with their QR codes)',
      ...docs,
      params: ZOctoBookingParams,
      body: ZOctoConfirmRequest,
      response: ZOctoBooking,
      handler: async ({ request, params, body }) => confirm(deps, resellerOf(request), params.uuid, body),
    });
    defineRoute(scope, octoApi.update, {
      access: 'reseller',
      summary: "OCTO: update a booking (reseller's reference, contact and notes while on hold, hold)",
      ...docs,
      params: ZOctoBookingParams,
      body: ZOctoUpdateRequest,
      response: ZOctoBooking,
      handler: async ({ request, params, body }) => update(deps, resellerOf(request), params.uuid, body),
    });
    defineRoute(scope, octoApi.cancel, {
      access: 'reseller',
      summary: 'OCTO: cancel (a hold; a confirmed booking within the refund rule)',
      ...docs,
      params: ZOctoBookingParams,
      body: ZOctoCancelRequest,
      response: ZOctoBooking,
      handler: async ({ request, params, body }) =>
        cancel(deps, resellerOf(request), params.uuid, body?.reason?.trim() || null),
    });
    defineRoute(scope, octoApi.booking, {
      access: 'reseller',
      summary: 'OCTO: one booking',
      ...docs,
      params: ZOctoBookingParams,
      response: ZOctoBooking,
      handler: async ({ request, params }) => getBooking(deps, resellerOf(request), params.uuid),
    });
    defineRoute(scope, octoApi.bookings, {
      access: 'reseller',
      summary: 'OCTO: bookings by reference or day',
      ...docs,
      query: ZOctoBookingsQuery,
      response: ZOctoBookings,
      handler: async ({ request, query }) => listBookings(deps, resellerOf(request), query),
    });
  });
}
