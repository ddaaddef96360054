/** Every business rule about "today", "tomorrow" and cut-offs uses Europe/Lisbon, whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'Europe/Lisbon';

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when European summer time starts (March) or ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Lisbon's offset from UTC at an instant (ms): one hour from 01:00 UTC on the last Sunday of March to 01:00 UTC
 * on the last Sunday of October (the European Union's summer time, mainland Portugal's rule since 1996),
 * none otherwise. Written out rather than asked of `Intl`: a phone's first time-zone formatter costs it about
 * a tenth of a second of the booking calendar's start. A test holds it equal to `Intl`'s Europe/Lisbon, hour by
 * hour over decades, so a change of the rule in the time-zone data shows there.
 */
export function lisbonOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/** The Lisbon calendar day of an instant, as 'YYYY-MM-DD'. */
export function lisbonDay(instant: Date): string {
  const ms = instant.getTime();
  return new Date(ms + lisbonOffsetMs(ms)).toISOString().slice(0, 10);
}

/** A calendar day shifted by whole days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out; no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
