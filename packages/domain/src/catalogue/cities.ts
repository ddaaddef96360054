/** Cities an activity or ticket can be in (catalogue.md §3). */
export const CITIES = ['Lisbon, Portugal', 'Sintra, Portugal'] as const;
export type TCity = (typeof CITIES)[number];
