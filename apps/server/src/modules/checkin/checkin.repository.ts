import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';

/** A group with its activity, and whether the company staffs it (a joined allocation). */
export async function findGroup(db: Executor, groupId: string, companyId: string | null) {
  return db
    .selectFrom('activity_group as g')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .leftJoin('group_allocation as ga', (join) =>
      join
        .onRef('ga.groupId', '=', 'g.id')
        .on('ga.companyId', '=', companyId ?? '')
        .on('ga.status', '=', 'joined'),
    )
    .select([
      'g.id',
      'g.activityId',
      'g.day',
      'g.startTime',
      'g.endTime',
      'a.title',
      'a.durationMinutes',
      'a.meetingPoint',
      'a.maxNumOfParticipants',
      'a.guiderPaymentCents',
      'ga.id as allocationId',
    ])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
}

/** The group's participants and their tickets; refunded (voided) tickets are left out. */
export function groupTicketsQuery(db: Executor, groupId: string) {
  return db
    .selectFrom('participant as p')
    .innerJoin('issued_ticket as t', 't.participantId', 'p.id')
    .select(['p.id as participantId', 'p.clientName', 't.ticketNumber', 't.isValid'])
    .where('p.groupId', '=', groupId)
    .where('t.voidedAt', 'is', null)
    .orderBy('p.createdAt')
    .orderBy('p.id')
    .orderBy('t.createdAt')
    .orderBy('t.ticketNumber');
}

export async function listGroupTickets(db: Executor, groupId: string) {
  return groupTicketsQuery(db, groupId).execute();
}

/** The employee row of a signed-in employee (only their own company's). */
export async function findEmployeeIdOfUser(db: Executor, userId: string, companyId: string) {
  const row = await db
    .selectFrom('employee')
    .select('id')
    .where('userId', '=', userId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  return row?.id ?? null;
}

function runQuery(db: Executor) {
  return db
    .selectFrom('activity_run as r')
    .innerJoin('activity as a', 'a.id', 'r.activityId')
    .innerJoin('activity_group as g', 'g.id', 'r.groupId')
    .leftJoin('employee as e', 'e.id', 'r.employeeId')
    .select([
      'r.id',
      'r.groupId',
      'r.activityId',
      'r.companyId',
      'r.employeeId',
      'r.startIdempotencyKey',
      'a.title as activityTitle',
      'g.day',
      'g.startTime',
      'g.endTime',
      'r.startTime as startedAt',
      'r.endTime as endedAt',
      'r.inProgress',
      'r.numOfScannedTickets',
      'r.payAmountCents',
      'e.name as employeeName',
    ]);
}
export type TRunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

export async function findRun(db: Executor, runId: string) {
  return runQuery(db).where('r.id', '=', runId).executeTakeFirst();
}

export async function findRunOfGroup(db: Executor, groupId: string, companyId: string) {
  return runQuery(db)
    .where('r.groupId', '=', groupId)
    .where('r.companyId', '=', companyId)
    .executeTakeFirst();
}

export async function findRunByStartKey(db: Executor, key: string) {
  return runQuery(db).where('r.startIdempotencyKey', '=', key).executeTakeFirst();
}

/** The company's activity in progress; for an employee, only one they run. */
export async function findRunInProgress(
  db: Executor,
  companyId: string,
  employeeId: string | null | undefined,
) {
  let query = runQuery(db).where('r.companyId', '=', companyId).where('r.inProgress', '=', true);
  if (employeeId !== undefined) {
    query = query.where('r.employeeId', employeeId === null ? 'is' : '=', employeeId);
  }
  return query.executeTakeFirst();
}

/** Creates the run; the unique keys refuse a second run of the group, a second in progress, a reused key. */
export async function insertRun(
  trx: Trx,
  run: {
    companyId: string;
    groupId: string;
    activityId: string;
    employeeId: string | null;
    startedBy: string;
    payAmountCents: number;
    startIdempotencyKey: string;
  },
) {
  return trx.insertInto('activity_run').values(run).returning('id').executeTakeFirstOrThrow();
}

/** Validates one ticket of the group once: the WHERE is the lock, only one caller ever gets the row back. */
export function validateTicketQuery(
  trx: Executor,
  ticket: { groupId: string; participantId: string; ticketNumber: string },
  by: { userId: string; runId: string },
) {
  return trx
    .updateTable('issued_ticket as t')
    .set({ isValid: false, validatedAt: sql`now()`, validatedBy: by.userId, runId: by.runId })
    .where('t.ticketNumber', '=', ticket.ticketNumber)
    .where('t.participantId', '=', ticket.participantId)
    .where('t.isValid', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('participant as p')
          .select('p.id')
          .whereRef('p.id', '=', 't.participantId')
          .where('p.groupId', '=', ticket.groupId),
      ),
    )
    .returning('t.ticketNumber');
}

export async function validateTicket(
  trx: Trx,
  ticket: { groupId: string; participantId: string; ticketNumber: string },
  by: { userId: string; runId: string },
) {
  return validateTicketQuery(trx, ticket, by).executeTakeFirst();
}

export async function setRunTicketCount(trx: Trx, runId: string, count: number) {
  await trx
    .updateTable('activity_run')
    .set({ numOfScannedTickets: count, updatedAt: sql`now()` })
    .where('id', '=', runId)
    .execute();
}

/** Affiliate commissions of the bookings whose tickets this run validated: expected → pending (approved). */
export async function approveCommissionsOfRun(trx: Trx, runId: string) {
  return trx
    .updateTable('affiliate_commission')
    .set({ state: 'pending', approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where('state', '=', 'expected')
    .where('bookingId', 'in', (eb) =>
      eb
        .selectFrom('issued_ticket as t')
        .innerJoin('participant as p', 'p.id', 't.participantId')
        .select('p.bookingId')
        .where('t.runId', '=', runId),
    )
    .returning('id')
    .execute();
}

/** Where each of these tickets stands now: validated by which run, or still valid, or voided. */
export function ticketStatesQuery(db: Executor, ticketNumbers: string[]) {
  return db
    .selectFrom('issued_ticket')
    .select(['ticketNumber', 'isValid', 'validatedAt', 'runId'])
    .where('ticketNumber', 'in', ticketNumbers);
}

export async function ticketStates(db: Executor, ticketNumbers: string[]) {
  if (ticketNumbers.length === 0) {
    return [];
  }
  return ticketStatesQuery(db, ticketNumbers).execute();
}

/** Ends a run in progress once; an employee may end only a run they operate. */
export async function finishRun(db: Executor, runId: string, companyId: string, employeeId: string | null) {
  let query = db
    .updateTable('activity_run')
    .set({ inProgress: false, endTime: sql`greatest(now(), "startTime")`, updatedAt: sql`now()` })
    .where('id', '=', runId)
    .where('companyId', '=', companyId)
    .where('inProgress', '=', true);
  if (employeeId !== null) {
    query = query.where('employeeId', '=', employeeId);
  }
  return query.returning('id').executeTakeFirst();
}

/** The groups of a day that the company staffs, with their tickets and the company's run. */
export async function listStaffedGroups(db: Executor, companyId: string, day: string) {
  return db
    .selectFrom('group_allocation as ga')
    .innerJoin('activity_group as g', 'g.id', 'ga.groupId')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .leftJoin('activity_run as r', (join) =>
      join.onRef('r.groupId', '=', 'g.id').on('r.companyId', '=', companyId),
    )
    .select((eb) => [
      'g.id as groupId',
      'g.activityId',
      'a.title',
      'g.day',
      'g.startTime',
      'g.endTime',
      'r.inProgress',
      'r.id as runId',
      eb
        .selectFrom('issued_ticket as t')
        .innerJoin('participant as p', 'p.id', 't.participantId')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('p.groupId', '=', 'g.id')
        .where('t.voidedAt', 'is', null)
        .as('participantCount'),
    ])
    .where('ga.companyId', '=', companyId)
    .where('ga.status', '=', 'joined')
    .where('g.day', '=', day)
    .orderBy('g.startTime')
    .orderBy('a.title')
    .execute();
}
