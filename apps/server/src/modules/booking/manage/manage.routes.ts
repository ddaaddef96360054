import {
  bookingMessages,
  ZBookingTokenQuery,
  ZBookingView,
  ZFindBookingRequest,
  ZRescheduleRequest,
} from '@roteiro/domain/booking/booking';
import { bookingApi } from '@roteiro/domain/booking/booking.api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../platform/http/routing.ts';
import { THROTTLE } from '../../../platform/http/throttle.ts';
import {
  cancelBooking,
  findBooking,
  getBooking,
  type ManageDeps,
  rescheduleBooking,
} from './manage.service.ts';

/** A reference in the path; anything longer than a reference simply finds nothing (404, not 400). */
const ZReferenceParams = z.object({
  reference: z.string().trim().min(1, { message: bookingMessages.linkInvalid }).max(64, {
    message: bookingMessages.linkInvalid,
  }),
});

/** Manage your booking: public, opened by the signed token of the manage link (no account needed). */
export function manageRoutes(app: FastifyInstance, deps: ManageDeps): void {
  const tags = ['bookings'];
  defineRoute(app, bookingApi.view, {
    access: 'public',
    summary: 'A booking by its manage link (reference and token); a wrong token is a 404',
    tags,
    params: ZReferenceParams,
    query: ZBookingTokenQuery,
    response: ZBookingView,
    handler: async ({ params, query }) => getBooking(deps, params.reference, query.token),
  });
  defineRoute(app, bookingApi.find, {
    access: 'public',
    summary: 'Find a booking by reference and e-mail (Manage your booking)',
    tags,
    body: ZFindBookingRequest,
    response: ZBookingView,
    throttle: [
      { ...THROTTLE.bookingLookupByAddress, by: 'ip' },
      { ...THROTTLE.bookingLookupByReference, by: ({ body }) => body.reference },
    ],
    handler: async ({ body }) => findBooking(deps, body),
  });
  defineRoute(app, bookingApi.cancel, {
    access: 'public',
    summary: 'Cancel a paid booking more than 24 hours before its start, with a full refund (once)',
    tags,
    params: ZReferenceParams,
    body: ZBookingTokenQuery,
    response: ZBookingView,
    handler: async ({ params, body }) => cancelBooking(deps, params.reference, body.token),
  });
  defineRoute(app, bookingApi.reschedule, {
    access: 'public',
    summary:
      'Move a paid booking to another slot of the same activity and kind; the new tickets are e-mailed',
    tags,
    params: ZReferenceParams,
    body: ZRescheduleRequest,
    response: ZBookingView,
    handler: async ({ params, body }) => rescheduleBooking(deps, params.reference, body),
  });
}
