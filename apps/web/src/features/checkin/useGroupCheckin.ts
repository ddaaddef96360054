import { useCallback, useSyncExternalStore } from 'react';
import { checkinStore, type TGroupCheckin } from './checkinStore.ts';

/** The group's state kept on the phone (manifest, added tickets, queued start), live across tabs of this screen. */
export function useGroupCheckin(groupId: string): TGroupCheckin {
  const getSnapshot = useCallback(() => checkinStore.get(groupId), [groupId]);
  return useSyncExternalStore(checkinStore.subscribe, getSnapshot, getSnapshot);
}
