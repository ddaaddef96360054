import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { companyKeys } from './companyKeys.ts';

/** The company's information and payment setup state. */
export function useCompanyProfileQuery() {
  return useQuery({
    queryKey: companyKeys.profile(),
    queryFn: ({ signal }) => call(companiesApi.profile, { signal }),
  });
}
