import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import type { TAdminMedia } from '@roteiro/domain/catalogue/admin-media';
import type { TEventFormValues } from '@roteiro/domain/catalogue/event';
import type { TTicketFormValues } from '@roteiro/domain/catalogue/ticket';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../shared/lib/api.ts';

export const CATALOGUE_PAGE_SIZE = 20;

export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };

export type TAdminActivityRow = {
  id: string;
  title: string;
  durationMinutes: number;
  isPass: boolean;
  priceCents: number;
  privatePriceCents: number | null;
  city: string;
  isVisible: boolean;
  isFeatured: boolean;
  coverUrl: string | null;
};
export type TAdminEventRow = {
  id: string;
  title: string;
  priceCents: number;
  eventDate: string;
  eventTime: string;
  isVisible: boolean;
  activityTitle: string;
};
export type TAdminTicketRow = {
  id: string;
  title: string;
  priceCents: number;
  city: string;
  isVisible: boolean;
  coverUrl: string | null;
};

export type TActivityEdit = {
  id: string;
  values: TActivityFormValues;
  media: TAdminMedia[];
  isVisible: boolean;
  isFeatured: boolean;
};
export type TEventEdit = { id: string; values: TEventFormValues; isVisible: boolean };
export type TTicketEdit = {
  id: string;
  values: TTicketFormValues;
  coverUrl: string | null;
  isVisible: boolean;
};

export type TCatalogueKind = 'activities' | 'events' | 'tickets';

/** Query keys of the admin catalogue. */
export const catalogueAdminKeys = {
  all: ['catalogue-admin'] as const,
  list: (kind: TCatalogueKind, page: number) => [...catalogueAdminKeys.all, kind, 'list', page] as const,
  detail: (kind: TCatalogueKind, id: string) => [...catalogueAdminKeys.all, kind, 'detail', id] as const,
  activityOptions: () => [...catalogueAdminKeys.all, 'activities', 'options'] as const,
};

export function useCatalogueListQuery<T>(kind: TCatalogueKind, page: number) {
  return useQuery({
    queryKey: catalogueAdminKeys.list(kind, page),
    queryFn: ({ signal }) =>
      api.get<TPage<T>>(`/api/admin/${kind}?page=${page}&pageSize=${CATALOGUE_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivityEditQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogueAdminKeys.detail('activities', id ?? ''),
    queryFn: ({ signal }) => api.get<TActivityEdit>(`/api/admin/activities/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useEventEditQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogueAdminKeys.detail('events', id ?? ''),
    queryFn: ({ signal }) => api.get<TEventEdit>(`/api/admin/events/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useTicketEditQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogueAdminKeys.detail('tickets', id ?? ''),
    queryFn: ({ signal }) => api.get<TTicketEdit>(`/api/admin/tickets/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useActivityOptionsQuery() {
  return useQuery({
    queryKey: catalogueAdminKeys.activityOptions(),
    queryFn: ({ signal }) =>
      api.get<{ items: { id: string; title: string }[] }>('/api/admin/activities/options', { signal }),
  });
}

/** Create (with the id the page chose) or update; refreshes every admin catalogue list afterwards. */
export function useSaveCatalogueMutation(kind: TCatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isNew, body }: { id: string | undefined; isNew: boolean; body: object }) =>
      isNew
        ? api.post<{ id: string }>(`/api/admin/${kind}`, body)
        : api.put<{ id: string }>(`/api/admin/${kind}/${id}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all });
    },
  });
}

export function useCatalogueFlagsMutation(kind: TCatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: { isVisible?: boolean; isFeatured?: boolean } }) =>
      request<{ id: string }>('PATCH', `/api/admin/${kind}/${id}/flags`, flags),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all });
    },
  });
}

/** Server field errors come as 'activity.title'; the form's paths are 'title'. */
export function formFieldErrors(fields: Record<string, string> | undefined, prefix: string) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    errors[path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path] = message;
  }
  return errors;
}
