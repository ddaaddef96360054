import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { TGeocodeResponse } from '@roteiro/domain/catalogue/admin-responses';
import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { catalogueAdminKeys } from './catalogueAdminQueries.ts';

export type TPlace = TGeocodeResponse['items'][number];

const geocodeKey = (q: string) => [...catalogueAdminKeys.all, 'geocode', q] as const;

/**
 * Place search (when the server has a geocoder): search, pick a result, press Add. Without one the
 * component is not shown: the address field and the map click do the same job offline.
 */
export function PlaceSearch({ onAdd }: { onAdd: (place: TPlace) => void }) {
  const texts = useT();
  const { t } = texts;
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const availability = useQuery({
    queryKey: geocodeKey(''),
    queryFn: ({ signal }) => call(catalogueAdminApi.geocode, { query: {}, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const results = useQuery({
    queryKey: geocodeKey(query),
    queryFn: ({ signal }) => call(catalogueAdminApi.geocode, { query: { q: query }, signal }),
    enabled: query.length > 0,
  });
  if (!availability.data?.available) {
    return null;
  }
  const places = results.data?.items ?? [];
  const chosen = places.find((p) => p.label === picked);

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('authoring.location.searchPlace')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setQuery(draft.trim());
            }
          }}
        />
        <Button
          variant="light"
          onClick={() => setQuery(draft.trim())}
          loading={results.isFetching}
          disabled={!draft.trim()}
        >
          {t('authoring.actions.search')}
        </Button>
      </Group>
      {places.length > 0 && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            label={t('authoring.location.placesFound')}
            data={places.map((p) => p.label)}
            value={picked}
            onChange={setPicked}
          />
          <Button onClick={() => chosen && onAdd(chosen)} disabled={!chosen}>
            {t('authoring.actions.add')}
          </Button>
        </Group>
      )}
      {results.isError && (
        <TextInput
          readOnly
          variant="unstyled"
          value={errorText(results.error, texts)}
          aria-label={t('authoring.location.searchError')}
          c="red"
        />
      )}
    </Stack>
  );
}
