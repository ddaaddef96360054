import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { manifestQueryOptions } from '../features/checkin/useManifestQuery.ts';
import { useTodayGroupsQuery } from '../features/checkin/useTodayGroupsQuery.ts';
import { SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from './offlineScope.ts';

/**
 * Makes the guide's screens open with no network: the service worker (dist/sw.js, built from
 * service-worker.js) is installed the first time a guide screen opens, and the page links the web app manifest
 * so the app can be installed. Only the guide's screens do this: a traveller's visit installs nothing.
 * The build's worker exists only in a production build (the dev server serves none).
 */
export function useGuideOfflineApp(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
      return;
    }
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = WEB_MANIFEST_PATH;
      document.head.append(link);
    }
    if (!navigator.serviceWorker.controller) {
      // This page loaded its data before the worker was there: once it takes the page over, the data are
      // asked again through it, so it keeps them for the next time there is no network.
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => void queryClient.refetchQueries({ type: 'active' }),
        { once: true },
      );
    }
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  }, [queryClient]);
}

/**
 * Today's manifests of the groups the guide may start, fetched when Upcoming opens and kept on the phone
 * (checkinStore), so each start screen opens with its list of participants in a dead zone later.
 */
export function usePrefetchTodayManifests(): void {
  const queryClient = useQueryClient();
  const today = useTodayGroupsQuery();
  useEffect(() => {
    for (const group of today.data?.groups ?? []) {
      if (group.runState !== 'finished') {
        void queryClient.prefetchQuery(manifestQueryOptions(group.groupId));
      }
    }
  }, [queryClient, today.data]);
}
