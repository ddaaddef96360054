import type { TLocale } from '@roteiro/domain/i18n/locale';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadMessages, namespacesOf, type TInlineMessages } from '../shared/i18n/catalogues.ts';
import '../shared/i18n/domainTextsPt.ts';
import { createI18n, createPseudoI18n } from '../shared/i18n/i18n.ts';
import * as pseudoLocale from '../shared/i18n/pseudo.ts';
import { AppProviders } from './AppProviders.tsx';
import { resolveRouteMeta, type TRouteHandle } from './routeMeta.ts';
import { routes } from './router.tsx';
import type { TServerRenderState } from './serverRenderState.ts';

/**
 * A page path as the server serves it, in one language: its title and description, the messages the
 * browser needs to show it (written into the HTML), and, for a storefront page, its markup rendered with its data.
 */
export type TServerRenderResult = {
  meta: { title: string; description: string };
  messages: TInlineMessages;
  page: {
    status: number;
    html: string;
    state: TServerRenderState;
    /** The page module, to preload its code. */
    module: string;
    /** One visitor's page: not to be kept by any cache. */
    isPrivate: boolean;
  } | null;
};

const handler = createStaticHandler(routes);

/** How a page is rendered beyond its language: `pseudo`, English in the browser tests' pseudo-locale. */
export type TRenderOptions = { pseudo?: boolean };

/**
 * Renders a page path in `locale` (English pseudo-localized when `options.pseudo`: the browser tests' server
 * only). A storefront page (a route whose handle says `serverRendered`)
 * is rendered with its data, as a visitor sees it, so it paints before the app's code has run; the browser
 * then takes the same markup over (main.tsx). Any other page gets its metadata and messages only and is
 * rendered by the browser; a path the router redirects answers null.
 */
export async function renderPage(
  url: string,
  locale: TLocale,
  getJson: (path: string) => Promise<unknown>,
  options: TRenderOptions = {},
): Promise<TServerRenderResult | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return null;
  }
  const handles = context.matches.map((match) => match.route.handle);
  const namespaces = namespacesOf(handles);
  const messages = await loadMessages(locale, namespaces);
  const isPseudo = options.pseudo === true && locale === 'en';
  const i18n = isPseudo ? createPseudoI18n(messages, pseudoLocale) : createI18n(locale, messages);
  const { title, description } = resolveRouteMeta(
    handles,
    (id) => i18n._(id),
    locale,
    isPseudo ? pseudoLocale.pseudoLocalize : null,
  );
  const result: TServerRenderResult = {
    meta: { title, description },
    // The page's English: the browser pseudo-localizes it as this page did (a part fixed in English stays English).
    messages: { locale, namespaces, messages, ...(isPseudo ? { pseudo: true as const } : {}) },
    page: null,
  };
  const serverRendered = handles
    .map((value) => (value as TRouteHandle | undefined)?.serverRendered)
    .findLast((value) => value !== undefined);
  if (!serverRendered) {
    return result;
  }
  const leaf = context.matches.at(-1);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  await serverRendered.prefetch({
    queryClient,
    params: leaf?.params ?? {},
    url: new URL(url),
    locale,
    getJson,
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const state: TServerRenderState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  queryClient.clear();
  result.page = {
    status: serverRendered.status ?? context.statusCode,
    html,
    module: serverRendered.module,
    isPrivate: serverRendered.isPrivate === true,
    state,
  };
  return result;
}
