import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { mayRetry, recordLoadMessage, retryFor } from './loadFailure.ts';

describe('load failures', () => {
  it('offers Retry after no answer, a server failure, a time-out or a rate limit only', () => {
    const retryable = [0, 408, 429, 500, 502, 503];
    const refused = [400, 401, 403, 404, 409, 410, 422];
    for (const status of retryable) {
      expect(mayRetry(new ApiError(status, 'INTERNAL', 'x')), String(status)).toBe(true);
    }
    for (const status of refused) {
      expect(mayRetry(new ApiError(status, 'BAD_REQUEST', 'x')), String(status)).toBe(false);
    }
    // Something else than an answer of the API (a bug, a lost chunk): trying again may help.
    expect(mayRetry(new TypeError('failed to fetch'))).toBe(true);
  });

  it('retryFor refetches the query when Retry is offered, and offers none for a refusal', () => {
    const refetch = vi.fn();
    retryFor({ error: new ApiError(503, 'INTERNAL', 'down'), refetch })?.();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(retryFor({ error: new ApiError(404, 'NOT_FOUND', 'gone'), refetch })).toBeUndefined();
  });

  it("says 'not found' for an address whose id the server refuses, and the server's message otherwise", () => {
    expect(recordLoadMessage(new ApiError(400, 'VALIDATION_FAILED', messages.invalidInput))).toBe(
      messages.notFound,
    );
    expect(recordLoadMessage(new ApiError(403, 'FORBIDDEN', 'Not yours'))).toBe('Not yours');
  });
});
