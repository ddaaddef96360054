import { urlOf } from '@roteiro/domain/api/endpoint';
import { bookingApi } from '@roteiro/domain/booking/booking.api';
import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /manage-booking/{reference} (the app's first load carries it): the query key
 * of a booking opened by its manage link, and the server-side prefetch. The hooks (bookingQueries.ts) stay with
 * the pages' code.
 */

export const bookingViewKey = (reference: string) => ['booking', 'view', reference] as const;

/**
 * The booking, fetched on the server under the key useBookingViewQuery uses (entry-server.tsx). A link without
 * its token fetches nothing (the page says the link is not valid); a wrong token or reference is not kept (a
 * failed prefetch is not sent): the browser asks again and shows the error.
 */
export const prefetchBookingView = (context: TPrefetchContext) => {
  const reference = context.params.reference ?? '';
  const token = context.url.searchParams.get('token') ?? '';
  if (!reference || !token) {
    return Promise.resolve();
  }
  return context.queryClient.prefetchQuery({
    queryKey: bookingViewKey(reference),
    queryFn: () => context.getJson(urlOf(bookingApi.view, { params: { reference }, query: { token } })),
  });
};
