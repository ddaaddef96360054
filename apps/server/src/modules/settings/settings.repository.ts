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
