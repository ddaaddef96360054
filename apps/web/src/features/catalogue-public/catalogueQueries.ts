import type { TCategoryKey } from '@roteiro/domain/catalogue/categories';
import type {
  TPage,
  TPublicActivityCard,
  TPublicActivityDetails,
  TPublicEventDetails,
  TStorefrontHome,
} from '@roteiro/domain/catalogue/public';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export type TActivityListParams = {
  search?: string;
  category?: TCategoryKey;
  page: number;
  pageSize?: number;
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  home: () => [...catalogueKeys.all, 'home'] as const,
  list: (params: TActivityListParams) => [...catalogueKeys.all, 'list', params] as const,
  activity: (id: string) => [...catalogueKeys.all, 'activity', id] as const,
  event: (eventId: string, id: string) => [...catalogueKeys.all, 'event', eventId, id] as const,
};

export function activityListUrl(params: TActivityListParams): string {
  const query = new URLSearchParams();
  if (params.search) {
    query.set('search', params.search);
  }
  if (params.category) {
    query.set('category', params.category);
  }
  query.set('page', String(params.page));
  if (params.pageSize) {
    query.set('pageSize', String(params.pageSize));
  }
  return `/api/activities?${query.toString()}`;
}

export function useActivityListQuery(params: TActivityListParams) {
  return useQuery({
    queryKey: catalogueKeys.list(params),
    queryFn: ({ signal }) => api.get<TPage<TPublicActivityCard>>(activityListUrl(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStorefrontHomeQuery() {
  return useQuery({
    queryKey: catalogueKeys.home(),
    queryFn: ({ signal }) => api.get<TStorefrontHome>('/api/storefront/home', { signal }),
  });
}

export function useActivityDetailsQuery(id: string) {
  return useQuery({
    queryKey: catalogueKeys.activity(id),
    queryFn: ({ signal }) =>
      api.get<TPublicActivityDetails>(`/api/activities/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

export function useEventDetailsQuery(eventId: string, id: string) {
  return useQuery({
    queryKey: catalogueKeys.event(eventId, id),
    queryFn: ({ signal }) =>
      api.get<TPublicEventDetails>(
        `/api/events/${encodeURIComponent(eventId)}/activities/${encodeURIComponent(id)}`,
        { signal },
      ),
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}
