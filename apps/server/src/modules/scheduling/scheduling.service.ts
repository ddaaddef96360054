import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TMessageResponse } from '@roteiro/domain/common/responses';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { TPage } from '@roteiro/domain/paging/page';
import {
  canUnschedule,
  groupMissingSeats,
  isBeforePlanningCutoff,
  lisbonTimeOfDay,
  missingSeats,
  needsCompanyStaff,
  planningCutoffAt,
  planningDays,
  planningWindow,
  seatsUpdate,
  UPCOMING_PAGE_SIZE,
} from '@roteiro/domain/scheduling/rules';
import {
  schedulingTexts,
  type TGroupDetails,
  type TJoinGroupsRequest,
  type TPlanResponse,
  type TUpcomingGroup,
  type TUpcomingQuery,
  type TUpdateAllocationRequest,
  type TUpdateAllocationResponse,
  type TWaitListRequest,
} from '@roteiro/domain/scheduling/scheduling';
import type { Db, Trx } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type NotifyDeps, notifyOperators, promoteWaitList } from './scheduling.notifications.ts';
import * as repo from './scheduling.repository.ts';

export type SchedulingDeps = NotifyDeps & {
  db: Db;
  /** The clock (tests move it across the 17:00 cut-off). */
  now: () => Date;
};

/** The company a guider acts for: its own id for a company, the employer's for an employee. */
function companyOf(actor: TSessionUser): string {
  if (!actor.companyId) {
    throw new AppError('FORBIDDEN');
  }
  return actor.companyId;
}

/** "Plan your day": today's and tomorrow's groups with booked places that the company has not joined. */
export async function listPlan(deps: SchedulingDeps, actor: TSessionUser): Promise<TPlanResponse> {
  const now = deps.now();
  const { today, tomorrow } = planningDays(now);
  const isBeforeCutoff = isBeforePlanningCutoff(now);
  const rows = await repo.listPlannableGroups(deps.db, {
    companyId: companyOf(actor),
    today,
    tomorrow,
    timeNow: lisbonTimeOfDay(now),
  });
  return {
    today,
    tomorrow,
    isBeforeCutoff,
    cutoffAt: planningCutoffAt(now).toISOString(),
    groups: rows.map(({ staffedSeats = 0, ...row }) => ({
      ...row,
      staffedSeats: staffedSeats ?? 0,
      missingSeats: missingSeats(row.bookedPlaces, staffedSeats ?? 0),
      isFullyStaffed: (staffedSeats ?? 0) >= row.bookedPlaces,
      isWaitListed: Boolean(row.isWaitListed),
      isClosed: row.day === tomorrow && !isBeforeCutoff,
    })),
  };
}

type LockedGroup = NonNullable<Awaited<ReturnType<typeof repo.lockGroup>>>;

/** Locks the group and refuses when it can no longer be chosen (cut-off, started, other day). */
async function lockPlannableGroup(trx: Trx, groupId: string, now: Date): Promise<LockedGroup> {
  const group = await repo.lockGroup(trx, groupId);
  if (!group) {
    throw new AppError('NOT_FOUND');
  }
  if (!needsCompanyStaff(group)) {
    throw new AppError('CONFLICT', textRef(schedulingTexts, 'staffNotNeeded'));
  }
  switch (planningWindow(group.day, group.startTime, now)) {
    case 'open':
      return group;
    case 'closed-after-cutoff':
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'cutoffRefused'));
    case 'closed-started':
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'groupStarted'));
    case 'closed-out-of-range':
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'notPlannable'));
  }
}

/**
 * Joins the chosen groups, all or none, in one transaction. Each group's row is locked first (in id order,
 * so two submits never wait on each other crosswise), so a group is joined only while the seats committed so
 * far are below its booked places: concurrent joins never staff a group that no longer needs seats.
 */
export async function joinGroups(
  deps: SchedulingDeps,
  actor: TSessionUser,
  request: TJoinGroupsRequest,
): Promise<TMessageResponse> {
  const companyId = companyOf(actor);
  const now = deps.now();
  const choices = [...request.choices].sort((a, b) => a.groupId.localeCompare(b.groupId));
  await deps.db.transaction().execute(async (trx) => {
    for (const choice of choices) {
      const group = await lockPlannableGroup(trx, choice.groupId, now);
      if ((await repo.staffedSeats(trx, group.id)) >= group.groupSize) {
        throw new AppError('CONFLICT', textRef(schedulingTexts, 'noLongerNeedsSeats'));
      }
      const joined = await repo.joinGroup(trx, { ...choice, companyId, now });
      if (!joined) {
        throw new AppError('CONFLICT', textRef(schedulingTexts, 'alreadyJoined'));
      }
      await repo.removeFromWaitList(trx, group.id, companyId);
    }
  });
  return { message: messages.scheduleUpdated };
}

/** Puts the company on the wait-list of a group that is fully staffed. */
export async function joinWaitList(
  deps: SchedulingDeps,
  actor: TSessionUser,
  request: TWaitListRequest,
): Promise<TMessageResponse> {
  const companyId = companyOf(actor);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const group = await lockPlannableGroup(trx, request.groupId, now);
    if ((await repo.staffedSeats(trx, group.id)) < group.groupSize) {
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'stillNeedsSeats'));
    }
    const own = await repo.findAllocation(trx, group.id, companyId);
    if (own?.status === 'joined') {
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'alreadyJoined'));
    }
    const added = await repo.addToWaitList(trx, { ...request, companyId, now });
    if (!added) {
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'alreadyWaitListed'));
    }
  });
  return { message: schedulingTexts.waitListed };
}

export async function leaveWaitList(
  deps: SchedulingDeps,
  actor: TSessionUser,
  groupId: string,
): Promise<TMessageResponse> {
  const removed = await repo.removeFromWaitList(deps.db, groupId, companyOf(actor));
  if (!removed) {
    throw new AppError('NOT_FOUND');
  }
  return { message: schedulingTexts.waitListLeft };
}

/**
 * Unscheduling (operations.md §4, §5): lowers the company's seats (0…assigned−1) or vehicles; 0 of either
 * cancels its place. Freed seats go to the wait-list first; seats still missing are notified to operators.
 */
export async function updateAllocation(
  deps: SchedulingDeps,
  actor: TSessionUser,
  groupId: string,
  request: TUpdateAllocationRequest,
): Promise<TUpdateAllocationResponse> {
  const companyId = companyOf(actor);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const group = await repo.lockGroup(trx, groupId);
    const allocation = group && (await repo.findAllocation(trx, groupId, companyId));
    if (!group || !allocation || allocation.status !== 'joined') {
      throw new AppError('NOT_FOUND', textRef(schedulingTexts, 'notJoined'));
    }
    // Started by the clock, or early by a guide's run (a finished run included): the seats are in use.
    if (!canUnschedule(group, now, await repo.hasRun(trx, groupId))) {
      throw new AppError('CONFLICT', textRef(schedulingTexts, 'groupStarted'));
    }
    const update = seatsUpdate(allocation, request);
    if (update.kind === 'refused') {
      const message =
        update.reason === 'seats'
          ? textRef(messages, 'seatsUpdateTooHigh')
          : textRef(schedulingTexts, 'vehiclesTooHigh');
      throw new AppError('VALIDATION_FAILED', message, {
        [update.reason === 'seats' ? 'nOfSeats' : 'numberOfVehicles']: message,
      });
    }
    const changed = await repo.lowerAllocation(trx, {
      id: allocation.id,
      from: allocation,
      to: update.kind === 'cancel' ? 'cancel' : update,
      now,
    });
    if (!changed) {
      throw new AppError('CONFLICT', textRef(messages, 'unexpected'));
    }
    const missing = await promoteWaitList(trx, deps, group, now);
    if (missing > 0) {
      await notifyOperators(trx, deps, group, 'A company unscheduled', missing);
    }
    return update.kind === 'cancel'
      ? { message: messages.activityCanceled, status: 'canceled' as const }
      : { message: messages.seatsUpdated, status: 'joined' as const };
  });
}

/** A page of an upcoming tab: the company's groups (company and its employees) or every group (admin). */
export async function listUpcoming(
  deps: SchedulingDeps,
  actor: TSessionUser,
  query: TUpcomingQuery,
): Promise<TPage<TUpcomingGroup>> {
  const isAdmin = actor.role === 'admin';
  const isCompany = actor.role === 'company';
  if (query.tab === 'attention' && !isAdmin) {
    throw new AppError('FORBIDDEN');
  }
  const now = deps.now();
  const window = pageWindow(query, UPCOMING_PAGE_SIZE);
  const { items, total } = await repo.listUpcoming(deps.db, {
    scope: isAdmin
      ? { kind: 'admin' }
      : {
          kind: 'company',
          companyId: companyOf(actor),
          ...(actor.role === 'employee' ? { employeeUserId: actor.id } : {}),
        },
    tab: query.tab,
    today: planningDays(now).today,
    timeNow: lisbonTimeOfDay(now),
    limit: window.limit,
    offset: window.offset,
  });
  return toPage(
    items.map(({ myNOfSeats, myNumberOfVehicles, hasRun, myRunInProgress, isPass, isEvent, ...row }) => {
      // The seats are the company's business: an employee sees their own run, not the company's allocation.
      const allocation =
        isCompany &&
        myNOfSeats !== null &&
        myNOfSeats !== undefined &&
        myNumberOfVehicles !== null &&
        myNumberOfVehicles !== undefined
          ? { nOfSeats: myNOfSeats, numberOfVehicles: myNumberOfVehicles }
          : null;
      return {
        ...row,
        staffedSeats: row.staffedSeats ?? 0,
        companyCount: row.companyCount ?? 0,
        missingSeats: groupMissingSeats({
          isPass,
          isEvent,
          bookedPlaces: row.bookedPlaces,
          staffedSeats: row.staffedSeats ?? 0,
        }),
        allocation,
        canUnschedule: allocation !== null && canUnschedule(row, now, Boolean(hasRun)),
        myRun:
          myRunInProgress === null || myRunInProgress === undefined
            ? null
            : { isInProgress: myRunInProgress },
      };
    }),
    total,
    window,
  );
}

/** The admin's view of one group. */
export async function getGroupDetails(deps: SchedulingDeps, groupId: string): Promise<TGroupDetails> {
  const details = await repo.groupDetails(deps.db, groupId);
  if (!details) {
    throw new AppError('NOT_FOUND');
  }
  const { isPass, isEvent, ...group } = details.group;
  return {
    group: {
      ...group,
      missingSeats: groupMissingSeats({
        isPass,
        isEvent,
        bookedPlaces: group.bookedPlaces,
        staffedSeats: group.staffedSeats ?? 0,
      }),
      staffedSeats: group.staffedSeats ?? 0,
    },
    bookings: details.bookings,
    participants: details.participants,
    companies: details.companies.map((c) => ({ ...c, joinedAt: c.joinedAt.toISOString() })),
    waitList: details.waitList.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() })),
    runs: details.runs.map(({ transferId, ...run }) => ({
      ...run,
      startTime: run.startTime.toISOString(),
      endTime: run.endTime ? run.endTime.toISOString() : null,
      isTransferred: transferId !== null,
    })),
  };
}

/** The admin dashboard's figure: how many groups Needs attention lists at `now`. */
export async function countGroupsNeedingAttention(db: Db, now: Date): Promise<number> {
  return repo.countNeedingAttention(db, { today: planningDays(now).today, timeNow: lisbonTimeOfDay(now) });
}

/** A company's account is deleted: it no longer staffs groups from `fromDay` on (in the caller's transaction). */
export async function cancelFutureAllocationsOfCompany(trx: Trx, companyId: string, fromDay: string) {
  await repo.cancelFutureAllocations(trx, companyId, fromDay);
}
