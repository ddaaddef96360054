import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import type {
  ZAvailabilityQuery,
  ZAvailabilityResponse,
  ZBookingChoice,
  ZBookingTokenQuery,
  ZBookingView,
  ZCheckoutResponse,
  ZFindBookingRequest,
  ZPriceResponse,
  ZRescheduleRequest,
  ZSlotsQuery,
  ZSlotsResponse,
} from './booking.ts';
import type { ZCheckoutRequest } from './checkout-request.ts';
import type { ZMyToursQuery, ZMyToursResponse } from './my-tours.ts';

// The server keeps these two schemas with its routes: the descriptor names their types, and the compiler checks
// the server's schemas against them.
/** An activity's id in the path. */
type ZActivityParams = z.ZodType<{ id: string }, { id: string }>;
/** A booking's reference in the path (from its manage link). */
type ZReferenceParams = z.ZodType<{ reference: string }, { reference: string }>;

/**
 * Booking on the storefront: an activity's days and times, the server's price, the checkout; a booking opened by
 * its manage link (read, cancel, reschedule); and a signed-in traveller's own tours.
 */
export const bookingApi = {
  availability: endpoint<{
    params: ZActivityParams;
    query: typeof ZAvailabilityQuery;
    response: typeof ZAvailabilityResponse;
  }>()('GET', '/api/activities/:id/availability'),
  slots: endpoint<{ params: ZActivityParams; query: typeof ZSlotsQuery; response: typeof ZSlotsResponse }>()(
    'GET',
    '/api/activities/:id/slots',
  ),
  price: endpoint<{ body: typeof ZBookingChoice; response: typeof ZPriceResponse }>()(
    'POST',
    '/api/bookings/price',
  ),
  checkout: endpoint<{ body: typeof ZCheckoutRequest; response: typeof ZCheckoutResponse }>()(
    'POST',
    '/api/checkout',
  ),
  view: endpoint<{
    params: ZReferenceParams;
    query: typeof ZBookingTokenQuery;
    response: typeof ZBookingView;
  }>()('GET', '/api/bookings/:reference'),
  find: endpoint<{ body: typeof ZFindBookingRequest; response: typeof ZBookingView }>()(
    'POST',
    '/api/bookings/find',
  ),
  cancel: endpoint<{
    params: ZReferenceParams;
    body: typeof ZBookingTokenQuery;
    response: typeof ZBookingView;
  }>()('POST', '/api/bookings/:reference/cancel'),
  reschedule: endpoint<{
    params: ZReferenceParams;
    body: typeof ZRescheduleRequest;
    response: typeof ZBookingView;
  }>()('POST', '/api/bookings/:reference/reschedule'),
  myTours: endpoint<{ query: typeof ZMyToursQuery; response: typeof ZMyToursResponse }>()(
    'GET',
    '/api/my-tours',
  ),
};
