import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { ZMyToursQuery, ZMyToursResponse } from '@roteiro/domain/booking/my-tours';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../../platform/http/request-locale.ts';
import { defineRoute } from '../../../platform/http/routing.ts';
import { listMyTours, type MyToursDeps } from './my-tours.service.ts';

/**
 * My tours: a signed-in traveller's own bookings; each opens its manage page. Its titles follow the page's
 * language, which the web sends as `Accept-Language` (signed in: the account's language).
 */
export function myToursRoutes(app: FastifyInstance, deps: MyToursDeps): void {
  defineRoute(app, bookingApi.myTours, {
    access: 'traveller',
    summary: "A page of the traveller's bookings (made with the account's proven e-mail), upcoming first",
    tags: ['bookings'],
    query: ZMyToursQuery,
    response: ZMyToursResponse,
    handler: async ({ actor, request, query, reply }) => {
      reply.header('cache-control', 'no-store');
      return listMyTours(deps, actor(), query, requestLocale(request));
    },
  });
}
