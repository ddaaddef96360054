import type { TAdminBookingsResponse, TPaymentHistoryResponse } from '@roteiro/domain/booking/booking';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

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

/** The query string of a filter set, without the empty values. */
export function filterQueryString(filters: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== '' && !(name === 'page' && value === 1)) {
      query.set(name, String(value));
    }
  }
  return query.toString();
}

export function useAdminBookingsQuery(filters: TAdminBookingsFilters) {
  return useQuery({
    queryKey: adminBookingKeys.bookings(filters),
    queryFn: ({ signal }) =>
      api.get<TAdminBookingsResponse>(`/api/admin/bookings?${filterQueryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentHistoryQuery(filters: TPaymentHistoryFilters, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: adminBookingKeys.payments(filters),
    queryFn: ({ signal }) =>
      api.get<TPaymentHistoryResponse>(`/api/admin/payment-history?${filterQueryString(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Staff refund of a paid booking (no 24-hour rule); refreshes the lists and the ledger. */
export function useAdminRefundMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api.post<unknown>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/refund`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
