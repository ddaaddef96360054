import type { TActiveRunResponse } from '@roteiro/domain/checkin/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';

/** The activity in progress of the signed-in company or employee (null when none). */
export function useActiveRunQuery(isEnabled = true) {
  return useQuery({
    queryKey: checkinKeys.activeRun(),
    queryFn: ({ signal }) => api.get<TActiveRunResponse>('/api/guider/active-run', { signal }),
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
