import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { calendarProps } from './calendarLocale.ts';

/** What Mantine's calendars write with these props: its weekday row ('dd'), month list ('MMM') and heading. */
function calendarTexts(locale: 'en' | 'pt-PT') {
  const props = calendarProps(locale);
  const week = [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ];
  return {
    weekdays: week.map((day) => dayjs(day).locale(props.locale).format('dd')),
    months: ['2026-01-01', '2026-11-01'].map((day) => dayjs(day).locale(props.locale).format('MMM MMMM')),
    heading: props.monthLabelFormat('2026-11-01'),
    weekStart: props.firstDayOfWeek,
  };
}

describe('calendarProps', () => {
  it('writes a Portuguese calendar with Portuguese names only, months in lowercase', () => {
    expect(calendarTexts('pt-PT')).toEqual({
      weekdays: ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'],
      months: ['jan janeiro', 'nov novembro'],
      heading: 'novembro de 2026',
      weekStart: 1,
    });
  });

  it('writes an English calendar with English names only', () => {
    expect(calendarTexts('en')).toEqual({
      weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
      months: ['Jan January', 'Nov November'],
      heading: 'November 2026',
      weekStart: 1,
    });
  });

  it("keeps the names as written: Mantine's capitalising is turned off for them", () => {
    const { classNames } = calendarProps('pt-PT');
    expect(Object.keys(classNames).sort()).toEqual([
      'calendarHeaderLevel',
      'monthsListControl',
      'weekday',
      'yearsListControl',
    ]);
    expect(new Set(Object.values(classNames)).size).toBe(1);
  });
});
