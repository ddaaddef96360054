import { counterTexts, type TVendorDashboard } from '@roteiro/domain/vendors/counter';
import { describe, expect, it } from 'vitest';
import { createVendor } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { createBookableActivity } from '../booking/checkout/checkout.test-helpers.ts';
import { payOnPhone, saleBody, sold } from '../booking/counter/counter.test-helpers.ts';
import { weekStartOf } from './dashboard.service.ts';

/** A vendor's figures: the vendor's dashboard and the admin's vendor page show the same. */
const t = await createTestApp();
const vendor = await createVendor(t.db, { name: 'Quiosque Rossio' });
const vendorCookie = await signIn(t.app, vendor.email);
const other = await createVendor(t.db, { name: 'Quiosque Belém' });
const otherCookie = await signIn(t.app, other.email);
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

const ownDashboard = async (cookie = vendorCookie): Promise<TVendorDashboard> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const handover = (amountCents: unknown, cookie = adminCookie, vendorId = vendor.vendorId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/vendors/${vendorId}/cash-handovers`,
    headers: { cookie },
    payload: { amountCents },
  });

describe('the vendor’s figures', () => {
  it('start at zero', async () => {
    const dashboard = await ownDashboard();
    const zero = { salesCount: 0, salesCents: 0, ticketsSold: 0, cashCents: 0, ticketsScanned: 0 };
    expect(dashboard).toMatchObject({
      vendorId: vendor.vendorId,
      name: 'Quiosque Rossio',
      today: zero,
      week: zero,
      cashToHandOverCents: 0,
      lastHandover: null,
    });
  });

  it('count today’s and this week’s sales, tickets, cash and scans; refunds take cash back', async () => {
    const tourId = await createBookableActivity(t.db, { priceCents: 2500 });
    const passId = await createBookableActivity(t.db, { isPass: true, priceCents: 1900 });
    // Cash: 2 × 25 €, 3 × 19 €; card: 1 × 25 € (paid on the phone); a card sale never paid; a refunded cash sale.
    await sold(t, vendorCookie, saleBody(tourId, { participants: 2 }));
    const pass = await sold(
      t,
      vendorCookie,
      saleBody(passId, { kind: 'pass', startTime: '09:30', participants: 3 }),
    );
    const card = await sold(t, vendorCookie, saleBody(tourId, { participants: 1, paymentMethod: 'card' }));
    await payOnPhone(t, card.id);
    await sold(
      t,
      vendorCookie,
      saleBody(tourId, { participants: 1, paymentMethod: 'card', startTime: '14:30' }),
    );
    const refunded = await sold(t, vendorCookie, saleBody(tourId, { participants: 1, startTime: '14:30' }));
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/sales/${refunded.id}/refund`,
      headers: { cookie: vendorCookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // Another vendor's sale counts for that vendor only.
    await sold(t, otherCookie, saleBody(tourId, { participants: 1 }));
    // Two of the pass's tickets scanned by this vendor.
    for (const ticket of pass.tickets.slice(0, 2)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendor/scan',
        headers: { cookie: vendorCookie },
        payload: { qrText: ticket.qrText },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const dashboard = await ownDashboard();
    const expected = {
      salesCount: 3,
      salesCents: 5000 + 5700 + 2500,
      ticketsSold: 6,
      cashCents: 5000 + 5700,
      ticketsScanned: 2,
    };
    expect(dashboard.today).toEqual(expected);
    expect(dashboard.week).toEqual(expected);
    expect(dashboard.cashToHandOverCents).toBe(10_700);

    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors/${vendor.vendorId}/dashboard`,
      headers: { cookie: adminCookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(dashboard);
    const others = await ownDashboard(otherCookie);
    expect(others.today).toMatchObject({ salesCount: 1, cashCents: 2500, ticketsScanned: 0 });
  });

  it('take the cash an admin received off the cash to hand over, never more than the vendor holds', async () => {
    const before = (await ownDashboard()).cashToHandOverCents;
    expect(before).toBeGreaterThan(0);
    const tooMuch = await handover(before + 1);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.fields.amountCents).toBe(counterTexts.handoverTooMuch(before));
    expect((await handover(0)).statusCode).toBe(400);
    expect((await handover(12.5)).statusCode).toBe(400);
    expect((await handover(500, vendorCookie)).statusCode).toBe(403);
    expect((await handover(500, adminCookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Two admins recording the whole amount at the same moment: one of them is refused.
    const results = await Promise.all([handover(before), handover(before)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const after = await ownDashboard();
    expect(after.cashToHandOverCents).toBe(0);
    expect(after.lastHandover).toMatchObject({ amountCents: before });
    // The day's cash taken is unchanged: handing it over is not a refund.
    expect(after.today.cashCents).toBe(10_700);
  });

  it('start their week on Monday (Lisbon)', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
  });
});
