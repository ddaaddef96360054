// No zod here: the start-activity screen decides this offline too.
import type { checkinTexts } from './texts.ts';

export type TStartState = {
  /** False for a guest guider. */
  canStart: boolean;
  /** The group's Lisbon day, and today's. */
  groupDay: string;
  today: string;
  /** Another group's activity of the company is in progress. */
  hasOtherRunInProgress: boolean;
  /** Tickets added on the screen. */
  addedCount: number;
};

/** Why Start cannot be pressed: a key of `checkinTexts`, worded by the screen in its language. */
export type TStartBlocked = keyof Pick<
  typeof checkinTexts,
  'guestCannotStart' | 'notToday' | 'otherRunInProgress' | 'addSomeoneFirst'
>;

/**
 * Why Start activity cannot be pressed now, or null when it can: the text (its key) shown next to the
 * disabled button, the same the server answers when it refuses. The first reason that adding people would not
 * cure comes first: a guest guider, another day, another activity in progress; then nobody added yet
 * (operations.md §4: "enabled once at least one participant has been added").
 */
export function startBlockedReason(state: TStartState): TStartBlocked | null {
  if (!state.canStart) {
    return 'guestCannotStart';
  }
  if (state.groupDay !== state.today) {
    return 'notToday';
  }
  if (state.hasOtherRunInProgress) {
    return 'otherRunInProgress';
  }
  if (state.addedCount === 0) {
    return 'addSomeoneFirst';
  }
  return null;
}
