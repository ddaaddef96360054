import type { TUpcomingTab } from '@roteiro/domain/scheduling/scheduling';
import { type ExpressionBuilder, sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor, Trx } from '../../db/database.ts';
import { passWindowOfActivity } from '../../db/pass-window.ts';
import type { DB } from '../../db/types.ts';

/** All SQL of planning: groups that need seats, allocations, the wait-list and the upcoming lists. */

type GroupScope = ExpressionBuilder<DB & { g: DB['activity_group'] }, 'g'>;
type GroupAndActivity = ExpressionBuilder<DB & { g: DB['activity_group']; a: DB['activity'] }, 'g' | 'a'>;

/**
 * The domain's `needsCompanyStaff` in SQL, on the group `g` and its activity `a`: not a pass's group and
 * not an event's, whose tickets vendors validate at the counter. Plan your day (and so the dashboard's tomorrow
 * figure) and Needs attention filter by it; the services apply the domain function to the facts selected below.
 */
const needsCompanyStaffSql = (eb: GroupAndActivity) =>
  eb.and([eb('a.isPass', '=', false), eb('g.eventId', 'is', null)]);

/** The facts `needsCompanyStaff` decides on, as columns of the group `g` and its activity `a`. */
const staffingFacts = () => ['a.isPass', sql<boolean>`g."eventId" is not null`.as('isEvent')] as const;

/** Seats of the companies that joined the group (a correlated scalar subquery on `g`). */
const staffedSeatsOf = (eb: GroupScope) =>
  eb
    .selectFrom('group_allocation as sa')
    .select(sql<number>`coalesce(sum(sa."nOfSeats"), 0)::int`.as('seats'))
    .whereRef('sa.groupId', '=', 'g.id')
    .where('sa.status', '=', 'joined');

const companyCountOf = (eb: GroupScope) =>
  eb
    .selectFrom('group_allocation as ca')
    .select(sql<number>`count(*)::int`.as('companies'))
    .whereRef('ca.groupId', '=', 'g.id')
    .where('ca.status', '=', 'joined');

/**
 * Locks a group's row for the rest of the transaction: every change of its allocations (join, unschedule,
 * promotion, a paid booking's check) holds it, so the seats summed next are the seats committed.
 */
export async function lockGroup(trx: Trx, groupId: string) {
  return trx
    .selectFrom('activity_group as g')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .select([
      'g.id',
      'g.activityId',
      'g.day',
      'g.startTime',
      'g.endTime',
      'g.groupSize',
      'a.title',
      ...staffingFacts(),
    ])
    .where('g.id', '=', groupId)
    .forUpdate('g')
    .executeTakeFirst();
}

/** Whether any company's run of the group has started (in progress or finished). */
export async function hasRun(db: Executor, groupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_run')
    .select('id')
    .where('groupId', '=', groupId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function staffedSeats(db: Executor, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('group_allocation')
    .select(sql<number>`coalesce(sum("nOfSeats"), 0)::int`.as('seats'))
    .where('groupId', '=', groupId)
    .where('status', '=', 'joined')
    .executeTakeFirstOrThrow();
  return row.seats;
}

export type PlanArgs = { companyId: string; today: string; tomorrow: string; timeNow: string };

/** Today's and tomorrow's groups with booked places that the company has not joined, soonest first. */
export async function listPlannableGroups(db: Executor, args: PlanArgs) {
  return plannableGroupsQuery(db, args).execute();
}

export function plannableGroupsQuery(db: Executor, args: PlanArgs) {
  return (
    db
      .selectFrom('activity_group as g')
      .innerJoin('activity as a', 'a.id', 'g.activityId')
      .select((eb) => [
        'g.id as groupId',
        'g.activityId',
        'a.title',
        'g.day',
        'g.startTime',
        'g.endTime',
        'g.groupSize as bookedPlaces',
        staffedSeatsOf(eb).as('staffedSeats'),
        eb
          .exists(
            eb
              .selectFrom('group_wait_list as w')
              .select('w.id')
              .whereRef('w.groupId', '=', 'g.id')
              .where('w.companyId', '=', args.companyId),
          )
          .as('isWaitListed'),
      ])
      .where('g.day', 'in', [args.today, args.tomorrow])
      .where('g.groupSize', '>', 0)
      .where(needsCompanyStaffSql)
      // Today's groups that have started cannot be staffed any more.
      .where((eb) => eb.or([eb('g.day', '=', args.tomorrow), eb('g.startTime', '>', args.timeNow)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('group_allocation as mine')
              .select('mine.id')
              .whereRef('mine.groupId', '=', 'g.id')
              .where('mine.companyId', '=', args.companyId)
              .where('mine.status', '=', 'joined'),
          ),
        ),
      )
      .orderBy('g.day')
      .orderBy('g.startTime')
      .orderBy('a.title')
      .orderBy('g.id')
      .limit(500)
  );
}

/** Joins (or rejoins after canceling) a group; undefined when the company has already joined it. */
export async function joinGroup(
  trx: Trx,
  args: { groupId: string; companyId: string; nOfSeats: number; numberOfVehicles: number; now: Date },
) {
  return trx
    .insertInto('group_allocation')
    .values({
      groupId: args.groupId,
      companyId: args.companyId,
      status: 'joined',
      joinedNOfSeats: args.nOfSeats,
      nOfSeats: args.nOfSeats,
      numberOfVehicles: args.numberOfVehicles,
      joinedAt: args.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['groupId', 'companyId'])
        .doUpdateSet({
          status: 'joined',
          joinedNOfSeats: args.nOfSeats,
          nOfSeats: args.nOfSeats,
          numberOfVehicles: args.numberOfVehicles,
          joinedAt: args.now,
          canceledAt: null,
          notes: null,
          updatedAt: args.now,
        })
        .where('group_allocation.status', '=', 'canceled'),
    )
    .returning('id')
    .executeTakeFirst();
}

export async function findAllocation(db: Executor, groupId: string, companyId: string) {
  return db
    .selectFrom('group_allocation')
    .select(['id', 'status', 'nOfSeats', 'numberOfVehicles'])
    .where('groupId', '=', groupId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

/** Lowers a joined allocation, only from the values it was read with. */
export async function lowerAllocation(
  trx: Trx,
  args: {
    id: string;
    from: { nOfSeats: number; numberOfVehicles: number };
    to: { nOfSeats: number; numberOfVehicles: number } | 'cancel';
    now: Date;
  },
) {
  const set =
    args.to === 'cancel'
      ? { status: 'canceled' as const, canceledAt: args.now, updatedAt: args.now }
      : { nOfSeats: args.to.nOfSeats, numberOfVehicles: args.to.numberOfVehicles, updatedAt: args.now };
  return trx
    .updateTable('group_allocation')
    .set(set)
    .where('id', '=', args.id)
    .where('status', '=', 'joined')
    .where('nOfSeats', '=', args.from.nOfSeats)
    .where('numberOfVehicles', '=', args.from.numberOfVehicles)
    .returning('id')
    .executeTakeFirst();
}

/** A company no longer staffs groups from `fromDay` on (its account is deleted): its allocations there are canceled. */
export async function cancelFutureAllocations(db: Executor, companyId: string, fromDay: string) {
  await db
    .updateTable('group_allocation')
    .set({ status: 'canceled', canceledAt: new Date(), updatedAt: new Date() })
    .where('companyId', '=', companyId)
    .where('status', '=', 'joined')
    .where('groupId', 'in', (eb) => eb.selectFrom('activity_group').select('id').where('day', '>=', fromDay))
    .execute();
}

export async function addToWaitList(
  trx: Trx,
  args: { groupId: string; companyId: string; nOfSeats: number; numberOfVehicles: number; now: Date },
) {
  return trx
    .insertInto('group_wait_list')
    .values({
      groupId: args.groupId,
      companyId: args.companyId,
      nOfSeats: args.nOfSeats,
      numberOfVehicles: args.numberOfVehicles,
      createdAt: args.now,
    })
    .onConflict((oc) => oc.columns(['groupId', 'companyId']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function removeFromWaitList(db: Executor, groupId: string, companyId: string) {
  return db
    .deleteFrom('group_wait_list')
    .where('groupId', '=', groupId)
    .where('companyId', '=', companyId)
    .returning('id')
    .executeTakeFirst();
}

/** The first company waiting for a group (order of asking), with what it offered and its chat ID. */
export async function firstWaiting(trx: Trx, groupId: string) {
  return trx
    .selectFrom('group_wait_list as w')
    .innerJoin('company as c', 'c.id', 'w.companyId')
    .select(['w.id', 'w.companyId', 'w.nOfSeats', 'w.numberOfVehicles', 'c.messagingId'])
    .where('w.groupId', '=', groupId)
    .orderBy('w.createdAt')
    .orderBy('w.id')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteWaitListRow(trx: Trx, id: string) {
  await trx.deleteFrom('group_wait_list').where('id', '=', id).execute();
}

export async function paidBookingCount(db: Executor, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('booking')
    .select(countAll())
    .where('groupId', '=', groupId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A company's groups; `employeeUserId` when an employee looks (their own run, not the company's). */
export type UpcomingScope =
  | { kind: 'company'; companyId: string; employeeUserId?: string }
  | { kind: 'admin' };

export type UpcomingArgs = {
  scope: UpcomingScope;
  tab: TUpcomingTab;
  today: string;
  timeNow: string;
  limit: number;
  offset: number;
};

/** One page of an upcoming tab. `timeNow` is Lisbon wall time; a group ending after midnight is not ended. */
export async function listUpcoming(db: Executor, args: UpcomingArgs) {
  const { page, count } = upcomingQueries(db, args);
  const [items, total] = await Promise.all([page.execute(), count.executeTakeFirstOrThrow()]);
  return { items, total: total.count };
}

/** The page and the count of an upcoming tab (apart, so the plan test can EXPLAIN them). */
export function upcomingQueries(db: Executor, args: UpcomingArgs) {
  const { scope, tab, today, timeNow } = args;
  const companyId = scope.kind === 'company' ? scope.companyId : null;
  const employeeUserId = scope.kind === 'company' ? scope.employeeUserId : undefined;
  let query = db.selectFrom('activity_group as g').innerJoin('activity as a', 'a.id', 'g.activityId');
  if (companyId) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('group_allocation as own')
          .select('own.id')
          .whereRef('own.groupId', '=', 'g.id')
          .where('own.companyId', '=', companyId)
          .where('own.status', '=', 'joined'),
      ),
    );
  } else {
    // Groups that matter to operators: booked places, or a company still in them.
    query = query.where((eb) =>
      eb.or([
        eb('g.groupSize', '>', 0),
        eb.exists(
          eb
            .selectFrom('group_allocation as any')
            .select('any.id')
            .whereRef('any.groupId', '=', 'g.id')
            .where('any.status', '=', 'joined'),
        ),
      ]),
    );
  }
  const notEnded = sql<boolean>`(g."day" > ${today} or (g."day" = ${today} and (g."endTime" > ${timeNow} or g."endTime" < g."startTime")))`;
  switch (tab) {
    case 'today':
      query = query.where(
        sql<boolean>`g."day" = ${today} and (g."endTime" > ${timeNow} or g."endTime" < g."startTime")`,
      );
      break;
    case 'upcoming':
      query = query.where('g.day', '>', today);
      break;
    case 'finished':
      query = query.where(sql<boolean>`not ${notEnded}`);
      break;
    case 'attention':
      query = query
        .where(notEnded)
        .where('g.groupSize', '>', 0)
        .where(needsCompanyStaffSql)
        .where((eb) => eb(staffedSeatsOf(eb), '<', eb.ref('g.groupSize')));
      break;
  }
  const descending = tab === 'finished';
  return {
    page: query
      .select((eb) => [
        'g.id as groupId',
        'g.activityId',
        'a.title',
        'g.day',
        'g.startTime',
        'g.endTime',
        'g.groupSize as bookedPlaces',
        staffedSeatsOf(eb).as('staffedSeats'),
        companyCountOf(eb).as('companyCount'),
        passWindowOfActivity().as('passWindow'),
        ...staffingFacts(),
        eb
          .selectFrom('group_allocation as mine')
          .select('mine.nOfSeats')
          .whereRef('mine.groupId', '=', 'g.id')
          .where('mine.companyId', '=', companyId ?? '')
          .where('mine.status', '=', 'joined')
          .as('myNOfSeats'),
        eb
          .selectFrom('group_allocation as mine')
          .select('mine.numberOfVehicles')
          .whereRef('mine.groupId', '=', 'g.id')
          .where('mine.companyId', '=', companyId ?? '')
          .where('mine.status', '=', 'joined')
          .as('myNumberOfVehicles'),
        eb
          .exists(
            eb
              .selectFrom('activity_run as anyRun')
              .select('anyRun.id')
              .whereRef('anyRun.groupId', '=', 'g.id'),
          )
          .as('hasRun'),
        // The company's run of the group (one at most); an employee's only when they guide it.
        eb
          .selectFrom('activity_run as myRun')
          .select('myRun.inProgress')
          .whereRef('myRun.groupId', '=', 'g.id')
          .where('myRun.companyId', '=', companyId ?? '')
          .$if(employeeUserId !== undefined, (qb) =>
            qb.where('myRun.employeeId', 'in', (sub) =>
              sub
                .selectFrom('employee as me')
                .select('me.id')
                .where('me.userId', '=', employeeUserId ?? ''),
            ),
          )
          .as('myRunInProgress'),
      ])
      .orderBy('g.day', descending ? 'desc' : 'asc')
      .orderBy('g.startTime', descending ? 'desc' : 'asc')
      .orderBy('g.id')
      .limit(args.limit)
      .offset(args.offset),
    count: query.select(countAll()),
  };
}

/** The admin dashboard's figure: how many groups Needs attention lists now (one count query). */
export async function countNeedingAttention(db: Executor, args: { today: string; timeNow: string }) {
  const { count } = upcomingQueries(db, {
    scope: { kind: 'admin' },
    tab: 'attention',
    today: args.today,
    timeNow: args.timeNow,
    limit: 1,
    offset: 0,
  });
  return (await count.executeTakeFirstOrThrow()).count;
}

/** Everything the admin's group details show. */
export async function groupDetails(db: Executor, groupId: string) {
  const group = await db
    .selectFrom('activity_group as g')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .select((eb) => [
      'g.id',
      'g.activityId',
      'a.title',
      'a.meetingPoint',
      'g.day',
      'g.startTime',
      'g.endTime',
      'g.capacity',
      'g.groupSize as bookedPlaces',
      'g.isPrivate',
      staffedSeatsOf(eb).as('staffedSeats'),
      passWindowOfActivity().as('passWindow'),
      ...staffingFacts(),
    ])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!group) {
    return null;
  }
  const [bookings, participants, companies, waitList, runs] = await Promise.all([
    db
      .selectFrom('booking')
      .select([
        'id',
        'reference',
        'kind',
        'status',
        'clientName',
        'clientEmail',
        'participantCount',
        'amountCents',
      ])
      .where('groupId', '=', groupId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('participant as p')
      .leftJoin('issued_ticket as t', 't.participantId', 'p.id')
      .select([
        'p.id',
        'p.clientName',
        sql<number>`count(t."id")::int`.as('tickets'),
        sql<number>`count(t."id") filter (where t."validatedAt" is not null)::int`.as('scannedTickets'),
      ])
      .where('p.groupId', '=', groupId)
      .groupBy(['p.id', 'p.clientName'])
      .orderBy('p.clientName')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('group_allocation as al')
      .innerJoin('company as c', 'c.id', 'al.companyId')
      .select(['al.companyId', 'c.name', 'al.status', 'al.nOfSeats', 'al.numberOfVehicles', 'al.joinedAt'])
      .where('al.groupId', '=', groupId)
      .orderBy('al.status', 'desc')
      .orderBy('al.joinedAt')
      .execute(),
    db
      .selectFrom('group_wait_list as w')
      .innerJoin('company as c', 'c.id', 'w.companyId')
      .select(['w.companyId', 'c.name', 'w.nOfSeats', 'w.numberOfVehicles', 'w.createdAt'])
      .where('w.groupId', '=', groupId)
      .orderBy('w.createdAt')
      .orderBy('w.id')
      .execute(),
    db
      .selectFrom('activity_run as r')
      .innerJoin('company as c', 'c.id', 'r.companyId')
      .innerJoin('user as u', 'u.id', 'r.startedBy')
      .select([
        'r.id',
        'c.name as companyName',
        'u.name as startedByName',
        'r.startTime',
        'r.endTime',
        'r.inProgress',
        'r.numOfScannedTickets',
        'r.payAmountCents',
        'r.transferId',
      ])
      .where('r.groupId', '=', groupId)
      .orderBy('r.startTime')
      .execute(),
  ]);
  return { group, bookings, participants, companies, waitList, runs };
}
