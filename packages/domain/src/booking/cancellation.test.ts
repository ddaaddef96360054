import '../i18n/all-translations.ts';
import { describe, expect, it } from 'vitest';
import { lisbonInstant } from '../time/format.ts';
import { cancellationTerms, cancellationTermsText, slotCancellationTerms } from './cancellation.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = lisbonInstant('2026-11-29', '09:00') as Date;

describe('cancellation terms of a slot', () => {
  it('are free until 24 hours before the start when the slot is more than 24 hours away', () => {
    const terms = cancellationTerms(start, new Date(start.getTime() - 24 * HOUR - MINUTE));
    expect(terms).toEqual({ isRefundable: true, freeUntil: '2026-11-28T09:00:00.000Z' });
    expect(cancellationTermsText(terms, 'en')).toBe(
      'Free cancellation until 28 November 2026, 09:00 (Lisbon time)',
    );
    expect(cancellationTermsText(terms, 'pt-PT')).toBe(
      'Cancelamento gratuito até 28 de novembro de 2026, 09:00 (hora de Lisboa)',
    );
  });

  it('are non-refundable at exactly 24 hours and one minute later', () => {
    for (const before of [24 * HOUR, 24 * HOUR - MINUTE, 20 * HOUR, 0]) {
      const terms = cancellationTerms(start, new Date(start.getTime() - before));
      expect(terms, `${before / MINUTE} minutes before`).toEqual({ isRefundable: false });
      expect(cancellationTermsText(terms, 'en')).toBe(
        'Non-refundable: this activity starts in less than 24 hours.',
      );
      expect(cancellationTermsText(terms, 'pt-PT')).toBe(
        'Não reembolsável: esta atividade começa daqui a menos de 24 horas.',
      );
    }
  });

  it('write the deadline in Lisbon time on both sides of the clock changes', () => {
    // Summer time: 10:00 on 1 July is 09:00 UTC; the deadline is the day before at 10:00 Lisbon.
    const july = slotCancellationTerms('2027-07-01', '10:00:00', new Date('2027-06-01T00:00:00Z'));
    expect(cancellationTermsText(july, 'en')).toBe(
      'Free cancellation until 30 June 2027, 10:00 (Lisbon time)',
    );
    // The last Sunday of October: a 10:00 slot on Monday 1 November 2027 is 24 h after Sunday 10:00 (winter time).
    const afterChange = slotCancellationTerms('2027-11-01', '10:00', new Date('2027-10-01T00:00:00Z'));
    expect(cancellationTermsText(afterChange, 'en')).toBe(
      'Free cancellation until 31 October 2027, 10:00 (Lisbon time)',
    );
    // A slot on the day the clocks go back: 24 hours before 10:00 on 31 October is 11:00 the day before.
    const onChange = slotCancellationTerms('2027-10-31', '10:00', new Date('2027-10-01T00:00:00Z'));
    expect(cancellationTermsText(onChange, 'pt-PT')).toBe(
      'Cancelamento gratuito até 30 de outubro de 2027, 11:00 (hora de Lisboa)',
    );
    // And forward in March: 24 hours before 10:00 on 28 March 2027 is 09:00 the day before.
    const march = slotCancellationTerms('2027-03-28', '10:00', new Date('2027-03-01T00:00:00Z'));
    expect(cancellationTermsText(march, 'en')).toBe(
      'Free cancellation until 27 March 2027, 09:00 (Lisbon time)',
    );
  });

  it('refuse a slot that is not a Lisbon day and time', () => {
    expect(() => slotCancellationTerms('2027-02-30', '10:00', new Date())).toThrow();
  });
});
