import { randomUUID } from 'node:crypto';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { hhmm } from '@roteiro/domain/booking/slots';
import { parseTicketQr, type TTicketQr } from '@roteiro/domain/checkin/qr';
import { decideScan, type TScanManifest } from '@roteiro/domain/checkin/scan';
import type {
  TActiveRunResponse,
  TFinishRunResponse,
  TManifestResponse,
  TRunSummary,
  TScanRequest,
  TScanResponse,
  TStartRunRequest,
  TStartRunResponse,
  TTodayGroupsResponse,
} from '@roteiro/domain/checkin/schemas';
import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db, Executor, Trx } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findEmployeeIdOfUser,
  findGroup,
  findManifest,
  findRun,
  findRunByStartKey,
  findRunInProgress,
  findRunOfGroup,
  finishRun as finishRunRow,
  listStaffedGroups,
  startRunAtOnce,
  type TRunRow,
  type TStartedRunRow,
  ticketStates,
} from './checkin.repository.ts';

/** The company a guider acts for (a company's own id, an employee's employer). */
function companyOf(user: TSessionUser): string {
  if (!user.companyId) {
    throw new AppError('FORBIDDEN');
  }
  return user.companyId;
}

/** The employee row of an employee (null for the company's owner); an employee without one may not run tours. */
async function employeeOf(db: Executor, user: TSessionUser, companyId: string): Promise<string | null> {
  if (user.role !== 'employee') {
    return null;
  }
  const employeeId = await findEmployeeIdOfUser(db, user.id, companyId);
  if (!employeeId) {
    throw new AppError('FORBIDDEN');
  }
  return employeeId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toRunSummary(
  row: Pick<
    TRunRow,
    | 'id'
    | 'groupId'
    | 'activityId'
    | 'activityTitle'
    | 'day'
    | 'startTime'
    | 'endTime'
    | 'startedAt'
    | 'endedAt'
    | 'inProgress'
    | 'numOfScannedTickets'
    | 'payAmountCents'
    | 'employeeName'
  >,
): TRunSummary {
  return {
    id: row.id,
    groupId: row.groupId,
    activityId: row.activityId,
    activityTitle: row.activityTitle,
    day: row.day,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    inProgress: row.inProgress,
    numOfScannedTickets: row.numOfScannedTickets,
    payAmountCents: row.payAmountCents,
    employeeName: row.employeeName,
  };
}

type TManifestRow = NonNullable<Awaited<ReturnType<typeof findManifest>>>;

/** The company's run of the manifest's group, if it has one (read in the same query). */
function runOfManifest(row: TManifestRow): TRunSummary | null {
  if (!row.runId || !row.runStartedAt || row.runInProgress === null) {
    return null;
  }
  return toRunSummary({
    id: row.runId,
    groupId: row.id,
    activityId: row.activityId,
    activityTitle: row.title,
    day: row.day,
    startTime: row.startTime,
    endTime: row.endTime,
    startedAt: row.runStartedAt,
    endedAt: row.runEndedAt,
    inProgress: row.runInProgress,
    numOfScannedTickets: row.runNumOfScannedTickets ?? 0,
    payAmountCents: row.runPayAmountCents ?? 0,
    employeeName: row.runEmployeeName,
  });
}

/**
 * The manifest of a group the guider may open: its company staffs it (a joined allocation) or already ran it. A
 * guest guider may open any group (operations.md §6: "may do any activity") but never start one. Others get 404,
 * so no company learns about another's groups. One query (every scan reads it).
 */
export async function manifestOf(
  db: Db,
  user: TSessionUser,
  groupId: string,
  onlyParticipantId: string | null = null,
): Promise<TManifestResponse> {
  const row = await findManifest(db, groupId, companyOf(user), onlyParticipantId);
  if (!row || (!row.allocationId && !row.runId && !user.isGuestGuider)) {
    throw new AppError('NOT_FOUND');
  }
  const participants: TManifestResponse['participants'] = [];
  for (const ticket of row.tickets ?? []) {
    let participant = participants.at(-1);
    if (participant?.participantId !== ticket.participantId) {
      participant = {
        participantId: ticket.participantId,
        clientName: ticket.clientName,
        bookingReference: ticket.bookingReference,
        phone: ticket.phone,
        locale: ticket.locale,
        notes: ticket.notes,
        ...(ticket.resellerName
          ? { reseller: { name: ticket.resellerName, reference: ticket.resellerReference } }
          : {}),
        tickets: [],
      };
      participants.push(participant);
    }
    participant.tickets.push({
      ticketNumber: ticket.ticketNumber,
      state: ticket.isValid ? 'valid' : 'validated',
    });
  }
  return {
    group: {
      id: row.id,
      activityId: row.activityId,
      day: row.day,
      startTime: hhmm(row.startTime),
      endTime: hhmm(row.endTime),
    },
    activity: {
      id: row.activityId,
      title: row.title,
      durationMinutes: row.durationMinutes,
      meetingPoint: row.meetingPoint,
      maxNumOfParticipants: row.maxNumOfParticipants,
    },
    participants,
    canStart: !user.isGuestGuider,
    run: runOfManifest(row),
  };
}

export async function getManifest(db: Db, user: TSessionUser, groupId: string): Promise<TManifestResponse> {
  return manifestOf(db, user, groupId);
}

/** One scan, decided on the server with the same rule the screen runs offline (operations.md §5). */
export async function checkScan(
  db: Db,
  user: TSessionUser,
  groupId: string,
  input: TScanRequest,
): Promise<TScanResponse> {
  // The rule looks at the scanned participant's tickets only: a readable ticket of this group reads no others.
  const qr = parseTicketQr(input.qrText);
  const onlyParticipantId = qr?.groupId === groupId && UUID.test(qr.participantId) ? qr.participantId : null;
  // A group that is missing (or not this guide's) is the rule's "missing group data": the same answer offline.
  const manifest = await manifestOf(db, user, groupId, onlyParticipantId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return null;
    }
    throw error;
  });
  const scanManifest: TScanManifest | null = manifest && {
    groupId: manifest.group.id,
    maxNumOfParticipants: manifest.activity.maxNumOfParticipants,
    participants: manifest.participants,
  };
  const decision = decideScan(input.qrText, scanManifest, input.addedTicketNumbers);
  if (!decision.ok) {
    throw new AppError(decision.code, decision.message);
  }
  return {
    participantId: decision.participantId,
    ticketNumber: decision.ticketNumber,
    clientName: decision.clientName,
  };
}

/** How a start request's tickets ended up: validated by its run, by someone else, or no longer valid. */
async function settlement(
  db: Executor,
  runId: string,
  tickets: TTicketQr[],
): Promise<Omit<TStartRunResponse, 'run'>> {
  const states = await ticketStates(
    db,
    tickets.map((t) => t.ticketNumber),
  );
  const byNumber = new Map(states.map((s) => [s.ticketNumber, s]));
  const result: Omit<TStartRunResponse, 'run'> = { validated: [], validatedElsewhere: [], rejected: [] };
  for (const ticket of tickets) {
    const state = byNumber.get(ticket.ticketNumber);
    if (state?.runId === runId) {
      result.validated.push(ticket.ticketNumber);
    } else if (state?.validatedAt) {
      result.validatedElsewhere.push(ticket.ticketNumber);
    } else {
      result.rejected.push(ticket.ticketNumber);
    }
  }
  return result;
}

/** The start request's tickets, parsed and without repeats; any malformed one refuses the start (§5). */
function parseStartTickets(texts: string[]): TTicketQr[] {
  const tickets: TTicketQr[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const ticket = parseTicketQr(text);
    if (!ticket) {
      throw new AppError('BAD_REQUEST', textRef(messages, 'couldNotStartTour'));
    }
    if (!seen.has(ticket.ticketNumber)) {
      seen.add(ticket.ticketNumber);
      tickets.push(ticket);
    }
  }
  if (tickets.length === 0) {
    throw new AppError('BAD_REQUEST', textRef(messages, 'couldNotStartTour'));
  }
  // One lock order for every start, so two starts sharing tickets never deadlock.
  return tickets.sort((a, b) =>
    a.ticketNumber < b.ticketNumber ? -1 : a.ticketNumber > b.ticketNumber ? 1 : 0,
  );
}

/**
 * Start (operations.md §4): creates the company's run of the group (pay = the activity's guider payment),
 * validates every ticket once (whatever two guides do at the same moment) and approves the affiliate commissions
 * of the bookings it validated (expected → pending), all in one statement (`startRunAtOnce`). The request's key
 * makes it idempotent: the offline queue, or a retry after a lost answer, gets the same run and the same
 * settlement, including tickets another guide validated meanwhile. When the statement writes nothing, the reason
 * is looked up afterwards, in the order the checks always had.
 */
export async function startRun(
  db: Db,
  user: TSessionUser,
  groupId: string,
  input: TStartRunRequest,
  now: Date = new Date(),
): Promise<TStartRunResponse> {
  if (user.isGuestGuider) {
    throw new AppError('FORBIDDEN', textRef(checkinTexts, 'guestCannotStart'));
  }
  const companyId = companyOf(user);
  const tickets = parseStartTickets(input.tickets);
  let started: TStartedRunRow | undefined;
  try {
    started = await startRunAtOnce(db, {
      runId: randomUUID(),
      groupId,
      companyId,
      day: lisbonDay(now),
      userId: user.id,
      isEmployee: user.role === 'employee',
      startIdempotencyKey: input.idempotencyKey,
      // Only this group's tickets can be validated (a participant id that is not a uuid is no ticket of ours).
      tickets: tickets.filter((ticket) => ticket.groupId === groupId && UUID.test(ticket.participantId)),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const outcome = await startConflict(db, companyId, groupId, input.idempotencyKey, tickets, error);
      if (outcome instanceof AppError) {
        throw outcome;
      }
      return outcome;
    }
    throw error;
  }
  if (!started) {
    return whyNotStarted(db, user, companyId, groupId, input.idempotencyKey, tickets, now);
  }
  const validated = started.validated ?? [];
  const run = toRunSummary({
    id: started.id,
    groupId,
    activityId: started.activityId,
    activityTitle: started.title,
    day: started.day,
    startTime: started.startTime,
    endTime: started.endTime,
    startedAt: started.startedAt,
    endedAt: null,
    inProgress: true,
    numOfScannedTickets: validated.length,
    payAmountCents: started.guiderPaymentCents,
    employeeName: started.employeeName,
  });
  if (validated.length === tickets.length) {
    return { run, validated, validatedElsewhere: [], rejected: [] };
  }
  return { run, ...(await settlement(db, started.id, tickets)) };
}

/**
 * A start that wrote nothing: a replay of a settled start answers it again; otherwise the first refusal in the
 * order of the checks (group, day, employee, a run already there, then why no ticket could be validated).
 */
async function whyNotStarted(
  db: Db,
  user: TSessionUser,
  companyId: string,
  groupId: string,
  key: string,
  tickets: TTicketQr[],
  now: Date,
): Promise<TStartRunResponse> {
  const replay = await replayOf(db, companyId, groupId, key, tickets);
  if (replay) {
    return replay;
  }
  const group = await findGroup(db, groupId, companyId);
  if (!group?.allocationId) {
    throw new AppError('NOT_FOUND');
  }
  if (group.day !== lisbonDay(now)) {
    throw new AppError('BAD_REQUEST', textRef(checkinTexts, 'notToday'));
  }
  await employeeOf(db, user, companyId);
  if (await findRunOfGroup(db, groupId, companyId)) {
    throw new AppError('CONFLICT', textRef(checkinTexts, 'alreadyStarted'));
  }
  if (await findRunInProgress(db, companyId, undefined)) {
    throw new AppError('CONFLICT', textRef(checkinTexts, 'otherRunInProgress'));
  }
  throw await nothingValidatedError(db, tickets);
}

/** A start already settled under this key: its run and settlement again (only for the same company and group). */
async function replayOf(
  db: Executor,
  companyId: string,
  groupId: string,
  key: string,
  tickets: TTicketQr[],
): Promise<TStartRunResponse | null> {
  const run = await findRunByStartKey(db, key);
  if (!run) {
    return null;
  }
  if (run.companyId !== companyId || run.groupId !== groupId) {
    throw new AppError('CONFLICT', textRef(messages, 'couldNotStartTour'));
  }
  return { run: toRunSummary(run), ...(await settlement(db, run.id, tickets)) };
}

/** No ticket of the start could be validated: says why per ticket (fields: ticket number → text). */
async function nothingValidatedError(db: Executor, tickets: TTicketQr[]): Promise<AppError> {
  const states = new Map(
    (
      await ticketStates(
        db,
        tickets.map((t) => t.ticketNumber),
      )
    ).map((s) => [s.ticketNumber, s]),
  );
  const fields: Record<string, string> = {};
  let anyElsewhere = false;
  for (const ticket of tickets) {
    const isElsewhere = Boolean(states.get(ticket.ticketNumber)?.validatedAt);
    anyElsewhere ||= isElsewhere;
    fields[ticket.ticketNumber] = isElsewhere
      ? textRef(messages, 'ticketAlreadyValidated')
      : textRef(messages, 'invalidTicket');
  }
  return new AppError(
    'CONFLICT',
    anyElsewhere ? textRef(messages, 'ticketAlreadyValidated') : textRef(messages, 'invalidTicket'),
    fields,
  );
}

/** Which unique key refused the run: the same start (replay), this group started already, another in progress. */
async function startConflict(
  db: Executor,
  companyId: string,
  groupId: string,
  key: string,
  tickets: TTicketQr[],
  cause: unknown,
): Promise<AppError | TStartRunResponse> {
  const replay = await replayOf(db, companyId, groupId, key, tickets);
  if (replay) {
    return replay;
  }
  if (await findRunOfGroup(db, groupId, companyId)) {
    return new AppError('CONFLICT', textRef(checkinTexts, 'alreadyStarted'));
  }
  if (await findRunInProgress(db, companyId, undefined)) {
    return new AppError('CONFLICT', textRef(checkinTexts, 'otherRunInProgress'));
  }
  return new AppError('INTERNAL', textRef(messages, 'startFailed'), undefined, { cause });
}

/** What else happens when a run finishes, in the finishing transaction (the reviews' invitations, issue 37). */
export type OnRunFinished = (trx: Trx, runId: string) => Promise<unknown>;

/** Finish (operations.md §4): records the end time once; finishing a finished run answers the same. */
export async function finishRun(
  db: Db,
  user: TSessionUser,
  runId: string,
  onFinished?: OnRunFinished,
): Promise<TFinishRunResponse> {
  const companyId = companyOf(user);
  const employeeId = await employeeOf(db, user, companyId);
  await db.transaction().execute(async (trx) => {
    const finished = await finishRunRow(trx, runId, companyId, employeeId);
    if (finished && onFinished) {
      await onFinished(trx, runId);
    }
  });
  const run = await findRun(db, runId);
  if (!run || run.companyId !== companyId || (employeeId !== null && run.employeeId !== employeeId)) {
    throw new AppError('NOT_FOUND', textRef(messages, 'finishFailed'));
  }
  if (run.inProgress) {
    throw new AppError('INTERNAL', textRef(messages, 'finishFailed'));
  }
  return { run: toRunSummary(run), message: messages.activityCompleted };
}

/** The activity in progress of the menus and dashboards: the company's, or for an employee the one they run. */
export async function getActiveRun(db: Db, user: TSessionUser): Promise<TActiveRunResponse> {
  const companyId = companyOf(user);
  const employeeId = await employeeOf(db, user, companyId);
  const run = await findRunInProgress(db, companyId, user.role === 'employee' ? employeeId : undefined);
  return { run: run ? toRunSummary(run) : null };
}

/** Today's groups (Lisbon) that the guider's company staffs, for /scan-ticket. */
export async function listTodayGroups(
  db: Db,
  user: TSessionUser,
  now: Date = new Date(),
): Promise<TTodayGroupsResponse> {
  const rows = await listStaffedGroups(db, companyOf(user), lisbonDay(now));
  return {
    groups: rows.map((row) => ({
      groupId: row.groupId,
      activityId: row.activityId,
      title: row.title,
      day: row.day,
      startTime: hhmm(row.startTime),
      endTime: hhmm(row.endTime),
      participantCount: Number(row.participantCount ?? 0),
      runState: row.runId === null ? 'notStarted' : row.inProgress ? 'inProgress' : 'finished',
    })),
  };
}
