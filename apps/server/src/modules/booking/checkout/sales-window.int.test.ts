import { bookingMessages } from '@roteiro/domain/booking/booking';
import { describe, expect, it } from 'vitest';
import { attachedCalendar, queuedMailsInFull } from '../../../../test/outbox-jobs.ts';
import { createTestApp, uniqueEmail } from '../../../../test/test-app.ts';
import { createTestPaymentProvider } from '../../../platform/payments/test-payment-provider.ts';
import {
  checkoutBody,
  createBookableActivity,
  payAndOpenBooking,
  postCheckout,
} from './checkout.test-helpers.ts';

/**
 * Each activity sells as far ahead as its own sales window (a year unless its admin sets another), so
 * on 27 November 2026 the next October clock change (Sunday 31 October 2027, when Lisbon goes back from UTC+1 to
 * UTC+0) can be booked, and its ticket, e-mail and calendar event say the Lisbon time the traveller chose.
 * The app and the test-mode provider run on one clock fixed on that day.
 */
const NOW = new Date('2026-11-27T10:00:00Z');
const t = await createTestApp(
  {},
  (database) => ({
    payments: createTestPaymentProvider({
      appUrl: 'http://localhost:3000',
      db: database.db,
      now: () => NOW.getTime(),
    }),
  }),
  { now: () => NOW },
);

const slotsOf = async (activityId: string, day: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities/${activityId}/slots?day=${day}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slots: { startTime: string }[] }).slots.map((slot) => slot.startTime);
};

const daysOf = async (activityId: string, month: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities/${activityId}/availability?month=${month}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { days: { day: string }[] }).days.map((entry) => entry.day);
};

/** Checks out 10:00 on `day` as a traveller does, pays it on the test provider and reads what the traveller gets. */
async function bookAndPay(activityId: string, day: string) {
  const clientEmail = uniqueEmail('season');
  const res = await postCheckout(
    t,
    checkoutBody(activityId, { day, startTime: '10:00', participants: 2, clientEmail }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const { reference } = res.json() as { reference: string };
  const { view } = await payAndOpenBooking(t, { reference, clientEmail });
  const [confirmation] = await queuedMailsInFull(t.db, clientEmail);
  return { reference, view, confirmation, ics: attachedCalendar(confirmation).text };
}

describe('the sales window on 27 November 2026', () => {
  it('sells the October 2027 clock change with the default window of a year', async () => {
    const id = await createBookableActivity(t.db, { sharedTimeSlots: ['10:00'] });
    expect(await daysOf(id, '2027-10')).toContain('2027-10-31');
    expect(await slotsOf(id, '2027-10-31')).toEqual(['10:00']);
  });

  it.each([
    // Winter time (UTC+0) again from 02:00 that Sunday: 10:00 in Lisbon is 10:00 UTC.
    [
      'the October change',
      '2027-10-31',
      '31 October 2027 at 10:00 (Lisbon time)',
      '20271031T100000Z',
      '2027-10-30T10:00:00.000Z',
      // 24 elapsed hours before: 11:00 the day before, still summer time (docs/decisions.md).
      'Free cancellation until 30 October 2027, 11:00 (Lisbon time)',
    ],
    // Summer time (UTC+1) from 01:00 that Sunday: 10:00 in Lisbon is 09:00 UTC.
    [
      'the March change',
      '2027-03-28',
      '28 March 2027 at 10:00 (Lisbon time)',
      '20270328T090000Z',
      '2027-03-27T09:00:00.000Z',
      'Free cancellation until 27 March 2027, 09:00 (Lisbon time)',
    ],
  ])(
    'books %s at 10:00 Lisbon time: ticket, e-mail and .ics say so',
    async (_name, day, when, dtstart, freeUntil, freeUntilText) => {
      const id = await createBookableActivity(t.db, { sharedTimeSlots: ['10:00'] });
      const booking = await bookAndPay(id, day);
      // The tickets (the booking's view, which the success, manage and print pages show).
      expect(booking.view).toMatchObject({ status: 'paid', day, startTime: '10:00', endTime: '12:00' });
      expect(booking.view.tickets).toHaveLength(2);
      // The refund deadline is 24 hours before the start, as an instant.
      expect(booking.view.cancellationTerms).toEqual({ isRefundable: true, freeUntil });
      expect(booking.confirmation?.text).toContain(when);
      expect(booking.confirmation?.text).toContain(freeUntilText);
      expect(booking.ics).toContain(`\r\nDTSTART:${dtstart}\r\n`);
      expect(booking.ics).toContain(`\r\nUID:${booking.reference}\r\n`);
    },
  );

  it('stops at the last day of the default window: 365 days ahead is sold, the day after is not', async () => {
    const id = await createBookableActivity(t.db, { sharedTimeSlots: ['10:00'] });
    expect(await slotsOf(id, '2027-11-27')).toEqual(['10:00']);
    expect(await slotsOf(id, '2027-11-28')).toEqual([]);
    expect((await daysOf(id, '2027-11')).at(-1)).toBe('2027-11-27');
    const refused = await postCheckout(t, checkoutBody(id, { day: '2027-11-28', startTime: '10:00' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ startTime: bookingMessages.slotUnavailable });
  });

  it("answers a day beyond the activity's own window as beyond the horizon", async () => {
    const id = await createBookableActivity(t.db, { sharedTimeSlots: ['10:00'] });
    await t.db.updateTable('activity').set({ salesWindowDays: 30 }).where('id', '=', id).execute();
    expect(await slotsOf(id, '2026-12-27')).toEqual(['10:00']);
    expect(await slotsOf(id, '2026-12-28')).toEqual([]);
    expect((await daysOf(id, '2026-12')).at(-1)).toBe('2026-12-27');
    expect(await daysOf(id, '2027-10')).toEqual([]);
    const refused = await postCheckout(t, checkoutBody(id, { day: '2027-10-31', startTime: '10:00' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ startTime: bookingMessages.slotUnavailable });
    const accepted = await postCheckout(t, checkoutBody(id, { day: '2026-12-27', startTime: '10:00' }));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
