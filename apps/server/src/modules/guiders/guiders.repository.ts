import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/paging.ts';

/**
 * Guiders for the admin: companies only. Employees (who have a company) and admins are left out
 * (operations.md §5).
 */
export async function listGuiders(
  db: Executor,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom('user as u')
    .innerJoin('company as c', 'c.id', 'u.id')
    .where('u.role', '=', 'company');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('c.name', 'ilike', pattern),
      ]),
    );
  }
  const [items, count] = await Promise.all([
    query
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.image',
        'u.deactivatedAt',
        'c.name as companyName',
        'c.numberOfSeats',
        'c.hasFinishedSetUp',
        'c.createdAt',
      ])
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.count };
}

export async function findGuider(db: Executor, guiderId: string) {
  return db
    .selectFrom('user as u')
    .innerJoin('company as c', 'c.id', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.image',
      'u.deactivatedAt',
      'c.name as companyName',
      'c.phoneNumber',
      'c.messagingId',
      'c.numberOfSeats',
      'c.city',
      'c.paymentAccountId',
      'c.hasFinishedSetUp',
      'c.createdAt',
      sql<number>`(select count(*)::int from "employee" e where e."companyId" = c."id")`.as('employeeCount'),
      sql<number>`(select coalesce(sum(r."payAmountCents"), 0)::int from "activity_run" r where r."companyId" = c."id" and r."transferId" is null)`.as(
        'unpaidCents',
      ),
    ])
    .where('u.id', '=', guiderId)
    .where('u.role', '=', 'company')
    .executeTakeFirst();
}

/** The company's runs, newest first: its payment history. */
export async function listGuiderRuns(
  db: Executor,
  companyId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const base = db.selectFrom('activity_run as r').where('r.companyId', '=', companyId);
  const [items, count] = await Promise.all([
    base
      .innerJoin('activity as a', 'a.id', 'r.activityId')
      .leftJoin('employee as e', 'e.id', 'r.employeeId')
      .select([
        'r.id',
        'a.title as activityTitle',
        'r.startTime',
        'r.endTime',
        'r.payAmountCents',
        'r.transferredAt',
        'e.name as employeeName',
      ])
      .orderBy('r.startTime', 'desc')
      .orderBy('r.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.count };
}
