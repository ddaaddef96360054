import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { sessionKeys } from '../session/sessionKeys.ts';
import { companyKeys } from './companyKeys.ts';

/** Back from onboarding: the server reads the provider's status; the menu shows 'Payment dashboard' once finished. */
export function useRefreshPaymentAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(companiesApi.refreshPaymentAccount),
    onSuccess: async () => {
      // The profile's first load may still be in flight, read before this refresh saved the account's state:
      // invalidating would wait for that stale answer, so drop it and fetch again.
      await queryClient.cancelQueries({ queryKey: companyKeys.profile() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
      ]);
    },
  });
}
