import type { TQuotePrefill } from './QuoteWizard.tsx';

/** A link may fill in the destinations (`?destination=Lisbon&destination=Porto`) and a note (`?notes=`). */
export function quotePrefillFrom(params: URLSearchParams): TQuotePrefill {
  const destinations = params
    .getAll('destination')
    .map((d) => d.trim().slice(0, 80))
    .filter(Boolean)
    .slice(0, 30);
  const notes = params.get('notes')?.trim().slice(0, 1000);
  return { ...(destinations.length > 0 ? { destinations } : {}), ...(notes ? { notes } : {}) };
}
