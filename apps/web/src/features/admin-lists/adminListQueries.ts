import type {
  TAdminAffiliate,
  TAdminGuider,
  TAdminGuiderDetails,
  TAdminVendor,
} from '@roteiro/domain/admin/admin-lists';
import type { TPage } from '@roteiro/domain/settings/list-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { adminListKeys } from './adminListKeys.ts';
import { listQueryString } from './useTableParams.ts';

export function useAdminGuidersQuery(page: number, search: string) {
  return useQuery({
    queryKey: adminListKeys.guiders(page, search),
    queryFn: ({ signal }) =>
      api.get<TPage<TAdminGuider>>(`/api/admin/guiders?${listQueryString(page, search)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminGuiderQuery(guiderId: string, page: number) {
  return useQuery({
    queryKey: adminListKeys.guider(guiderId, page),
    queryFn: ({ signal }) =>
      api.get<TAdminGuiderDetails>(`/api/admin/guiders/${encodeURIComponent(guiderId)}?page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAffiliatesQuery(page: number, search: string) {
  return useQuery({
    queryKey: adminListKeys.affiliates(page, search),
    queryFn: ({ signal }) =>
      api.get<TPage<TAdminAffiliate>>(`/api/admin/affiliates?${listQueryString(page, search)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVendorsQuery(page: number, search: string) {
  return useQuery({
    queryKey: adminListKeys.vendors(page, search),
    queryFn: ({ signal }) =>
      api.get<TPage<TAdminVendor>>(`/api/admin/vendors?${listQueryString(page, search)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVendorQuery(vendorId: string) {
  return useQuery({
    queryKey: adminListKeys.vendor(vendorId),
    queryFn: ({ signal }) =>
      api.get<TAdminVendor>(`/api/admin/vendors/${encodeURIComponent(vendorId)}`, { signal }),
  });
}
