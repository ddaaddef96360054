import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import {
  canEditReview,
  EMPTY_RATING_COUNTS,
  isReviewLinkExpired,
  REVIEWS_IN_JSON_LD,
  REVIEWS_PAGE_SIZE,
  ratingSummary,
  reviewAuthorName,
  reviewEditableUntil,
} from '@roteiro/domain/reviews/rules';
import type {
  TActivityReviewsQuery,
  TActivityReviewsResponse,
  TAdminReviewsQuery,
  TAdminReviewsResponse,
  TCompanyReviewsResponse,
  TMyReview,
  TPublicReview,
  TReviewInput,
  TReviewInvitation,
  TReviewSummary,
} from '@roteiro/domain/reviews/schemas';
import type { Db, Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { reviewHiddenMail } from '../../platform/mail/templates/review-invitation.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { readReviewToken } from './review-token.ts';
import { activityRatingJsonLd, type TRatingJsonLd } from './reviews.json-ld.ts';
import {
  addToRating,
  countAdminReviews,
  countCompanyReviews,
  countPublicReviews,
  findRating,
  findReviewBooking,
  findReviewCompany,
  findReviewOfBooking,
  findReviewWithDetails,
  hideReviewRow,
  insertReport,
  insertReview,
  listAdminReviews,
  listCompanyReviews,
  listPublicReviews,
  listReports,
  lockReviewOfBooking,
  moveRatingStars,
  restoreReviewRow,
  reviewExists,
  type TReviewListRow,
  unsubscribeInvitation,
  updateReview,
  upsertReply,
} from './reviews.repository.ts';

/** What the review links need: the key that signs them. */
export type ReviewDeps = { authSecret: string };

type TReviewBooking = NonNullable<Awaited<ReturnType<typeof findReviewBooking>>>;

/** The booking of a link: refused when altered (404), expired (410) or unknown (404). */
async function bookingOfToken(
  db: Executor,
  deps: ReviewDeps,
  token: string,
  now: Date,
): Promise<TReviewBooking> {
  const read = readReviewToken(deps.authSecret, token);
  if (!read) {
    throw new AppError('reviewLinkInvalid');
  }
  if (isReviewLinkExpired(read.issuedAt, now) || read.issuedAt.getTime() > now.getTime() + 60_000) {
    throw new AppError(read.issuedAt.getTime() > now.getTime() ? 'reviewLinkInvalid' : 'reviewLinkExpired');
  }
  const booking = await findReviewBooking(db, read.bookingId);
  if (!booking) {
    throw new AppError('reviewLinkInvalid');
  }
  return booking;
}

/** The run in which the booking's ticket was validated, and its company; refused (403) when none ever was. */
function attendedRunOf(booking: TReviewBooking): { runId: string; companyId: string } {
  const [runId, companyId] = (booking.attendedRun ?? '').split(' ');
  if (!runId || !companyId) {
    throw new AppError('reviewNotAttended');
  }
  return { runId, companyId };
}

function titleIn(
  booking: Pick<TReviewBooking, 'activityTitle' | 'activityTitlePt'>,
  locale: TLocale,
): string {
  return locale === 'pt-PT' && booking.activityTitlePt ? booking.activityTitlePt : booking.activityTitle;
}

/** An event booking's event title in `locale` (Portuguese where written), null for an activity's own run. */
function eventTitleIn(booking: Pick<TReviewBooking, 'eventTitle' | 'eventTitlePt'>, locale: TLocale) {
  return (locale === 'pt-PT' && booking.eventTitlePt) || booking.eventTitle;
}

function toMyReview(
  row: Omit<TMyReview, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date },
): TMyReview {
  return {
    id: row.id,
    stars: row.stars,
    guideStars: row.guideStars,
    valueStars: row.valueStars,
    organisationStars: row.organisationStars,
    text: row.text,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET of a link: what the review page shows (the traveller's review once written, and whether it may change). */
export async function getInvitation(
  db: Db,
  deps: ReviewDeps,
  token: string,
  now: Date,
  locale?: TLocale,
): Promise<TReviewInvitation> {
  const booking = await bookingOfToken(db, deps, token, now);
  attendedRunOf(booking);
  const review = await findReviewOfBooking(db, booking.id);
  return {
    activityId: booking.activityId,
    activityTitle: titleIn(booking, locale ?? booking.locale),
    eventTitle: eventTitleIn(booking, locale ?? booking.locale),
    attendedOn: booking.day,
    travellerName: booking.clientName,
    review: review ? toMyReview(review) : null,
    canEdit: review ? canEditReview(review.createdAt, now) : true,
    editableUntil: review ? reviewEditableUntil(review.createdAt).toISOString() : null,
    unsubscribed: booking.unsubscribedAt !== null,
  };
}

/**
 * Writes the booking's review and adds it to its activity's rating in one transaction. A second review of the
 * booking is refused by the unique key (409), whichever of two simultaneous requests commits first.
 */
export async function createReview(
  db: Db,
  deps: ReviewDeps,
  token: string,
  input: TReviewInput,
  now: Date,
): Promise<TMyReview> {
  const booking = await bookingOfToken(db, deps, token, now);
  const run = attendedRunOf(booking);
  try {
    const created = await db.transaction().execute(async (trx) => {
      const row = await insertReview(
        trx,
        { ...input, bookingId: booking.id, activityId: booking.activityId, groupId: booking.groupId, ...run },
        now,
      );
      await addToRating(trx, booking.activityId, input.stars, 1);
      return row;
    });
    return toMyReview({ ...created, ...input });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('reviewAlreadyWritten');
    }
    throw error;
  }
}

/** Its author edits a review (for 30 days): the aggregate follows a change of stars in the same transaction. */
export async function editReview(
  db: Db,
  deps: ReviewDeps,
  token: string,
  input: TReviewInput,
  now: Date,
): Promise<TMyReview> {
  const booking = await bookingOfToken(db, deps, token, now);
  attendedRunOf(booking);
  return db.transaction().execute(async (trx) => {
    const current = await lockReviewOfBooking(trx, booking.id);
    if (!current) {
      throw new AppError('reviewNotFound');
    }
    if (!canEditReview(current.createdAt, now)) {
      throw new AppError('reviewEditClosed');
    }
    const row = await updateReview(trx, current.id, input, now);
    if (current.hiddenAt === null) {
      await moveRatingStars(trx, current.activityId, current.stars, input.stars);
    }
    return toMyReview({ ...current, ...row, ...input });
  });
}

/** The traveller wants no reminder: recorded once (any later call says the same). */
export async function unsubscribe(
  db: Db,
  deps: ReviewDeps,
  token: string,
  now: Date,
): Promise<{ unsubscribed: true }> {
  const booking = await bookingOfToken(db, deps, token, now);
  await unsubscribeInvitation(db, booking.id, now);
  return { unsubscribed: true };
}

function toPublicReview(row: TReviewListRow): TPublicReview {
  return {
    id: row.id,
    stars: row.stars,
    guideStars: row.guideStars,
    valueStars: row.valueStars,
    organisationStars: row.organisationStars,
    text: row.text,
    language: row.language,
    authorName: reviewAuthorName(row.clientName),
    attendedOn: row.attendedOn,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyText !== null && row.replyUpdatedAt !== null
        ? {
            text: row.replyText,
            companyName: row.replyCompanyName ?? '',
            updatedAt: row.replyUpdatedAt.toISOString(),
          }
        : null,
  };
}

/** An activity's published reviews in figures (from the aggregate). */
export async function getReviewSummary(db: Executor, activityId: string): Promise<TReviewSummary> {
  return ratingSummary((await findRating(db, activityId)) ?? EMPTY_RATING_COUNTS);
}

/** A page of an activity's published reviews, newest first, with the summary; 404 for an unknown activity. */
export async function listActivityReviews(
  db: Db,
  activityId: string,
  query: TActivityReviewsQuery,
): Promise<TActivityReviewsResponse> {
  const window = { limit: REVIEWS_PAGE_SIZE, offset: (query.page - 1) * REVIEWS_PAGE_SIZE };
  const [summary, rows, total] = await Promise.all([
    getReviewSummary(db, activityId),
    listPublicReviews(db, activityId, query.language, window),
    countPublicReviews(db, activityId, query.language),
  ]);
  return {
    summary,
    items: rows.map(toPublicReview),
    total,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** The first published reviews and the summary, for the JSON-LD of a details page's HTML. */
export async function reviewsForPage(db: Executor, activityId: string, limit: number) {
  const [summary, rows] = await Promise.all([
    getReviewSummary(db, activityId),
    listPublicReviews(db, activityId, undefined, { limit, offset: 0 }),
  ]);
  return { summary, reviews: rows.map(toPublicReview) };
}

/** The rating part of an activity's details page JSON-LD (its rating and first reviews), or null without a review. */
export async function findActivityRatingJsonLd(
  db: Executor,
  activityId: string,
): Promise<TRatingJsonLd | null> {
  const { summary, reviews } = await reviewsForPage(db, activityId, REVIEWS_IN_JSON_LD);
  return activityRatingJsonLd(summary, reviews);
}

/** Anyone reports a review (throttled by the route); the admin's list shows it. */
export async function reportReview(db: Db, reviewId: string, reason: string): Promise<{ reported: true }> {
  if (!(await reviewExists(db, reviewId))) {
    throw new AppError('reviewNotFound');
  }
  await insertReport(db, reviewId, reason);
  return { reported: true };
}

function companyOf(user: TSessionUser): string {
  if (!user.companyId) {
    throw new AppError('FORBIDDEN');
  }
  return user.companyId;
}

/** The reviews of the runs the company operated, newest first. */
export async function listReviewsOfCompany(
  db: Db,
  user: TSessionUser,
  page: number,
): Promise<TCompanyReviewsResponse> {
  const companyId = companyOf(user);
  const window = { limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    // The activities' titles in the account's language (the Portuguese ones where written).
    listCompanyReviews(db, companyId, window, user.locale),
    countCompanyReviews(db, companyId),
  ]);
  return {
    items: rows.map((row) => ({
      ...toPublicReview(row),
      activityId: row.activityId,
      activityTitle: row.activityTitle,
      hidden: row.hiddenAt !== null,
    })),
    total,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** The company that ran the reviewed run replies (once; writing again edits it). Any other caller: 404. */
export async function replyToReview(
  db: Db,
  user: TSessionUser,
  reviewId: string,
  text: string,
  now: Date,
): Promise<TPublicReview> {
  const companyId = companyOf(user);
  const review = await findReviewCompany(db, reviewId);
  if (!review || review.companyId !== companyId) {
    throw new AppError('reviewNotFound');
  }
  await upsertReply(db, reviewId, companyId, text, now);
  const row = await findReviewWithDetails(db, reviewId);
  if (!row) {
    throw new AppError('reviewNotFound');
  }
  return toPublicReview(row);
}

/**
 * The moderation list: reported (default), hidden or all reviews, with their reports; the activities' titles in
 * the admin's language.
 */
export async function listReviewsForAdmin(
  db: Db,
  query: TAdminReviewsQuery,
  locale: TLocale,
): Promise<TAdminReviewsResponse> {
  const window = { limit: REVIEWS_PAGE_SIZE, offset: (query.page - 1) * REVIEWS_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    listAdminReviews(db, query.status, window, locale),
    countAdminReviews(db, query.status),
  ]);
  const reports = await listReports(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const own = reports.filter((report) => report.reviewId === row.id);
      return {
        ...toPublicReview(row),
        activityId: row.activityId,
        activityTitle: row.activityTitle,
        reportCount: own.length,
        reports: own.map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
        hiddenReason: row.hiddenReason,
        hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
      };
    }),
    total,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/**
 * An admin hides a review with a reason: it leaves the lists and the average in one transaction, and its author
 * is told by e-mail (queued in the same transaction). Hiding a hidden review changes nothing.
 */
export async function hideReview(
  db: Db,
  deps: { outbox: Pick<Outbox, 'enqueue'> },
  reviewId: string,
  reason: string,
  now: Date,
): Promise<{ hidden: true }> {
  await db.transaction().execute(async (trx) => {
    const hidden = await hideReviewRow(trx, reviewId, reason, now);
    if (!hidden) {
      if (!(await reviewExists(trx, reviewId))) {
        throw new AppError('reviewNotFound');
      }
      return;
    }
    await addToRating(trx, hidden.activityId, hidden.stars, -1);
    const booking = await findReviewBooking(trx, hidden.bookingId);
    if (booking) {
      await deps.outbox.enqueue(trx, {
        kind: 'mail.send',
        payload: {
          to: booking.clientEmail,
          ...reviewHiddenMail({
            locale: booking.locale,
            clientName: booking.clientName,
            activityTitle: titleIn(booking, booking.locale),
            reason,
          }),
        },
      });
    }
  });
  return { hidden: true };
}

/** An admin publishes a hidden review again: back in the lists and the average. */
export async function restoreReview(db: Db, reviewId: string): Promise<{ hidden: false }> {
  await db.transaction().execute(async (trx) => {
    const restored = await restoreReviewRow(trx, reviewId);
    if (!restored) {
      if (!(await reviewExists(trx, reviewId))) {
        throw new AppError('reviewNotFound');
      }
      return;
    }
    await addToRating(trx, restored.activityId, restored.stars, 1);
  });
  return { hidden: false };
}
