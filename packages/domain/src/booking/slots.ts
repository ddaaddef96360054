// No zod here: the rules of what a slot sells run on every slots and availability request.
import { lisbonInstant } from '../time/format.ts';
import { addDays, lisbonDay } from '../time/lisbon.ts';
import type { TBookingKind } from './booking.ts';
import { BOOKING_CUTOFF_MINUTES } from './rules.ts';

/**
 * What can be booked and when, with no database: the start times of a kind on a day, the unit price, whether a
 * slot is still sold at a moment, and the places a booking can take in it. Days and times are Europe/Lisbon
 * wall time ('YYYY-MM-DD', 'HH:MM'; a stored `time` may carry ':SS').
 */

/** The activity fields the slot rules read. */
export type TSlotActivity = {
  isPass: boolean;
  isPrivateOnly: boolean;
  priceCents: number;
  privatePriceCents: number | null;
  firstDeparture: string | null;
  lastDeparture: string | null;
  frequencyMinutes: number | null;
  sharedTimeSlots: string[];
  privateTimeSlots: string[];
};

/** The event fields the slot rules read. */
export type TSlotEvent = { priceCents: number; eventDate: string; eventTime: string };

/** The group a slot already has, as far as places go. */
export type TSlotGroup = { eventId: string | null; isPrivate: boolean; groupSize: number; capacity: number };

export type TPriceUnit = 'person' | 'group';

/** 'HH:MM' of a `time` value ('HH:MM:SS' from the database). */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** Wall time `minutes` after `time`; a slot that ends after midnight ends the next day (same wall time rule). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The kinds an activity sells besides its events: passes sell departures; tours shared and/or private. */
export function kindIsOffered(
  activity: Pick<TSlotActivity, 'isPass' | 'isPrivateOnly' | 'privatePriceCents'>,
  kind: TBookingKind,
): boolean {
  switch (kind) {
    case 'pass':
      return activity.isPass;
    case 'shared':
      return !activity.isPass && !activity.isPrivateOnly;
    case 'private':
      return !activity.isPass && activity.privatePriceCents !== null;
    case 'event':
      return true;
  }
}

/**
 * The start times ('HH:MM', ascending, no repeats) of a kind on a day, before the rules about now and places:
 * an event its own time on its own day; a tour its private or shared time slots; a pass a departure every
 * `frequencyMinutes` from the first to the last departure (none when that window is not set).
 */
export function slotStarts(
  activity: TSlotActivity,
  kind: TBookingKind,
  event: Pick<TSlotEvent, 'eventDate' | 'eventTime'> | null,
  day: string,
): string[] {
  if (!kindIsOffered(activity, kind)) {
    return [];
  }
  switch (kind) {
    case 'event':
      return event && event.eventDate === day ? [hhmm(event.eventTime)] : [];
    case 'private':
      return [...new Set(activity.privateTimeSlots.map(hhmm))].sort();
    case 'shared':
      return [...new Set(activity.sharedTimeSlots.map(hhmm))].sort();
    case 'pass': {
      const { firstDeparture, lastDeparture, frequencyMinutes } = activity;
      if (!firstDeparture || !lastDeparture || !frequencyMinutes || frequencyMinutes <= 0) {
        return [];
      }
      const starts: string[] = [];
      for (let m = minutesOf(firstDeparture); m <= minutesOf(lastDeparture); m += frequencyMinutes) {
        starts.push(addMinutesToTime('00:00', m));
      }
      return starts;
    }
  }
}

/**
 * The unit price of a booking: per group for a private tour (its private price), else per person (an event's
 * price for an event, the activity's price otherwise).
 */
export function unitPrice(
  activity: Pick<TSlotActivity, 'priceCents' | 'privatePriceCents'>,
  kind: TBookingKind,
  event: Pick<TSlotEvent, 'priceCents'> | null,
): { priceCents: number; priceUnit: TPriceUnit } {
  if (kind === 'private') {
    return { priceCents: activity.privatePriceCents ?? 0, priceUnit: 'group' };
  }
  if (kind === 'event' && event) {
    return { priceCents: event.priceCents, priceUnit: 'person' };
  }
  return { priceCents: activity.priceCents, priceUnit: 'person' };
}

/** The instant (epoch ms) of a Lisbon wall time, null when it is not one. */
const lisbonStartMs = (day: string, startTime: string): number | null =>
  lisbonInstant(day, startTime)?.getTime() ?? null;

/**
 * Why a slot at this moment cannot be sold, or null: in the past (`pastDate`), beyond the activity's sales
 * window (`horizon`: `salesWindowDays` after today in Lisbon is the last day sold), or starting within the
 * cut-off (`tooLate`: `BOOKING_CUTOFF_MINUTES` or less from now, or not a real wall time). `today` and
 * `startMs` let a caller that checks many slots pass what it already knows (Lisbon's today, a remembered
 * conversion of wall time to an instant).
 */
export function slotTimeProblem(
  day: string,
  startTime: string,
  now: Date,
  salesWindowDays: number,
  today: string = lisbonDay(now),
  startMs: (day: string, startTime: string) => number | null = lisbonStartMs,
): 'pastDate' | 'tooLate' | 'horizon' | null {
  if (day < today) {
    return 'pastDate';
  }
  if (day > addDays(today, salesWindowDays)) {
    return 'horizon';
  }
  const start = startMs(day, startTime);
  if (start === null || start <= now.getTime() + BOOKING_CUTOFF_MINUTES * 60_000) {
    return 'tooLate';
  }
  return null;
}

/**
 * Places a new booking of `kind` can take in a slot, by the same rules as the database's conditional update
 * that reserves them: no group yet = the whole capacity; a private group is closed to all; an event's group
 * only takes that event's bookings; a private booking needs an empty group (and then gets all of it). A group
 * holding more than its capacity leaves 0, never a negative number.
 */
export function placesLeft(
  kind: TBookingKind,
  group: TSlotGroup | undefined,
  capacity: number,
  eventId: string | null,
): number {
  if (!group) {
    return capacity;
  }
  if (group.isPrivate) {
    return 0;
  }
  const sameEvent = kind === 'event' ? group.eventId === eventId : group.eventId === null;
  if (!sameEvent) {
    return 0;
  }
  if (kind === 'private') {
    return group.groupSize === 0 ? group.capacity : 0;
  }
  return Math.max(0, group.capacity - group.groupSize);
}
