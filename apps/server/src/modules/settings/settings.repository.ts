import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export async function findProfile(db: Executor, userId: string) {
  return db
    .selectFrom('user as u')
    .leftJoin('company as c', 'c.id', 'u.id')
    .leftJoin('employee as e', 'e.userId', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.image',
      'u.role',
      'u.emailVerified',
      'c.numberOfSeats',
      sql<string | null>`coalesce(c."messagingId", e."messagingId")`.as('messagingId'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function updateCompanySettings(
  db: Executor,
  companyId: string,
  values: { numberOfSeats?: number | null; messagingId?: string | null },
) {
  await db
    .updateTable('company')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', companyId)
    .execute();
}

export async function updateEmployeeMessagingId(db: Executor, userId: string, messagingId: string | null) {
  await db
    .updateTable('employee')
    .set({ messagingId, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}
