import type { TAdminGuider } from '@roteiro/domain/admin/admin-lists';
import type { TPage } from '@roteiro/domain/settings/list-query';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findGuider, listGuiderRuns, listGuiders } from './admin-lists.repository.ts';
import { offsetOf } from './search.ts';

/** Admin guiders table and guider payment history: 5 per page (operations.md §9). */
export const GUIDERS_PAGE_SIZE = 5;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export async function listGuidersPage(db: Db, page: number, search?: string): Promise<TPage<TAdminGuider>> {
  const { items, total } = await listGuiders(db, {
    search,
    limit: GUIDERS_PAGE_SIZE,
    offset: offsetOf(page, GUIDERS_PAGE_SIZE),
  });
  return {
    items: items.map((row) => ({
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
    page,
    pageSize: GUIDERS_PAGE_SIZE,
  };
}

export async function getGuider(db: Db, guiderId: string, page: number) {
  const row = await findGuider(db, guiderId);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const runs = await listGuiderRuns(db, guiderId, {
    limit: GUIDERS_PAGE_SIZE,
    offset: offsetOf(page, GUIDERS_PAGE_SIZE),
  });
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
    payments: {
      items: runs.items.map((run) => ({
        id: run.id,
        activityTitle: run.activityTitle,
        startTime: iso(run.startTime),
        endTime: iso(run.endTime),
        payAmountCents: run.payAmountCents,
        employeeName: run.employeeName,
        isTransferred: run.transferredAt !== null,
      })),
      total: runs.total,
      page,
      pageSize: GUIDERS_PAGE_SIZE,
    },
  };
}
