import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/**
 * The booking box other sites frame (issue 38): its own lazy page, with no storefront chrome; the server lets only
 * the owner's registered sites frame it (security-headers.ts). Its title and words load with the box
 * (features/distribution/EmbedBox.tsx), which keeps the entry light; its settings are a section of the owner's pages.
 */
export const embedRoutes: RouteObject[] = [
  {
    path: 'embed/:kind/:id',
    lazy: lazyPage(
      () => import('../../routes/embed/EmbedBoxPage.tsx'),
      (module) => module.EmbedBoxPage,
    ),
    handle: handle({ titleId: 'booking.embed.title', chrome: 'none', messages: ['booking'] }),
  },
];
