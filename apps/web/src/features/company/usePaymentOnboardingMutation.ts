import type { TUrlResponse } from '@roteiro/domain/common/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Creates the payment account (once) and sends the browser to the provider's onboarding. */
export function usePaymentOnboardingMutation() {
  return useMutation({
    mutationFn: () => api.post<TUrlResponse>('/api/company/payment-account'),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
