import { messages } from '@roteiro/domain/messages/messages';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { counterTexts } from '@roteiro/domain/vendors/counter';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee, createVendor } from '../../../test/factories.ts';
import { createTestApp, signIn } from '../../../test/test-app.ts';
import {
  createAffiliate,
  createBookableActivity,
  createEvent,
} from '../booking/checkout/checkout.test-helpers.ts';
import { saleBody, sold } from '../booking/counter/counter.test-helpers.ts';

/**
 * Vendors scan at the counter: passes and events, validated by the scan itself, once; tours are
 * left to their guide. Tickets are sold through the counter's own route.
 */
const t = await createTestApp();
const seller = await createVendor(t.db, { name: 'Quiosque Rossio' });
const sellerCookie = await signIn(t.app, seller.email);
const scanner = await createVendor(t.db, { name: 'Quiosque Cais do Sodré' });
const scannerCookie = await signIn(t.app, scanner.email);

const scan = (qrText: string, cookie = scannerCookie) =>
  t.app.inject({ method: 'POST', url: '/api/vendor/scan', headers: { cookie }, payload: { qrText } });

async function passSale(participants = 2, overrides: Parameters<typeof saleBody>[1] = {}) {
  const activityId = await createBookableActivity(t.db, { isPass: true, title: 'Tram and river pass' });
  return sold(
    t,
    sellerCookie,
    saleBody(activityId, {
      kind: 'pass',
      startTime: '09:30',
      participants,
      clientName: 'Inês Rocha',
      ...overrides,
    }),
  );
}

describe('a vendor scans tickets', () => {
  it('validates a pass ticket once, by QR text or by the number printed under it', async () => {
    const sale = await passSale(2);
    const [first, second] = sale.tickets;
    if (!first || !second) {
      throw new Error('two tickets');
    }
    const res = await scan(first.qrText);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: counterTexts.scanAccepted,
      ticketNumber: first.ticketNumber,
      clientName: 'Inês Rocha',
      title: 'Tram and river pass',
      day: sale.day,
      startTime: '09:30',
      validatedOfBooking: 1,
      ticketsOfBooking: 2,
    });
    const again = await scan(first.qrText);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.ticketAlreadyValidated);

    const typed = await scan(`  ${second.ticketNumber} `);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ validatedOfBooking: 2, ticketsOfBooking: 2 });

    const rows = await t.db
      .selectFrom('issued_ticket')
      .select(['ticketNumber', 'isValid', 'validatedBy', 'runId'])
      .where('ticketNumber', 'in', [first.ticketNumber, second.ticketNumber])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ isValid: false, validatedBy: scanner.userId, runId: null });
    }
    // The seller's own view shows them used.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/sales/${sale.id}`,
      headers: { cookie: sellerCookie },
    });
    expect(view.json().tickets.map((ticket: { state: string }) => ticket.state)).toEqual(['used', 'used']);
  });

  it('validates an event ticket and approves the affiliate’s commission (the traveller showed up)', async () => {
    const activityId = await createBookableActivity(t.db);
    const eventId = await createEvent(t.db, activityId, { eventDate: addDays(lisbonDay(new Date()), 3) });
    await createAffiliate(t.db, 'DOORS10');
    const sale = await sold(
      t,
      sellerCookie,
      saleBody(activityId, {
        kind: 'event',
        eventId,
        startTime: '21:00',
        participants: 1,
        discountCode: 'DOORS10',
        day: addDays(lisbonDay(new Date()), 3),
      }),
    );
    const res = await scan(sale.tickets[0]?.qrText ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toBe('Fado night');
    const commission = await t.db
      .selectFrom('affiliate_commission')
      .select(['state', 'approvedAt'])
      .where('bookingId', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(commission.state).toBe('pending');
    expect(commission.approvedAt).not.toBeNull();
  });

  it('refuses what it cannot validate, each with its message', async () => {
    const empty = await scan('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.qrUnreadable);

    for (const text of ['not-a-ticket', 'a@b', 'a@b@c@d', 'x'.repeat(80)]) {
      const res = await scan(text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().error.message).toBe(messages.invalidTicket);
    }

    // A QR code whose group or participant part does not match the ticket is not ours.
    const sale = await passSale(1);
    const ticket = sale.tickets[0];
    if (!ticket) {
      throw new Error('one ticket');
    }
    const [groupId, participantId, ticketNumber] = ticket.qrText.split('@');
    for (const forged of [
      `${participantId}@${participantId}@${ticketNumber}`,
      `${groupId}@${groupId}@${ticketNumber}`,
    ]) {
      const res = await scan(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(messages.invalidTicket);
    }

    // A tour's ticket is its guide's to validate.
    const tourId = await createBookableActivity(t.db);
    const tour = await sold(t, sellerCookie, saleBody(tourId, { participants: 1 }));
    const tourScan = await scan(tour.tickets[0]?.qrText ?? '');
    expect(tourScan.statusCode).toBe(409);
    expect(tourScan.json().error.message).toBe(counterTexts.scanNotForVendors);
    const tourTicket = await t.db
      .selectFrom('issued_ticket')
      .select('isValid')
      .where('ticketNumber', '=', tour.tickets[0]?.ticketNumber ?? '')
      .executeTakeFirstOrThrow();
    expect(tourTicket.isValid).toBe(true);

    // A refunded sale's tickets no longer work.
    const refunded = await passSale(1);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/sales/${refunded.id}/refund`,
      headers: { cookie: sellerCookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const voided = await scan(refunded.tickets[0]?.qrText ?? '');
    expect(voided.statusCode).toBe(400);
    expect(voided.json().error.message).toBe(messages.invalidTicket);

    // A ticket of a day that has passed.
    const old = await passSale(1);
    const yesterday = addDays(lisbonDay(new Date()), -1);
    await t.db
      .updateTable('activity_group')
      .set({ day: yesterday })
      .where('id', '=', old.tickets[0]?.qrText.split('@')[0] ?? '')
      .execute();
    const late = await scan(old.tickets[0]?.qrText ?? '');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(counterTexts.scanPastDay(yesterday));
  });

  it('lets one of many simultaneous scans of a ticket win', async () => {
    const sale = await passSale(1);
    const qrText = sale.tickets[0]?.qrText ?? '';
    const otherCookie = await signIn(t.app, seller.email);
    const results = await Promise.all(
      [scannerCookie, otherCookie, scannerCookie, otherCookie, scannerCookie].map((cookie) =>
        scan(qrText, cookie),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().error.message).toBe(messages.ticketAlreadyValidated);
    }
  });

  it('is for vendors only', async () => {
    const sale = await passSale(1);
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    const asGuide = await scan(sale.tickets[0]?.qrText ?? '', await signIn(t.app, employee.email));
    expect(asGuide.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/scan',
      payload: { qrText: sale.tickets[0]?.qrText },
    });
    expect(anonymous.statusCode).toBe(401);
    const ticket = await t.db
      .selectFrom('issued_ticket')
      .select('isValid')
      .where('ticketNumber', '=', sale.tickets[0]?.ticketNumber ?? '')
      .executeTakeFirstOrThrow();
    expect(ticket.isValid).toBe(true);
  });
});
