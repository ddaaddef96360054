import { messages } from '@roteiro/domain/messages/messages';
import { isApiError } from './api.ts';

/**
 * Whether asking again may get another answer: no answer at all, a server failure, a time-out or a rate limit.
 * Never a refusal of the request itself (400, 401, 403, 404, 409…): Retry would only show the same message.
 */
export function mayRetry(error: unknown): boolean {
  if (!isApiError(error)) {
    return true;
  }
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The Retry of a failed load (an ErrorState's `onRetry`), only where trying again may help. */
export function retryFor(query: { error: unknown; refetch: () => unknown }): (() => void) | undefined {
  return mayRetry(query.error) ? () => void query.refetch() : undefined;
}

/**
 * What to tell when the record a page's address names failed to load: an id the server refuses as malformed (400)
 * names nothing, as one it does not know (404); "some fields are not valid" would point at a form there is none of.
 */
export function recordLoadMessage(error: { status: number; message: string }): string {
  return error.status === 400 ? messages.notFound : error.message;
}
