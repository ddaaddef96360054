import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, type TLocale } from '../i18n/locale.ts';
import {
  formatDateTime,
  formatDay,
  formatDuration,
  isDayBeforeToday,
  isSlotInFuture,
  lisbonInstant,
  parseDate,
} from './format.ts';

describe('formatDuration', () => {
  it('writes hours and minutes with singular and plural', () => {
    expect(formatDuration(150)).toBe('2 hours and 30 minutes');
    expect(formatDuration(61)).toBe('1 hour and 1 minute');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(0)).toBe('0 minutes');
  });
  it('says Unknown for a negative or non-numeric duration', () => {
    expect(formatDuration(-5)).toBe('Unknown');
    expect(formatDuration(Number.NaN)).toBe('Unknown');
  });
});

describe('formatDateTime', () => {
  it("writes 'DD Month YYYY at HH:MM' in Lisbon time", () => {
    // 13:05 UTC in July is 14:05 in Lisbon (summer time).
    expect(formatDateTime(new Date('2026-07-04T13:05:00Z'))).toBe('04 July 2026 at 14:05');
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('15 January 2026 at 23:30');
  });
  it('says Unknown for invalid dates', () => {
    expect(formatDateTime('not a date')).toBe('Unknown');
    expect(formatDateTime(new Date('nope'))).toBe('Unknown');
    expect(formatDateTime(null)).toBe('Unknown');
    expect(formatDateTime(undefined)).toBe('Unknown');
    expect(formatDateTime('31/02/2026')).toBe('Unknown');
    expect(formatDateTime(Number.POSITIVE_INFINITY)).toBe('Unknown');
  });
  it('reads epoch seconds, timestamp objects and Portuguese date strings', () => {
    expect(formatDateTime(1_767_225_600)).toBe('01 January 2026 at 00:00');
    expect(formatDateTime({ seconds: 1_767_225_600, nanoseconds: 0 })).toBe('01 January 2026 at 00:00');
    expect(formatDateTime({ _seconds: 1_767_229_200 })).toBe('01 January 2026 at 01:00');
    expect(formatDateTime('25/12/2026 18:30')).toBe('25 December 2026 at 18:30');
    expect(formatDateTime('5/6/2026')).toBe('05 June 2026 at 00:00');
  });
});

describe('parseDate', () => {
  it('reads Portuguese dates as Lisbon wall-clock time', () => {
    expect(parseDate('01/07/2026 10:00')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(parseDate('01-01-2026')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('refuses ambiguous or impossible text', () => {
    expect(parseDate('2026/13/01')).toBeNull();
    expect(parseDate('31/04/2026')).toBeNull();
    expect(parseDate('10/10/2026 25:00')).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes a calendar day without shifting it', () => {
    expect(formatDay('2026-03-29')).toBe('29 March 2026');
    expect(formatDay('2026-02-30')).toBe('Unknown');
  });

  it("writes a calendar day exactly as Intl's day format does, every day of a year in both languages", () => {
    // English keeps the spec's two-digit day ('05 January 2026'); Portuguese writes none ('5 de janeiro de 2026').
    const digits = { en: '2-digit', 'pt-PT': 'numeric' } as const;
    for (const [locale, intlLocale] of Object.entries(INTL_LOCALE) as [TLocale, string][]) {
      const intl = new Intl.DateTimeFormat(intlLocale, {
        timeZone: 'UTC',
        day: digits[locale],
        month: 'long',
        year: 'numeric',
      });
      for (let day = 0; day < 366; day++) {
        const noon = new Date(Date.UTC(2028, 0, 1 + day, 12));
        expect(formatDay(noon.toISOString().slice(0, 10), locale)).toBe(intl.format(noon));
      }
    }
  });

  it("writes an instant's Lisbon day and time as Intl does, across both daylight-saving changes", () => {
    const digits = { en: '2-digit', 'pt-PT': 'numeric' } as const;
    for (const [locale, intlLocale] of Object.entries(INTL_LOCALE) as [TLocale, string][]) {
      const intlDay = new Intl.DateTimeFormat(intlLocale, {
        timeZone: 'Europe/Lisbon',
        day: digits[locale],
        month: 'long',
        year: 'numeric',
      });
      const intlTime = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Lisbon',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (let hour = 0; hour < 366 * 24; hour += 7) {
        const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 + 17 * 60_000);
        expect(formatDay(instant, locale)).toBe(intlDay.format(instant));
        expect(formatDateTime(instant, locale)).toBe(
          `${intlDay.format(instant)} ${locale === 'en' ? 'at' : 'às'} ${intlTime.format(instant)}`,
        );
      }
    }
  });
});

describe('lisbonInstant', () => {
  it('handles both sides of the daylight-saving change', () => {
    expect(lisbonInstant('2026-03-28', '10:00')?.toISOString()).toBe('2026-03-28T10:00:00.000Z');
    expect(lisbonInstant('2026-03-30', '10:00')?.toISOString()).toBe('2026-03-30T09:00:00.000Z');
  });
});

describe('isDayBeforeToday', () => {
  const now = new Date('2026-06-30T23:30:00Z'); // already 1 July in Lisbon
  it('compares with the Lisbon day', () => {
    expect(isDayBeforeToday('2026-06-30', now)).toBe(true);
    expect(isDayBeforeToday('2026-07-01', now)).toBe(false);
    expect(isDayBeforeToday('2026-07-02', now)).toBe(false);
  });
});

describe('isSlotInFuture', () => {
  const now = new Date('2026-07-01T09:00:00Z'); // 10:00 in Lisbon
  it('is true only for a slot that has not started in Lisbon', () => {
    expect(isSlotInFuture('2026-07-01', '10:01', now)).toBe(true);
    expect(isSlotInFuture('2026-07-01', '10:00', now)).toBe(false);
    expect(isSlotInFuture('2026-07-01', '09:30', now)).toBe(false);
    expect(isSlotInFuture('2026-07-02', '08:00', now)).toBe(true);
    expect(isSlotInFuture('2026-06-30', '23:00', now)).toBe(false);
  });
  it('is false for an invalid slot', () => {
    expect(isSlotInFuture('2026-07-02', '24:00', now)).toBe(false);
    expect(isSlotInFuture('tomorrow', '10:00', now)).toBe(false);
  });
});

describe('formats in Portuguese', () => {
  it('writes durations with Portuguese words', () => {
    expect(formatDuration(150, 'pt-PT')).toBe('2 horas e 30 minutos');
    expect(formatDuration(61, 'pt-PT')).toBe('1 hora e 1 minuto');
    expect(formatDuration(15, 'pt-PT')).toBe('15 minutos');
    expect(formatDuration(-1, 'pt-PT')).toBe('Desconhecida');
  });
  it('writes days and times as Portugal writes them, in Lisbon time', () => {
    expect(formatDay('2026-11-24', 'pt-PT')).toBe('24 de novembro de 2026');
    expect(formatDateTime(new Date('2026-07-04T13:05:00Z'), 'pt-PT')).toBe('4 de julho de 2026 às 14:05');
    expect(formatDay('2026-01-05', 'pt-PT')).toBe('5 de janeiro de 2026');
    expect(formatDay(new Date('2026-11-05T23:30:00Z'), 'pt-PT')).toBe('5 de novembro de 2026');
    expect(formatDay('not a day', 'pt-PT')).toBe('Desconhecida');
  });
  it('keeps the English formats unchanged', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('24 November 2026');
    expect(formatDateTime('2026-01-15T23:30:00Z', 'en')).toBe('15 January 2026 at 23:30');
  });
});
