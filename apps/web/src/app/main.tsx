import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startBrowserI18n } from '../shared/i18n/i18n.ts';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './createQueryClient.ts';
import { routes } from './router.tsx';
import { readServerRenderState } from './serverRenderState.ts';

/**
 * Lets the browser run what waits (input, paint) before the next step of the start: on a phone each step
 * is a task of its own instead of one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The modules are evaluated (one task): the start itself is the next.
await nextTask();

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element.');
}

// The page's language is the one the server served it in, with the messages it carries.
const i18n = await startBrowserI18n(document);
await nextTask();

// A storefront page arrives rendered by the server (entry-server.tsx) with its data: the app takes that
// markup over. Its page's code (and messages) are loaded first, so the first render matches what the server sent.
const serverState = readServerRenderState(document);
if (serverState) {
  const initialMatches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    initialMatches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
    }),
  );
}

await nextTask();

const router = createBrowserRouter(routes, serverState ? { hydrationData: serverState.router } : undefined);
const queryClient = createQueryClient({
  onSignedOutByServer: () => {
    void router.navigate('/login');
  },
});
if (serverState) {
  hydrate(queryClient, serverState.queries);
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (serverState) {
  // As a transition, taking over the page yields to the browser every few milliseconds instead of
  // holding the main thread: the page (already on screen) stays responsive while it wakes up.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
