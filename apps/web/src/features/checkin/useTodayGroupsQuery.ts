import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';

/** Today's groups the company staffs (for /scan-ticket). */
export function useTodayGroupsQuery() {
  return useQuery({
    queryKey: checkinKeys.todayGroups(),
    queryFn: ({ signal }) => call(checkinApi.todayGroups, { signal }),
  });
}
