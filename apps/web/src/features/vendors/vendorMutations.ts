import type { TCreateVendorRequest, TVendorRegisterRequest } from '@roteiro/domain/vendors/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { adminListKeys } from '../admin-lists/adminListKeys.ts';

export function useAddVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateVendorRequest) => api.post<{ id: string }>('/api/admin/vendors', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminListKeys.all, 'vendors'] }),
  });
}

export function useVendorRegistrationQuery(vendorId: string) {
  return useQuery({
    queryKey: ['vendor-registration', vendorId],
    queryFn: ({ signal }) =>
      api.get<{ email: string; isRegistered: boolean }>(
        `/api/vendors/${encodeURIComponent(vendorId)}/registration`,
        {
          signal,
        },
      ),
    retry: false,
  });
}

export function useRegisterVendorMutation(vendorId: string) {
  return useMutation({
    mutationFn: (body: TVendorRegisterRequest) =>
      api.post<{ email: string }>(`/api/vendors/${encodeURIComponent(vendorId)}/register`, body),
  });
}
