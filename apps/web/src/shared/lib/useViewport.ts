import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY, TABLET_MEDIA_QUERY } from './breakpoints.ts';

/** Resize events are debounced by 100 ms before the layout reacts (operations.md §9). */
export const RESIZE_DEBOUNCE_MS = 100;

function subscribeToResize(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handleResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', handleResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', handleResize);
  };
}

/** Whether a media query matches, re-read 100 ms after the window stops resizing. */
export function useMediaQuery(query: string): boolean {
  const getSnapshot = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribeToResize, getSnapshot, () => false);
}

/** Narrower than 768 px. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_MEDIA_QUERY);
/** At most 1023 px wide (phones included). */
export const useIsTablet = (): boolean => useMediaQuery(TABLET_MEDIA_QUERY);
