import {
  type TAnswer,
  type TCallInput,
  type TEndpoint,
  type TNeedsInput,
  urlOf,
} from '@roteiro/domain/api/endpoint';
import { defaultMessageForCode, defaultTextForCode, type TErrorCode } from '@roteiro/domain/errors/errors';
import { readRef, type TTextRef, writeRef } from '@roteiro/domain/i18n/texts';
import { activeLocale } from '../i18n/i18n.ts';

/** The server's error codes, plus one for a request that never got an answer. */
export type TApiErrorCode = TErrorCode | 'NETWORK_ERROR';

/**
 * An error answer of the API (`{ error: { code, message, text?, fields?, fieldTexts? } }`) or a network failure
 * (status 0). `message` is English and `text` says which domain text it is, for the page to word it in its
 * reader's language (errorText); `fields` hold each field's reference where the answer names one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: TApiErrorCode;
  readonly text: TTextRef | undefined;
  /** Each field's message, to be shown through `tx`: a reference (`{{booking.clientName}}`), or English. */
  readonly fields: Record<string, string> | undefined;
  readonly fieldTexts: Record<string, TTextRef> | undefined;

  constructor(
    status: number,
    code: TApiErrorCode,
    message: string,
    details: { text?: TTextRef; fields?: Record<string, string>; fieldTexts?: Record<string, TTextRef> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.text = details.text;
    this.fields = details.fields;
    this.fieldTexts = details.fieldTexts;
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

const isTextRef = (value: unknown): value is TTextRef =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  (value.args === undefined ||
    (Array.isArray(value.args) &&
      value.args.every((arg) => typeof arg === 'string' || typeof arg === 'number')));

/** The entries of a record that pass a check (an answer's body is read, not trusted). */
function entriesOf<V>(value: unknown, isValue: (item: unknown) => item is V): Record<string, V> | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  const kept = Object.entries(value).filter((entry): entry is [string, V] => isValue(entry[1]));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads an error answer's body into an ApiError, whatever the body holds. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code = error && typeof error.code === 'string' ? (error.code as TErrorCode) : codeForStatus(status);
  const hasMessage = error && typeof error.message === 'string' && error.message.length > 0;
  const message = hasMessage
    ? (error.message as string)
    : (defaultMessageForCode[code] ?? defaultMessageForCode.INTERNAL);
  const text =
    error && isTextRef(error.text)
      ? error.text
      : hasMessage
        ? undefined
        : readRef(defaultTextForCode[code] ?? '');
  const fieldTexts = entriesOf(error?.fieldTexts, isTextRef);
  const english = entriesOf(error?.fields, isString);
  // A field's message as a page shows it through `tx`: the reference where the answer names one, else its English.
  const fields =
    english &&
    Object.fromEntries(
      Object.entries(english).map(([name, text]) => {
        const ref = fieldTexts?.[name];
        return [name, ref ? writeRef(ref) : text];
      }),
    );
  return new ApiError(status, code, message, { text: text ?? undefined, fields, fieldTexts });
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
async function request<T>(
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
