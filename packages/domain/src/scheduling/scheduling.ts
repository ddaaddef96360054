import { z } from 'zod';
import { ZPage, ZPageQuery } from '../paging/paging.ts';
import { PLAN_MIN_SEATS, PLAN_MIN_VEHICLES } from './rules.ts';

/** Texts of the planning screens that the spec does not fix (operations.md §5 fixes the others in `messages`). */
export const schedulingTexts = {
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
  noLongerNeedsSeats:
    'One of these activities no longer needs seats. Check the list again; you can join its wait-list.',
  alreadyJoined: 'You have already joined this activity.',
  stillNeedsSeats: 'This activity still needs seats: join it instead of its wait-list.',
  waitListed: 'You are on the wait-list of this activity. We will message you when seats free up.',
  alreadyWaitListed: 'You are already on the wait-list of this activity.',
  waitListLeft: 'You have left the wait-list of this activity.',
  vehiclesTooHigh: "The updated number of vehicles can't be bigger than your assigned number of vehicles.",
  notJoined: 'You have not joined this activity.',
} as const;

const ZUuid = z.uuid({ message: 'Unknown activity group' });
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);

const seats = z
  .number({ message: schedulingTexts.seatsMin })
  .int({ message: schedulingTexts.seatsMin })
  .min(PLAN_MIN_SEATS, { message: schedulingTexts.seatsMin })
  .max(500, { message: 'At most 500 seats' });
const vehicles = z
  .number({ message: schedulingTexts.vehiclesMin })
  .int({ message: schedulingTexts.vehiclesMin })
  .min(PLAN_MIN_VEHICLES, { message: schedulingTexts.vehiclesMin })
  .max(100, { message: 'At most 100 vehicles' });

/** One group chosen on "Plan your day". */
export const ZPlanChoice = z.object({ groupId: ZUuid, nOfSeats: seats, numberOfVehicles: vehicles });
export type TPlanChoice = z.infer<typeof ZPlanChoice>;

export const ZJoinGroupsRequest = z.object({
  choices: z
    .array(ZPlanChoice)
    .min(1, { message: schedulingTexts.chooseOne })
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
  groups: z.array(ZPlanGroup),
});
export type TPlanResponse = z.infer<typeof ZPlanResponse>;

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
  allocation: z.object({ nOfSeats: z.number().int(), numberOfVehicles: z.number().int() }).nullable(),
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
