import { DEFAULT_LOCALE, type TLocale } from '../i18n/locale.ts';
import { messages } from '../messages/messages.ts';
import { lisbonDay, lisbonOffsetMs } from './lisbon.ts';
import { MONTH_NAMES } from './month-names.ts';

/** The words the formats below put around the day and the time, per language. */
const WORDS = {
  en: {
    unknown: messages.unknownDate,
    hour: 'hour',
    hours: 'hours',
    minute: 'minute',
    minutes: 'minutes',
    and: 'and',
    at: 'at',
  },
  'pt-PT': {
    unknown: 'Desconhecida',
    hour: 'hora',
    hours: 'horas',
    minute: 'minuto',
    minutes: 'minutos',
    and: 'e',
    at: 'às',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/**
 * 'X hour(s) and Y minute(s)' (catalogue.md §9), '2 horas e 30 minutos' in Portuguese; a part that is zero is
 * left out, 0 is '0 minutes'.
 */
export function formatDuration(totalMinutes: number, locale: TLocale = DEFAULT_LOCALE): string {
  const words = WORDS[locale];
  if (!Number.isFinite(totalMinutes) || totalMinutes < 0) {
    return words.unknown;
  }
  const minutesRounded = Math.round(totalMinutes);
  const hours = Math.floor(minutesRounded / 60);
  const minutes = minutesRounded % 60;
  const hourText = `${hours} ${hours === 1 ? words.hour : words.hours}`;
  const minuteText = `${minutes} ${minutes === 1 ? words.minute : words.minutes}`;
  if (hours === 0) {
    return minuteText;
  }
  return minutes === 0 ? hourText : `${hourText} ${words.and} ${minuteText}`;
}

/** A timestamp object as document stores serialise them ({ seconds, nanoseconds } or { _seconds }). */
export type TTimestampLike =
  | { seconds: number; nanoseconds?: number }
  | { _seconds: number; _nanoseconds?: number };

export type TDateInput = Date | string | number | TTimestampLike | null | undefined;

const PORTUGUESE_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const LISBON_DAY_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

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

/**
 * A calendar day written with the month names of month-names.ts: '05 January 2026' (catalogue.md §9), '5 de
 * janeiro de 2026' (no leading zero in Portuguese). No Intl here: a browser's first Intl.DateTimeFormat loads its
 * locale's data, about 80 ms of a phone's first page (measured in the home page's start-up, which writes the dates
 * of its events); a test holds these equal to Intl's.
 */
function formatCalendarDay(year: number, month: number, day: number, locale: TLocale): string {
  const monthName = MONTH_NAMES[locale].months[month - 1];
  return locale === 'en'
    ? `${String(day).padStart(2, '0')} ${monthName} ${year}`
    : `${day} de ${monthName} de ${year}`;
}

/** An instant's Lisbon calendar day, written as above. */
function formatInstantDay(date: Date, locale: TLocale): string {
  const [year, month, day] = lisbonDay(date).split('-').map(Number) as [number, number, number];
  return formatCalendarDay(year, month, day, locale);
}

/** An instant's Lisbon wall time, 'HH:MM' (24 hours). */
function lisbonWallTime(date: Date): string {
  const ms = date.getTime();
  return new Date(ms + lisbonOffsetMs(ms)).toISOString().slice(11, 16);
}

/**
 * 'DD Month YYYY at HH:MM' in Lisbon time (catalogue.md §9), 'D de mês de YYYY às HH:MM' in Portuguese;
 * 'Unknown' for an invalid date.
 */
export function formatDateTime(value: TDateInput, locale: TLocale = DEFAULT_LOCALE): string {
  const date = parseDate(value);
  if (!date) {
    return WORDS[locale].unknown;
  }
  return `${formatInstantDay(date, locale)} ${WORDS[locale].at} ${lisbonWallTime(date)}`;
}

/**
 * 'DD Month YYYY' ('24 de novembro de 2026', '5 de janeiro de 2026' in Portuguese) for a Lisbon calendar day ('YYYY-MM-DD') or any
 * date input; 'Unknown' when invalid.
 */
export function formatDay(value: TDateInput, locale: TLocale = DEFAULT_LOCALE): string {
  const calendarDay = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendarDay) {
    const [year, month, day] = [Number(calendarDay[1]), Number(calendarDay[2]), Number(calendarDay[3])];
    const noon = new Date(Date.UTC(year, month - 1, day, 12));
    // 2026-02-30 and the like are not days: Date.UTC would roll them into the next month.
    return noon.getUTCDate() === day && noon.getUTCMonth() === month - 1
      ? formatCalendarDay(year, month, day, locale)
      : WORDS[locale].unknown;
  }
  const date = parseDate(value);
  if (!date) {
    return WORDS[locale].unknown;
  }
  return formatInstantDay(date, locale);
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

/**
 * The formats of the operator screens: chart axes, day-first date inputs, wall times and a pass's day.
 * Every web screen writes days, times and ranges through these rather than through its own Intl or dayjs format.
 */

/** The parts of a real calendar day 'YYYY-MM-DD', or null. */
function calendarDayParts(day: string): { year: number; month: number; date: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) {
    return null;
  }
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  return noon.getUTCDate() === date && noon.getUTCMonth() === month - 1 ? { year, month, date } : null;
}

/** A Lisbon calendar day ('YYYY-MM-DD') as a chart axis writes it: '24 Nov' ('24 nov' in Portuguese); '' if invalid. */
export function formatShortDay(day: string, locale: TLocale = DEFAULT_LOCALE): string {
  const parts = calendarDayParts(day);
  return parts ? `${parts.date} ${MONTH_NAMES[locale].monthsShort[parts.month - 1]}` : '';
}

/** A Lisbon calendar day 'YYYY-MM-DD' as '24/11/2026'; '' when it is not a day. */
export function formatNumericDay(day: string): string {
  const parts = calendarDayParts(day);
  return parts
    ? `${String(parts.date).padStart(2, '0')}/${String(parts.month).padStart(2, '0')}/${parts.year}`
    : '';
}

/** A typed day, day first ('24/11/2026', '24-11-2026', '24.11.2026', '5/1/2026') or 'YYYY-MM-DD', as 'YYYY-MM-DD'; null if not a day. */
export function parseNumericDay(text: string): string | null {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const day = dayFirst ? `${dayFirst[3]}-${pad(dayFirst[2])}-${pad(dayFirst[1])}` : value;
  return calendarDayParts(day) ? day : null;
}

/** The Lisbon wall time of an instant, 'HH:MM'; 'Unknown' when invalid. */
export function formatTime(value: TDateInput, locale: TLocale = DEFAULT_LOCALE): string {
  const date = parseDate(value);
  return date ? lisbonWallTime(date) : WORDS[locale].unknown;
}

/** Two wall times ('HH:MM[:SS]', Lisbon) as one range: '10:00–12:00'. */
export function formatTimeRange(start: string, end: string): string {
  return `${start.slice(0, 5)}–${end.slice(0, 5)}`;
}

/**
 * What a pass's ticket is good for on its day: from the first departure to the last, in Lisbon time ('valid
 * 09:30–19:00', 'válido das 09:30 às 19:00'). A pass's group is the departure chosen at checkout, and its end
 * (departure + duration, '14:30–00:30' for a 10-hour pass) says nothing the holder can use.
 */
export function formatPassValidity(
  schedule: { firstDeparture: string; lastDeparture: string },
  locale: TLocale = DEFAULT_LOCALE,
): string {
  const [first, last] = [schedule.firstDeparture.slice(0, 5), schedule.lastDeparture.slice(0, 5)];
  return locale === 'en' ? `valid ${first}–${last}` : `válido das ${first} às ${last}`;
}
