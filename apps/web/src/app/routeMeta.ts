import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TPrefetchContext } from '../features/catalogue-public/catalogueQueries.ts';
import type { TNamespace } from '../shared/i18n/catalogues.ts';
import type { TMessageId } from '../shared/i18n/messageIds.ts';

/** Which parts of the page frame a route shows (operations.md §2). */
export type TChrome = 'full' | 'noFooter' | 'none';

/** A storefront page rendered on the server: its page module (for preloading) and the data it needs first. */
export type TServerRendered = {
  /** The page module's path in the build manifest, e.g. 'src/routes/storefront/HomePage.tsx'. */
  module: string;
  prefetch: (context: TPrefetchContext) => Promise<void>;
  /** The answer's HTTP status when not 200 (the not-found page answers 404). */
  status?: number;
  /**
   * The page shows one visitor's data (opened by a secret link): rendered for each request, never kept by
   * the server's page cache or by the browser's (`cache-control: no-store`).
   */
  isPrivate?: boolean;
};

/** A text of a handle: English (the operator and admin areas), or one per language (a text the domain owns). */
export type THandleText = string | Readonly<Record<TLocale, string>>;

/**
 * Route `handle` metadata. Layout routes may set only `chrome`; the deepest value wins. A page of the
 * storefront has its title and description in the visitor's language: by message id (the web's
 * catalogues) or one per language; the operator and admin areas stay English.
 */
export type TRouteHandle = {
  title?: THandleText;
  description?: THandleText;
  titleId?: TMessageId;
  descriptionId?: TMessageId;
  chrome?: TChrome;
  /** The catalogues the page shows besides the base ones, loaded with its code. */
  messages?: readonly TNamespace[];
  /** Rendered on the server with its data (public storefront pages only). */
  serverRendered?: TServerRendered;
};

export type TRouteMeta = { title: string; description: string; chrome: TChrome };

export const SITE_NAME = 'Roteiro';

const isRouteHandle = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null;

/** Whether a route's own handle names an English-only page (an English `title`, no message id): not yet translated. */
export function isEnglishOnlyHandle(handle: unknown): boolean {
  return isRouteHandle(handle) && typeof handle.title === 'string' && handle.titleId === undefined;
}

/**
 * Whether a page is in the storefront's two languages: its title is named by id or given per
 * language. The operator and admin areas are not (yet): they stay English whatever the visitor chose.
 */
export function isTranslatedRoute(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      isRouteHandle(handle) &&
      (handle.titleId !== undefined || (typeof handle.title === 'object' && handle.title !== null)),
  );
}

const textIn = (text: THandleText | undefined, locale: TLocale) =>
  text === undefined || typeof text === 'string' ? text : text[locale];

/**
 * The page's metadata from the matched routes' handles, outermost first, in `locale` (`t` its catalogues;
 * `pseudo` writes a text given per language in the browser tests' pseudo-locale, as `t` does its messages).
 */
export function resolveRouteMeta(
  handles: readonly unknown[],
  t: (id: TMessageId) => string,
  locale: TLocale,
  pseudo: ((text: string) => string) | null = null,
): TRouteMeta {
  const meta: Partial<TRouteMeta> = {};
  const inLanguage = (text: THandleText | undefined) => {
    const worded = textIn(text, locale);
    return worded !== undefined && pseudo && typeof text === 'object' ? pseudo(worded) : worded;
  };
  for (const handle of handles) {
    if (!isRouteHandle(handle)) {
      continue;
    }
    meta.title = (handle.titleId && t(handle.titleId)) ?? inLanguage(handle.title) ?? meta.title;
    meta.description =
      (handle.descriptionId && t(handle.descriptionId)) ?? inLanguage(handle.description) ?? meta.description;
    meta.chrome = handle.chrome ?? meta.chrome;
  }
  return {
    title: meta.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME,
    description: meta.description ?? t('common.meta.defaultDescription'),
    chrome: meta.chrome ?? 'full',
  };
}
