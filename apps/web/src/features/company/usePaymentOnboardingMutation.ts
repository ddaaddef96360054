import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

/** Creates the payment account (once) and sends the browser to the provider's onboarding. */
export function usePaymentOnboardingMutation() {
  return useMutation({
    mutationFn: () => call(companiesApi.startPaymentOnboarding),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
