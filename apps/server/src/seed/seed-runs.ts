import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db } from '../db/database.ts';
import { transferRuns } from '../modules/payouts/payouts.service.ts';
import type { PaymentProvider } from '../platform/payments/payment-provider.ts';
import { isTestPaymentProvider } from '../platform/payments/test-payment-provider.ts';

/** Who ran which demo tour on which past day (days before today). */
const demoRuns = [
  { company: 0, employee: 'ana@roteiro.test', daysAgo: 1, activity: 0 },
  { company: 0, employee: 'rui@roteiro.test', daysAgo: 2, activity: 1 },
  { company: 0, employee: null, daysAgo: 3, activity: 2 },
  {
    company: 0,
    employee: 'ana@roteiro.test',
    daysAgo: 4,
    activity: 3,
    isPaidToEmployee: true,
    isTransferred: true,
  },
  { company: 0, employee: 'ana@roteiro.test', daysAgo: 5, activity: 1 },
  { company: 1, employee: 'marta@roteiro.test', daysAgo: 2, activity: 2 },
] as const;

/**
 * Finished runs of past days (the spec's finishedActivities) for the demo companies, so the payment
 * screens have something to show: runs of Tejo Tours' employees and owner, one already transferred (through
 * the payouts service and the test-mode provider, ledger row included), and one run of Sintra Trails,
 * whose payment setup is not finished. Each run's group and allocation are created for it.
 */
export async function seedRuns(
  deps: { db: Db; payments: PaymentProvider },
  { companyIds, activityIds }: { companyIds: string[]; activityIds: string[] },
): Promise<SeededRun[]> {
  const { db } = deps;
  const activities = await db
    .selectFrom('activity')
    .select(['id', 'durationMinutes', 'guiderPaymentCents', 'sharedTimeSlots'])
    .where('id', 'in', activityIds.length > 0 ? activityIds : [''])
    .where('isPass', '=', false)
    .orderBy('title')
    .execute();
  const today = lisbonDay(new Date());
  const toTransfer: string[] = [];
  const made: SeededRun[] = [];
  for (const demo of demoRuns) {
    const activity = activities[demo.activity % Math.max(activities.length, 1)];
    const companyId = companyIds[demo.company];
    const slot = activity?.sharedTimeSlots[0]?.slice(0, 5);
    if (!activity || !companyId || !slot) {
      continue;
    }
    const day = addDays(today, -demo.daysAgo);
    const start = lisbonInstant(day, slot) ?? new Date();
    const end = new Date(start.getTime() + activity.durationMinutes * 60_000);
    const employee = demo.employee
      ? await db
          .selectFrom('employee')
          .select(['id', 'userId'])
          .where('companyId', '=', companyId)
          .where('email', '=', demo.employee)
          .executeTakeFirst()
      : undefined;
    const runId = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('activity_group')
        .values({
          activityId: activity.id,
          day,
          startTime: slot,
          endTime: wallTimeAfter(slot, activity.durationMinutes),
          capacity: 8,
        })
        .onConflict((oc) => oc.columns(['activityId', 'day', 'startTime']).doNothing())
        .execute();
      const group = await trx
        .selectFrom('activity_group')
        .select('id')
        .where('activityId', '=', activity.id)
        .where('day', '=', day)
        .where('startTime', '=', slot)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('group_allocation')
        .values({ groupId: group.id, companyId, joinedNOfSeats: 8, nOfSeats: 8, numberOfVehicles: 2 })
        .onConflict((oc) => oc.columns(['groupId', 'companyId']).doNothing())
        .execute();
      const run = await trx
        .insertInto('activity_run')
        .values({
          companyId,
          groupId: group.id,
          activityId: activity.id,
          employeeId: employee?.id ?? null,
          startedBy: employee?.userId ?? companyId,
          startTime: start,
          endTime: end,
          inProgress: false,
          numOfScannedTickets: 2,
          payAmountCents: activity.guiderPaymentCents,
          guiderHasBeenPaid: 'isPaidToEmployee' in demo && demo.isPaidToEmployee,
        })
        .onConflict((oc) => oc.columns(['groupId', 'companyId']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return run?.id;
    });
    if (runId && 'isTransferred' in demo && demo.isTransferred) {
      toTransfer.push(runId);
    }
    if (runId) {
      made.push({
        runId,
        companyIndex: demo.company,
        daysAgo: demo.daysAgo,
        activityId: activity.id,
        day,
        slot,
        start,
        startedBy: employee?.userId ?? companyId,
      });
    }
  }
  // Only the test-mode provider can pay offline; with a real key the demo leaves every run owed.
  if (toTransfer.length > 0 && isTestPaymentProvider(deps.payments)) {
    await transferRuns(
      { db, payments: deps.payments, log: { error: () => undefined, warn: () => undefined } },
      toTransfer,
    );
  }
  return made;
}

/** A run the demo made: whose, which group's slot, when it started and who started it. */
export type SeededRun = {
  runId: string;
  companyIndex: number;
  daysAgo: number;
  activityId: string;
  day: string;
  slot: string;
  start: Date;
  startedBy: string;
};

/** 'HH:MM' + minutes, as Lisbon wall time (past midnight wraps, as a late tour's end time may). */
function wallTimeAfter(start: string, minutes: number): string {
  const [hours = 0, mins = 0] = start.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
