import { lazy, Suspense, useSyncExternalStore } from 'react';
import { importWithRetry } from '../lib/importWithRetry.ts';
import { toastHost } from './toasts.ts';

const ToastList = lazy(() =>
  importWithRetry(() => import('./ToastList.tsx')).then((module) => ({ default: module.ToastList })),
);

/** Where toasts appear: put on the page with the first toast, so pages without one never load its code. */
export function ToastHost() {
  const isRequested = useSyncExternalStore(toastHost.subscribe, toastHost.isRequested, () => false);
  return isRequested ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
