// Texts of reviews that the spec does not fix (issue 37). No zod here: errors.ts (every page) reads them.
import { defineTexts } from '../i18n/texts.ts';
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './rules.ts';

export const reviewsTexts = defineTexts('reviews', {
  // Refusals (the error codes of the same names).
  reviewLinkInvalid: 'This review link is not valid. Use the link of the e-mail we sent you.',
  reviewLinkExpired: 'This review link has expired.',
  reviewNotAttended: 'Only travellers whose ticket was scanned at the start of the tour can review it.',
  reviewAlreadyWritten: 'A review of this booking has already been written.',
  reviewEditClosed: 'A review can only be edited for 30 days after it was written.',
  reviewNotFound: 'This review does not exist.',
  // Field errors.
  starsInvalid: 'Choose from 1 to 5 stars.',
  textLength: `Write from ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters.`,
  languageInvalid: 'Choose the language the review is written in.',
  reasonLength: `Write a reason of up to ${REVIEW_REASON_MAX} characters.`,
  replyLength: `Write a reply of up to ${REVIEW_REPLY_MAX} characters.`,
  ratingInvalid: 'The minimum rating must be a whole number from 1 to 5.',
});
