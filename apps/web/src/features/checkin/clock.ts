import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { formatTime, lisbonInstant } from '@roteiro/domain/time/format';
import { addDays } from '@roteiro/domain/time/lisbon';

/** An instant as Lisbon's time of day, "14:05" (the guide screens are on Lisbon time), in the screen's language. */
export const lisbonClock = (iso: string, locale: TLocale): string => formatTime(iso, locale);

/** When the run's group is planned to end; an end at or before its start is the next day. */
export function plannedEnd(run: Pick<TRunSummary, 'day' | 'startTime' | 'endTime'>): Date | null {
  const endDay = run.endTime <= run.startTime ? addDays(run.day, 1) : run.day;
  return lisbonInstant(endDay, run.endTime);
}
