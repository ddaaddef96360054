import { FAILED_JOBS_PAGE_SIZE, type TFailedJob } from '@roteiro/domain/ops/ops';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export async function listFailedJobs(
  outbox: Pick<Outbox, 'listFailed'>,
  query: TPageQuery,
): Promise<TPage<TFailedJob>> {
  const window = pageWindow(query, FAILED_JOBS_PAGE_SIZE);
  const { jobs, total } = await outbox.listFailed(window);
  return toPage(
    jobs.map((job) => ({
      ...job,
      createdAt: job.createdAt.toISOString(),
      failedAt: job.failedAt ? job.failedAt.toISOString() : null,
    })),
    total,
    window,
  );
}

export async function retryFailedJob(outbox: Pick<Outbox, 'retry'>, jobId: string): Promise<void> {
  if (!(await outbox.retry(jobId))) {
    throw new AppError('NOT_FOUND');
  }
}
