import type { TRunSummary } from '@roteiro/domain/checkin/schemas';
import { lisbonInstant } from '@roteiro/domain/time/format';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Lisbon',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Lisbon's time of day, "14:05" (the guide screens are in English, on Lisbon time). */
export const lisbonClock = (iso: string): string => clockFormat.format(new Date(iso));

/** When the run's group is planned to end; an end at or before its start is the next day. */
export function plannedEnd(run: Pick<TRunSummary, 'day' | 'startTime' | 'endTime'>): Date | null {
  const end = lisbonInstant(run.day, run.endTime);
  if (!end) {
    return null;
  }
  return run.endTime <= run.startTime ? new Date(end.getTime() + 24 * 3_600_000) : end;
}
