// The guide app's service worker: a guide who opened the app once can open it again in a dead zone
// and reach today's start screens. The build (vite.config.ts, `serviceWorker`) writes this file to dist/sw.js
// with ROTEIRO_OFFLINE set: the build's version, the files to keep from the start (the app and the guide's
// screens, with their styles, fonts and both languages' texts) and the patterns of apps/web/src/pwa/offlineScope.ts.
// Scans and a queued Start are kept by the pages themselves (features/checkin/checkinStore.ts), not here.

/** @type {{ version: string, precache: string[], shell: string, pages: string[], data: string[], forget: string[] }} */
const ROTEIRO_OFFLINE = self.ROTEIRO_OFFLINE_BUILD;

const ASSETS = `roteiro-assets-${ROTEIRO_OFFLINE.version}`;
const PAGES = 'roteiro-pages';
const DATA = 'roteiro-data';
/** A page kept to open a guide screen never opened before: the app routes it itself. */
const SHELL_KEY = '/__roteiro-guide-shell';
/**
 * A page slower than this to come, with a kept copy to show, is treated as having no network (the page's code
 * and data come after it anyway). Data never wait so: a slow server's answer is still the truth (after a
 * Start, the run), and an old one would be shown as if it were; the kept data are for no network at all.
 */
const PAGE_WAIT_MS = 4000;

const patterns = (sources) => sources.map((source) => new RegExp(source));
const pagePatterns = patterns(ROTEIRO_OFFLINE.pages);
const dataPatterns = patterns(ROTEIRO_OFFLINE.data);
const forgetPatterns = patterns(ROTEIRO_OFFLINE.forget);
const matches = (list, pathname) => list.some((pattern) => pattern.test(pathname));

/**
 * The guide's first page (Upcoming), kept at install in the language of the person installing: the page that
 * installed the worker was loaded before the worker was there, so nothing of it is kept otherwise.
 */
async function keepShell() {
  const response = await fetch(ROTEIRO_OFFLINE.shell, { credentials: 'same-origin' });
  if (isKeepable(response)) {
    const cache = await caches.open(PAGES);
    await cache.put(ROTEIRO_OFFLINE.shell, response.clone());
    await cache.put(SHELL_KEY, response);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(ASSETS).then((cache) => cache.addAll(ROTEIRO_OFFLINE.precache)),
      keepShell(),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('roteiro-assets-') && name !== ASSETS)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Only a whole, plain answer of this site is kept (never an error, a redirect or another site's). */
const isKeepable = (response) => response.ok && response.type === 'basic' && !response.redirected;

/**
 * The network's answer, kept under each key; when the network fails (or is slower than `waitMs` while a kept
 * answer exists), the kept one. With neither, the network's failure, as without a worker.
 */
async function networkFirst(request, cacheName, keys, waitMs = Number.POSITIVE_INFINITY) {
  const cache = await caches.open(cacheName);
  const fromNetwork = fetch(request).then(async (response) => {
    if (isKeepable(response)) {
      await Promise.all(keys.map((key) => cache.put(key, response.clone())));
    }
    return response;
  });
  // Answered from the phone while the network was slow, its later failure is nobody's concern.
  fromNetwork.catch(() => undefined);
  const kept = async () => {
    for (const key of keys) {
      const found = await cache.match(key, { ignoreVary: true });
      if (found) {
        return found;
      }
    }
    return undefined;
  };
  let timer;
  const slow = new Promise((resolve) => {
    if (Number.isFinite(waitMs)) {
      timer = setTimeout(() => resolve(kept()), waitMs);
    }
  });
  try {
    const first = await Promise.race([fromNetwork, slow]);
    return first ?? (await fromNetwork);
  } catch (error) {
    const found = await kept();
    if (found) {
      return found;
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Built files never change under their name: kept once, then read from the phone. */
async function keptFirst(request) {
  const cache = await caches.open(ASSETS);
  const found = await cache.match(request);
  if (found) {
    return found;
  }
  const response = await fetch(request);
  if (isKeepable(response)) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (matches(forgetPatterns, url.pathname) && (request.method !== 'GET' || request.mode === 'navigate')) {
    // Another person's answers are never shown: forgotten before the sign-in or sign-out goes out.
    event.respondWith(caches.delete(DATA).then(() => fetch(request)));
    return;
  }
  if (request.method !== 'GET') {
    return;
  }
  if (request.mode === 'navigate' && matches(pagePatterns, url.pathname)) {
    event.respondWith(networkFirst(request, PAGES, [url.pathname + url.search, SHELL_KEY], PAGE_WAIT_MS));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(keptFirst(request));
  } else if (matches(dataPatterns, url.pathname)) {
    event.respondWith(networkFirst(request, DATA, [url.pathname + url.search]));
  }
});
