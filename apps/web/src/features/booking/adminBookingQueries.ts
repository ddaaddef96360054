import { adminBookingsApi } from '@roteiro/domain/booking/admin-bookings.api';
import type { TBookingStatus } from '@roteiro/domain/booking/booking';
import type { TMoneyMovementKind } from '@roteiro/domain/money/ledger';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export type TAdminBookingsFilters = {
  page: number;
  search: string;
  from: string;
  to: string;
  activityId: string;
  status: string;
};

export type TPaymentHistoryFilters = { page: number; kind: string; groupId: string };

export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  bookings: (filters: TAdminBookingsFilters) => [...adminBookingKeys.all, 'bookings', filters] as const,
  payments: (filters: TPaymentHistoryFilters) => [...adminBookingKeys.all, 'payments', filters] as const,
};

/** Page 1 is the lists' default: the query leaves it out, as it leaves out the empty filters. */
const pageOrDefault = (page: number) => (page === 1 ? undefined : page);

export function useAdminBookingsQuery(filters: TAdminBookingsFilters) {
  return useQuery({
    queryKey: adminBookingKeys.bookings(filters),
    queryFn: ({ signal }) =>
      call(adminBookingsApi.list, {
        query: {
          page: pageOrDefault(filters.page),
          search: filters.search,
          from: filters.from,
          to: filters.to,
          activityId: filters.activityId,
          // As the page's URL has it: the server refuses a status it does not know.
          status: (filters.status || undefined) as TBookingStatus | undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentHistoryQuery(filters: TPaymentHistoryFilters, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: adminBookingKeys.payments(filters),
    queryFn: ({ signal }) =>
      call(adminBookingsApi.paymentHistory, {
        query: {
          page: pageOrDefault(filters.page),
          // As the page's URL has it: the server refuses a kind it does not know.
          kind: (filters.kind || undefined) as TMoneyMovementKind | undefined,
          groupId: filters.groupId,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Staff refund of a paid booking (no 24-hour rule); refreshes the lists and the ledger. */
export function useAdminRefundMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => call(adminBookingsApi.refund, { params: { id: bookingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
