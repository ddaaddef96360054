import { useEffect } from 'react';

/** Sets the page title once the page's data is known (route metadata only has a generic one). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) {
      return;
    }
    let isCurrent = true;
    // The layout sets the route's generic title in its own effect, which runs after this one: go after it.
    queueMicrotask(() => {
      if (isCurrent) {
        document.title = `${title} | Roteiro`;
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [title]);
}
