import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';

/** The activity in progress of the signed-in company or employee (null when none). */
export function useActiveRunQuery(isEnabled = true) {
  return useQuery({
    queryKey: checkinKeys.activeRun(),
    queryFn: ({ signal }) => call(checkinApi.activeRun, { signal }),
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
