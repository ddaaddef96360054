import { embedApi } from '@roteiro/domain/distribution/distribution.api';
import type { TEmbedOwnerKind, TEmbedSettings } from '@roteiro/domain/distribution/embed';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';

export const embedKeys = {
  all: ['embed'] as const,
  settings: (kind: TEmbedOwnerKind) => [...embedKeys.all, 'settings', kind] as const,
  box: (kind: TEmbedOwnerKind, ownerId: string, locale: TLocale) =>
    [...embedKeys.all, 'box', kind, ownerId, locale] as const,
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

/** What a booking box offers (public: the box's page on another site), titled in the visitor's language. */
export function useEmbedBoxQuery(kind: TEmbedOwnerKind, ownerId: string) {
  const { locale } = useT();
  return useQuery({
    queryKey: embedKeys.box(kind, ownerId, locale),
    queryFn: ({ signal }) =>
      call(embedApi.box, {
        params: { kind, ownerId },
        query: { locale: locale !== 'en' ? locale : undefined },
        signal,
      }),
  });
}
