import { adminDashboardApi } from '@roteiro/domain/ops/admin-dashboard.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  figures: () => [...adminDashboardKeys.all, 'figures'] as const,
};

/** The admin dashboard's figures, computed by the server (today is Lisbon's day). */
export function useAdminDashboardQuery() {
  return useQuery({
    queryKey: adminDashboardKeys.figures(),
    queryFn: ({ signal }) => call(adminDashboardApi.figures, { signal }),
  });
}
