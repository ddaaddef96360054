import type { TQuoteRequestInput } from '@roteiro/domain/quote/quote';
import { quoteApi } from '@roteiro/domain/quote/quote.api';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

/** Sends a quote request: the server stores it and e-mails staff. */
export function useSendQuoteMutation() {
  return useMutation({
    mutationFn: (request: TQuoteRequestInput) => call(quoteApi.send, { body: request }),
  });
}
