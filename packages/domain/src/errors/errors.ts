import { messages } from '../messages/messages.ts';

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
  }
}

export const defaultMessageForCode: Record<TErrorCode, string> = {
  BAD_REQUEST: messages.invalidInput,
  VALIDATION_FAILED: messages.invalidInput,
  UNAUTHENTICATED: messages.signInRequired,
  INVALID_CREDENTIALS: messages.invalidCredentials,
  ACCOUNT_DEACTIVATED: messages.accountDeactivated,
  SIGN_IN_LINK_REQUIRED: messages.signInLinkRequired,
  FORBIDDEN: messages.forbidden,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.invalidInput,
  PAYLOAD_TOO_LARGE: 'The file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not accepted.',
  TOO_MANY_REQUESTS: messages.tooManySignInAttempts,
  PROVIDER_ERROR: messages.unexpected,
  INTERNAL: messages.unexpected,
  UNAVAILABLE: messages.unexpected,
};

/** The body of every error answer. */
export type TErrorBody = {
  error: { code: TErrorCode; message: string; fields?: Record<string, string> };
};
