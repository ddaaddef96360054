import { companiesApi } from '@roteiro/domain/staff/companies.api';
import type { TCompanyProfile } from '@roteiro/domain/staff/company-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { sessionKeys } from '../session/sessionKeys.ts';
import { companyKeys } from './companyKeys.ts';

/** Saves step 1 of the company profile (company information). */
export function useSaveCompanyProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyProfile) => call(companiesApi.saveProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(companyKeys.profile(), profile);
      // The business name is shown in the navbar.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}
