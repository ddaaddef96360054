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

await afterNextPaint();
await import('./main.tsx');

export {};
