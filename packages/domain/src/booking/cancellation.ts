// No zod here: the booking box, the manage page and the server's e-mails all word the terms with this.
import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, wordText } from '../i18n/texts.ts';
import { formatDay, formatTime, lisbonInstant } from '../time/format.ts';
import { lisbonDay } from '../time/lisbon.ts';
import { REFUND_CUTOFF_HOURS } from './rules.ts';

/**
 * A slot's cancellation terms, decided in one place from its start and the refund rule: free
 * cancellation until `REFUND_CUTOFF_HOURS` before the start while that moment is still ahead, otherwise none.
 * `freeUntil` is an ISO instant, so the terms travel in an API answer as they are.
 */
export type TCancellationTerms = { isRefundable: true; freeUntil: string } | { isRefundable: false };

const HOUR_MS = 3_600_000;

/** The terms of a slot starting at `start`, seen at `now`: refundable only while `now` is before `start - 24 h`. */
export function cancellationTerms(start: Date, now: Date): TCancellationTerms {
  const freeUntil = start.getTime() - REFUND_CUTOFF_HOURS * HOUR_MS;
  return now.getTime() < freeUntil
    ? { isRefundable: true, freeUntil: new Date(freeUntil).toISOString() }
    : { isRefundable: false };
}

/** The terms of a slot given as its Lisbon day ('YYYY-MM-DD') and start time ('HH:MM[:SS]'). */
export function slotCancellationTerms(day: string, startTime: string, now: Date): TCancellationTerms {
  const start = lisbonInstant(day, startTime.slice(0, 5));
  if (!start) {
    throw new Error(`Not a Lisbon slot: ${day} ${startTime}`);
  }
  return cancellationTerms(start, now);
}

/**
 * The terms in words, the same on every page, e-mail and calendar event that states them (their Portuguese:
 * locales/pt-PT/cancellation.json, registered with the Portuguese catalogues).
 */
export const cancellationTexts = defineTexts('cancellation', {
  freeUntil: (when: string) => `Free cancellation until ${when} (Lisbon time)`,
  nonRefundable: `Non-refundable: this activity starts in less than ${REFUND_CUTOFF_HOURS} hours.`,
});

/** "Free cancellation until 28 November 2026, 09:00 (Lisbon time)" or "Non-refundable: …", in `locale`. */
export function cancellationTermsText(terms: TCancellationTerms, locale: TLocale): string {
  if (!terms.isRefundable) {
    return wordText(refOf(cancellationTexts, 'nonRefundable'), locale) ?? cancellationTexts.nonRefundable;
  }
  const until = new Date(terms.freeUntil);
  const when = `${formatDay(lisbonDay(until), locale)}, ${formatTime(until, locale)}`;
  return wordText(refOf(cancellationTexts, 'freeUntil', when), locale) ?? cancellationTexts.freeUntil(when);
}
