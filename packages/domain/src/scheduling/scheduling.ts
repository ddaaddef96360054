import { z } from 'zod';
import { ZPassWindow } from '../catalogue/pass-window.ts';
import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, type TArgsOf, textRef, wordText } from '../i18n/texts.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';
import { formatDay } from '../time/format.ts';
import { missingSeats, PLAN_MIN_SEATS, PLAN_MIN_VEHICLES, PLANNING_CUTOFF_TIME } from './rules.ts';

const seatsCount = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;
const vehiclesCount = (n: number) => `${n} ${n === 1 ? 'vehicle' : 'vehicles'}`;

/** Texts of the planning screens that the spec does not fix (operations.md §5 fixes the others in `messages`). */
export const schedulingTexts = defineTexts('scheduling', {
  seatsMin: `At least ${PLAN_MIN_SEATS} seats`,
  vehiclesMin: `At least ${PLAN_MIN_VEHICLES} vehicle`,
  chooseOne: 'Choose at least one activity',
  vehiclesNote:
    'Only vehicles with at least 4 seats are accepted. A wrong number of seats results in a penalization.',
  cutoffPassed:
    "It is past 17:00 in Lisbon: tomorrow's activities can no longer be chosen. Today's activities that have not started can still be joined.",
  cutoffRefused: "Tomorrow's activities can only be chosen until 17:00 (Lisbon time).",
  groupStarted: 'This activity has already started.',
  notPlannable: 'This activity can no longer be chosen.',
  /** A pass's or an event's group: vendors validate its tickets, no company staffs it. */
  staffNotNeeded: 'This activity needs no company: its tickets are validated at the counter.',
  noLongerNeedsSeats:
    'One of these activities no longer needs seats. Check the list again; you can join its wait-list.',
  alreadyJoined: 'You have already joined this activity.',
  stillNeedsSeats: 'This activity still needs seats: join it instead of its wait-list.',
  waitListed: 'You are on the wait-list of this activity. We will message you when seats free up.',
  alreadyWaitListed: 'You are already on the wait-list of this activity.',
  waitListLeft: 'You have left the wait-list of this activity.',
  vehiclesTooHigh: "The updated number of vehicles can't be bigger than your assigned number of vehicles.",
  notJoined: 'You have not joined this activity.',
  /** The company dashboard's lead, before the cut-off: "… — 3 h 20 min left". */
  planTomorrowBy: (timeLeft: string) =>
    `Plan tomorrow by ${PLANNING_CUTOFF_TIME} (Lisbon time) — ${timeLeft} left`,
  planningClosed: `Tomorrow's planning closed at ${PLANNING_CUTOFF_TIME} (Lisbon time). Today's activities that have not started can still be joined.`,
  /** How many of tomorrow's groups the company could still staff. */
  tomorrowNeedingSeats: (count: number) =>
    count === 0
      ? 'No activity tomorrow is missing seats right now.'
      : `${count} ${count === 1 ? 'activity' : 'activities'} tomorrow ${count === 1 ? 'is' : 'are'} still missing seats.`,
});

/** The unschedule confirmation's parts (unscheduleQuestion puts them together). */
export const unscheduleTexts = defineTexts('unschedule', {
  seats: (count: number) => seatsCount(count),
  vehicles: (count: number) => vehiclesCount(count),
  seatsAndVehicles: (seats: string, vehicles: string) => `${seats} and ${vehicles}`,
  on: (title: string, day: string) => `${title} on ${day}`,
  lower: (yours: string, on: string, kept: string) => `Lower your ${yours} in ${on} to ${kept}?`,
  remove: (yours: string, on: string) => `Remove your ${yours} from ${on}?`,
  staysStaffed: 'The group stays fully staffed.',
  missingAgain: (seats: string) =>
    `The group will be missing ${seats} again and other companies will be told.`,
  stillMissing: (seats: string) => `The group will be missing ${seats} and other companies will be told.`,
});

type TUnscheduleQuestionArgs = {
  group: { title: string; day: string; bookedPlaces: number; staffedSeats: number };
  current: { nOfSeats: number; numberOfVehicles: number };
  /** What the company keeps: `null` leaves the group (0 seats or 0 vehicles). */
  kept: { nOfSeats: number; numberOfVehicles: number } | null;
  /** The reader's language: English by default. */
  locale?: TLocale;
};

/**
 * The unschedule confirmation (operations.md §4): what the company gives back and what it does to the group,
 * e.g. "Remove your 6 seats and 1 vehicle from Alfama walking tour on 28 November 2026? The group will be missing
 * seats again and other companies will be told." (the server tells the operators' chat when seats are missing).
 */
export function unscheduleQuestion({ group, current, kept, locale = 'en' }: TUnscheduleQuestionArgs): string {
  const staffedAfter = group.staffedSeats - current.nOfSeats + (kept?.nOfSeats ?? 0);
  const wasMissing = missingSeats(group.bookedPlaces, group.staffedSeats) > 0;
  const missingAfter = missingSeats(group.bookedPlaces, staffedAfter);
  const say = <K extends keyof typeof unscheduleTexts & string>(
    key: K,
    ...args: TArgsOf<typeof unscheduleTexts, K>
  ) => wordText(refOf(unscheduleTexts, key, ...args), locale) ?? '';
  const seatsAndVehicles = (seats: number, vehicles: number) =>
    say('seatsAndVehicles', say('seats', seats), say('vehicles', vehicles));
  const on = say('on', group.title, formatDay(group.day, locale));
  const yours = seatsAndVehicles(current.nOfSeats, current.numberOfVehicles);
  const question = kept
    ? say('lower', yours, on, seatsAndVehicles(kept.nOfSeats, kept.numberOfVehicles))
    : say('remove', yours, on);
  const consequence =
    missingAfter === 0
      ? say('staysStaffed')
      : say(wasMissing ? 'stillMissing' : 'missingAgain', say('seats', missingAfter));
  return `${question} ${consequence}`;
}

const ZUuid = z.uuid({ message: 'Unknown activity group' });
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);

const seats = z
  .number({ message: textRef(schedulingTexts, 'seatsMin') })
  .int({ message: textRef(schedulingTexts, 'seatsMin') })
  .min(PLAN_MIN_SEATS, { message: textRef(schedulingTexts, 'seatsMin') })
  .max(500, { message: 'At most 500 seats' });
const vehicles = z
  .number({ message: textRef(schedulingTexts, 'vehiclesMin') })
  .int({ message: textRef(schedulingTexts, 'vehiclesMin') })
  .min(PLAN_MIN_VEHICLES, { message: textRef(schedulingTexts, 'vehiclesMin') })
  .max(100, { message: 'At most 100 vehicles' });

/** One group chosen on "Plan your day". */
export const ZPlanChoice = z.object({ groupId: ZUuid, nOfSeats: seats, numberOfVehicles: vehicles });
export type TPlanChoice = z.infer<typeof ZPlanChoice>;

export const ZJoinGroupsRequest = z.object({
  choices: z
    .array(ZPlanChoice)
    .min(1, { message: textRef(schedulingTexts, 'chooseOne') })
    .max(50)
    .refine((list) => new Set(list.map((c) => c.groupId)).size === list.length, {
      message: 'Each activity can be chosen once',
    }),
});
export type TJoinGroupsRequest = z.infer<typeof ZJoinGroupsRequest>;

export const ZWaitListRequest = ZPlanChoice;
export type TWaitListRequest = z.infer<typeof ZWaitListRequest>;

/** The company's new seats and vehicles in a group it joined (unscheduling lowers them). */
export const ZUpdateAllocationRequest = z.object({
  nOfSeats: z
    .number({ message: 'At least 0 seats' })
    .int({ message: 'At least 0 seats' })
    .min(0, { message: 'At least 0 seats' })
    .max(500, { message: 'At most 500 seats' }),
  numberOfVehicles: z
    .number({ message: 'At least 0 vehicles' })
    .int({ message: 'At least 0 vehicles' })
    .min(0, { message: 'At least 0 vehicles' })
    .max(100, { message: 'At most 100 vehicles' }),
});
export type TUpdateAllocationRequest = z.infer<typeof ZUpdateAllocationRequest>;

export const ZGroupIdParams = z.object({ groupId: ZUuid });

/** A group as "Plan your day" lists it. */
export const ZPlanGroup = z.object({
  groupId: z.string(),
  activityId: z.string(),
  title: z.string(),
  day: ZDay,
  startTime: ZTime,
  endTime: ZTime,
  bookedPlaces: z.number().int(),
  staffedSeats: z.number().int(),
  missingSeats: z.number().int(),
  /** Staffed already: the company can only join its wait-list. */
  isFullyStaffed: z.boolean(),
  isWaitListed: z.boolean(),
  /** Tomorrow's group after the cut-off (shown, not selectable). */
  isClosed: z.boolean(),
});
export type TPlanGroup = z.infer<typeof ZPlanGroup>;

export const ZPlanResponse = z.object({
  today: ZDay,
  tomorrow: ZDay,
  isBeforeCutoff: z.boolean(),
  /** Today's 17:00 in Lisbon, as an instant (ISO 8601): the dashboard counts down to it. */
  cutoffAt: z.iso.datetime(),
  groups: z.array(ZPlanGroup),
});
export type TPlanResponse = z.infer<typeof ZPlanResponse>;

/**
 * The company dashboard's figure: tomorrow's groups on the plan that still miss seats. The plan lists only
 * groups that need a company's staff (`needsCompanyStaff`), so a pass's or an event's group is never counted.
 */
export function countTomorrowMissingSeats(plan: Pick<TPlanResponse, 'tomorrow' | 'groups'>): number {
  return plan.groups.filter(
    (group) => group.day === plan.tomorrow && !group.isFullyStaffed && group.missingSeats > 0,
  ).length;
}

export const ZUpdateAllocationResponse = z.object({
  message: z.string(),
  status: z.enum(['joined', 'canceled']),
});
export type TUpdateAllocationResponse = z.infer<typeof ZUpdateAllocationResponse>;

export const UPCOMING_TABS = ['attention', 'today', 'upcoming', 'finished'] as const;
export type TUpcomingTab = (typeof UPCOMING_TABS)[number];

export const ZUpcomingQuery = ZPageQuery.extend({
  tab: z.enum(UPCOMING_TABS, { message: 'Unknown tab' }).default('today'),
});
export type TUpcomingQuery = z.output<typeof ZUpcomingQuery>;

/** One row of an upcoming list. `allocation` is the caller's company's (null for the admin). */
export const ZUpcomingGroup = z.object({
  groupId: z.string(),
  activityId: z.string(),
  title: z.string(),
  day: ZDay,
  startTime: ZTime,
  endTime: ZTime,
  bookedPlaces: z.number().int(),
  staffedSeats: z.number().int(),
  missingSeats: z.number().int(),
  companyCount: z.number().int(),
  passWindow: ZPassWindow,
  /** The company's seats and vehicles in the group: the company's own view only (null for employees and the admin). */
  allocation: z.object({ nOfSeats: z.number().int(), numberOfVehicles: z.number().int() }).nullable(),
  /** The company may still give seats back: it joined, and the group has not started (by the clock or a run). */
  canUnschedule: z.boolean(),
  /** The caller's run of the group: the company's (whoever guides it) or, for an employee, the one they guide. */
  myRun: z.object({ isInProgress: z.boolean() }).nullable(),
});
export type TUpcomingGroup = z.infer<typeof ZUpcomingGroup>;
export const ZUpcomingPage = ZPage(ZUpcomingGroup);

/** The admin's `/{activityGroup}/details`. */
export const ZGroupDetails = z.object({
  group: z.object({
    id: z.string(),
    activityId: z.string(),
    title: z.string(),
    meetingPoint: z.string(),
    day: ZDay,
    startTime: ZTime,
    endTime: ZTime,
    capacity: z.number().int(),
    bookedPlaces: z.number().int(),
    staffedSeats: z.number().int(),
    missingSeats: z.number().int(),
    isPrivate: z.boolean(),
    passWindow: ZPassWindow,
  }),
  bookings: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      kind: z.string(),
      status: z.string(),
      clientName: z.string(),
      clientEmail: z.string(),
      participantCount: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  participants: z.array(
    z.object({
      id: z.string(),
      clientName: z.string(),
      tickets: z.number().int(),
      scannedTickets: z.number().int(),
    }),
  ),
  companies: z.array(
    z.object({
      companyId: z.string(),
      name: z.string(),
      status: z.enum(['joined', 'canceled']),
      nOfSeats: z.number().int(),
      numberOfVehicles: z.number().int(),
      joinedAt: z.string(),
    }),
  ),
  waitList: z.array(
    z.object({
      companyId: z.string(),
      name: z.string(),
      nOfSeats: z.number().int(),
      numberOfVehicles: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  runs: z.array(
    z.object({
      id: z.string(),
      companyName: z.string(),
      startedByName: z.string(),
      startTime: z.string(),
      endTime: z.string().nullable(),
      inProgress: z.boolean(),
      numOfScannedTickets: z.number().int(),
      payAmountCents: z.number().int(),
      isTransferred: z.boolean(),
    }),
  ),
});
export type TGroupDetails = z.infer<typeof ZGroupDetails>;
