import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { LIVE_MAP_REFRESH_MS } from '@roteiro/domain/catalogue/public';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';

/**
 * The live map's points, asked again every LIVE_MAP_REFRESH_MS while the page is open and visible; titles and
 * meeting points in the reader's language (the language in the URL, English left out: issue 36).
 */
export function useLiveMapQuery() {
  const { locale } = useT();
  return useQuery({
    queryKey: ['liveMap', locale],
    queryFn: ({ signal }) =>
      call(cataloguePublicApi.liveMap, { query: { locale: locale !== 'en' ? locale : undefined }, signal }),
    refetchInterval: LIVE_MAP_REFRESH_MS,
  });
}
