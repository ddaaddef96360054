import type { TCompanyProfileResponse } from '@roteiro/domain/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { companyKeys } from './companyKeys.ts';

/** The company's information and payment setup state. */
export function useCompanyProfileQuery() {
  return useQuery({
    queryKey: companyKeys.profile(),
    queryFn: ({ signal }) => api.get<TCompanyProfileResponse>('/api/company/profile', { signal }),
  });
}
