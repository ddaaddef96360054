import { embedApi } from '@roteiro/domain/distribution/distribution.api';
import type { TEmbedOwnerKind, TEmbedSettings } from '@roteiro/domain/distribution/embed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const embedKeys = {
  all: ['embed'] as const,
  settings: (kind: TEmbedOwnerKind) => [...embedKeys.all, 'settings', kind] as const,
  box: (kind: TEmbedOwnerKind, ownerId: string) => [...embedKeys.all, 'box', kind, ownerId] as const,
};

/** The signed-in company's or affiliate's booking box settings: its origins, activities, referral code. */
export function useEmbedSettingsQuery(kind: TEmbedOwnerKind) {
  return useQuery({
    queryKey: embedKeys.settings(kind),
    queryFn: ({ signal }) => call(embedApi[kind].settings, { signal }),
  });
}

export function useAddEmbedOriginMutation(kind: TEmbedOwnerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (origin: string) => call(embedApi[kind].addOrigin, { body: { origin } }),
    onSuccess: (settings: TEmbedSettings) => queryClient.setQueryData(embedKeys.settings(kind), settings),
  });
}

export function useRemoveEmbedOriginMutation(kind: TEmbedOwnerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (originId: string) => call(embedApi[kind].removeOrigin, { params: { originId } }),
    onSuccess: (settings: TEmbedSettings) => queryClient.setQueryData(embedKeys.settings(kind), settings),
  });
}

/** What a booking box offers (public: the box's page on another site). */
export function useEmbedBoxQuery(kind: TEmbedOwnerKind, ownerId: string) {
  return useQuery({
    queryKey: embedKeys.box(kind, ownerId),
    queryFn: ({ signal }) => call(embedApi.box, { params: { kind, ownerId }, signal }),
  });
}
