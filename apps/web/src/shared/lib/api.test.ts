import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorFromBody } from './api.ts';

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

describe('api', () => {
  it('sends JSON with same-origin credentials and returns the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/session/sign-out', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session/sign-out',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
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
    await expect(api.get('/api/session')).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account has been deactivated by your organization.',
    });
  });

  it("throws a network failure with the browser's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/session')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch',
    });
  });
});
