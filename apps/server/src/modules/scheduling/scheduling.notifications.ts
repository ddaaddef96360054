import { hhmm } from '@roteiro/domain/booking/slots';
import {
  needsCompanyStaff,
  newActivityText,
  type TNewActivityNotice,
} from '@roteiro/domain/scheduling/rules';
import type { Trx } from '../../db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import * as repo from './scheduling.repository.ts';

/**
 * Operator notifications (operations.md §7, `/activities/{messaging}/new-activity`): queued through the
 * outbox in the transaction of the change that causes them, delivered by the chat adapter to the operators'
 * chat (`OPERATORS_CHAT_ID`). A company promoted from a wait-list is told on its own messaging ID.
 */
export type NotifyDeps = {
  outbox: Pick<Outbox, 'enqueue'>;
  operatorsChatId: string;
};

type LockedGroup = NonNullable<Awaited<ReturnType<typeof repo.lockGroup>>>;

export type NoticeReason = 'New activity' | 'Seats missing' | 'A company unscheduled';

export async function notifyOperators(
  trx: Trx,
  deps: NotifyDeps,
  group: LockedGroup,
  reason: NoticeReason,
  missingSeats: number,
): Promise<void> {
  const notice: TNewActivityNotice = {
    tourName: group.title,
    date: group.day,
    time: group.startTime,
    endTime: group.endTime,
    activityGroupId: group.id,
    missingSeats,
  };
  await deps.outbox.enqueue(trx, {
    kind: 'chat.send',
    payload: { chatId: deps.operatorsChatId, text: newActivityText(notice, reason) },
  });
}

/**
 * Promotes wait-listed companies, in the order they asked, while the group is missing seats; each promoted
 * company joins with the seats and vehicles it offered and is messaged. The caller holds the group's lock.
 * Returns the seats still missing afterwards: none for a pass's or an event's group, which needs no company.
 */
export async function promoteWaitList(
  trx: Trx,
  deps: NotifyDeps,
  group: LockedGroup,
  now: Date,
): Promise<number> {
  if (!needsCompanyStaff(group)) {
    return 0;
  }
  let missing = group.groupSize - (await repo.staffedSeats(trx, group.id));
  while (missing > 0) {
    const next = await repo.firstWaiting(trx, group.id);
    if (!next) {
      break;
    }
    await repo.deleteWaitListRow(trx, next.id);
    const joined = await repo.joinGroup(trx, {
      groupId: group.id,
      companyId: next.companyId,
      nOfSeats: next.nOfSeats,
      numberOfVehicles: next.numberOfVehicles,
      now,
    });
    if (!joined) {
      continue;
    }
    missing -= next.nOfSeats;
    if (next.messagingId) {
      await deps.outbox.enqueue(trx, {
        kind: 'chat.send',
        payload: {
          chatId: next.messagingId,
          text: `Seats freed up: you now staff ${group.title} on ${group.day} at ${hhmm(group.startTime)} with ${next.nOfSeats} seats and ${next.numberOfVehicles} vehicle(s).`,
        },
      });
    }
  }
  return Math.max(0, missing);
}

/**
 * A booking of the group was just paid (booking fulfilment, inside its transaction): the operators hear of
 * the group's first paid booking, and of any paid booking that leaves booked places above the seats staffed
 * once wait-listed companies were promoted. A pass's or an event's group needs no company: nobody is told.
 */
export async function onBookingPaid(trx: Trx, deps: NotifyDeps & { now: Date }, groupId: string) {
  const group = await repo.lockGroup(trx, groupId);
  if (!group || !needsCompanyStaff(group)) {
    return;
  }
  const missing = await promoteWaitList(trx, deps, group, deps.now);
  const isFirst = (await repo.paidBookingCount(trx, groupId)) === 1;
  if (isFirst) {
    await notifyOperators(trx, deps, group, 'New activity', missing);
  } else if (missing > 0) {
    await notifyOperators(trx, deps, group, 'Seats missing', missing);
  }
}
