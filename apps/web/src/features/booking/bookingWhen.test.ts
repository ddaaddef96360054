import { describe, expect, it } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { tourWhenText, whenText } from './bookingWhen.ts';

const en = await testTexts('en', ['common', 'booking']);
const pt = await testTexts('pt-PT', ['common', 'booking']);

// A 10-hour pass booked for its 14:30 departure: its group runs 14:30–00:30, which the holder cannot use.
const passBooking = {
  day: '2026-11-24',
  startTime: '14:30',
  endTime: '00:30',
  passWindow: { firstDeparture: '09:30', lastDeparture: '19:00' },
};
const tourBooking = { day: '2026-11-24', startTime: '10:00', endTime: '12:00', passWindow: null };

describe("a booking's time on the traveller's pages", () => {
  it("writes a tour's slot with its start and end", () => {
    expect(whenText(tourBooking, en)).toBe('24 November 2026, 10:00–12:00 (Lisbon time)');
    expect(whenText(tourBooking, pt)).toBe('24 de novembro de 2026, 10:00–12:00 (hora de Lisboa)');
  });

  it("writes a pass's day as the operator screens do: valid from the first to the last departure", () => {
    expect(whenText(passBooking, en)).toBe('24 November 2026, valid 09:30–19:00 (Lisbon time)');
    expect(whenText(passBooking, pt)).toBe(
      '24 de novembro de 2026, válido das 09:30 às 19:00 (hora de Lisboa)',
    );
  });

  it("writes My tours' line the same way", () => {
    expect(tourWhenText(tourBooking, 'Lisbon', en)).toBe('24 November 2026 at 10:00 · Lisbon');
    expect(tourWhenText(passBooking, 'Lisbon', en)).toBe('24 November 2026, valid 09:30–19:00 · Lisbon');
    expect(tourWhenText(passBooking, 'Lisboa', pt)).toBe(
      '24 de novembro de 2026, válido das 09:30 às 19:00 · Lisboa',
    );
  });
});
