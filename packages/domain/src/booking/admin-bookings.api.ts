import type { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import type {
  ZAdminBookingsQuery,
  ZAdminBookingsResponse,
  ZBookingView,
  ZPaymentHistoryQuery,
  ZPaymentHistoryResponse,
} from './booking.ts';

// The server keeps this schema with its routes: the descriptor names its type, and the compiler checks the
// server's schema against it.
/** A booking's id in the path. */
type ZBookingIdParams = z.ZodType<{ id: string }, { id: string }>;

/** Staff: Bookings Stats (the filtered list with its totals, a refund) and the payment history (the ledger). */
export const adminBookingsApi = {
  list: endpoint<{ query: typeof ZAdminBookingsQuery; response: typeof ZAdminBookingsResponse }>()(
    'GET',
    '/api/admin/bookings',
  ),
  refund: endpoint<{ params: ZBookingIdParams; response: typeof ZBookingView }>()(
    'POST',
    '/api/admin/bookings/:id/refund',
  ),
  paymentHistory: endpoint<{
    query: typeof ZPaymentHistoryQuery;
    response: typeof ZPaymentHistoryResponse;
  }>()('GET', '/api/admin/payment-history'),
};
