import { endpoint } from '../api/endpoint.ts';
import type { ZOkResponse } from './responses.ts';

/** The platform's liveness and database check. */
export const healthApi = {
  check: endpoint<{ response: typeof ZOkResponse }>()('GET', '/api/health'),
};
