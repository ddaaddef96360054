import type { TLocale } from '@roteiro/domain/i18n/locale';
import { sql } from 'kysely';
import { batchedLookupPerDatabase } from '../../db/batched-lookup.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db, Executor } from '../../db/database.ts';
// Affiliates owns the commissions, booking the tickets: the start's one statement validates the tickets and
// approves the commissions with their owners' statements.
import { approveCommissionsStatement } from '../affiliates/commissions.service.ts';
import { validateTicketsStatement } from '../booking/tickets/tickets.service.ts';

/** A group with its activity, and the company's joined allocation of it (null when the company does not staff it). */
function groupWithAllocation(db: Executor, groupId: string, companyId: string | null) {
  return db
    .selectFrom('activity_group as g')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .leftJoin('group_allocation as ga', (join) =>
      join
        .onRef('ga.groupId', '=', 'g.id')
        .on('ga.companyId', '=', companyId ?? '')
        .on('ga.status', '=', 'joined'),
    )
    .where('g.id', '=', groupId);
}

const groupColumns = [
  'g.id',
  'g.activityId',
  'g.day',
  'g.startTime',
  'g.endTime',
  'a.title',
  'a.durationMinutes',
  'a.meetingPoint',
  'a.maxNumOfParticipants',
  'ga.id as allocationId',
] as const;

/** A group with its activity, and whether the company staffs it (a joined allocation). */
export async function findGroup(db: Executor, groupId: string, companyId: string | null) {
  return groupWithAllocation(db, groupId, companyId)
    .select([...groupColumns, 'a.guiderPaymentCents'])
    .executeTakeFirst();
}

export type TManifestTicketRow = {
  participantId: string;
  clientName: string;
  bookingReference: string;
  phone: string | null;
  locale: TLocale;
  notes: string | null;
  /** The reseller that sold the booking over OCTO, and its reference (modules/distribution's tables). */
  resellerName: string | null;
  resellerReference: string | null;
  ticketNumber: string;
  isValid: boolean;
};

/**
 * Everything the start-activity screen and every scan need, in one query, for a batch of (group, company) pairs
 * (`findManifest` batches the look-ups of requests that arrive together): each group with its activity, whether
 * the company staffs it, the company's run of it, and its participants' tickets with their booking's reference,
 * phone, language and notes (refunded, i.e. voided, tickets left out) in the screen's order, or only one participant's tickets when the key names one (a scan needs no
 * more). A key whose group does not exist has no row.
 */
export function manifestsQuery(
  db: Executor,
  groupIds: string[],
  companyIds: string[],
  participantIds: (string | null)[],
) {
  const keys = sql<{ groupId: string; companyId: string; participantId: string | null }>`(
    select * from unnest(${groupIds}::uuid[], ${companyIds}::text[], ${participantIds}::uuid[])
      as k("groupId", "companyId", "participantId")
  )`.as('k');
  return db
    .selectFrom(keys)
    .innerJoin('activity_group as g', 'g.id', 'k.groupId')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .leftJoin('group_allocation as ga', (join) =>
      join
        .onRef('ga.groupId', '=', 'g.id')
        .onRef('ga.companyId', '=', 'k.companyId')
        .on('ga.status', '=', 'joined'),
    )
    .leftJoin('activity_run as r', (join) =>
      join.onRef('r.groupId', '=', 'g.id').onRef('r.companyId', '=', 'k.companyId'),
    )
    .leftJoin('employee as e', 'e.id', 'r.employeeId')
    .select((eb) => [
      'k.companyId as keyCompanyId',
      'k.participantId as keyParticipantId',
      ...groupColumns,
      'r.id as runId',
      'r.companyId as runCompanyId',
      'r.employeeId as runEmployeeId',
      'r.startIdempotencyKey as runStartIdempotencyKey',
      'r.startTime as runStartedAt',
      'r.endTime as runEndedAt',
      'r.inProgress as runInProgress',
      'r.numOfScannedTickets as runNumOfScannedTickets',
      'r.payAmountCents as runPayAmountCents',
      'e.name as runEmployeeName',
      eb
        .selectFrom('participant as p')
        .innerJoin('issued_ticket as t', 't.participantId', 'p.id')
        .innerJoin('booking as b', 'b.id', 'p.bookingId')
        .leftJoin('reseller_booking as rb', 'rb.bookingId', 'b.id')
        .leftJoin('reseller as rs', 'rs.id', 'rb.resellerId')
        .select(
          sql<TManifestTicketRow[]>`coalesce(json_agg(json_build_object(
            'participantId', p."id", 'clientName', p."clientName", 'bookingReference', b."reference",
            'phone', b."clientPhone", 'locale', b."locale", 'notes', b."notes",
            'resellerName', rs."name", 'resellerReference', rb."resellerReference",
            'ticketNumber', t."ticketNumber", 'isValid', t."isValid"
          ) order by p."createdAt", p."id", t."createdAt", t."ticketNumber"), '[]'::json)`.as('tickets'),
        )
        .whereRef('p.groupId', '=', 'g.id')
        .where(sql<boolean>`(k."participantId" is null or p."id" = k."participantId")`)
        .where('t.voidedAt', 'is', null)
        .as('tickets'),
    ]);
}

const compiledManifestsQuery = compiledOnce(manifestsQuery);
type TManifestRow = Awaited<ReturnType<typeof compiledManifestsQuery>>[number];

/** A manifest's key as one string: the group and the participant are uuids (no tab), the company id comes last. */
const manifestKey = (groupId: string, participantId: string | null, companyId: string) =>
  `${groupId}\t${participantId ?? ''}\t${companyId}`;

const manifestLookups = batchedLookupPerDatabase(async (db: Db, keys: string[]) => {
  const parts = keys.map((key) => {
    const [groupId = '', participantId = '', ...company] = key.split('\t');
    return { groupId, participantId: participantId || null, companyId: company.join('\t') };
  });
  const rows = await compiledManifestsQuery(
    db,
    parts.map((part) => part.groupId),
    parts.map((part) => part.companyId),
    parts.map((part) => part.participantId),
  );
  return new Map(rows.map((row) => [manifestKey(row.id, row.keyParticipantId, row.keyCompanyId), row]));
});

/**
 * A group's manifest as the company sees it (every scan reads it), with all its participants or only the one
 * given (a uuid); undefined when the group does not exist.
 */
export async function findManifest(
  db: Db,
  groupId: string,
  companyId: string,
  onlyParticipantId: string | null = null,
): Promise<TManifestRow | undefined> {
  return manifestLookups(db, manifestKey(groupId, onlyParticipantId, companyId));
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

export type TStartedRunRow = {
  id: string;
  startedAt: Date;
  activityId: string;
  day: string;
  startTime: string;
  endTime: string;
  title: string;
  guiderPaymentCents: number;
  employeeName: string | null;
  validated: string[];
};

/**
 * Start in one statement (one round trip, atomic like a transaction): when the company staffs the group, the
 * group is today's and an employee starts as one of the company's own, it locks the start's tickets that are
 * still valid in ticket-number order (two starts sharing tickets never deadlock), validates them by one
 * conditional update (booking's own statement; the WHERE is the lock: a ticket is validated once, whatever two
 * guides do at the same moment), creates the run that validated them (pay = the activity's guider payment) only if it validated any,
 * and approves the affiliate commissions of their bookings (expected → pending, with affiliates' own statement).
 * No row back: nothing was written, and the caller finds out why. A unique key of the run (one per group and
 * company, one in progress per company, the request's idempotency key) refuses it with an error, and then nothing
 * is written either.
 */
export type TStartInput = {
  runId: string;
  groupId: string;
  companyId: string;
  day: string;
  userId: string;
  isEmployee: boolean;
  startIdempotencyKey: string;
  /** Tickets of this group only. */
  tickets: { participantId: string; ticketNumber: string }[];
};

export function startRunQuery(start: TStartInput) {
  const participantIds = start.tickets.map((ticket) => ticket.participantId);
  const ticketNumbers = start.tickets.map((ticket) => ticket.ticketNumber);
  return sql<TStartedRunRow>`
    with "eligible" as (
      select g."id", g."activityId", g."day", g."startTime", g."endTime", a."title", a."guiderPaymentCents",
        e."id" as "employeeId", e."name" as "employeeName"
      from "activity_group" g
      join "activity" a on a."id" = g."activityId"
      join "group_allocation" ga
        on ga."groupId" = g."id" and ga."companyId" = ${start.companyId} and ga."status" = 'joined'
      left join "employee" e
        on ${start.isEmployee} and e."userId" = ${start.userId} and e."companyId" = ${start.companyId}
      where g."id" = ${start.groupId} and g."day" = ${start.day} and (not ${start.isEmployee} or e."id" is not null)
    ),
    "locked" as (
      select t."id"
      from "issued_ticket" t
      join unnest(${participantIds}::uuid[], ${ticketNumbers}::text[]) as q("participantId", "ticketNumber")
        on t."ticketNumber" = q."ticketNumber" and t."participantId" = q."participantId"
      join "participant" p on p."id" = t."participantId" and p."groupId" = ${start.groupId}
      where t."isValid" and exists (select 1 from "eligible")
      order by t."ticketNumber"
      for update of t
    ),
    "validated" as (
      ${validateTicketsStatement({ tickets: sql.table('locked'), userId: start.userId, runId: start.runId })}
    ),
    "run" as (
      insert into "activity_run" ("id", "companyId", "groupId", "activityId", "employeeId", "startedBy",
        "payAmountCents", "startIdempotencyKey", "numOfScannedTickets")
      select ${start.runId}, ${start.companyId}, e."id", e."activityId", e."employeeId", ${start.userId},
        e."guiderPaymentCents", ${start.startIdempotencyKey}, (select count(*) from "validated")::int
      from "eligible" e
      where exists (select 1 from "validated")
      returning "id", "startTime"
    ),
    "approved" as (
      ${approveCommissionsStatement({
        when: sql<boolean>`exists (select 1 from "run")`,
        bookingIds: sql`select p."bookingId" from "validated" v join "participant" p on p."id" = v."participantId"`,
      })}
    )
    select r."id", r."startTime" as "startedAt", e."activityId", e."day", e."startTime", e."endTime", e."title",
      e."guiderPaymentCents", e."employeeName",
      (select array_agg(v."ticketNumber" order by v."ticketNumber") from "validated" v) as "validated",
      (select count(*) from "approved")::int as "approved"
    from "run" r cross join "eligible" e
  `;
}

export async function startRunAtOnce(db: Executor, start: TStartInput): Promise<TStartedRunRow | undefined> {
  return (await startRunQuery(start).execute(db)).rows[0];
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

/** A booking found by its reference (upper-case), with its group and its participant once paid. */
export async function findBookingByReference(db: Executor, reference: string) {
  return db
    .selectFrom('booking as b')
    .leftJoin('participant as p', 'p.bookingId', 'b.id')
    .select(['b.id', 'b.groupId', 'b.status', 'p.id as participantId'])
    .where('b.reference', '=', reference)
    .executeTakeFirst();
}

/** The group and participant of a ticket number (exactly as issued). */
export async function findTicketGroup(db: Executor, ticketNumber: string) {
  return db
    .selectFrom('issued_ticket as t')
    .innerJoin('participant as p', 'p.id', 't.participantId')
    .select(['p.groupId', 'p.id as participantId'])
    .where('t.ticketNumber', '=', ticketNumber)
    .executeTakeFirst();
}
