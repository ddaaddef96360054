import type { TIdResponse } from '@roteiro/domain/common/responses';
import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import type {
  TAdminVendor,
  TCreateVendorRequest,
  TVendorRegisterRequest,
  TVendorRegisterResponse,
  TVendorRegistration,
} from '@roteiro/domain/vendors/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export const vendorKeys = {
  all: ['vendors'] as const,
  list: (page: number, search: string) => [...vendorKeys.all, 'list', page, search] as const,
  detail: (vendorId: string) => [...vendorKeys.all, 'detail', vendorId] as const,
  registration: (vendorId: string) => [...vendorKeys.all, 'registration', vendorId] as const,
};

export function useAdminVendorsQuery(page: number, search: string) {
  return useQuery({
    queryKey: vendorKeys.list(page, search),
    queryFn: ({ signal }) =>
      api.get<TPage<TAdminVendor>>(`/api/admin/vendors?${pageQueryString({ page, search })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVendorQuery(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.detail(vendorId),
    queryFn: ({ signal }) =>
      api.get<TAdminVendor>(`/api/admin/vendors/${encodeURIComponent(vendorId)}`, { signal }),
  });
}

export function useAddVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateVendorRequest) => api.post<TIdResponse>('/api/admin/vendors', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...vendorKeys.all, 'list'] }),
  });
}

export function useVendorRegistrationQuery(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.registration(vendorId),
    queryFn: ({ signal }) =>
      api.get<TVendorRegistration>(`/api/vendors/${encodeURIComponent(vendorId)}/registration`, { signal }),
    retry: false,
  });
}

export function useRegisterVendorMutation(vendorId: string) {
  return useMutation({
    mutationFn: (body: TVendorRegisterRequest) =>
      api.post<TVendorRegisterResponse>(`/api/vendors/${encodeURIComponent(vendorId)}/register`, body),
  });
}
