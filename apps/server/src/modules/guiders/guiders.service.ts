import {
  GUIDERS_PAGE_SIZE,
  type TAdminGuider,
  type TAdminGuiderDetails,
} from '@roteiro/domain/guiders/guiders';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import type { Db } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findGuider, listGuiderRuns, listGuiders } from './guiders.repository.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export async function listGuidersPage(db: Db, query: TPageQuery): Promise<TPage<TAdminGuider>> {
  const window = pageWindow(query, GUIDERS_PAGE_SIZE);
  const { items, total } = await listGuiders(db, { ...window, search: query.search });
  return toPage(
    items.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      image: row.image,
      companyName: row.companyName,
      numberOfSeats: row.numberOfSeats,
      hasFinishedSetUp: row.hasFinishedSetUp,
      isDeactivated: row.deactivatedAt !== null,
    })),
    total,
    window,
  );
}

export async function getGuider(db: Db, guiderId: string, query: TPageQuery): Promise<TAdminGuiderDetails> {
  const row = await findGuider(db, guiderId);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const window = pageWindow(query, GUIDERS_PAGE_SIZE);
  const runs = await listGuiderRuns(db, guiderId, window);
  return {
    guider: {
      id: row.id,
      name: row.name,
      email: row.email,
      image: row.image,
      companyName: row.companyName,
      phoneNumber: row.phoneNumber,
      messagingId: row.messagingId,
      numberOfSeats: row.numberOfSeats,
      city: row.city,
      paymentAccountId: row.paymentAccountId,
      hasFinishedSetUp: row.hasFinishedSetUp,
      isDeactivated: row.deactivatedAt !== null,
      employeeCount: row.employeeCount,
      unpaidCents: row.unpaidCents,
      createdAt: iso(row.createdAt),
    },
    payments: toPage(
      runs.items.map((run) => ({
        id: run.id,
        activityTitle: run.activityTitle,
        startTime: iso(run.startTime),
        endTime: iso(run.endTime),
        payAmountCents: run.payAmountCents,
        employeeName: run.employeeName,
        isTransferred: run.transferredAt !== null,
      })),
      runs.total,
      window,
    ),
  };
}
