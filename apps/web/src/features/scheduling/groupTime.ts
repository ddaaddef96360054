import { formatDay } from '@roteiro/domain/time/format';

/** "16 January 2026, 10:00 to 12:00" for a group's Lisbon day and times. */
export function groupWhen(group: { day: string; startTime: string; endTime: string }): string {
  return `${formatDay(group.day)}, ${group.startTime.slice(0, 5)} to ${group.endTime.slice(0, 5)}`;
}
