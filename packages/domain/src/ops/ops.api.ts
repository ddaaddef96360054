import { endpoint } from '../api/endpoint.ts';
import type { ZOkResponse } from '../common/responses.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type { ZFailedJobParams, ZFailedJobsResponse } from './ops.ts';

/** Outgoing work that failed for good (mail, chat messages, provider calls): listed for admins, retryable. */
export const opsApi = {
  failedJobs: endpoint<{ query: typeof ZPageQuery; response: typeof ZFailedJobsResponse }>()(
    'GET',
    '/api/admin/outbox/failed',
  ),
  retryFailedJob: endpoint<{ params: typeof ZFailedJobParams; response: typeof ZOkResponse }>()(
    'POST',
    '/api/admin/outbox/failed/:jobId/retry',
  ),
};
