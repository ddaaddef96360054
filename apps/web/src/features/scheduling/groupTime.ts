import type { TPassWindow } from '@roteiro/domain/catalogue/pass-window';
import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { formatDay, formatPassValidity, formatTimeRange } from '@roteiro/domain/time/format';

/**
 * "16 January 2026, 10:00–12:00" for a group's Lisbon day and times; a pass's group reads "16 January 2026,
 * valid 09:30–19:00": its own times are only the departure chosen and that plus the pass's duration. In
 * Portuguese: "16 de janeiro de 2026, 10:00–12:00", "… válido das 09:30 às 19:00".
 */
export function groupWhen(
  group: {
    day: string;
    startTime: string;
    endTime: string;
    passWindow?: TPassWindow;
  },
  locale: TLocale = DEFAULT_LOCALE,
): string {
  const times = group.passWindow
    ? formatPassValidity(group.passWindow, locale)
    : formatTimeRange(group.startTime, group.endTime);
  return `${formatDay(group.day, locale)}, ${times}`;
}
