// The page's entry: the app's code runs after the browser has painted what the server sent. A storefront
// page arrives rendered (entry-server.tsx), so a visitor sees it at once, even when the code is already in
// the cache and would otherwise run (a long task on a phone) before the first paint; any other page
// waits one frame. The code itself is fetched meanwhile (the HTML preloads it).

/** Resolves once the browser has produced the next frame (at once in a hidden tab, which has no frames). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

// Zod probes for `new Function` (its faster parser) the first time it parses an object, which the
// Content-Security-Policy refuses (no 'unsafe-eval'): tell it not to try, before it loads. Zod reads this global.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * A server-rendered page keeps its code's preloads in an inert template (apps/server/src/platform/http/web-app.ts),
 * so that the styles, the font and the main picture have a phone's bandwidth to themselves until the first
 * paint: they start here.
 */
function preloadPageCode(): void {
  const preloads = document.getElementById('roteiro-code-preloads');
  if (preloads instanceof HTMLTemplateElement) {
    document.head.append(preloads.content.cloneNode(true));
    preloads.remove();
  }
}

/**
 * A tap on a button of a server-rendered page before the app has taken the page over reaches no handler (the
 * markup has none yet): on a phone still loading the code, the Share button or the booking box's choices did
 * nothing. The last such tap is kept and made again once the app has started (`data-app-ready`, AppProviders).
 * Links and a form's submit buttons (the back arrow) work without the app and are left to the browser; if the
 * app never starts, the tap is lost as before.
 */
function keepEarlyTaps(): void {
  const html = document.documentElement;
  const isReady = () => html.dataset.appReady === 'true';
  let kept: HTMLElement | null = null;
  const keep = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button[type="button"], [role="button"]:not(a)')
        : null;
    if (isReady() || !button || !document.getElementById('root')?.contains(button)) {
      return;
    }
    // Nothing else sees it now: the app gets it once it has started, as if it had been made then.
    event.preventDefault();
    event.stopPropagation();
    kept = button;
  };
  document.addEventListener('click', keep, true);
  new MutationObserver((_changes, observer) => {
    if (!isReady()) {
      return;
    }
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    if (kept?.isConnected) {
      kept.click();
    }
  }).observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
}

keepEarlyTaps();
await afterNextPaint();
preloadPageCode();
await import('./main.tsx');

export {};
