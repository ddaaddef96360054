import { z } from 'zod';
import { ZDay, ZInstant } from '../common/responses.ts';
import { LOCALES } from '../i18n/locale.ts';
import { textRef } from '../i18n/texts.ts';
import { PAGE_MAX } from '../paging/page.ts';
import { pagingTexts } from '../paging/paging.ts';
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './rules.ts';
import { reviewsTexts } from './texts.ts';

const starsMessage = textRef(reviewsTexts, 'starsInvalid');
const textMessage = textRef(reviewsTexts, 'textLength');
const reasonMessage = textRef(reviewsTexts, 'reasonLength');
const replyMessage = textRef(reviewsTexts, 'replyLength');

/** Stars of a review: a whole number from 1 to 5. */
export const ZReviewStars = z
  .number({ message: starsMessage })
  .int({ message: starsMessage })
  .min(1, { message: starsMessage })
  .max(5, { message: starsMessage });

/** The language a review is written in. */
export const ZReviewLanguage = z.enum(LOCALES, { message: textRef(reviewsTexts, 'languageInvalid') });
export type TReviewLanguage = z.infer<typeof ZReviewLanguage>;

const optionalStars = ZReviewStars.nullable().optional().default(null);

/** What a traveller writes (POST and PUT of the invitation's link). */
export const ZReviewInput = z.object({
  stars: ZReviewStars,
  guideStars: optionalStars,
  valueStars: optionalStars,
  organisationStars: optionalStars,
  text: z
    .string({ message: textMessage })
    .trim()
    .min(REVIEW_TEXT_MIN, { message: textMessage })
    .max(REVIEW_TEXT_MAX, { message: textMessage }),
  language: ZReviewLanguage,
});
export type TReviewInput = z.output<typeof ZReviewInput>;
export type TReviewInputForm = z.input<typeof ZReviewInput>;

/** The token of an invitation's link, in the path. */
export const ZReviewTokenParams = z.object({ token: z.string().min(1).max(300) });
export const ZReviewIdParams = z.object({
  reviewId: z.uuid({ message: textRef(reviewsTexts, 'reviewNotFound') }),
});
export const ZActivityReviewsParams = z.object({ id: z.uuid({ message: 'Unknown activity' }) });

/** The traveller's own review, as they wrote it. */
export const ZMyReview = z.object({
  id: z.uuid(),
  stars: ZReviewStars,
  guideStars: ZReviewStars.nullable(),
  valueStars: ZReviewStars.nullable(),
  organisationStars: ZReviewStars.nullable(),
  text: z.string(),
  language: ZReviewLanguage,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TMyReview = z.infer<typeof ZMyReview>;

/** GET of an invitation's link: what the review page shows. */
export const ZReviewInvitation = z.object({
  activityId: z.uuid(),
  /** In the reader's language where translated. */
  activityTitle: z.string(),
  /** An event booking's event, in the reader's language where translated; null for the activity's own runs. */
  eventTitle: z.string().nullable(),
  /** The run's day (Lisbon). */
  attendedOn: ZDay,
  travellerName: z.string(),
  review: ZMyReview.nullable(),
  canEdit: z.boolean(),
  /** Until when the review may be edited; null before it is written. */
  editableUntil: ZInstant.nullable(),
  unsubscribed: z.boolean(),
});
export type TReviewInvitation = z.infer<typeof ZReviewInvitation>;

export const ZReviewReply = z.object({ text: z.string(), companyName: z.string(), updatedAt: ZInstant });
export type TReviewReply = z.infer<typeof ZReviewReply>;

/** A published review as anyone reads it. */
export const ZPublicReview = z.object({
  id: z.uuid(),
  stars: ZReviewStars,
  guideStars: ZReviewStars.nullable(),
  valueStars: ZReviewStars.nullable(),
  organisationStars: ZReviewStars.nullable(),
  text: z.string(),
  language: ZReviewLanguage,
  /** First name and initial ("Maria S."). */
  authorName: z.string(),
  attendedOn: ZDay,
  createdAt: ZInstant,
  reply: ZReviewReply.nullable(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

const ZCount = z.number().int().min(0);

/** An activity's published reviews in figures: the average (2 decimals), the count and per star. */
export const ZReviewSummary = z.object({
  average: z.number().nullable(),
  count: ZCount,
  distribution: z.object({ 1: ZCount, 2: ZCount, 3: ZCount, 4: ZCount, 5: ZCount }),
});
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

const pageMessage = textRef(pagingTexts, 'pageInvalid');
const ZReviewsPage = z.coerce
  .number({ message: pageMessage })
  .int({ message: pageMessage })
  .min(1, { message: pageMessage })
  .max(PAGE_MAX, { message: pageMessage })
  .default(1);

/** GET /api/activities/:id/reviews: a page of 10, newest first, optionally of one language. */
export const ZActivityReviewsQuery = z.object({
  page: ZReviewsPage,
  language: z
    .union([ZReviewLanguage, z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TActivityReviewsQuery = z.output<typeof ZActivityReviewsQuery>;

export const ZActivityReviewsResponse = z.object({
  summary: ZReviewSummary,
  items: z.array(ZPublicReview),
  /** How many reviews match the language filter. */
  total: ZCount,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TActivityReviewsResponse = z.infer<typeof ZActivityReviewsResponse>;

export const ZReportReviewRequest = z.object({
  reason: z
    .string({ message: reasonMessage })
    .trim()
    .min(1, { message: reasonMessage })
    .max(REVIEW_REASON_MAX, { message: reasonMessage }),
});
export type TReportReviewRequest = z.infer<typeof ZReportReviewRequest>;
export const ZReportReviewResponse = z.object({ reported: z.literal(true) });

export const ZReplyRequest = z.object({
  text: z
    .string({ message: replyMessage })
    .trim()
    .min(1, { message: replyMessage })
    .max(REVIEW_REPLY_MAX, { message: replyMessage }),
});
export type TReplyRequest = z.infer<typeof ZReplyRequest>;

export const ZPageOnlyQuery = z.object({ page: ZReviewsPage });
export type TPageOnlyQuery = z.output<typeof ZPageOnlyQuery>;

export const ZCompanyReview = ZPublicReview.extend({
  activityId: z.uuid(),
  activityTitle: z.string(),
  hidden: z.boolean(),
});
export type TCompanyReview = z.infer<typeof ZCompanyReview>;

export const ZCompanyReviewsResponse = z.object({
  items: z.array(ZCompanyReview),
  total: ZCount,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TCompanyReviewsResponse = z.infer<typeof ZCompanyReviewsResponse>;

export const ADMIN_REVIEW_STATUSES = ['reported', 'hidden', 'all'] as const;
export const ZAdminReviewsQuery = z.object({
  status: z.enum(ADMIN_REVIEW_STATUSES).default('reported'),
  page: ZReviewsPage,
});
export type TAdminReviewsQuery = z.output<typeof ZAdminReviewsQuery>;

export const ZAdminReview = ZPublicReview.extend({
  activityId: z.uuid(),
  activityTitle: z.string(),
  reportCount: ZCount,
  reports: z.array(z.object({ reason: z.string(), createdAt: ZInstant })),
  hiddenReason: z.string().nullable(),
  hiddenAt: ZInstant.nullable(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

export const ZAdminReviewsResponse = z.object({
  items: z.array(ZAdminReview),
  total: ZCount,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TAdminReviewsResponse = z.infer<typeof ZAdminReviewsResponse>;

export const ZHideReviewRequest = z.object({
  reason: z
    .string({ message: reasonMessage })
    .trim()
    .min(1, { message: reasonMessage })
    .max(REVIEW_REASON_MAX, { message: reasonMessage }),
});
export type THideReviewRequest = z.infer<typeof ZHideReviewRequest>;

export const ZHideReviewResponse = z.object({ hidden: z.literal(true) });
export const ZRestoreReviewResponse = z.object({ hidden: z.literal(false) });
export const ZUnsubscribeReviewsResponse = z.object({ unsubscribed: z.literal(true) });
