/** Toasts last 10 s (operations.md §8, §9). */
export const TOAST_DURATION_MS = 10_000;

// The notifications package (and its styles) load with the first toast: most visits never show one.
let hostRequested = false;
const hostListeners = new Set<() => void>();

/** Whether a toast was asked for, so the toast host must be on the page (ToastHost subscribes). */
export const toastHost = {
  isRequested: () => hostRequested,
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
};

// The message is the id, so the same text raised twice at once (e.g. by two failing calls) shows once.
function show(message: string, color: string): void {
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of hostListeners) {
      listener();
    }
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: `${color}:${message}`, message, color, autoClose: TOAST_DURATION_MS }),
  );
}

export const toast = {
  success: (message: string): void => show(message, 'green'),
  /** Failures: red. */
  danger: (message: string): void => show(message, 'red'),
};
