import type { TLocale } from '../i18n/locale.ts';
import { MONTH_NAMES } from './month-names.ts';

/**
 * The month and weekday names per language, as the web's calendars write them (a dayjs locale made from these); the
 * months are month-names.ts's, which the written dates (formatDay, chart axes) read too, so a page never mixes two sets ('2ª 3ª … Sa
 * Do') or two spellings ('Novembro' beside 'novembro'). Portuguese writes both in lowercase.
 */
export type TCalendarNames = {
  /** January first. */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Sunday first, as Date#getUTCDay counts. */
  weekdays: readonly string[];
  /** A calendar's column headers, Sunday first. */
  weekdaysShort: readonly string[];
};

export const CALENDAR_NAMES: Record<TLocale, TCalendarNames> = {
  en: {
    ...MONTH_NAMES.en,
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  },
  'pt-PT': {
    ...MONTH_NAMES['pt-PT'],
    weekdays: [
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ],
    weekdaysShort: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  },
};

/** A calendar's month heading for 'YYYY-MM' or 'YYYY-MM-DD': 'November 2026', 'novembro de 2026'; '' if invalid. */
export function formatMonthYear(day: string, locale: TLocale): string {
  const match = /^(\d{4})-(\d{2})/.exec(day);
  const month = match ? CALENDAR_NAMES[locale].months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) {
    return '';
  }
  return locale === 'en' ? `${month} ${match[1]}` : `${month} de ${match[1]}`;
}

/** The weekday of a calendar day 'YYYY-MM-DD' as a calendar's column header writes it ('Mo', 'seg'); '' if invalid. */
export function formatWeekdayShort(day: string, locale: TLocale): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : (CALENDAR_NAMES[locale].weekdaysShort[date.getUTCDay()] ?? '');
}
