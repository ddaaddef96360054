import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

/** Outgoing work that failed for good (mail, chat messages, provider calls): visible to admins, retryable. */
export function opsRoutes(
  app: FastifyInstance,
  { outbox }: { outbox: Pick<Outbox, 'listFailed' | 'retry'> },
): void {
  const tags = ['ops'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/outbox/failed',
    access: 'admin',
    summary: 'Outgoing jobs that failed after every retry, newest first',
    tags,
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    handler: async ({ query }) => outbox.listFailed({ page: query.page, pageSize: 20 }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/outbox/failed/:jobId/retry',
    access: 'admin',
    summary: 'Give a failed job one more attempt now',
    tags,
    params: z.object({ jobId: z.uuid({ message: 'Unknown job' }) }),
    handler: async ({ params }) => {
      if (!(await outbox.retry(params.jobId))) {
        throw new AppError('NOT_FOUND');
      }
      return { ok: true };
    },
  });
}
