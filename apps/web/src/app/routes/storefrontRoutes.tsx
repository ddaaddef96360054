import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

const home = lazyPage(
  () => import('../../routes/storefront/HomePage.tsx'),
  (module) => module.HomePage,
);
const homeHandle = handle({ title: 'Tours and experiences in Portugal', chrome: 'full' });

/** Public pages with navbar and footer (the storefront). */
export const storefrontRoutes: RouteObject[] = [
  { index: true, lazy: home, handle: homeHandle },
  { path: 'home', lazy: home, handle: homeHandle },
];
