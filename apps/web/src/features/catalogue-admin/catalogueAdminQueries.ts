import type {
  TActivityEdit,
  TActivityOptions,
  TEventEdit,
  TTicketEdit,
} from '@roteiro/domain/catalogue/admin-responses';
import { CATALOGUE_ADMIN_PAGE_SIZE } from '@roteiro/domain/catalogue/admin-responses';
import type { TIdResponse } from '@roteiro/domain/common/responses';
import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../shared/lib/api.ts';
import { catalogueKeys } from '../catalogue-public/catalogueQueries.ts';

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
      api.get<TPage<T>>(
        `/api/admin/${kind}?${pageQueryString({ page, pageSize: CATALOGUE_ADMIN_PAGE_SIZE })}`,
        {
          signal,
        },
      ),
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
    queryFn: ({ signal }) => api.get<TActivityOptions>('/api/admin/activities/options', { signal }),
  });
}

/** After a change: the admin lists and the storefront's answers this browser holds. */
const refreshCatalogue = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  ]);

/** Create (with the id the page chose) or update; refreshes every catalogue list afterwards. */
export function useSaveCatalogueMutation(kind: TCatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isNew, body }: { id: string | undefined; isNew: boolean; body: object }) =>
      isNew
        ? api.post<TIdResponse>(`/api/admin/${kind}`, body)
        : api.put<TIdResponse>(`/api/admin/${kind}/${id}`, body),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

export function useCatalogueFlagsMutation(kind: TCatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: { isVisible?: boolean; isFeatured?: boolean } }) =>
      request<TIdResponse>('PATCH', `/api/admin/${kind}/${id}/flags`, flags),
    onSettled: () => refreshCatalogue(queryClient),
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
