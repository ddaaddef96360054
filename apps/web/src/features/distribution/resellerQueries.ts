import { resellersApi } from '@roteiro/domain/distribution/distribution.api';
import type { TCreateResellerRequest } from '@roteiro/domain/distribution/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const resellerKeys = {
  all: ['resellers'] as const,
  list: () => [...resellerKeys.all, 'list'] as const,
};

export function useResellersQuery() {
  return useQuery({
    queryKey: resellerKeys.list(),
    queryFn: ({ signal }) => call(resellersApi.list, { signal }),
  });
}

export function useCreateResellerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateResellerRequest) => call(resellersApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resellerKeys.all }),
  });
}

/** A new API key: its secret is in this answer only, never in the list. */
export function useCreateResellerKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resellerId: string) => call(resellersApi.createKey, { params: { resellerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resellerKeys.all }),
  });
}

export function useRevokeResellerKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: { resellerId: string; keyId: string }) => call(resellersApi.revokeKey, { params: ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resellerKeys.all }),
  });
}
