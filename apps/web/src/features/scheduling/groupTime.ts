import type { TPassWindow } from '@roteiro/domain/catalogue/pass-window';
import { formatDay, formatPassValidity, formatTimeRange } from '@roteiro/domain/time/format';

/**
 * "16 January 2026, 10:00–12:00" for a group's Lisbon day and times; a pass's group reads "16 January 2026,
 * valid 09:30–19:00": its own times are only the departure chosen and that plus the pass's duration.
 */
export function groupWhen(group: {
  day: string;
  startTime: string;
  endTime: string;
  passWindow?: TPassWindow;
}): string {
  const times = group.passWindow
    ? formatPassValidity(group.passWindow)
    : formatTimeRange(group.startTime, group.endTime);
  return `${formatDay(group.day)}, ${times}`;
}
