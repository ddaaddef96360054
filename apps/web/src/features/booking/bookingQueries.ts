import type {
  TBookingChoice,
  TBookingKind,
  TBookingView,
  TCheckoutRequest,
  TFindBookingRequest,
  TRescheduleRequest,
} from '@roteiro/domain/booking/booking';
import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { bookingViewKey } from './bookingPrefetch.ts';

/** What a calendar asks about: an activity's days and times for one kind (and one event). */
export type TSlotScope = { activityId: string; kind: TBookingKind; eventId?: string | null };

export const bookingKeys = {
  all: ['booking'] as const,
  availability: (scope: TSlotScope, month: string) =>
    [...bookingKeys.all, 'availability', scope.activityId, scope.kind, scope.eventId ?? '', month] as const,
  slotsOf: (scope: TSlotScope) =>
    [...bookingKeys.all, 'slots', scope.activityId, scope.kind, scope.eventId ?? ''] as const,
  slots: (scope: TSlotScope, day: string) => [...bookingKeys.slotsOf(scope), day] as const,
  price: (choice: TBookingChoice) => [...bookingKeys.all, 'price', choice] as const,
  view: bookingViewKey,
};

/** The days of `month` (YYYY-MM) that still have places. */
export function useAvailabilityQuery(scope: TSlotScope, month: string) {
  return useQuery({
    queryKey: bookingKeys.availability(scope, month),
    queryFn: ({ signal }) =>
      call(bookingApi.availability, {
        params: { id: scope.activityId },
        query: { month, kind: scope.kind, eventId: scope.eventId ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The times of one day still sold, with their places left. */
export function useSlotsQuery(scope: TSlotScope, day: string | null) {
  return useQuery({
    queryKey: bookingKeys.slots(scope, day ?? ''),
    queryFn: ({ signal }) =>
      call(bookingApi.slots, {
        params: { id: scope.activityId },
        query: { day: day ?? '', kind: scope.kind, eventId: scope.eventId ?? undefined },
        signal,
      }),
    enabled: day !== null,
    staleTime: 15_000,
  });
}

/** The server's price of a complete choice (never computed in the browser). */
export function usePriceQuery(choice: TBookingChoice | null) {
  return useQuery({
    queryKey: choice ? bookingKeys.price(choice) : [...bookingKeys.all, 'price', 'none'],
    // Enabled only with a choice.
    queryFn: ({ signal }) => call(bookingApi.price, { body: choice as TBookingChoice, signal }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCheckoutMutation() {
  return useMutation({
    mutationFn: (body: TCheckoutRequest) => call(bookingApi.checkout, { body }),
  });
}

/** One booking opened with its manage token; `poll` says, from the last answer, when to ask again. */
export function useBookingViewQuery(
  reference: string,
  token: string,
  poll: (view: TBookingView | undefined) => number | false = () => false,
) {
  return useQuery({
    queryKey: bookingKeys.view(reference),
    queryFn: ({ signal }) => call(bookingApi.view, { params: { reference }, query: { token }, signal }),
    enabled: reference.length > 0 && token.length > 0,
    // The booking the page arrived with (rendered by the server) or a mutation just answered is current: it is
    // not fetched again the moment the app takes the page over.
    staleTime: 30_000,
    refetchInterval: (query) => poll(query.state.data),
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

export function useFindBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFindBookingRequest) => call(bookingApi.find, { body }),
    onSuccess: (view) => queryClient.setQueryData(bookingKeys.view(view.reference), view),
  });
}

export function useCancelBookingMutation(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(bookingApi.cancel, { params: { reference }, body: { token } }),
    onSuccess: (view) => queryClient.setQueryData(bookingKeys.view(reference), view),
  });
}

export function useRescheduleMutation(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRescheduleRequest) => call(bookingApi.reschedule, { params: { reference }, body }),
    onSuccess: (view) => {
      queryClient.setQueryData(bookingKeys.view(reference), view);
      return queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'slots'] });
    },
  });
}
