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

/** The last answer: Lisbon's midnight falls on a whole minute, so an instant's day is its minute's day. */
let lastDay = { minute: Number.NaN, day: '' };

/** The Lisbon calendar day of an instant, as 'YYYY-MM-DD'. */
export function lisbonDay(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastDay.minute) {
    lastDay = { minute, day: dayFormat().format(instant) };
  }
  return lastDay.day;
}

/** A calendar day shifted by whole days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out; no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
