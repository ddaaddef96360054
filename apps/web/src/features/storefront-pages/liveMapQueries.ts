import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { LIVE_MAP_REFRESH_MS } from '@roteiro/domain/catalogue/public';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

/** The live map's points, asked again every LIVE_MAP_REFRESH_MS while the page is open and visible. */
export function useLiveMapQuery() {
  return useQuery({
    queryKey: ['liveMap'],
    queryFn: ({ signal }) => call(cataloguePublicApi.liveMap, { signal }),
    refetchInterval: LIVE_MAP_REFRESH_MS,
  });
}
