/**
 * What the guide's app keeps on the phone so that it opens with no network, shared by the service
 * worker's build (vite.config.ts writes these patterns into dist/sw.js) and the pages that install it.
 *
 * - Pages: the guide's screens, opened from the network when there is one, else from the copy kept the last
 *   time (or, for a screen never opened, from the last guide page kept: the app routes it itself).
 * - Data: the answers those screens read, asked from the network first and kept; offline, the last one.
 * Everything else (the storefront, the admin, every write) goes to the network as if there were no worker.
 */
export const OFFLINE_PAGE_PATTERNS = [
  '^/guider/(?:upcoming|dashboard)$',
  '^/guider/activity/[^/]+/group/[^/]+/start$',
  '^/company/upcoming$',
  '^/scan-ticket$',
] as const;

export const OFFLINE_DATA_PATTERNS = [
  '^/api/session$',
  '^/api/guider/(?:upcoming|today-groups|active-run)$',
  '^/api/guider/groups/[^/]+/manifest$',
] as const;

/**
 * Requests after which the kept data may belong to someone else (a sign-in, by password, link or Google, or a
 * sign-out: another person may use this phone): any write or page opened under these paths forgets them.
 */
export const FORGET_DATA_PATTERNS = ['^/api/(?:session|auth)/'] as const;

/** The guide app's first page (the web app manifest's start_url), kept when the worker installs. */
export const GUIDE_START_PAGE = '/guider/upcoming';

/** The worker's file and the web app manifest (apps/web/public), both at the site's root. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => new RegExp(pattern).test(pathname));

export const isOfflinePage = (pathname: string) => matchesAny(OFFLINE_PAGE_PATTERNS, pathname);
export const isOfflineData = (pathname: string) => matchesAny(OFFLINE_DATA_PATTERNS, pathname);
export const forgetsData = (pathname: string) => matchesAny(FORGET_DATA_PATTERNS, pathname);
