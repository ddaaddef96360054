import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { companyKeys } from './companyKeys.ts';
import type { TCompanyProfileResponse } from './companyTypes.ts';

/** The company's information and payment setup state. */
export function useCompanyProfileQuery() {
  return useQuery({
    queryKey: companyKeys.profile(),
    queryFn: ({ signal }) => api.get<TCompanyProfileResponse>('/api/company/profile', { signal }),
  });
}
