import type { TTodayGroupsResponse } from '@roteiro/domain/checkin/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';

/** Today's groups the company staffs (for /scan-ticket). */
export function useTodayGroupsQuery() {
  return useQuery({
    queryKey: checkinKeys.todayGroups(),
    queryFn: ({ signal }) => api.get<TTodayGroupsResponse>('/api/guider/today-groups', { signal }),
  });
}
