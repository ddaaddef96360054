import type { TCompanyProfile } from '@roteiro/domain/staff/company-profile';
import type { TCompanyProfileResponse } from '@roteiro/domain/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { sessionKeys } from '../session/sessionKeys.ts';
import { companyKeys } from './companyKeys.ts';

/** Saves step 1 of the company profile (company information). */
export function useSaveCompanyProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyProfile) => api.put<TCompanyProfileResponse>('/api/company/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(companyKeys.profile(), profile);
      // The business name is shown in the navbar.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}
