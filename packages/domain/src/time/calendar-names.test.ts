import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from '../i18n/locale.ts';
import { CALENDAR_NAMES, formatMonthYear, formatWeekdayShort } from './calendar-names.ts';
import { formatDay, formatShortDay } from './format.ts';

describe('calendar names', () => {
  it('has twelve months and seven weekdays in every language', () => {
    for (const locale of LOCALES) {
      const names = CALENDAR_NAMES[locale];
      expect(names.months).toHaveLength(12);
      expect(names.monthsShort).toHaveLength(12);
      expect(names.weekdays).toHaveLength(7);
      expect(names.weekdaysShort).toHaveLength(7);
    }
  });

  it("names months and weekdays as Intl does in each language (Portuguese in lowercase, none of dayjs's '2ª' or 'Sa')", () => {
    for (const locale of LOCALES) {
      const month = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', timeZone: 'UTC' });
      const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
      for (let index = 0; index < 12; index++) {
        expect(CALENDAR_NAMES[locale].months[index]).toBe(month.format(new Date(Date.UTC(2026, index, 15))));
      }
      // 2026-11-01 is a Sunday.
      for (let index = 0; index < 7; index++) {
        expect(CALENDAR_NAMES[locale].weekdays[index]).toBe(
          weekday.format(new Date(Date.UTC(2026, 10, 1 + index))),
        );
      }
    }
    const portuguese = CALENDAR_NAMES['pt-PT'];
    for (const name of [
      ...portuguese.months,
      ...portuguese.monthsShort,
      ...portuguese.weekdays,
      ...portuguese.weekdaysShort,
    ]) {
      expect(name).toBe(name.toLowerCase());
    }
    expect(portuguese.weekdaysShort).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    expect(CALENDAR_NAMES.en.weekdaysShort).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it("writes a calendar's month heading and weekday headers in one language", () => {
    expect(formatMonthYear('2026-11', 'pt-PT')).toBe('novembro de 2026');
    expect(formatMonthYear('2026-11-24', 'en')).toBe('November 2026');
    expect(formatMonthYear('2026-13', 'en')).toBe('');
    expect(formatWeekdayShort('2026-11-23', 'pt-PT')).toBe('seg');
    expect(formatWeekdayShort('2026-11-29', 'pt-PT')).toBe('dom');
    expect(formatWeekdayShort('2026-11-28', 'en')).toBe('Sa');
    expect(formatWeekdayShort('not a day', 'en')).toBe('');
  });

  it('gives the written dates the same month names', () => {
    expect(formatDay('2026-11-05', 'pt-PT')).toBe('5 de novembro de 2026');
    expect(formatShortDay('2026-11-05', 'pt-PT')).toBe('5 nov');
    expect(formatDay('2026-11-05', 'en')).toBe('05 November 2026');
    expect(formatShortDay('2026-11-05', 'en')).toBe('5 Nov');
  });
});
