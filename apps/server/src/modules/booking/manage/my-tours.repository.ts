import type { TLocale } from '@roteiro/domain/i18n/locale';
import { BUSINESS_TIME_ZONE } from '@roteiro/domain/time/lisbon';
import { sql } from 'kysely';
import { countAll } from '../../../db/count.ts';
import type { Executor } from '../../../db/database.ts';
import { passWindowOfActivity } from '../../../db/pass-window.ts';

/** My tours lists the bookings that were paid (refunded ones stay, marked); unpaid checkouts are not tours. */
const LISTED_STATUSES = ['paid', 'refunded'] as const;

/** The account's address and whether it is proven (a changed address is not, until a sign-in link proves it). */
export async function findAccountEmail(db: Executor, userId: string) {
  return db.selectFrom('user').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst();
}

export async function countToursOf(db: Executor, email: string): Promise<number> {
  const row = await db
    .selectFrom('booking')
    .select(countAll())
    .where('clientEmail', '=', email)
    .where('status', 'in', LISTED_STATUSES)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * A page of the bookings made with this address (stored lower-case, `booking_clientEmail_idx`), upcoming
 * first and soonest first, then past ones latest first; the start is the group's Lisbon day and time. The
 * activity's and event's titles are in the reader's language: Portuguese where written (their translations,
 * joined on their primary keys), English otherwise; an English reader's joins match nothing.
 */
export async function listToursOf(
  db: Executor,
  email: string,
  now: Date,
  window: { limit: number; offset: number },
  locale: TLocale,
) {
  const start = sql<Date>`(g."day" + g."startTime") at time zone ${sql.lit(BUSINESS_TIME_ZONE)}`;
  const isUpcoming = sql<boolean>`${start} >= ${now}`;
  return db
    .selectFrom('booking as b')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('event as e', 'e.id', 'b.eventId')
    .leftJoin('activity_translation as tr', (join) =>
      join.onRef('tr.activityId', '=', 'a.id').on(sql<boolean>`tr."locale" = ${locale}`),
    )
    .leftJoin('event_translation as etr', (join) =>
      join.onRef('etr.eventId', '=', 'e.id').on(sql<boolean>`etr."locale" = ${locale}`),
    )
    .select([
      'b.reference',
      'b.status',
      'b.kind',
      'b.clientEmail',
      'b.participantCount',
      'b.amountCents',
      sql<string>`coalesce(tr."texts"->>'title', a."title")`.as('activityTitle'),
      'a.city',
      sql<string | null>`coalesce(etr."texts"->>'title', e."title")`.as('eventTitle'),
      'g.day',
      'g.startTime',
      passWindowOfActivity().as('passWindow'),
      isUpcoming.as('isUpcoming'),
    ])
    .where('b.clientEmail', '=', email)
    .where('b.status', 'in', LISTED_STATUSES)
    .orderBy(isUpcoming, 'desc')
    .orderBy(sql`case when ${isUpcoming} then ${start} end`, 'asc')
    .orderBy(start, 'desc')
    .orderBy('b.reference')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
