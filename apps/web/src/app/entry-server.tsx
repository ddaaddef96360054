import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import type { TRouteHandle } from './routeMeta.ts';
import { routes } from './router.tsx';
import type { TServerRenderState } from './serverRenderState.ts';

/** A page rendered on the server: its markup, what the browser needs to take it over, and its module. */
export type TServerRenderResult = {
  status: number;
  html: string;
  state: TServerRenderState;
  /** The page module, to preload its code. */
  module: string;
};

const handler = createStaticHandler(routes);

/**
 * Renders a storefront page (a route whose handle says `serverRendered`) with its data, as a visitor
 * sees it, so it paints before the app's code has run; the browser then takes the same markup over
 * (main.tsx). Any other page, or one that cannot be rendered here, answers null and the browser renders it.
 */
export async function renderPage(
  url: string,
  getJson: (path: string) => Promise<unknown>,
): Promise<TServerRenderResult | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return null;
  }
  const serverRendered = context.matches
    .map((match) => (match.route.handle as TRouteHandle | undefined)?.serverRendered)
    .findLast((value) => value !== undefined);
  if (!serverRendered) {
    return null;
  }
  const leaf = context.matches.at(-1);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  await serverRendered.prefetch({ queryClient, params: leaf?.params ?? {}, url: new URL(url), getJson });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const state: TServerRenderState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  queryClient.clear();
  return { status: serverRendered.status ?? context.statusCode, html, module: serverRendered.module, state };
}
