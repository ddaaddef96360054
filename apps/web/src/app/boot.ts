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

await afterNextPaint();
preloadPageCode();
await import('./main.tsx');

export {};
