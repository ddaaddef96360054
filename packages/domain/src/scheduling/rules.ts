// No zod here: pure planning rules (operations.md §5, §9), used by the server and the web pages.
import { lisbonInstant } from '../time/format.ts';
import { lazyFormat } from '../time/lazy-format.ts';
import { addDays, BUSINESS_TIME_ZONE, lisbonDay } from '../time/lisbon.ts';

/** Seats a company offers when it joins a group: at least 4 (default 4). */
export const PLAN_MIN_SEATS = 4;
/** Vehicles a company brings when it joins a group: at least 1 (default 1). */
export const PLAN_MIN_VEHICLES = 1;
/** Choosing next-day groups closes at this Lisbon wall time. */
export const PLANNING_CUTOFF_TIME = '17:00';
/** The dashboards show at most this many of today's activities. */
export const DASHBOARD_UPCOMING_MAX = 4;
export const UPCOMING_PAGE_SIZE = 10;

const timeOfDayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The Lisbon wall time of an instant, as 'HH:MM:SS' (compares with a group's `time` columns). */
export function lisbonTimeOfDay(now: Date): string {
  return timeOfDayFormat().format(now);
}

/** Today's and tomorrow's Lisbon days at an instant. */
export function planningDays(now: Date): { today: string; tomorrow: string } {
  const today = lisbonDay(now);
  return { today, tomorrow: addDays(today, 1) };
}

/**
 * Whether tomorrow's groups can still be chosen: until 17:00 Europe/Lisbon today (16:59:59 yes, 17:00 no),
 * in winter (UTC+0) and in summer (UTC+1) alike.
 */
export function isBeforePlanningCutoff(now: Date): boolean {
  const cutoff = lisbonInstant(lisbonDay(now), PLANNING_CUTOFF_TIME);
  return cutoff !== null && now.getTime() < cutoff.getTime();
}

/** Today's planning cut-off: 17:00 in Lisbon on the Lisbon day of `now` (tomorrow's groups close then). */
export function planningCutoffAt(now: Date): Date {
  const cutoff = lisbonInstant(lisbonDay(now), PLANNING_CUTOFF_TIME);
  if (!cutoff) {
    throw new Error('the planning cut-off is not a time of day');
  }
  return cutoff;
}

/**
 * The time left until a deadline, in whole minutes rounded up ("3 h 20 min", "3 h", "45 min", "1 min"): at
 * 16:59:30 one minute is left, not none. Null once the deadline has passed.
 */
export function formatTimeLeft(msLeft: number): string | null {
  if (!Number.isFinite(msLeft) || msLeft <= 0) {
    return null;
  }
  const minutesLeft = Math.ceil(msLeft / 60_000);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  if (hours === 0) {
    return `${minutes} min`;
  }
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

export type TPlanningWindow = 'open' | 'closed-after-cutoff' | 'closed-started' | 'closed-out-of-range';

/**
 * Whether a company may join a group on `day` starting at `startTime` (Lisbon): today's groups until they
 * start, tomorrow's until the 17:00 cut-off, no other day.
 */
export function planningWindow(day: string, startTime: string, now: Date): TPlanningWindow {
  const { today, tomorrow } = planningDays(now);
  if (day === today) {
    const start = lisbonInstant(day, startTime.slice(0, 5));
    return start && now.getTime() < start.getTime() ? 'open' : 'closed-started';
  }
  if (day === tomorrow) {
    return isBeforePlanningCutoff(now) ? 'open' : 'closed-after-cutoff';
  }
  return 'closed-out-of-range';
}

/**
 * Whether a company may still give back seats in a group (unschedule): not once the group has started, by its
 * start time in Lisbon or because a run of it has started (a guide may start early), nor once it is over.
 */
export function canUnschedule(
  group: { day: string; startTime: string },
  now: Date,
  hasRun: boolean,
): boolean {
  if (hasRun) {
    return false;
  }
  const start = lisbonInstant(group.day, group.startTime.slice(0, 5));
  return start !== null && now.getTime() < start.getTime();
}

/** Seats still missing in a group: booked places minus the seats of the companies that joined (never below 0). */
export function missingSeats(bookedPlaces: number, staffedSeats: number): number {
  return Math.max(0, bookedPlaces - staffedSeats);
}

/** What decides whether a group is staffed by companies: its activity is a pass, or it is an event's group. */
export type TGroupStaffing = { isPass: boolean; isEvent: boolean };

/**
 * Whether a group needs a company's staff: the holders of a pass or of an event's ticket are validated by
 * vendors at the counter, so those groups are never offered on Plan your day, never listed in Needs attention and
 * never counted or announced as missing seats. The planning queries apply it in SQL through one expression
 * (`needsCompanyStaffSql`, scheduling.repository.ts).
 */
export function needsCompanyStaff(group: TGroupStaffing): boolean {
  return !group.isPass && !group.isEvent;
}

/** Seats a group still misses: none for a group that needs no company's staff (`needsCompanyStaff`). */
export function groupMissingSeats(
  group: TGroupStaffing & { bookedPlaces: number; staffedSeats: number },
): number {
  return needsCompanyStaff(group) ? missingSeats(group.bookedPlaces, group.staffedSeats) : 0;
}

export type TSeatsUpdate =
  | { kind: 'cancel' }
  | { kind: 'update'; nOfSeats: number; numberOfVehicles: number }
  | { kind: 'refused'; reason: 'seats' | 'vehicles' };

/**
 * Unscheduling (operations.md §4, §5): seats go from 0 to the assigned number minus 1, or the vehicles go
 * down with the seats unchanged; 0 seats or 0 vehicles cancels the allocation. Anything else is refused.
 */
export function seatsUpdate(
  current: { nOfSeats: number; numberOfVehicles: number },
  wanted: { nOfSeats: number; numberOfVehicles: number },
): TSeatsUpdate {
  if (wanted.nOfSeats < 0 || wanted.nOfSeats > current.nOfSeats) {
    return { kind: 'refused', reason: 'seats' };
  }
  if (wanted.numberOfVehicles < 0 || wanted.numberOfVehicles > current.numberOfVehicles) {
    return { kind: 'refused', reason: 'vehicles' };
  }
  // Same seats and same vehicles changes nothing: the spec's "equal or bigger" refusal.
  if (wanted.nOfSeats === current.nOfSeats && wanted.numberOfVehicles === current.numberOfVehicles) {
    return { kind: 'refused', reason: 'seats' };
  }
  if (wanted.nOfSeats === 0 || wanted.numberOfVehicles === 0) {
    return { kind: 'cancel' };
  }
  return { kind: 'update', nOfSeats: wanted.nOfSeats, numberOfVehicles: wanted.numberOfVehicles };
}

/** The spec's `/activities/{messaging}/new-activity` call (operations.md §7). */
export type TNewActivityNotice = {
  tourName: string;
  date: string;
  time: string;
  endTime: string;
  activityGroupId: string;
  missingSeats?: number;
};

/** The operators' chat message for a new-activity call: one field per line. */
export function newActivityText(notice: TNewActivityNotice, reason: string): string {
  const lines = [
    `${reason}: ${notice.tourName}`,
    `Date: ${notice.date}`,
    `Time: ${notice.time.slice(0, 5)} to ${notice.endTime.slice(0, 5)}`,
    ...(notice.missingSeats !== undefined ? [`Missing seats: ${notice.missingSeats}`] : []),
    `Group: ${notice.activityGroupId}`,
  ];
  return lines.join('\n');
}
