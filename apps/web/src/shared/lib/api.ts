import {
  type TAnswer,
  type TCallInput,
  type TEndpoint,
  type TNeedsInput,
  urlOf,
} from '@roteiro/domain/api/endpoint';
import { defaultMessageForCode, type TErrorCode } from '@roteiro/domain/errors/errors';
import { activeLocale } from '../i18n/i18n.ts';

/** The server's error codes, plus one for a request that never got an answer. */
export type TApiErrorCode = TErrorCode | 'NETWORK_ERROR';

/** An error answer of the API (`{ error: { code, message, fields? } }`) or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: TApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: TApiErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The code to assume when an error answer has no readable body (e.g. a proxy error page). */
export function codeForStatus(status: number): TErrorCode {
  if (status === 401) {
    return 'UNAUTHENTICATED';
  }
  if (status === 403) {
    return 'FORBIDDEN';
  }
  if (status === 404) {
    return 'NOT_FOUND';
  }
  if (status === 429) {
    return 'TOO_MANY_REQUESTS';
  }
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an error answer's body into an ApiError, whatever the body holds. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code = error && typeof error.code === 'string' ? (error.code as TErrorCode) : codeForStatus(status);
  const message =
    error && typeof error.message === 'string' && error.message.length > 0
      ? error.message
      : (defaultMessageForCode[code] ?? defaultMessageForCode.INTERNAL);
  let fields: Record<string, string> | undefined;
  if (error && isRecord(error.fields)) {
    fields = {};
    for (const [name, text] of Object.entries(error.fields)) {
      if (typeof text === 'string') {
        fields[name] = text;
      }
    }
  }
  return new ApiError(status, code, message, fields);
}

type TRequestOptions = { signal?: AbortSignal };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Calls the API with the session cookie; resolves with the JSON answer, throws an ApiError otherwise. */
export async function request<T>(
  method: TEndpoint['method'],
  path: string,
  body?: unknown,
  options: TRequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    // FormData (file uploads) goes as multipart: the browser sets its content type and boundary.
    const isForm = body instanceof FormData;
    // The storefront's language: what the server stores with a booking or a request, and writes
    // its e-mails in. The API's own messages stay English.
    const locale = activeLocale();
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(locale ? { 'accept-language': locale } : {}),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
  const data = await readJson(response);
  if (!response.ok) {
    throw errorFromBody(response.status, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: TRequestOptions): Promise<T> =>
    request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: TRequestOptions): Promise<T> =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: TRequestOptions): Promise<T> =>
    request<T>('PUT', path, body, options),
};

type TCallArgs<E> =
  TNeedsInput<E> extends true
    ? [input: TCallInput<E> & TRequestOptions]
    : [input?: TCallInput<E> & TRequestOptions];

/**
 * Calls one endpoint of the API (packages/domain/src/api): its URL is built from the endpoint's path, its
 * parameters and query; its body and answer are typed by the endpoint's schemas.
 */
export function call<E extends TEndpoint>(endpoint: E, ...[input]: TCallArgs<E>): Promise<TAnswer<E>> {
  const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown } & TRequestOptions;
  return request<TAnswer<E>>(endpoint.method, urlOf(endpoint, given), given.body, { signal: given.signal });
}

// Every query and mutation calls the API through `request`, so their errors are ApiErrors.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
