import type { TIdResponse } from '@roteiro/domain/common/responses';
import type { TQuoteRequestInput } from '@roteiro/domain/quote/quote';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Sends a quote request: the server stores it and e-mails staff. */
export function useSendQuoteMutation() {
  return useMutation({
    mutationFn: (request: TQuoteRequestInput) => api.post<TIdResponse>('/api/quote-requests', request),
  });
}
