import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  type TAnswer,
  type TCallInput,
  type TEndpoint,
  type TNeedsInput,
  urlOf,
} from '@roteiro/domain/api/endpoint';

type TCallArgs<E> =
  TNeedsInput<E> extends true
    ? [input: TCallInput<E> & { headers?: Record<string, string> }]
    : [input?: TCallInput<E> & { headers?: Record<string, string> }];

/**
 * Sends one call of an API endpoint (packages/domain/src/api) with a page's or a test's request context, and gives
 * the response as it came: for tests that look at a refusal's status and message.
 */
export function send<E extends TEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  ...[input]: TCallArgs<E>
): Promise<APIResponse> {
  const given = (input ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return request.fetch(urlOf(endpoint, given), {
    method: endpoint.method,
    ...(given.body === undefined ? {} : { data: given.body }),
    ...(given.headers ? { headers: given.headers } : {}),
  });
}

/** Calls an API endpoint and gives its typed answer; a refusal fails the test with its status and body. */
export async function call<E extends TEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  ...args: TCallArgs<E>
): Promise<TAnswer<E>> {
  const response = await send(request, endpoint, ...args);
  if (!response.ok()) {
    throw new Error(
      `${endpoint.method} ${response.url()} answered ${response.status()}: ${await response.text()}`,
    );
  }
  return (await response.json()) as TAnswer<E>;
}
