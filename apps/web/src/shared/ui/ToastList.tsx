import './styles/toasts.ts';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from './toasts.ts';

/** Toasts at the bottom, 10 s each (operations.md §8). */
export function ToastList() {
  return <Notifications position="bottom-center" autoClose={TOAST_DURATION_MS} limit={4} />;
}
