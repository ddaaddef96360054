import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import type { TCategoryKey } from '@roteiro/domain/catalogue/categories';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { pageFrom } from '../../shared/lib/pageFrom.ts';

/**
 * How long public catalogue answers count as fresh: a page rendered on the server arrives with them, and
 * fetching them again the moment it wakes up would only cost the phone a second render (the server keeps
 * them for a few seconds too, platform/http/public-cache.ts).
 */
const PUBLIC_STALE_MS = 30_000;

/** Activities per page of a results list. */
export const RESULTS_PAGE_SIZE = 12;

/** What a results list is narrowed and ordered by (Discover: all four from its URL; a category page: its category). */
export type TActivityListFilter = {
  search?: string;
  category?: TCategoryKey;
  /** `rating`: the highest average first (issue 37); the list's own order otherwise. */
  sort?: 'rating';
  /** Only activities whose average of published reviews is at least this (1 to 5). */
  minRating?: number;
};

export type TActivityListParams = TActivityListFilter & {
  /** The reader's language: the activities' texts come in it where they are translated (issue 36). */
  locale?: TLocale;
  page: number;
  pageSize?: number;
};

/** Discover's sort and minimum rating from its URL (`?sort=rating&minRating=4`); anything else is left out. */
export function ratingFilterFrom(
  searchParams: URLSearchParams,
): Pick<TActivityListFilter, 'sort' | 'minRating'> {
  const minRating = Number(searchParams.get('minRating'));
  return {
    sort: searchParams.get('sort') === 'rating' ? 'rating' : undefined,
    minRating: Number.isInteger(minRating) && minRating >= 1 && minRating <= 5 ? minRating : undefined,
  };
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  home: (locale: TLocale) => [...catalogueKeys.all, 'home', locale] as const,
  list: (params: TActivityListParams) => [...catalogueKeys.all, 'list', params] as const,
  activity: (id: string, locale: TLocale) => [...catalogueKeys.all, 'activity', id, locale] as const,
  event: (eventId: string, id: string, locale: TLocale) =>
    [...catalogueKeys.all, 'event', eventId, id, locale] as const,
};

/**
 * The language in the API's URL: the public reads are cached by URL, so the language is part of it. English
 * is left out, so an English read keeps the URL (and the cached answer) it always had.
 */
const contentQuery = (locale: TLocale | undefined) => ({
  locale: locale && locale !== 'en' ? locale : undefined,
});

/** The list's query string, always in this order (the server caches its answers per URL). */
const activityListQuery = (params: TActivityListParams) => ({
  search: params.search,
  category: params.category,
  sort: params.sort,
  minRating: params.minRating,
  page: params.page,
  pageSize: params.pageSize || undefined,
  ...contentQuery(params.locale),
});

export function useActivityListQuery(params: TActivityListParams) {
  const { locale } = useT();
  const withLocale = { ...params, locale };
  return useQuery({
    queryKey: catalogueKeys.list(withLocale),
    queryFn: ({ signal }) =>
      call(cataloguePublicApi.activities, { query: activityListQuery(withLocale), signal }),
    placeholderData: keepPreviousData,
    staleTime: PUBLIC_STALE_MS,
  });
}

export function useStorefrontHomeQuery() {
  const { locale } = useT();
  return useQuery({
    queryKey: catalogueKeys.home(locale),
    queryFn: ({ signal }) => call(cataloguePublicApi.home, { query: contentQuery(locale), signal }),
    staleTime: PUBLIC_STALE_MS,
  });
}

export function useActivityDetailsQuery(id: string, options: { enabled?: boolean } = {}) {
  const { locale } = useT();
  return useQuery({
    queryKey: catalogueKeys.activity(id, locale),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) =>
      call(cataloguePublicApi.activity, { params: { id }, query: contentQuery(locale), signal }),
    retry: (count, error) => error.status >= 500 && count < 2,
    staleTime: PUBLIC_STALE_MS,
  });
}

export function useEventDetailsQuery(eventId: string, id: string) {
  const { locale } = useT();
  return useQuery({
    queryKey: catalogueKeys.event(eventId, id, locale),
    queryFn: ({ signal }) =>
      call(cataloguePublicApi.event, { params: { eventId, id }, query: contentQuery(locale), signal }),
    retry: (count, error) => error.status >= 500 && count < 2,
    staleTime: PUBLIC_STALE_MS,
  });
}

/**
 * What a storefront page needs before its first paint, fetched on the server so the page arrives
 * rendered (apps/web/src/app/entry-server.tsx). The keys and URLs are exactly the ones the page's hooks use.
 */
export type TPrefetchContext = {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  /** The language the page is rendered in (pages whose texts the API keeps per language ask for it). */
  locale: TLocale;
  /** The server's own API answer for a path (JSON), as the browser would get it. */
  getJson: (path: string) => Promise<unknown>;
};

/** The list parameters of ActivityResults for a page URL (its `?page=`) and filter. */
export const activityResultsParams = (
  searchParams: URLSearchParams,
  filter: TActivityListFilter,
): TActivityListParams => ({
  ...filter,
  page: pageFrom(searchParams.get('page')),
  pageSize: RESULTS_PAGE_SIZE,
});

/** Fetches `url` (from `urlOf`, as the page's hook calls it) on the server under the hook's key. */
const prefetch = (context: TPrefetchContext, queryKey: readonly unknown[], url: string) =>
  context.queryClient.prefetchQuery({ queryKey, queryFn: () => context.getJson(url) });

export const prefetchStorefrontHome = (context: TPrefetchContext) =>
  prefetch(
    context,
    catalogueKeys.home(context.locale),
    urlOf(cataloguePublicApi.home, { query: contentQuery(context.locale) }),
  );

export const prefetchActivityList = (context: TPrefetchContext, filter: TActivityListFilter) => {
  const params = { ...activityResultsParams(context.url.searchParams, filter), locale: context.locale };
  return prefetch(
    context,
    catalogueKeys.list(params),
    urlOf(cataloguePublicApi.activities, { query: activityListQuery(params) }),
  );
};

export const prefetchActivityDetails = (context: TPrefetchContext) => {
  const id = context.params.id ?? '';
  return prefetch(
    context,
    catalogueKeys.activity(id, context.locale),
    urlOf(cataloguePublicApi.activity, { params: { id }, query: contentQuery(context.locale) }),
  );
};

export const prefetchEventDetails = (context: TPrefetchContext) => {
  const eventId = context.params.eventId ?? '';
  const id = context.params.id ?? '';
  return prefetch(
    context,
    catalogueKeys.event(eventId, id, context.locale),
    urlOf(cataloguePublicApi.event, { params: { eventId, id }, query: contentQuery(context.locale) }),
  );
};
