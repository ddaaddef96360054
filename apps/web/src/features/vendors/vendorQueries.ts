import type { TCreateVendorRequest, TVendorRegisterRequest } from '@roteiro/domain/vendors/schemas';
import { vendorsApi } from '@roteiro/domain/vendors/vendors.api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const vendorKeys = {
  all: ['vendors'] as const,
  list: (page: number, search: string) => [...vendorKeys.all, 'list', page, search] as const,
  detail: (vendorId: string) => [...vendorKeys.all, 'detail', vendorId] as const,
  registration: (vendorId: string) => [...vendorKeys.all, 'registration', vendorId] as const,
};

export function useAdminVendorsQuery(page: number, search: string) {
  return useQuery({
    queryKey: vendorKeys.list(page, search),
    queryFn: ({ signal }) => call(vendorsApi.list, { query: { page, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVendorQuery(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.detail(vendorId),
    queryFn: ({ signal }) => call(vendorsApi.details, { params: { vendorId }, signal }),
  });
}

export function useAddVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateVendorRequest) => call(vendorsApi.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...vendorKeys.all, 'list'] }),
  });
}

export function useVendorRegistrationQuery(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.registration(vendorId),
    queryFn: ({ signal }) => call(vendorsApi.registration, { params: { vendorId }, signal }),
    retry: false,
  });
}

export function useRegisterVendorMutation(vendorId: string) {
  return useMutation({
    mutationFn: (body: TVendorRegisterRequest) => call(vendorsApi.register, { params: { vendorId }, body }),
  });
}
