import type { TLocale } from '../i18n/locale.ts';

/**
 * The month names per language, the one source of the written dates (formatDay, chart axes) and of the calendars
 * (calendar-names.ts adds the weekdays). Portuguese writes them in lowercase. Kept apart from the weekdays: every
 * storefront page loads the dates' formats first, and only the calendars need the weekdays.
 */
export const MONTH_NAMES: Record<TLocale, { months: readonly string[]; monthsShort: readonly string[] }> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  'pt-PT': {
    months: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
    monthsShort: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  },
};
