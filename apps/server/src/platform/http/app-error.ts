import { defaultTextForCode, statusForCode, type TErrorCode } from '@roteiro/domain/errors/errors';
import { english, readRef, type TTextRef } from '@roteiro/domain/i18n/texts';

/**
 * The one error type the HTTP layer turns into `{ error: { code, message, text?, fields?, fieldTexts? } }`. Its
 * message and field messages are domain texts given as references (`textRef(table, key, …values)`): the answer
 * carries their English and the references, which clients word in their reader's language. A message that is
 * not a reference goes as it is (English), with no reference.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  /** Which domain text the message is, if it is one. */
  readonly text: TTextRef | undefined;
  /** Each field's message, in English. */
  readonly fields: Record<string, string> | undefined;
  /** The fields whose message is a domain text: which one. */
  readonly fieldTexts: Record<string, TTextRef> | undefined;
  /** Headers the error answer carries (e.g. `Retry-After` on a 429). */
  headers: Record<string, string> = {};

  constructor(code: TErrorCode, message?: string, fields?: Record<string, string>, options?: ErrorOptions) {
    const given = message ?? defaultTextForCode[code];
    super(english(given), options);
    this.name = 'AppError';
    this.code = code;
    this.status = statusForCode(code);
    this.text = readRef(given) ?? undefined;
    if (fields) {
      this.fields = {};
      const fieldTexts: Record<string, TTextRef> = {};
      for (const [name, text] of Object.entries(fields)) {
        this.fields[name] = english(text);
        const ref = readRef(text);
        if (ref) {
          fieldTexts[name] = ref;
        }
      }
      this.fieldTexts = Object.keys(fieldTexts).length > 0 ? fieldTexts : undefined;
    }
  }
}
