import type { TPaymentRunState } from '@roteiro/domain/money/payouts';
import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/paging.ts';

type Window = { limit: number; offset: number };

/** Manage Payments: runs of every company, what is owed first, then by company and newest start. */
export async function listPaymentRuns(
  db: Executor,
  filter: { state: TPaymentRunState; search?: string | undefined } & Window,
) {
  let base = db
    .selectFrom('activity_run as r')
    .innerJoin('company as c', 'c.id', 'r.companyId')
    .innerJoin('activity as a', 'a.id', 'r.activityId')
    .innerJoin('activity_group as g', 'g.id', 'r.groupId');
  if (filter.state === 'untransferred') {
    base = base.where('r.transferId', 'is', null);
  } else if (filter.state === 'transferred') {
    base = base.where('r.transferId', 'is not', null);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    base = base.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('a.title', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .leftJoin('employee as e', 'e.id', 'r.employeeId')
      .select([
        'r.id',
        'r.companyId',
        'c.name as companyName',
        'c.hasFinishedSetUp',
        'c.paymentAccountId',
        'a.title as activityTitle',
        'g.day',
        'g.startTime as groupStartTime',
        'e.name as employeeName',
        'r.startTime',
        'r.endTime',
        'r.payAmountCents',
        'r.transferId',
        'r.transferredAt',
      ])
      .orderBy(sql`r."transferId" is not null`)
      .orderBy('c.name')
      .orderBy('r.companyId')
      .orderBy('r.startTime', 'desc')
      .orderBy('r.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.count };
}

/** The admin dashboard's runs to pay: finished, worth something, not transferred (Manage Payments' "owed"). */
export async function runsToPay(db: Executor) {
  return db
    .selectFrom('activity_run')
    .select([countAll(), sql<number>`coalesce(sum("payAmountCents"), 0)::int`.as('amountCents')])
    .where('endTime', 'is not', null)
    .where('transferId', 'is', null)
    .where('payAmountCents', '>', 0)
    .executeTakeFirstOrThrow();
}

/** What each of these companies is still owed for finished, untransferred runs. */
export async function owedByCompanies(db: Executor, companyIds: string[]) {
  if (companyIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('company as c')
    .leftJoin('activity_run as r', (join) =>
      join.onRef('r.companyId', '=', 'c.id').on('r.transferId', 'is', null).on('r.endTime', 'is not', null),
    )
    .select([
      'c.id as companyId',
      'c.name as companyName',
      'c.hasFinishedSetUp',
      sql<number>`coalesce(sum(r."payAmountCents"), 0)::int`.as('owedCents'),
      sql<number>`count(r."id")::int`.as('owedRuns'),
    ])
    .where('c.id', 'in', companyIds)
    .groupBy(['c.id', 'c.name', 'c.hasFinishedSetUp'])
    .orderBy('c.name')
    .execute();
}

/** Why a run was not claimed (read only to explain it; the claim itself is the guard). */
export async function findRunTransferState(db: Executor, runId: string) {
  return db
    .selectFrom('activity_run as r')
    .innerJoin('company as c', 'c.id', 'r.companyId')
    .select([
      'r.id',
      'r.endTime',
      'r.payAmountCents',
      'r.transferId',
      'c.hasFinishedSetUp',
      'c.paymentAccountId',
    ])
    .where('r.id', '=', runId)
    .executeTakeFirst();
}

/** The ledger row of a company transfer (`company_transfer`), in the transaction that marks its run transferred. */
export async function insertCompanyTransfer(
  db: Executor,
  run: { id: string; amountCents: number; key: string; transferId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('money_movement')
    .values({
      kind: 'company_transfer',
      amountCents: run.amountCents,
      runId: run.id,
      providerRef: run.transferId,
      idempotencyKey: run.key,
      occurredAt: run.at,
    })
    .execute();
}

/** A company's runs (all) or an employee's (their own), newest first. */
export async function listGuiderRuns(
  db: Executor,
  filter: { companyId: string; employeeId: string | null } & Window,
) {
  let base = db.selectFrom('activity_run as r').where('r.companyId', '=', filter.companyId);
  if (filter.employeeId) {
    base = base.where('r.employeeId', '=', filter.employeeId);
  }
  const [rows, count] = await Promise.all([
    base
      .innerJoin('activity as a', 'a.id', 'r.activityId')
      .innerJoin('activity_group as g', 'g.id', 'r.groupId')
      .leftJoin('employee as e', 'e.id', 'r.employeeId')
      .select([
        'r.id',
        'a.title as activityTitle',
        'g.day',
        'g.startTime as groupStartTime',
        'e.name as employeeName',
        'r.startTime',
        'r.endTime',
        'r.payAmountCents',
        'r.guiderHasBeenPaid',
        'r.transferredAt',
      ])
      .orderBy('r.startTime', 'desc')
      .orderBy('r.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.count };
}

/** The employee record of a signed-in employee, in the company they act for. */
export async function findEmployeeIdOfUser(db: Executor, companyId: string, userId: string) {
  const row = await db
    .selectFrom('employee')
    .select('id')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}
