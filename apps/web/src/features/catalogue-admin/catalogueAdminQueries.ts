import { CATALOGUE_ADMIN_PAGE_SIZE } from '@roteiro/domain/catalogue/admin-responses';
import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import type {
  TEventTranslationInput,
  TTicketTranslationInput,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import type { TActivityTranslationInput, TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import type { TPage } from '@roteiro/domain/paging/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { catalogueKeys } from '../catalogue-public/catalogueQueries.ts';

export type TCatalogueKind = 'activities' | 'events' | 'tickets';

/** Each kind's endpoints: its list, creation, update and flags. */
const catalogueEndpoints = {
  activities: {
    list: catalogueAdminApi.activities,
    create: catalogueAdminApi.createActivity,
    update: catalogueAdminApi.updateActivity,
    flags: catalogueAdminApi.changeActivityFlags,
  },
  events: {
    list: catalogueAdminApi.events,
    create: catalogueAdminApi.createEvent,
    update: catalogueAdminApi.updateEvent,
    flags: catalogueAdminApi.changeEventVisibility,
  },
  tickets: {
    list: catalogueAdminApi.tickets,
    create: catalogueAdminApi.createTicket,
    update: catalogueAdminApi.updateTicket,
    flags: catalogueAdminApi.changeTicketVisibility,
  },
};

/** Query keys of the admin catalogue. */
export const catalogueAdminKeys = {
  all: ['catalogue-admin'] as const,
  list: (kind: TCatalogueKind, page: number) => [...catalogueAdminKeys.all, kind, 'list', page] as const,
  detail: (kind: TCatalogueKind, id: string) => [...catalogueAdminKeys.all, kind, 'detail', id] as const,
  activityOptions: () => [...catalogueAdminKeys.all, 'activities', 'options'] as const,
  translation: (id: string, locale: TTranslationLocale) =>
    [...catalogueAdminKeys.all, 'activities', 'translation', id, locale] as const,
  itemTranslation: (kind: 'events' | 'tickets', id: string, locale: TTranslationLocale) =>
    [...catalogueAdminKeys.all, kind, 'translation', id, locale] as const,
};

export function useCatalogueListQuery<T>(kind: TCatalogueKind, page: number) {
  return useQuery({
    queryKey: catalogueAdminKeys.list(kind, page),
    // The caller names the row type of its kind's list.
    queryFn: ({ signal }) =>
      call(catalogueEndpoints[kind].list, {
        query: { page, pageSize: CATALOGUE_ADMIN_PAGE_SIZE },
        signal,
      }) as Promise<TPage<T>>,
    placeholderData: keepPreviousData,
  });
}

export function useActivityEditQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogueAdminKeys.detail('activities', id ?? ''),
    queryFn: ({ signal }) => call(catalogueAdminApi.activity, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useEventEditQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogueAdminKeys.detail('events', id ?? ''),
    queryFn: ({ signal }) => call(catalogueAdminApi.event, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useTicketEditQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogueAdminKeys.detail('tickets', id ?? ''),
    queryFn: ({ signal }) => call(catalogueAdminApi.ticket, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useActivityOptionsQuery() {
  return useQuery({
    queryKey: catalogueAdminKeys.activityOptions(),
    queryFn: ({ signal }) => call(catalogueAdminApi.activityOptions, { signal }),
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
    // The forms build the body of their kind (useCatalogueForm.ts, ActivityWizard.tsx); the server checks it.
    mutationFn: ({ id, isNew, body }: { id: string | undefined; isNew: boolean; body: object }) =>
      isNew
        ? call(catalogueEndpoints[kind].create, { body: body as never })
        : call(catalogueEndpoints[kind].update, { params: { id: id ?? '' }, body: body as never }),
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

export function useCatalogueFlagsMutation(kind: TCatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: { isVisible?: boolean; isFeatured?: boolean } }) =>
      call(catalogueEndpoints[kind].flags, { params: { id }, body: flags }),
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

/**
 * An activity's texts in `locale` as the admin edits them (empty texts while none is written). Not read for an
 * activity not created yet (`isEnabled` false).
 */
export function useActivityTranslationQuery(id: string, locale: TTranslationLocale, isEnabled = true) {
  return useQuery({
    queryKey: catalogueAdminKeys.translation(id, locale),
    queryFn: ({ signal }) => call(catalogueAdminApi.activityTranslation, { params: { id, locale }, signal }),
    enabled: isEnabled,
  });
}

/** Saves an activity's texts in `locale`; the lists (their translation state) and the storefront refresh. */
export function useSaveActivityTranslationMutation(id: string, locale: TTranslationLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: TActivityTranslationInput) =>
      call(catalogueAdminApi.saveActivityTranslation, { params: { id, locale }, body: { texts } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueAdminKeys.translation(id, locale), saved);
      return refreshCatalogue(queryClient);
    },
  });
}

/** An event's or a ticket's texts in one language, as both answer them (an event has a title only). */
export type TItemTranslation = {
  id: string;
  locale: TTranslationLocale;
  texts: { title?: string; description?: string };
  updatedAt: string | null;
};

/** An event's or a ticket's texts in `locale` as the admin edits them (empty while none is written). */
export function useItemTranslationQuery(
  kind: 'events' | 'tickets',
  id: string,
  locale: TTranslationLocale,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: catalogueAdminKeys.itemTranslation(kind, id, locale),
    queryFn: ({ signal }): Promise<TItemTranslation> =>
      kind === 'events'
        ? call(catalogueAdminApi.eventTranslation, { params: { id, locale }, signal })
        : call(catalogueAdminApi.ticketTranslation, { params: { id, locale }, signal }),
  });
}

/**
 * Saves an event's or a ticket's texts in `locale`; the lists (their translation state) and the storefront refresh.
 * `idOf` is read when saving: a new ticket's id is known only once the server has created it.
 */
export function useSaveItemTranslationMutation(
  kind: 'events' | 'tickets',
  idOf: () => string,
  locale: TTranslationLocale,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: TTicketTranslationInput): Promise<TItemTranslation> => {
      const id = idOf();
      return kind === 'events'
        ? call(catalogueAdminApi.saveEventTranslation, {
            params: { id, locale },
            body: { texts: { title: texts.title } satisfies TEventTranslationInput },
          })
        : call(catalogueAdminApi.saveTicketTranslation, { params: { id, locale }, body: { texts } });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueAdminKeys.itemTranslation(kind, idOf(), locale), saved);
      return refreshCatalogue(queryClient);
    },
  });
}
