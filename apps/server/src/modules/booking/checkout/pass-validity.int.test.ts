import { lisbonInstant } from '@roteiro/domain/time/format';
import { describe, expect, it } from 'vitest';
import { createPaidBooking, lisbonDayIn, openBookingByLink } from '../../../../test/bookings.ts';
import { attachedCalendar, queuedMailsInFull } from '../../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn } from '../../../../test/test-app.ts';
import { printLink } from '../counter/print-link.ts';
import { createBookableActivity } from './checkout.test-helpers.ts';

/**
 * A pass booking tells its traveller the day it is valid, first to last departure in Lisbon time, as the
 * operator screens do ('valid 09:30–19:00'), not the departure chosen plus the pass's duration ('14:30–00:30'): the
 * booking's view (success and manage pages), My tours, the printable tickets, the confirmation e-mail and its
 * calendar event, which spans that window.
 */
const t = await createTestApp();
const WINDOW = { firstDeparture: '09:30', lastDeparture: '19:00' };

const icsInstant = (day: string, time: string) =>
  lisbonInstant(day, time)
    ?.toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A 10-hour day pass departing every 30 minutes from 09:30 to 19:00. */
async function createDayPass(title: string) {
  const id = await createBookableActivity(t.db, { title, isPass: true, durationMinutes: 600 });
  await t.db
    .updateTable('activity')
    .set({ lastDeparture: WINDOW.lastDeparture })
    .where('id', '=', id)
    .execute();
  return id;
}

describe("a pass booking's time", () => {
  it('is the day it is valid on the view, My tours, the printable tickets, the e-mail and the .ics', async () => {
    const traveller = await createUser(t.db, 'traveller');
    const cookie = await signIn(t.app, traveller.email);
    const passId = await createDayPass('Lisbon day pass');
    const day = lisbonDayIn(3);
    // The 14:30 departure: its group runs 14:30–00:30, which is not what the holder can use.
    const booking = await createPaidBooking(t, {
      activityId: passId,
      kind: 'pass',
      day,
      startTime: '14:30',
      clientEmail: traveller.email,
    });

    const view = await openBookingByLink(t, booking);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ kind: 'pass', startTime: '14:30', passWindow: WINDOW });

    const tours = await t.app.inject({ method: 'GET', url: '/api/my-tours', headers: { cookie } });
    expect(tours.statusCode, tours.body).toBe(200);
    const tour = tours
      .json()
      .items.find((item: { reference: string }) => item.reference === booking.reference);
    expect(tour).toMatchObject({ kind: 'pass', passWindow: WINDOW });

    const print = printLink('http://localhost:3000', t.config.authSecret, booking.reference, new Date());
    const printed = await t.app.inject({
      method: 'GET',
      url: `/api/ticket-print?${new URL(print.url).search.slice(1)}`,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().passWindow).toEqual(WINDOW);

    const [confirmation] = await queuedMailsInFull(t.db, traveller.email);
    expect(confirmation?.text).toMatch(/When: \d{2} [A-Z][a-z]+ \d{4}, valid 09:30–19:00 \(Lisbon time\)/);
    // (14:30 stays in the cancellation terms: 24 hours before the departure chosen is the refund deadline.)
    expect(confirmation?.text).not.toContain('at 14:30');
    expect(confirmation?.text).not.toContain('00:30');
    const ics = attachedCalendar(confirmation).text;
    expect(ics).toContain(`\r\nDTSTART:${icsInstant(day, '09:30')}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${icsInstant(day, '19:00')}\r\n`);
  });

  it("leaves a tour's booking with its own times and no window", async () => {
    const tourId = await createBookableActivity(t.db, { title: 'Alfama tour of the pass test' });
    const booking = await createPaidBooking(t, {
      activityId: tourId,
      day: lisbonDayIn(3),
      startTime: '10:00',
    });
    const view = await openBookingByLink(t, booking);
    expect(view.json()).toMatchObject({ startTime: '10:00', endTime: '12:00', passWindow: null });
  });
});
