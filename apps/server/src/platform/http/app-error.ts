import { defaultMessageForCode, statusForCode, type TErrorCode } from '@roteiro/domain/errors/errors';

/** The one error type the HTTP layer turns into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Headers the error answer carries (e.g. `Retry-After` on a 429). */
  headers: Record<string, string> = {};

  constructor(code: TErrorCode, message?: string, fields?: Record<string, string>, options?: ErrorOptions) {
    super(message ?? defaultMessageForCode[code], options);
    this.name = 'AppError';
    this.code = code;
    this.status = statusForCode(code);
    this.fields = fields;
  }
}
