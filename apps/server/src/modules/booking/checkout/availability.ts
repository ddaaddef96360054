import {
  bookingMessages,
  type TAvailabilityQuery,
  type TAvailabilityResponse,
  type TBookingChoice,
  type TBookingKind,
  type TSlot,
  type TSlotsQuery,
  type TSlotsResponse,
} from '@roteiro/domain/booking/booking';
import {
  addMinutesToTime,
  hhmm,
  kindIsOffered,
  placesLeft,
  slotStarts,
  slotTimeProblem as slotTimeProblemAt,
  unitPrice,
} from '@roteiro/domain/booking/slots';
import { textRef } from '@roteiro/domain/i18n/texts';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import {
  type BookableActivity,
  type BookableEvent,
  findBookableActivity,
  findBookableEvent,
  listGroupsOfDays,
  type SlotGroup,
} from './checkout.repository.ts';
import type { SlotsCache } from './slots-cache.ts';

/**
 * What can be booked and when: the slots of a day by kind, the days of a month that have
 * places, and the check of a traveller's choice that pricing and checkout share. Days and times are
 * Europe/Lisbon wall time.
 */

/**
 * The instant of a Lisbon wall time, remembered: a slots request would otherwise convert every time of the day
 * again. A pure function, so the memo is exact; it is emptied when it grows large.
 */
const startInstants = new Map<string, number | null>();
function slotStartMs(day: string, startTime: string): number | null {
  const key = `${day} ${startTime}`;
  let ms = startInstants.get(key);
  if (ms === undefined) {
    ms = lisbonInstant(day, startTime)?.getTime() ?? null;
    if (startInstants.size >= 20_000) {
      startInstants.clear();
    }
    startInstants.set(key, ms);
  }
  return ms;
}

/** The domain's `slotTimeProblem`, with the conversion of slot starts remembered (`slotStartMs`). */
export function slotTimeProblem(
  day: string,
  startTime: string,
  now: Date,
  salesWindowDays: number,
  today: string = lisbonDay(now),
): 'pastDate' | 'tooLate' | 'horizon' | null {
  return slotTimeProblemAt(day, startTime, now, salesWindowDays, today, slotStartMs);
}

type Bookable = { activity: BookableActivity; event: BookableEvent | null };

/** A visible activity (and, for kind `event`, a visible event of it), else 404. */
export async function loadBookable(
  db: Executor,
  activityId: string,
  kind: TBookingKind,
  eventId: string | null | undefined,
): Promise<Bookable> {
  const activity = await findBookableActivity(db, activityId);
  if (!activity) {
    throw new AppError('NOT_FOUND');
  }
  if (kind !== 'event') {
    return { activity, event: null };
  }
  const event = eventId ? await findBookableEvent(db, activityId, eventId) : undefined;
  if (!event) {
    throw new AppError('NOT_FOUND');
  }
  return { activity, event };
}

function slotsOfDay(
  bookable: Bookable,
  kind: TBookingKind,
  day: string,
  groups: Map<string, SlotGroup>,
  now: Date,
): TSlot[] {
  const { activity, event } = bookable;
  const price = unitPrice(activity, kind, event);
  const today = lisbonDay(now);
  return slotStarts(activity, kind, event, day)
    .filter((start) => slotTimeProblem(day, start, now, activity.salesWindowDays, today) === null)
    .map((start) => ({
      startTime: start,
      endTime: addMinutesToTime(start, activity.durationMinutes),
      placesLeft: placesLeft(
        kind,
        groups.get(`${day} ${start}`),
        activity.maxNumOfParticipants,
        event?.id ?? null,
      ),
      ...price,
    }));
}

function groupsBySlot(groups: SlotGroup[]): Map<string, SlotGroup> {
  return new Map(groups.map((g) => [`${g.day} ${hhmm(g.startTime)}`, g]));
}

/** GET /api/activities/:id/slots: the times of a day still sold (full ones with 0 places left). */
export async function listSlots(
  db: Executor,
  activityId: string,
  query: TSlotsQuery,
  now: Date,
  cache?: SlotsCache,
): Promise<TSlotsResponse> {
  const load = async () => {
    const bookable = await loadBookable(db, activityId, query.kind, query.eventId);
    const hasStarts = slotStarts(bookable.activity, query.kind, bookable.event, query.day).length > 0;
    const groups = hasStarts ? await listGroupsOfDays(db, activityId, query.day, query.day) : [];
    return { bookable, hasStarts, groups: groupsBySlot(groups) };
  };
  const key = `slots|${query.day}|${query.kind}|${query.eventId ?? ''}`;
  const loaded = cache ? await cache.read(activityId, key, load) : await load();
  const { bookable, hasStarts, groups } = loaded;
  if (!hasStarts) {
    return { slots: [] };
  }
  return perMinute({ activityId, key, load: loaded }, now, () => ({
    slots: slotsOfDay(bookable, query.kind, query.day, groups, now),
  }));
}

/**
 * Answers computed from one load of the slots cache, per minute. Every rule of time that decides them falls on
 * a whole minute (slot starts are whole minutes, the cut-off is whole minutes, Lisbon's midnight is a whole
 * minute in UTC), so an answer holds for the rest of its minute; a new load (places changed, or the entry
 * expired) is a new object, and its answers are computed afresh.
 */
const answersOfLoad = new WeakMap<object, Map<string, { minute: number; answer: unknown }>>();

type AnswerOrigin = { activityId: string; key: string; load: object };
/** Where each answer `perMinute` computed came from, and its minute (`answerStillHolds`). */
const originOfAnswer = new WeakMap<object, AnswerOrigin & { minute: number }>();

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

function perMinute<T extends object>(origin: AnswerOrigin, now: Date, compute: () => T): T {
  const minute = minuteOf(now);
  let answers = answersOfLoad.get(origin.load);
  if (!answers) {
    answers = new Map();
    answersOfLoad.set(origin.load, answers);
  }
  const known = answers.get(origin.key);
  if (known?.minute === minute) {
    return known.answer as T;
  }
  const answer = compute();
  answers.set(origin.key, { minute, answer });
  originOfAnswer.set(answer, { ...origin, minute });
  return answer;
}

/**
 * Whether an answer of `listSlots` or `listAvailability` is still what they would answer at `now`: it was computed
 * in this minute from the load the slots cache still holds (no change of places since, not expired). An answer not
 * computed from the cache (no cache, a day without starts) never holds.
 */
export function answerStillHolds(answer: object, cache: SlotsCache, now: Date): boolean {
  const origin = originOfAnswer.get(answer);
  return (
    origin !== undefined &&
    origin.minute === minuteOf(now) &&
    cache.holds(origin.activityId, origin.key, origin.load)
  );
}

function daysOfMonth(month: string): string[] {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * GET /api/activities/:id/availability: the days of a month with at least one slot still sold that has
 * places; `placesLeft` is the most a single booking can take that day (the best slot). One query for the
 * month's groups; like the slots, what it is computed from is kept for a moment per process (`cache`), and
 * the days themselves (cut-off included) are computed from it once a minute (`perMinute`).
 */
export async function listAvailability(
  db: Executor,
  activityId: string,
  query: TAvailabilityQuery,
  now: Date,
  cache?: SlotsCache,
): Promise<TAvailabilityResponse> {
  const today = lisbonDay(now);
  const daysOf = (bookable: Bookable) => {
    const last = addDays(today, bookable.activity.salesWindowDays);
    return daysOfMonth(query.month).filter(
      (day) =>
        day >= today &&
        day <= last &&
        slotStarts(bookable.activity, query.kind, bookable.event, day).length > 0,
    );
  };
  const load = async () => {
    const bookable = await loadBookable(db, activityId, query.kind, query.eventId);
    const days = daysOf(bookable);
    const [first, final] = [days[0], days.at(-1)];
    const groups = first && final ? await listGroupsOfDays(db, activityId, first, final) : [];
    return { bookable, groups: groupsBySlot(groups) };
  };
  // Keyed by today too: the days loaded depend on it.
  const key = `availability|${query.month}|${today}|${query.kind}|${query.eventId ?? ''}`;
  const loaded = cache ? await cache.read(activityId, key, load) : await load();
  return perMinute({ activityId, key, load: loaded }, now, () => {
    const { bookable, groups } = loaded;
    const { activity, event } = bookable;
    const eventId = event?.id ?? null;
    const result: TAvailabilityResponse['days'] = [];
    for (const day of daysOf(bookable)) {
      // The day's best slot, by the same rules as its slots (the cut-off, the places a booking can take).
      let best = 0;
      for (const start of slotStarts(activity, query.kind, event, day)) {
        if (slotTimeProblem(day, start, now, activity.salesWindowDays, today) === null) {
          const places = placesLeft(
            query.kind,
            groups.get(`${day} ${start}`),
            activity.maxNumOfParticipants,
            eventId,
          );
          best = Math.max(best, places);
        }
      }
      if (best > 0) {
        result.push({ day, placesLeft: best });
      }
    }
    return { days: result };
  });
}

/** A traveller's choice checked against the rules: the slot exists, is still sold, and the party fits. */
export type ResolvedChoice = Bookable & {
  kind: TBookingKind;
  day: string;
  startTime: string;
  endTime: string;
  participants: number;
  /** Places a group of this slot holds when it is created. */
  capacity: number;
  priceCents: number;
  priceUnit: 'person' | 'group';
};

/** A 400 on one field, with a domain text (a reference: `textRef`) as the answer's and the field's message. */
function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** Checks a choice (POST /api/bookings/price and /api/checkout); bad input is a 4xx with the contract's text. */
export async function resolveChoice(
  db: Executor,
  choice: TBookingChoice,
  now: Date,
): Promise<ResolvedChoice> {
  const bookable = await loadBookable(db, choice.activityId, choice.kind, choice.eventId);
  const { activity, event } = bookable;
  if (!kindIsOffered(activity, choice.kind)) {
    throw invalid('kind', textRef(bookingMessages, 'slotUnavailable'));
  }
  const problem = slotTimeProblem(choice.day, choice.startTime, now, activity.salesWindowDays);
  if (problem === 'pastDate') {
    throw invalid('day', textRef(bookingMessages, 'pastDate'));
  }
  if (
    !slotStarts(activity, choice.kind, event, choice.day).includes(choice.startTime) ||
    problem === 'horizon'
  ) {
    throw invalid('startTime', textRef(bookingMessages, 'slotUnavailable'));
  }
  if (problem === 'tooLate') {
    throw invalid('startTime', textRef(bookingMessages, 'tooLate'));
  }
  const capacity = activity.maxNumOfParticipants;
  if (choice.participants > capacity) {
    throw invalid('participants', textRef(bookingMessages, 'participantsMax', capacity));
  }
  return {
    ...bookable,
    kind: choice.kind,
    day: choice.day,
    startTime: choice.startTime,
    endTime: addMinutesToTime(choice.startTime, activity.durationMinutes),
    participants: choice.participants,
    capacity,
    ...unitPrice(activity, choice.kind, event),
  };
}
