import { adminBookingsApi } from '@roteiro/domain/booking/admin-bookings.api';
import {
  ZAdminBookingsQuery,
  ZAdminBookingsResponse,
  ZBookingView,
  ZPaymentHistoryQuery,
  ZPaymentHistoryResponse,
} from '@roteiro/domain/booking/booking';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../platform/http/routing.ts';
import { type ManageDeps, refundBookingAsStaff } from '../manage/manage.service.ts';
import { listAdminBookings, listPaymentHistory } from './admin-bookings.service.ts';

const ZBookingIdParams = z.object({ id: z.uuid({ message: 'Unknown booking' }) });

/** Staff: Bookings Stats (list, totals, series, refund) and the payment history (ledger). */
export function adminBookingsRoutes(app: FastifyInstance, deps: ManageDeps): void {
  const tags = ['admin bookings'];
  defineRoute(app, adminBookingsApi.list, {
    access: 'admin',
    summary: 'Bookings, searched and filtered, paged; with totals and a per-day series of the filtered set',
    tags,
    query: ZAdminBookingsQuery,
    response: ZAdminBookingsResponse,
    handler: async ({ query }) => listAdminBookings(deps.db, query),
  });
  defineRoute(app, adminBookingsApi.refund, {
    access: 'admin',
    summary: 'Refund and cancel a paid booking (staff decision: no 24-hour rule)',
    tags,
    params: ZBookingIdParams,
    response: ZBookingView,
    handler: async ({ params }) => refundBookingAsStaff(deps, params.id),
  });
  defineRoute(app, adminBookingsApi.paymentHistory, {
    access: 'admin',
    summary: 'The ledger (charges, refunds, transfers), newest first; with a group, its balance',
    tags,
    query: ZPaymentHistoryQuery,
    response: ZPaymentHistoryResponse,
    handler: async ({ query }) => listPaymentHistory(deps.db, query),
  });
}
