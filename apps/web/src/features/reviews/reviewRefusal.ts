import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { isApiError } from '../../shared/lib/api.ts';
import './reviewTexts.ts';

const REFUSALS = [
  'reviewLinkInvalid',
  'reviewLinkExpired',
  'reviewNotAttended',
  'reviewAlreadyWritten',
  'reviewEditClosed',
  'reviewNotFound',
] as const;
type TRefusal = (typeof REFUSALS)[number];

const isRefusal = (code: string): code is TRefusal => (REFUSALS as readonly string[]).includes(code);

/**
 * The title of a refusal of the review link (its text is the server's, errorText), or null for any other failure
 * (a network failure, a server error: those are retried).
 */
export function refusalTitle(error: unknown): TMessageId | null {
  return isApiError(error) && isRefusal(error.code) ? `reviews.refusal.${error.code}` : null;
}
