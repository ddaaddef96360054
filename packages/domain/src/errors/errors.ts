import { english, type TTextRef, textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { reviewsTexts } from '../reviews/texts.ts';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DEACTIVATED',
  /** Past the account's limit of failed sign-ins a password alone does not sign in: a link was e-mailed. */
  'SIGN_IN_LINK_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'PROVIDER_ERROR',
  'INTERNAL',
  'UNAVAILABLE',
  // Reviews (issue 37): the refusals of an invitation's link and of a review.
  'reviewLinkInvalid',
  'reviewLinkExpired',
  'reviewNotAttended',
  'reviewAlreadyWritten',
  'reviewEditClosed',
  'reviewNotFound',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** One code → HTTP status table. */
export function statusForCode(code: TErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
    case 'VALIDATION_FAILED':
      return 400;
    case 'UNAUTHENTICATED':
    case 'INVALID_CREDENTIALS':
      return 401;
    case 'ACCOUNT_DEACTIVATED':
    case 'SIGN_IN_LINK_REQUIRED':
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'PROVIDER_ERROR':
      return 502;
    case 'INTERNAL':
      return 500;
    case 'UNAVAILABLE':
      return 503;
    case 'reviewLinkInvalid':
    case 'reviewNotFound':
      return 404;
    case 'reviewLinkExpired':
      return 410;
    case 'reviewNotAttended':
    case 'reviewEditClosed':
      return 403;
    case 'reviewAlreadyWritten':
      return 409;
  }
}

/** What an error answer says when its thrower says nothing more: a text of the spec's messages per code. */
export const defaultTextForCode: Record<TErrorCode, string> = {
  BAD_REQUEST: textRef(messages, 'invalidInput'),
  VALIDATION_FAILED: textRef(messages, 'invalidInput'),
  UNAUTHENTICATED: textRef(messages, 'signInRequired'),
  INVALID_CREDENTIALS: textRef(messages, 'invalidCredentials'),
  ACCOUNT_DEACTIVATED: textRef(messages, 'accountDeactivated'),
  SIGN_IN_LINK_REQUIRED: textRef(messages, 'signInLinkRequired'),
  FORBIDDEN: textRef(messages, 'forbidden'),
  NOT_FOUND: textRef(messages, 'notFound'),
  CONFLICT: textRef(messages, 'invalidInput'),
  PAYLOAD_TOO_LARGE: textRef(messages, 'fileTooLarge'),
  UNSUPPORTED_MEDIA_TYPE: textRef(messages, 'fileTypeRefused'),
  TOO_MANY_REQUESTS: textRef(messages, 'tooManySignInAttempts'),
  PROVIDER_ERROR: textRef(messages, 'unexpected'),
  INTERNAL: textRef(messages, 'unexpected'),
  UNAVAILABLE: textRef(messages, 'unexpected'),
  reviewLinkInvalid: textRef(reviewsTexts, 'reviewLinkInvalid'),
  reviewLinkExpired: textRef(reviewsTexts, 'reviewLinkExpired'),
  reviewNotAttended: textRef(reviewsTexts, 'reviewNotAttended'),
  reviewAlreadyWritten: textRef(reviewsTexts, 'reviewAlreadyWritten'),
  reviewEditClosed: textRef(reviewsTexts, 'reviewEditClosed'),
  reviewNotFound: textRef(reviewsTexts, 'reviewNotFound'),
};

/** The same in English (an error answer's `message`). */
export const defaultMessageForCode = Object.fromEntries(
  Object.entries(defaultTextForCode).map(([code, text]) => [code, english(text)]),
) as Record<TErrorCode, string>;

/**
 * The body of every error answer: its code, its message in English, and which domain text it is (`text`, with
 * its values) so a client words it in its reader's language; per field the same (`fields` in English,
 * `fieldTexts` as references, for the fields whose message is a domain text).
 */
export type TErrorBody = {
  error: {
    code: TErrorCode;
    message: string;
    text?: TTextRef;
    fields?: Record<string, string>;
    fieldTexts?: Record<string, TTextRef>;
  };
};
