// No zod here: the start-activity screen decides this offline too.
import { checkinTexts } from './texts.ts';

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

/**
 * Why Start activity cannot be pressed now, or null when it can: the sentence shown next to the
 * disabled button, the same the server answers when it refuses. The first reason that adding people would not
 * cure comes first: a guest guider, another day, another activity in progress; then nobody added yet
 * (operations.md §4: "enabled once at least one participant has been added").
 */
export function startBlockedReason(state: TStartState): string | null {
  if (!state.canStart) {
    return checkinTexts.guestCannotStart;
  }
  if (state.groupDay !== state.today) {
    return checkinTexts.notToday;
  }
  if (state.hasOtherRunInProgress) {
    return checkinTexts.otherRunInProgress;
  }
  if (state.addedCount === 0) {
    return checkinTexts.addSomeoneFirst;
  }
  return null;
}
