// No zod at run time: the web imports descriptors on every page, and the storefront's first pages load no schema.
// A descriptor names its schemas by type only; the server binds the schemas themselves (defineRoute), and the
// compiler checks that they are the descriptor's.
import type { z } from 'zod';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of an endpoint, as types: path parameters, query string, JSON body and the answer. */
export type TEndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer; `undefined` for an answer that is not JSON (a file, a page): the client gets no type. */
  response: z.ZodType | undefined;
  /** A multipart upload: the client sends FormData (its text fields are the `body` schema's, checked by the server). */
  upload?: true;
};

/**
 * One endpoint of the API: its method and path, written once, and its schemas' types. The server registers it
 * with `defineRoute(app, endpoint, { …schemas, access, handler })`; the web and the browser tests call it with
 * `call(endpoint, input)`, which builds the URL and types the input and the answer.
 */
export type TEndpoint<
  M extends TMethod = TMethod,
  P extends string = string,
  S extends TEndpointSchemas = TEndpointSchemas,
> = {
  readonly method: M;
  readonly path: P;
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
};

/** `endpoint<{ body: typeof ZX; response: typeof ZY }>()('POST', '/api/x')`. */
export function endpoint<S extends TEndpointSchemas>() {
  return <const M extends TMethod, const P extends string>(method: M, path: P): TEndpoint<M, P, S> => ({
    method,
    path,
  });
}

export type TSchemasOf<E> = E extends TEndpoint<TMethod, string, infer S> ? S : never;
type TInputOf<S, K extends keyof TEndpointSchemas> = S extends { [key in K]: infer Z extends z.ZodType }
  ? z.input<Z>
  : undefined;
/** What a call sends: an upload's form, or the body schema's input. */
type TBodyOf<S> = S extends { upload: true } ? FormData : TInputOf<S, 'body'>;
type TOutputOf<S> = S extends { response: infer Z extends z.ZodType } ? z.output<Z> : unknown;

/** `'/api/groups/:groupId/runs/:runId'` → `'groupId' | 'runId'`. */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a caller gives: the path's parameters (as the params schema takes them), the query and the body. */
export type TCallInput<E> =
  E extends TEndpoint<TMethod, infer P, infer S>
    ? ([TPathParamNames<P>] extends [never]
        ? { params?: undefined }
        : {
            params: TInputOf<S, 'params'> extends undefined
              ? Record<TPathParamNames<P>, string | number>
              : TInputOf<S, 'params'>;
          }) &
        (TInputOf<S, 'query'> extends undefined
          ? { query?: undefined }
          : // A query whose every value is optional may be left out.
            Partial<TInputOf<S, 'query'>> extends TInputOf<S, 'query'>
            ? { query?: TInputOf<S, 'query'> }
            : { query: TInputOf<S, 'query'> }) &
        (TBodyOf<S> extends undefined ? { body?: undefined } : { body: TBodyOf<S> })
    : never;

/** The answer's type, as the client reads it (the schema's output). */
export type TAnswer<E> = TOutputOf<TSchemasOf<E>>;

/** Whether a caller must give an input (an endpoint with no parameters, query or body is called without one). */
export type TNeedsInput<E> =
  E extends TEndpoint<TMethod, infer P, infer S>
    ? [TPathParamNames<P>] extends [never]
      ? TInputOf<S, 'query'> extends undefined
        ? TBodyOf<S> extends undefined
          ? false
          : true
        : Partial<TInputOf<S, 'query'>> extends TInputOf<S, 'query'>
          ? TBodyOf<S> extends undefined
            ? false
            : true
          : true
      : true
    : true;

/** A value of the query string as the URL writes it (absent values are left out). */
function queryValue(value: unknown): string[] {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  if (Array.isArray(value)) {
    return value.flatMap(queryValue);
  }
  return [String(value)];
}

/** The URL of a call: the path with its parameters filled in (encoded) and the query string. */
export function urlOf(endpoint: TEndpoint, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.path}: the parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const written of queryValue(value)) {
      search.append(name, written);
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
