import { OK, ZOkResponse } from '@roteiro/domain/common/responses';
import { FAILED_JOBS_PAGE_SIZE, ZFailedJobParams, ZFailedJobsResponse } from '@roteiro/domain/ops/ops';
import { opsApi } from '@roteiro/domain/ops/ops.api';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { listFailedJobs, retryFailedJob } from './ops.service.ts';

/** Outgoing work that failed for good (mail, chat messages, provider calls): visible to admins, retryable. */
export function opsRoutes(
  app: FastifyInstance,
  { outbox }: { outbox: Pick<Outbox, 'listFailed' | 'retry'> },
): void {
  const tags = ['ops'];
  defineRoute(app, opsApi.failedJobs, {
    access: 'admin',
    summary: `Outgoing jobs that failed after every retry, newest first (${FAILED_JOBS_PAGE_SIZE} per page)`,
    tags,
    query: ZPageQuery,
    response: ZFailedJobsResponse,
    handler: async ({ query }) => listFailedJobs(outbox, query),
  });
  defineRoute(app, opsApi.retryFailedJob, {
    access: 'admin',
    summary: 'Give a failed job one more attempt now',
    tags,
    params: ZFailedJobParams,
    response: ZOkResponse,
    handler: async ({ params }) => {
      await retryFailedJob(outbox, params.jobId);
      return OK;
    },
  });
}
