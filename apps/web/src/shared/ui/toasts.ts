import { notifications } from '@mantine/notifications';

/** Toasts last 10 s (operations.md §8, §9). */
export const TOAST_DURATION_MS = 10_000;

// The message is the id, so the same text raised twice at once (e.g. by two failing calls) shows once.
function show(message: string, color: string): void {
  notifications.show({ id: `${color}:${message}`, message, color, autoClose: TOAST_DURATION_MS });
}

export const toast = {
  success: (message: string): void => show(message, 'green'),
  /** Failures: red. */
  danger: (message: string): void => show(message, 'red'),
};
