import type { ComponentType } from 'react';
import { importWithRetry } from './importWithRetry.ts';

/** A route `lazy` that loads a page module (with retry and one reload) and picks its component. */
export function lazyPage<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return async () => ({ Component: pick(await importWithRetry(load)) });
}
