import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TAdminReviewsQuery } from '@roteiro/domain/reviews/schemas';
import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Db, Executor, Trx } from '../../db/database.ts';

// ---------------------------------------------------------------- the booking behind a link

/**
 * A booking as its review link needs it: the traveller, the activity's title and an event booking's event's (the
 * Portuguese ones too), the day of its group, and the run in which one of its tickets was validated first (null when none ever was).
 */
export async function findReviewBooking(db: Executor, bookingId: string) {
  return db
    .selectFrom('booking as b')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('activity_translation as tr', (join) =>
      join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', 'pt-PT'),
    )
    .leftJoin('event as e', 'e.id', 'b.eventId')
    .leftJoin('event_translation as etr', (join) =>
      join.onRef('etr.eventId', '=', 'e.id').on('etr.locale', '=', 'pt-PT'),
    )
    .leftJoin('review_invitation as inv', 'inv.bookingId', 'b.id')
    .select((eb) => [
      'b.id',
      'b.activityId',
      'b.groupId',
      'b.clientName',
      'b.clientEmail',
      'b.locale',
      'a.title as activityTitle',
      sql<string | null>`tr."texts"->>'title'`.as('activityTitlePt'),
      'e.title as eventTitle',
      sql<string | null>`etr."texts"->>'title'`.as('eventTitlePt'),
      sql<string>`g."day"::text`.as('day'),
      'inv.unsubscribedAt',
      eb
        .selectFrom('issued_ticket as it')
        .innerJoin('participant as p', 'p.id', 'it.participantId')
        .innerJoin('activity_run as r', 'r.id', 'it.runId')
        .select(sql<string>`r."id"::text || ' ' || r."companyId"`.as('run'))
        .whereRef('p.bookingId', '=', 'b.id')
        .where('it.runId', 'is not', null)
        .orderBy('it.validatedAt')
        .limit(1)
        .as('attendedRun'),
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- reviews

const myReviewColumns = [
  'rv.id',
  'rv.bookingId',
  'rv.activityId',
  'rv.stars',
  'rv.guideStars',
  'rv.valueStars',
  'rv.organisationStars',
  'rv.text',
  'rv.language',
  'rv.createdAt',
  'rv.updatedAt',
  'rv.hiddenAt',
] as const;

export async function findReviewOfBooking(db: Executor, bookingId: string) {
  return db
    .selectFrom('review as rv')
    .select(myReviewColumns)
    .where('rv.bookingId', '=', bookingId)
    .executeTakeFirst();
}

/** The same, locked until the transaction ends: the edit that follows changes the aggregate from these stars. */
export async function lockReviewOfBooking(trx: Trx, bookingId: string) {
  return trx
    .selectFrom('review as rv')
    .select(myReviewColumns)
    .where('rv.bookingId', '=', bookingId)
    .forUpdate()
    .executeTakeFirst();
}

export type TReviewValues = {
  stars: number;
  guideStars: number | null;
  valueStars: number | null;
  organisationStars: number | null;
  text: string;
  language: TLocale;
};

/** A new review; the unique booking id refuses a second one (unique violation). */
export async function insertReview(
  trx: Trx,
  review: TReviewValues & {
    bookingId: string;
    activityId: string;
    groupId: string;
    runId: string;
    companyId: string;
  },
  now: Date,
) {
  return trx
    .insertInto('review')
    .values({ ...review, createdAt: now, updatedAt: now })
    .returning(['id', 'createdAt', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

export async function updateReview(trx: Trx, reviewId: string, review: TReviewValues, now: Date) {
  return trx
    .updateTable('review')
    .set({ ...review, updatedAt: now })
    .where('id', '=', reviewId)
    .returning(['id', 'createdAt', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

/** Hides a published review; the stars it took out of the average, or nothing when it was already hidden. */
export async function hideReviewRow(trx: Trx, reviewId: string, reason: string, now: Date) {
  return trx
    .updateTable('review')
    .set({ hiddenAt: now, hiddenReason: reason })
    .where('id', '=', reviewId)
    .where('hiddenAt', 'is', null)
    .returning(['activityId', 'stars', 'bookingId'])
    .executeTakeFirst();
}

/** Publishes a hidden review again; its stars, or nothing when it was not hidden. */
export async function restoreReviewRow(trx: Trx, reviewId: string) {
  return trx
    .updateTable('review')
    .set({ hiddenAt: null, hiddenReason: null })
    .where('id', '=', reviewId)
    .where('hiddenAt', 'is not', null)
    .returning(['activityId', 'stars'])
    .executeTakeFirst();
}

export async function reviewExists(db: Executor, reviewId: string): Promise<boolean> {
  const row = await db.selectFrom('review').select('id').where('id', '=', reviewId).executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- the aggregate

const starsColumn = (stars: number) => sql.ref(`stars${stars}`);

/**
 * Adds (`delta` 1) or takes out (-1) one published review of `stars` to its activity's aggregate, by a relative
 * update in the caller's transaction: concurrent reviews add up, and the checks refuse a count below zero.
 */
export async function addToRating(trx: Trx, activityId: string, stars: number, delta: 1 | -1): Promise<void> {
  const column = starsColumn(stars);
  if (delta === 1) {
    await sql`
      insert into "activity_rating" ("activityId", "count", "starsTotal", ${column})
      values (${activityId}, 1, ${stars}, 1)
      on conflict ("activityId") do update set
        "count" = "activity_rating"."count" + 1,
        "starsTotal" = "activity_rating"."starsTotal" + ${stars},
        ${column} = "activity_rating".${column} + 1
    `.execute(trx);
    return;
  }
  const result = await sql`
    update "activity_rating" set
      "count" = "count" - 1,
      "starsTotal" = "starsTotal" - ${stars},
      ${column} = ${column} - 1
    where "activityId" = ${activityId}
  `.execute(trx);
  if (Number(result.numAffectedRows ?? 0) !== 1) {
    throw new Error(`activity ${activityId} has no rating to take a review out of`);
  }
}

/** A published review's stars changed from `from` to `to`: the aggregate moves it from one star to the other. */
export async function moveRatingStars(trx: Trx, activityId: string, from: number, to: number): Promise<void> {
  if (from === to) {
    return;
  }
  const result = await sql`
    update "activity_rating" set
      "starsTotal" = "starsTotal" + ${to - from},
      ${starsColumn(from)} = ${starsColumn(from)} - 1,
      ${starsColumn(to)} = ${starsColumn(to)} + 1
    where "activityId" = ${activityId}
  `.execute(trx);
  if (Number(result.numAffectedRows ?? 0) !== 1) {
    throw new Error(`activity ${activityId} has no rating to move a review's stars in`);
  }
}

export async function findRating(db: Executor, activityId: string) {
  return db
    .selectFrom('activity_rating')
    .select(['count', 'starsTotal', 'stars1', 'stars2', 'stars3', 'stars4', 'stars5'])
    .where('activityId', '=', activityId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- lists

/** Reviews with what every list shows: the author's name, the day attended and the company's reply. */
function reviewsWithDetails(db: Executor) {
  return db
    .selectFrom('review as rv')
    .innerJoin('booking as b', 'b.id', 'rv.bookingId')
    .innerJoin('activity_group as g', 'g.id', 'rv.groupId')
    .leftJoin('review_reply as rr', 'rr.reviewId', 'rv.id')
    .leftJoin('company as c', 'c.id', 'rr.companyId')
    .select([
      'rv.id',
      'rv.activityId',
      'rv.companyId',
      'rv.stars',
      'rv.guideStars',
      'rv.valueStars',
      'rv.organisationStars',
      'rv.text',
      'rv.language',
      'rv.createdAt',
      'rv.hiddenAt',
      'rv.hiddenReason',
      'b.clientName',
      sql<string>`g."day"::text`.as('attendedOn'),
      'rr.text as replyText',
      'rr.updatedAt as replyUpdatedAt',
      'c.name as replyCompanyName',
    ]);
}

export type TReviewListRow = Awaited<ReturnType<typeof listPublicReviews>>[number];

/**
 * An activity's published reviews, newest first, of one language or all: read in the order of its partial index
 * (the query is built here and run below, so a test can EXPLAIN exactly what the app runs).
 */
export function publicReviewsPageQuery(
  db: Executor,
  activityId: string,
  language: TLocale | undefined,
  page: { limit: number; offset: number },
) {
  return reviewsWithDetails(db)
    .where('rv.activityId', '=', activityId)
    .where('rv.hiddenAt', 'is', null)
    .$if(language !== undefined, (qb) => qb.where('rv.language', '=', language ?? 'en'))
    .orderBy('rv.createdAt', 'desc')
    .orderBy('rv.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function publicReviewsCountQuery(db: Executor, activityId: string, language: TLocale | undefined) {
  return db
    .selectFrom('review as rv')
    .select(countAll())
    .where('rv.activityId', '=', activityId)
    .where('rv.hiddenAt', 'is', null)
    .$if(language !== undefined, (qb) => qb.where('rv.language', '=', language ?? 'en'));
}

export async function listPublicReviews(
  db: Executor,
  activityId: string,
  language: TLocale | undefined,
  page: { limit: number; offset: number },
) {
  return publicReviewsPageQuery(db, activityId, language, page).execute();
}

export async function countPublicReviews(db: Executor, activityId: string, language: TLocale | undefined) {
  const row = await publicReviewsCountQuery(db, activityId, language).executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Reviews with their activity's title in the reader's language: a Portuguese reader's joins the activity's
 * Portuguese texts on their primary key (the English title where none is written); an English one's joins nothing.
 */
function withActivityTitle(db: Executor, locale: TLocale) {
  return reviewsWithDetails(db)
    .innerJoin('activity as a', 'a.id', 'rv.activityId')
    .$if(locale === 'pt-PT', (qb) =>
      qb.leftJoin('activity_translation as tr', (join) =>
        join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', 'pt-PT'),
      ),
    )
    .select(
      locale === 'pt-PT'
        ? sql<string>`coalesce(nullif(tr."texts"->>'title', ''), a."title")`.as('activityTitle')
        : sql<string>`a."title"`.as('activityTitle'),
    );
}

/** The reviews of the runs a company operated, newest first, hidden ones included (marked). */
export async function listCompanyReviews(
  db: Executor,
  companyId: string,
  page: { limit: number; offset: number },
  locale: TLocale,
) {
  return withActivityTitle(db, locale)
    .where('rv.companyId', '=', companyId)
    .orderBy('rv.createdAt', 'desc')
    .orderBy('rv.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countCompanyReviews(db: Executor, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('review')
    .select(countAll())
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The moderation list: reported reviews (most reported first), hidden ones, or all; newest first otherwise. */
function adminFilter(db: Executor, status: TAdminReviewsQuery['status']) {
  return db
    .selectFrom('review as rv')
    .$if(status === 'reported', (qb) =>
      qb.where((eb) =>
        eb.exists(eb.selectFrom('review_report as rp').select('rp.id').whereRef('rp.reviewId', '=', 'rv.id')),
      ),
    )
    .$if(status === 'hidden', (qb) => qb.where('rv.hiddenAt', 'is not', null));
}

export async function listAdminReviews(
  db: Executor,
  status: TAdminReviewsQuery['status'],
  page: { limit: number; offset: number },
  locale: TLocale,
) {
  const ids = await adminFilter(db, status)
    .select('rv.id')
    .orderBy('rv.createdAt', 'desc')
    .orderBy('rv.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (ids.length === 0) {
    return [];
  }
  return withActivityTitle(db, locale)
    .where(
      'rv.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('rv.createdAt', 'desc')
    .orderBy('rv.id', 'desc')
    .execute();
}

export async function countAdminReviews(db: Executor, status: TAdminReviewsQuery['status']): Promise<number> {
  const row = await adminFilter(db, status).select(countAll()).executeTakeFirstOrThrow();
  return row.count;
}

export async function listReports(db: Executor, reviewIds: string[]) {
  if (reviewIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('review_report')
    .select(['reviewId', 'reason', 'createdAt'])
    .where('reviewId', 'in', reviewIds)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function insertReport(db: Executor, reviewId: string, reason: string) {
  return db
    .insertInto('review_report')
    .values({ reviewId, reason })
    .returning('id')
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- replies

/** The company of a review (the one that ran its run), or undefined for an unknown review. */
export async function findReviewCompany(db: Executor, reviewId: string) {
  return db.selectFrom('review').select(['id', 'companyId']).where('id', '=', reviewId).executeTakeFirst();
}

/** Writes the reply of the company that ran the run (one per review; a second write edits it). */
export async function upsertReply(
  db: Executor,
  reviewId: string,
  companyId: string,
  text: string,
  now: Date,
) {
  await db
    .insertInto('review_reply')
    .values({ reviewId, companyId, text, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('reviewId').doUpdateSet({ text, updatedAt: now }))
    .execute();
}

export async function findReviewWithDetails(db: Executor, reviewId: string) {
  return reviewsWithDetails(db).where('rv.id', '=', reviewId).executeTakeFirst();
}

// ---------------------------------------------------------------- invitations

/**
 * The bookings to invite when a run finishes: paid ones with a ticket validated in this run, with an e-mail
 * (a counter sale has one too), that were never invited.
 */
export async function insertRunInvitations(trx: Trx, runId: string, now: Date) {
  return trx
    .insertInto('review_invitation')
    .columns(['bookingId', 'runId', 'sentAt'])
    .expression((eb) =>
      eb
        .selectFrom('booking as b')
        .select(['b.id', eb.val(runId).as('runId'), eb.val(now).as('sentAt')])
        .where('b.status', '=', 'paid')
        .where('b.clientEmail', '<>', '')
        .where((w) =>
          w.exists(
            w
              .selectFrom('issued_ticket as it')
              .innerJoin('participant as p', 'p.id', 'it.participantId')
              .select('it.id')
              .whereRef('p.bookingId', '=', 'b.id')
              .where('it.runId', '=', runId),
          ),
        ),
    )
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .returning('bookingId')
    .execute();
}

/** Invitations whose reminder is due: sent before `sentBefore`, not reminded, not unsubscribed, not reviewed. */
export async function listInvitationsDueReminder(db: Db, sentBefore: Date, limit: number) {
  return db
    .selectFrom('review_invitation as inv')
    .select('inv.bookingId')
    .where('inv.reminderSentAt', 'is', null)
    .where('inv.unsubscribedAt', 'is', null)
    .where('inv.sentAt', '<=', sentBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('review as rv').select('rv.id').whereRef('rv.bookingId', '=', 'inv.bookingId'),
        ),
      ),
    )
    .orderBy('inv.sentAt')
    .limit(limit)
    .execute();
}

/** Claims one reminder: only the caller whose update finds it still due sends it (the WHERE is the lock). */
export async function claimInvitationReminder(trx: Trx, bookingId: string, sentBefore: Date, now: Date) {
  const row = await trx
    .updateTable('review_invitation as inv')
    .set({ reminderSentAt: now })
    .where('inv.bookingId', '=', bookingId)
    .where('inv.reminderSentAt', 'is', null)
    .where('inv.unsubscribedAt', 'is', null)
    .where('inv.sentAt', '<=', sentBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('review as rv').select('rv.id').whereRef('rv.bookingId', '=', 'inv.bookingId'),
        ),
      ),
    )
    .returning('inv.bookingId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stops the reminder of a booking's invitation (once; a repeat changes nothing). */
export async function unsubscribeInvitation(db: Executor, bookingId: string, now: Date): Promise<void> {
  await db
    .updateTable('review_invitation')
    .set({ unsubscribedAt: now })
    .where('bookingId', '=', bookingId)
    .where('unsubscribedAt', 'is', null)
    .execute();
}
