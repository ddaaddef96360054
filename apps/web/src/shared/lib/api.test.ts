import { sessionApi } from '@roteiro/domain/auth/session.api';
import { schedulingApi } from '@roteiro/domain/scheduling/scheduling.api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, errorFromBody } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorFromBody', () => {
  it('reads code, message and fields of an error answer', () => {
    const error = errorFromBody(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Fix it',
        fields: { email: 'Enter a valid e-mail address.' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Fix it');
    expect(error.fields).toEqual({ email: 'Enter a valid e-mail address.' });
  });

  it('falls back to the message of the status when the body is not an error body', () => {
    expect(errorFromBody(502, undefined)).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(errorFromBody(401, '<html>')).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('call', () => {
  it('sends JSON with same-origin credentials and returns the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      call(schedulingApi.updateAllocation, {
        params: { groupId: 'g 1' },
        body: { nOfSeats: 2, numberOfVehicles: 1 },
      }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/company/allocations/g%201',
      expect.objectContaining({
        method: 'PATCH',
        credentials: 'same-origin',
        body: '{"nOfSeats":2,"numberOfVehicles":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('throws the error answer as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'ACCOUNT_DEACTIVATED',
                message: 'Your account has been deactivated by your organization.',
              },
            }),
            { status: 403 },
          ),
      ),
    );
    await expect(call(sessionApi.current)).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account has been deactivated by your organization.',
    });
  });

  it('builds the query string of a call from its query, in order', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ items: [], total: 0 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await call(schedulingApi.guiderUpcoming, { query: { tab: 'upcoming', page: 2, pageSize: 20 } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/guider/upcoming?tab=upcoming&page=2&pageSize=20',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it("throws a network failure with the browser's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call(sessionApi.current)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch',
    });
  });
});
