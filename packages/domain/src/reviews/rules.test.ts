import { describe, expect, it } from 'vitest';
import { defaultMessageForCode, statusForCode } from '../errors/errors.ts';
import {
  canEditReview,
  countStars,
  distributionPercents,
  isReviewLinkExpired,
  ratingSummary,
  reviewAuthorName,
  reviewEditableUntil,
  reviewReminderDueAt,
} from './rules.ts';
import { ZActivityReviewsQuery, ZReviewInput } from './schemas.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = new Date('2026-11-12T10:00:00Z');

describe('review rules', () => {
  it('lets its author edit a review for 30 days, not after', () => {
    expect(canEditReview(at, new Date(at.getTime() + 29 * DAY))).toBe(true);
    expect(canEditReview(at, new Date(at.getTime() + 30 * DAY))).toBe(true);
    expect(canEditReview(at, new Date(at.getTime() + 30 * DAY + 1))).toBe(false);
    expect(reviewEditableUntil(at).toISOString()).toBe('2026-12-12T10:00:00.000Z');
  });

  it('expires a link 90 days after it was issued', () => {
    expect(isReviewLinkExpired(at, new Date(at.getTime() + 90 * DAY))).toBe(false);
    expect(isReviewLinkExpired(at, new Date(at.getTime() + 90 * DAY + 1))).toBe(true);
  });

  it('reminds 3 days after the invitation', () => {
    expect(reviewReminderDueAt(at).toISOString()).toBe('2026-11-15T10:00:00.000Z');
  });

  it('sums stars per star and averages them to 2 decimals', () => {
    const counts = countStars([5, 5, 4, 3, 5, 4]);
    expect(counts).toEqual({
      count: 6,
      starsTotal: 26,
      stars1: 0,
      stars2: 0,
      stars3: 1,
      stars4: 2,
      stars5: 3,
    });
    expect(ratingSummary(counts)).toEqual({
      average: 4.33,
      count: 6,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 3 },
    });
    expect(ratingSummary(countStars([])).average).toBeNull();
    expect(() => countStars([6])).toThrow(RangeError);
  });

  it('gives each star its share in percent', () => {
    expect(distributionPercents({ 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 })).toEqual({
      1: 0,
      2: 0,
      3: 25,
      4: 25,
      5: 50,
    });
    expect(distributionPercents({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
  });

  it('shows the author by first name and initial', () => {
    expect(reviewAuthorName('Maria da Silva')).toBe('Maria S.');
    expect(reviewAuthorName('  joão  ')).toBe('joão');
    expect(reviewAuthorName('Ana Ávila')).toBe('Ana Á.');
    expect(reviewAuthorName('')).toBe('');
  });
});

describe('review schemas', () => {
  const valid = { stars: 5, text: 'A wonderful morning in Belém with a great guide.', language: 'en' };

  it('takes a review with the optional stars left out', () => {
    expect(ZReviewInput.parse(valid)).toEqual({
      ...valid,
      guideStars: null,
      valueStars: null,
      organisationStars: null,
    });
  });

  it('refuses stars out of 1..5, a short or long text and an unknown language', () => {
    expect(ZReviewInput.safeParse({ ...valid, stars: 0 }).success).toBe(false);
    expect(ZReviewInput.safeParse({ ...valid, stars: 4.5 }).success).toBe(false);
    expect(ZReviewInput.safeParse({ ...valid, guideStars: 6 }).success).toBe(false);
    expect(ZReviewInput.safeParse({ ...valid, text: '   too short text    ' }).success).toBe(false);
    expect(ZReviewInput.safeParse({ ...valid, text: 'x'.repeat(2001) }).success).toBe(false);
    expect(ZReviewInput.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
    const result = ZReviewInput.safeParse({ ...valid, text: 'short' });
    expect(result.error?.issues[0]?.message).toBe('{{reviews.textLength}}');
  });

  it('reads the list query with its defaults', () => {
    expect(ZActivityReviewsQuery.parse({})).toEqual({ page: 1 });
    expect(ZActivityReviewsQuery.parse({ page: '2', language: 'pt-PT' })).toEqual({
      page: 2,
      language: 'pt-PT',
    });
    expect(ZActivityReviewsQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('review refusals', () => {
  it('answers each with its status and its own words', () => {
    expect(statusForCode('reviewLinkInvalid')).toBe(404);
    expect(statusForCode('reviewLinkExpired')).toBe(410);
    expect(statusForCode('reviewNotAttended')).toBe(403);
    expect(statusForCode('reviewAlreadyWritten')).toBe(409);
    expect(statusForCode('reviewEditClosed')).toBe(403);
    expect(statusForCode('reviewNotFound')).toBe(404);
    expect(defaultMessageForCode.reviewAlreadyWritten).toBe(
      'A review of this booking has already been written.',
    );
  });
});
