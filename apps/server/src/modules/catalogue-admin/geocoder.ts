import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { textRef } from '@roteiro/domain/i18n/texts';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';

export type Place = { label: string; lat: number; lng: number };

/** Place search for the meeting-point picker. Optional: without it the address field and map click work. */
export type Geocoder = { search(query: string): Promise<Place[]> };

const ZNominatimResults = z.array(
  z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }),
);

/** A Nominatim-shaped service (GEOCODER_URL): `GET {url}/search?format=jsonv2&q=…`. */
export function createNominatimGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async search(query) {
      const url = `${baseUrl}/search?format=jsonv2&limit=5&countrycodes=pt&q=${encodeURIComponent(query)}`;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json', 'user-agent': 'Roteiro catalogue authoring' },
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) {
          throw new Error(`geocoder answered ${response.status}`);
        }
        const places = ZNominatimResults.parse(await response.json());
        return places.map((p) => ({ label: p.display_name, lat: p.lat, lng: p.lon }));
      } catch {
        throw new AppError('PROVIDER_ERROR', textRef(catalogueFormMessages, 'placeSearchUnavailable'));
      }
    },
  };
}
