import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';
import { checkinStore } from './checkinStore.ts';

/** The group's manifest from the server, kept on the phone (checkinStore) each time it arrives. */
export const manifestQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: checkinKeys.manifest(groupId),
    queryFn: async ({ signal }) => {
      const manifest = await call(checkinApi.manifest, { params: { groupId }, signal });
      checkinStore.saveManifest(groupId, manifest);
      return manifest;
    },
  });

/**
 * The group's manifest, loaded when the screen opens and kept on the phone: offline, the last one loaded is
 * shown (and scanned against) until the network is back.
 */
export function useManifestQuery(groupId: string) {
  return useQuery({
    ...manifestQueryOptions(groupId),
    initialData: () => checkinStore.get(groupId).manifest ?? undefined,
    // What the phone kept is shown at once but always asked again.
    initialDataUpdatedAt: 0,
    retry: (count, error) => error.status === 0 && count < 2,
  });
}
