import { messages } from '../messages/messages.ts';
import { lazyFormat } from './lazy-format.ts';
import { BUSINESS_TIME_ZONE, lisbonDay } from './lisbon.ts';

/** 'X hour(s) and Y minute(s)' (catalogue.md §9); a part that is zero is left out, 0 is '0 minutes'. */
export function formatDuration(totalMinutes: number): string {
  if (!Number.isFinite(totalMinutes) || totalMinutes < 0) {
    return messages.unknownDate;
  }
  const minutesRounded = Math.round(totalMinutes);
  const hours = Math.floor(minutesRounded / 60);
  const minutes = minutesRounded % 60;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteText = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  if (hours === 0) {
    return minuteText;
  }
  return minutes === 0 ? hourText : `${hourText} and ${minuteText}`;
}

/** A timestamp object as document stores serialise them ({ seconds, nanoseconds } or { _seconds }). */
export type TTimestampLike =
  | { seconds: number; nanoseconds?: number }
  | { _seconds: number; _nanoseconds?: number };

export type TDateInput = Date | string | number | TTimestampLike | null | undefined;

const PORTUGUESE_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const LISBON_DAY_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const offsetFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** Lisbon's offset from UTC (in ms) at an instant. */
function lisbonOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a Lisbon wall-clock time (day 'YYYY-MM-DD', time 'HH:MM[:SS]'); null when not a real date. */
export function lisbonInstant(day: string, time = '00:00'): Date | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!dayMatch || !timeMatch) {
    return null;
  }
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const [hour, minute, second] = [Number(timeMatch[1]), Number(timeMatch[2]), Number(timeMatch[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  const wall = Date.UTC(year, month - 1, date, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null;
  }
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - lisbonOffsetMs(wall);
  instant = wall - lisbonOffsetMs(instant);
  return new Date(instant);
}

const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');

/**
 * Reads the date shapes the product meets: a Date, an ISO string, a Portuguese 'DD/MM/YYYY[ HH:MM]' string
 * (Lisbon time), 'YYYY-MM-DD[ HH:MM]' (Lisbon time), epoch seconds, or a timestamp object. Null when invalid.
 */
export function parseDate(value: TDateInput): Date | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value;
  }
  if (typeof value === 'number') {
    // Epoch seconds (the spec's timestamps); a finite number only.
    return Number.isFinite(value) ? new Date(value * 1000) : null;
  }
  if (typeof value === 'object') {
    const seconds = 'seconds' in value ? value.seconds : value._seconds;
    const nanos = 'seconds' in value ? (value.nanoseconds ?? 0) : (value._nanoseconds ?? 0);
    return Number.isFinite(seconds) && Number.isFinite(nanos)
      ? new Date(seconds * 1000 + Math.floor(nanos / 1e6))
      : null;
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    return parseDate(Number(text));
  }
  const portuguese = PORTUGUESE_DATE.exec(text);
  if (portuguese) {
    const [, d, m, y, hh, mm, ss] = portuguese;
    return lisbonInstant(`${y}-${pad(m)}-${pad(d)}`, `${pad(hh)}:${pad(mm)}:${pad(ss)}`);
  }
  const local = LISBON_DAY_TIME.exec(text);
  if (local) {
    const [, y, m, d, hh, mm, ss] = local;
    return lisbonInstant(`${y}-${m}-${d}`, `${pad(hh)}:${pad(mm)}:${pad(ss)}`);
  }
  // ISO 8601 with an explicit zone only: anything else is too ambiguous to guess.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    return null;
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const dateTimeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const dayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      day: '2-digit',
      month: 'long',
      year: 'numeric',
    }),
);

/** 'DD Month YYYY at HH:MM' in Lisbon time (catalogue.md §9); 'Unknown' for an invalid date. */
export function formatDateTime(value: TDateInput): string {
  const date = parseDate(value);
  if (!date) {
    return messages.unknownDate;
  }
  const parts = Object.fromEntries(
    dateTimeFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** 'DD Month YYYY' for a Lisbon calendar day ('YYYY-MM-DD') or any date input; 'Unknown' when invalid. */
export function formatDay(value: TDateInput): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? lisbonInstant(value, '12:00')
      : parseDate(value);
  if (!date) {
    return messages.unknownDate;
  }
  const parts = Object.fromEntries(
    dayFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/** Whether a Lisbon calendar day ('YYYY-MM-DD') is before today in Lisbon. */
export function isDayBeforeToday(day: string, now: Date = new Date()): boolean {
  return day < lisbonDay(now);
}

/** Whether a time slot ('HH:MM') on a Lisbon calendar day has not started yet. False for invalid input. */
export function isSlotInFuture(day: string, slot: string, now: Date = new Date()): boolean {
  const start = lisbonInstant(day, slot);
  return start !== null && start.getTime() > now.getTime();
}
