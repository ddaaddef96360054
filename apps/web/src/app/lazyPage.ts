import type { ComponentType } from 'react';
import { importWithRetry } from '../shared/lib/importWithRetry.ts';

/** The whole of Mantine's styles, beside a page's code (the storefront's first load carries only its part). */
const loadAllStyles = () => import('../shared/ui/styles/all.ts');

/** A route `lazy` that loads a page module (with retry and one reload) and picks its component. */
export function lazyPage<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([importWithRetry(load), importWithRetry(loadAllStyles)]);
    return { Component: pick(module) };
  };
}

/**
 * The same for a page of the storefront's first load, whose styles are in the entry's (app/storefront.css):
 * it loads its code only, which keeps the page light on a phone.
 */
export function storefrontPage<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
) {
  return async () => ({ Component: pick(await importWithRetry(load)) });
}
