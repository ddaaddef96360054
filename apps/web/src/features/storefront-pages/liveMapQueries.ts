import { LIVE_MAP_REFRESH_MS, type TLiveMapResponse } from '@roteiro/domain/catalogue/public';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** The live map's points, asked again every LIVE_MAP_REFRESH_MS while the page is open and visible. */
export function useLiveMapQuery() {
  return useQuery({
    queryKey: ['liveMap'],
    queryFn: ({ signal }) => api.get<TLiveMapResponse>('/api/live-map', { signal }),
    refetchInterval: LIVE_MAP_REFRESH_MS,
  });
}
