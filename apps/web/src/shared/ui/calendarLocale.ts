import type { TLocale } from '@roteiro/domain/i18n/locale';
import { CALENDAR_NAMES, formatMonthYear } from '@roteiro/domain/time/calendar-names';
import dayjs from 'dayjs';
import classes from './Calendar.module.css';

/**
 * The calendars' (Mantine dates') dayjs locales, made from the domain's month and weekday names: one set per
 * language, so a Portuguese calendar reads 'seg ter … sáb dom' and 'novembro de 2026' (dayjs's own 'pt' mixes
 * '2ª 3ª … Sa Do'), and an English one stays English.
 */
const DAYJS_LOCALE: Record<TLocale, string> = { en: 'roteiro-en', 'pt-PT': 'roteiro-pt' };

for (const locale of Object.keys(DAYJS_LOCALE) as TLocale[]) {
  const names = CALENDAR_NAMES[locale];
  dayjs.locale(
    {
      name: DAYJS_LOCALE[locale],
      months: [...names.months],
      monthsShort: [...names.monthsShort],
      weekdays: [...names.weekdays],
      weekdaysShort: [...names.weekdaysShort],
      weekdaysMin: [...names.weekdaysShort],
      // Portugal's weeks start on Monday, and so do the English pages of a Lisbon business.
      weekStart: 1,
      formats: {},
      relativeTime: {},
    },
    undefined,
    true,
  );
}

/**
 * What every calendar of the web takes for the page's language: its dayjs locale, its month heading ('November
 * 2026', 'novembro de 2026') and its names as written (Mantine capitalises them: 'Novembro', 'Seg').
 */
export function calendarProps(locale: TLocale) {
  return {
    locale: DAYJS_LOCALE[locale],
    firstDayOfWeek: 1 as const,
    monthLabelFormat: (date: string) => formatMonthYear(date, locale),
    classNames: {
      weekday: classes.names,
      calendarHeaderLevel: classes.names,
      monthsListControl: classes.names,
      yearsListControl: classes.names,
    },
  };
}
