import { lazyFormat } from './lazy-format.ts';

/** Every business rule about "today", "tomorrow" and cut-offs uses Europe/Lisbon, whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'Europe/Lisbon';

const dayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The Lisbon calendar day of an instant, as 'YYYY-MM-DD'. */
export function lisbonDay(instant: Date): string {
  return dayFormat().format(instant);
}

/** A calendar day shifted by whole days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out; no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
