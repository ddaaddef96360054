import {
  ZAvailabilityQuery,
  ZAvailabilityResponse,
  ZBookingChoice,
  ZCheckoutResponse,
  ZPriceResponse,
  ZSlotsQuery,
  ZSlotsResponse,
} from '@roteiro/domain/booking/booking';
import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { ZCheckoutRequest } from '@roteiro/domain/booking/checkout-request';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../../platform/http/request-locale.ts';
import { defineRoute } from '../../../platform/http/routing.ts';
import { THROTTLE } from '../../../platform/http/throttle.ts';
import { clockOf } from '../clock.ts';
import { answerStillHolds, listAvailability, listSlots } from './availability.ts';
import { type CheckoutDeps, checkout, priceBooking } from './checkout.ts';
import type { SlotsCache } from './slots-cache.ts';

const ZActivityParams = z.object({ id: z.uuid({ message: 'Not found' }) });

/**
 * Booking and checkout: availability and slots (public, not in the time-based public cache: places
 * change with every booking; an answer is only sent again while it holds), the server-side price, and the checkout. The
 * hold expiry is a scheduled task (`holdExpiryTask`, scheduled in app.ts).
 */
export function checkoutRoutes(app: FastifyInstance, deps: CheckoutDeps & { slotsCache?: SlotsCache }): void {
  const tags = ['booking'];
  const now = () => clockOf(deps);
  /**
   * An answer is sent again to its URL while it holds (the same load of the slots cache, in the same minute): the
   * app's early hook sends a repeat without parsing or computing anything.
   */
  const holdsAnswers = (answer: object) => {
    const cache = deps.slotsCache;
    return cache && answerStillHolds(answer, cache, now())
      ? () => answerStillHolds(answer, cache, now())
      : null;
  };
  defineRoute(app, bookingApi.availability, {
    access: 'public',
    summary: 'The days of a month that still have places, for one kind of booking',
    tags,
    params: ZActivityParams,
    query: ZAvailabilityQuery,
    response: ZAvailabilityResponse,
    holdsAnswers,
    handler: async ({ params, query, reply }) => {
      reply.header('cache-control', 'no-store');
      return listAvailability(deps.db, params.id, query, now(), deps.slotsCache);
    },
  });
  defineRoute(app, bookingApi.slots, {
    access: 'public',
    summary: 'The times of one day still sold, with the places left and the price',
    tags,
    params: ZActivityParams,
    query: ZSlotsQuery,
    response: ZSlotsResponse,
    holdsAnswers,
    handler: async ({ params, query, reply }) => {
      reply.header('cache-control', 'no-store');
      return listSlots(deps.db, params.id, query, now(), deps.slotsCache);
    },
  });
  defineRoute(app, bookingApi.price, {
    access: 'public',
    summary: 'The price of a choice, computed by the server (discount code included)',
    tags,
    body: ZBookingChoice,
    response: ZPriceResponse,
    handler: async ({ body }) => priceBooking(deps.db, body, now()),
  });
  defineRoute(app, bookingApi.checkout, {
    access: 'public',
    summary: "Reserve the places (pending booking) and open the payment provider's checkout",
    tags,
    body: ZCheckoutRequest,
    response: ZCheckoutResponse,
    status: 201,
    throttle: [{ ...THROTTLE.checkoutByAddress, by: 'ip' }],
    handler: async ({ request, body }) => checkout(deps, body, requestLocale(request)),
  });
}
