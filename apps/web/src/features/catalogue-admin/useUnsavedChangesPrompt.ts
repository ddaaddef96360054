import { messages } from '@roteiro/domain/messages/messages';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Guards a form until it is saved (catalogue.md §2 "Unsaved changes"): the browser's own prompt on reload
 * or close, and a blocked in-app navigation for `UnsavedChangesDialog` to confirm. Call `release()` once
 * saved, before navigating away.
 */
export function useUnsavedChangesPrompt(isGuarded: boolean) {
  const guarded = useRef(isGuarded);
  guarded.current = isGuarded;
  const released = useRef(false);

  useEffect(() => {
    if (!isGuarded) {
      return;
    }
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) {
        return;
      }
      event.preventDefault();
      event.returnValue = messages.unsavedChanges;
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isGuarded]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    blocker,
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
