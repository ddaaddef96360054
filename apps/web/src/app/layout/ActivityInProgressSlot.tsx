import { isGuider } from '@roteiro/domain/auth/roles';
import { ActivityInProgressPanel } from '../../features/checkin/ActivityInProgressPanel.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';

/** Heads the company and employee menus with the activity in progress (operations.md §2); nothing otherwise. */
export function ActivityInProgressSlot() {
  const role = useSessionQuery().data?.user?.role ?? null;
  if (!role || !isGuider(role)) {
    return null;
  }
  return <ActivityInProgressPanel isCompact />;
}
