import { randomUUID } from 'node:crypto';
import { bookingMessages } from '@roteiro/domain/booking/booking';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { counterTexts, type TVendorSale } from '@roteiro/domain/vendors/counter';
import { describe, expect, it } from 'vitest';
import { createVendor } from '../../../../test/factories.ts';
import { queuedMails } from '../../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn, uniqueEmail } from '../../../../test/test-app.ts';
import { waitForMails } from '../../../../test/wait.ts';
import {
  createAffiliate,
  createBookableActivity,
  createEvent,
  groupOf,
} from '../checkout/checkout.test-helpers.ts';
import { bookingToken } from '../tickets/booking-token.ts';
import { payOnPhone, postSale, saleBody, saleDay, sold } from './counter.test-helpers.ts';
import { printLink } from './print-link.ts';

const t = await createTestApp();
const vendor = await createVendor(t.db, { name: 'Quiosque Rossio' });
const vendorCookie = await signIn(t.app, vendor.email);
const otherVendor = await createVendor(t.db, { name: 'Quiosque Belém' });
const otherCookie = await signIn(t.app, otherVendor.email);
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

const getSale = (id: string, cookie = vendorCookie) =>
  t.app.inject({ method: 'GET', url: `/api/vendor/sales/${id}`, headers: { cookie } });

async function movementsOf(bookingId: string) {
  return t.db
    .selectFrom('money_movement')
    .select(['kind', 'amountCents', 'providerRef', 'cashVendorId'])
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    .orderBy('kind')
    .execute();
}

describe('selling at the counter', () => {
  it('refuses bad input with the contract’s messages, and is for vendors only', async () => {
    const activityId = await createBookableActivity(t.db, { maxNumOfParticipants: 6 });
    const empty = await postSale(t, vendorCookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ activityId: 'Choose an activity' });

    const bad = await postSale(t, vendorCookie, {
      ...saleBody(activityId),
      clientName: ' ',
      clientEmail: 'nope',
      participants: 0,
      paymentMethod: 'cheque',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      clientName: bookingMessages.clientName,
      clientEmail: 'Enter a valid e-mail address.',
      participants: 'At least 1 participant',
      paymentMethod: counterTexts.choosePayment,
    });

    const tooMany = await postSale(t, vendorCookie, saleBody(activityId, { participants: 7 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.participants).toBe(bookingMessages.participantsMax(6));

    const past = await postSale(t, vendorCookie, saleBody(activityId, { day: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.day).toBe(bookingMessages.pastDate);

    const unknown = await postSale(t, vendorCookie, saleBody(randomUUID()));
    expect(unknown.statusCode).toBe(404);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/sales',
      payload: saleBody(activityId),
    });
    expect(anonymous.statusCode).toBe(401);
    const company = await createUser(t.db, 'company');
    const asCompany = await postSale(t, await signIn(t.app, company.email), saleBody(activityId));
    expect(asCompany.statusCode).toBe(403);
    const noBooking = await t.db
      .selectFrom('booking')
      .select('id')
      .where('activityId', '=', activityId)
      .execute();
    expect(noBooking).toHaveLength(0);
  });

  it('sells for cash: places taken, paid at once, tickets issued and e-mailed, cash in the ledger', async () => {
    const activityId = await createBookableActivity(t.db, { isPass: true, priceCents: 1900 });
    const clientEmail = uniqueEmail('counter-customer');
    const sale = await sold(
      t,
      vendorCookie,
      saleBody(activityId, { kind: 'pass', startTime: '09:30', participants: 3, clientEmail }),
    );
    expect(sale).toMatchObject({
      status: 'paid',
      paymentMethod: 'cash',
      kind: 'pass',
      participantCount: 3,
      amountCents: 5700,
      checkoutUrl: null,
      canRefund: true,
    });
    expect(sale.tickets).toHaveLength(3);
    expect(sale.tickets.every((ticket) => ticket.state === 'valid')).toBe(true);
    expect(sale.printUrl).toMatch(/^http:\/\/localhost:3000\/vendor\/ticket\/print\?reference=/);

    const booking = await t.db
      .selectFrom('booking')
      .select(['soldByVendorId', 'paidInCash', 'paymentIntentId', 'status'])
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({
      soldByVendorId: vendor.vendorId,
      paidInCash: true,
      paymentIntentId: null,
      status: 'paid',
    });
    expect(await groupOf(t.db, activityId, saleDay(), '09:30')).toMatchObject({ groupSize: 3 });
    expect(await movementsOf(sale.id)).toEqual([
      { kind: 'charge', amountCents: 5700, providerRef: null, cashVendorId: vendor.vendorId },
    ]);

    // The same confirmation as an online booking: QR images, marked as paid in cash.
    const [mail] = await waitForMails(t.db, clientEmail);
    expect(mail?.subject).toContain(sale.reference);
    expect(mail?.text).toContain('in cash');
    expect(mail?.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength(3);

    // The slots answer the places that are left.
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${activityId}/slots?day=${saleDay()}&kind=pass`,
    });
    expect(slots.json().slots.find((s: { startTime: string }) => s.startTime === '09:30').placesLeft).toBe(5);
  });

  it('writes the customer’s e-mail in the language the vendor chose', async () => {
    const activityId = await createBookableActivity(t.db, { isPass: true, priceCents: 1900 });
    const clientEmail = uniqueEmail('counter-pt');
    const sale = await sold(
      t,
      vendorCookie,
      saleBody(activityId, {
        kind: 'pass',
        startTime: '10:30',
        participants: 1,
        clientEmail,
        locale: 'pt-PT',
      }),
    );
    const booking = await t.db
      .selectFrom('booking')
      .select('locale')
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(booking.locale).toBe('pt-PT');
    const [mail] = await waitForMails(t.db, clientEmail);
    expect(mail?.subject).toContain(`A sua reserva ${sale.reference}`);
    expect(mail?.text).toContain(
      'Pagou em dinheiro num ponto de venda: peça o reembolso no ponto de venda onde pagou.',
    );
    // Not a language the product speaks: refused with the contract's message.
    const refused = await postSale(
      t,
      vendorCookie,
      saleBody(activityId, { kind: 'pass', startTime: '10:30', clientEmail, locale: 'fr' as 'en' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose the customer’s language');
  });

  it('refuses more people than places left, and takes nothing', async () => {
    const activityId = await createBookableActivity(t.db, { maxNumOfParticipants: 4 });
    await sold(t, vendorCookie, saleBody(activityId, { participants: 3 }));
    const full = await postSale(t, vendorCookie, saleBody(activityId, { participants: 2 }));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(bookingMessages.notEnoughPlaces);
    expect(await groupOf(t.db, activityId, saleDay(), '10:00')).toMatchObject({ groupSize: 3 });
  });

  it('answers a sale sent twice with the same key once, even at the same moment', async () => {
    const activityId = await createBookableActivity(t.db);
    const body = saleBody(activityId);
    const [first, second] = await Promise.all([
      postSale(t, vendorCookie, body),
      postSale(t, vendorCookie, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await sold(t, vendorCookie, body);
    expect(again.id).toBe(first.json().id);
    const bookings = await t.db
      .selectFrom('booking')
      .select('id')
      .where('activityId', '=', activityId)
      .execute();
    expect(bookings).toHaveLength(1);
    expect(await groupOf(t.db, activityId, saleDay(), '10:00')).toMatchObject({ groupSize: 2 });
    // Another vendor cannot reuse the key to read the sale.
    const stolen = await postSale(t, otherCookie, body);
    expect(stolen.statusCode).toBe(409);
  });

  it('creates the affiliate’s expected commission for a cash sale with a discount code', async () => {
    const activityId = await createBookableActivity(t.db, { priceCents: 3000 });
    const affiliateId = await createAffiliate(t.db, 'KIOSK10');
    const sale = await sold(
      t,
      vendorCookie,
      saleBody(activityId, { participants: 2, discountCode: 'kiosk10' }),
    );
    expect(sale).toMatchObject({ subtotalCents: 6000, discountCents: 600, amountCents: 5400 });
    const commission = await t.db
      .selectFrom('affiliate_commission')
      .select(['affiliateId', 'state', 'baseCents', 'amountCents'])
      .where('bookingId', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(commission).toEqual({ affiliateId, state: 'expected', baseCents: 5400, amountCents: 810 });
  });

  it('sells an event for cash at the event’s own time', async () => {
    const activityId = await createBookableActivity(t.db);
    const eventId = await createEvent(t.db, activityId, { priceCents: 4000, eventDate: saleDay() });
    const sale = await sold(
      t,
      vendorCookie,
      saleBody(activityId, { kind: 'event', eventId, startTime: '21:00', participants: 2 }),
    );
    expect(sale).toMatchObject({
      kind: 'event',
      eventTitle: 'Fado night',
      amountCents: 8000,
      status: 'paid',
    });
  });

  it('sells on the customer’s phone: the checkout page until paid, then the tickets', async () => {
    const activityId = await createBookableActivity(t.db);
    const clientEmail = uniqueEmail('phone-customer');
    const sale = await sold(t, vendorCookie, saleBody(activityId, { paymentMethod: 'card', clientEmail }));
    expect(sale).toMatchObject({ status: 'pending', paymentMethod: 'card', printUrl: null, tickets: [] });
    expect(sale.checkoutUrl).toMatch(/\/test-provider\/checkout\//);
    expect(await groupOf(t.db, activityId, saleDay(), '10:00')).toMatchObject({ groupSize: 2 });
    expect(await queuedMails(t.db, clientEmail)).toHaveLength(0);

    await payOnPhone(t, sale.id);
    const paid = (await getSale(sale.id)).json() as TVendorSale;
    expect(paid).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
      checkoutUrl: null,
      canRefund: false,
    });
    expect(paid.cannotRefundReason).toBe(counterTexts.refundOnlyCash);
    expect(paid.tickets).toHaveLength(2);
    expect(paid.printUrl).not.toBeNull();
    const [charge] = await movementsOf(sale.id);
    expect(charge).toMatchObject({ kind: 'charge', amountCents: 5000, cashVendorId: null });
    expect(charge?.providerRef).toBeTruthy();
    expect(await waitForMails(t.db, clientEmail)).toHaveLength(1);
  });

  it('cancels a card sale still waiting for its payment and releases its places', async () => {
    const activityId = await createBookableActivity(t.db);
    const sale = await sold(t, vendorCookie, saleBody(activityId, { paymentMethod: 'card' }));
    const cancel = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/vendor/sales/${sale.id}/cancel`, headers: { cookie } });
    expect((await cancel(otherCookie)).statusCode).toBe(404);
    const res = await cancel(vendorCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', checkoutUrl: null });
    expect(await groupOf(t.db, activityId, saleDay(), '10:00')).toMatchObject({ groupSize: 0 });
    const paidSale = await sold(t, vendorCookie, saleBody(activityId));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/sales/${paidSale.id}/cancel`,
      headers: { cookie: vendorCookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(counterTexts.onlyPendingCancel);
  });
});

describe('refunds of cash sales', () => {
  const refund = (id: string, cookie = vendorCookie) =>
    t.app.inject({ method: 'POST', url: `/api/vendor/sales/${id}/refund`, headers: { cookie } });

  it('are paid back in cash by the vendor, once, and recorded against the vendor', async () => {
    const activityId = await createBookableActivity(t.db);
    const clientEmail = uniqueEmail('refund-customer');
    const sale = await sold(t, vendorCookie, saleBody(activityId, { clientEmail, participants: 2 }));
    expect((await refund(sale.id, otherCookie)).statusCode).toBe(404);

    const [first, second] = await Promise.all([refund(sale.id), refund(sale.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const after = first.json() as TVendorSale;
    expect(after.status).toBe('refunded');
    expect(after.tickets.every((ticket) => ticket.state === 'void')).toBe(true);
    expect(after.printUrl).toBeNull();
    expect(await groupOf(t.db, activityId, saleDay(), '10:00')).toMatchObject({ groupSize: 0 });
    expect(await movementsOf(sale.id)).toEqual([
      { kind: 'charge', amountCents: 5000, providerRef: null, cashVendorId: vendor.vendorId },
      { kind: 'refund', amountCents: 5000, providerRef: null, cashVendorId: vendor.vendorId },
    ]);
    // The confirmation (urgent mail) and the refund's mail leave on their own queues, in either order.
    const mails = await waitForMails(t.db, clientEmail, 2);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('The vendor gave you €50.00 back in cash.');

    // The admin's ledger names the vendor, and the group's balance counts the cash like any charge.
    const groupId = sale.tickets[0]?.qrText.split('@')[0] ?? '';
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payment-history?groupId=${groupId}`,
      headers: { cookie: adminCookie },
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(
      ledger
        .json()
        .items.map((item: { kind: string; cashVendorName: string }) => [item.kind, item.cashVendorName])
        .sort(),
    ).toEqual([
      ['charge', 'Quiosque Rossio'],
      ['refund', 'Quiosque Rossio'],
    ]);
    expect(ledger.json().groupBalance).toMatchObject({ paidByTravellers: 5000, refunds: 5000, margin: 0 });
  });

  it('are not made online by the traveller, and not within 24 hours of the start by the vendor', async () => {
    const activityId = await createBookableActivity(t.db);
    const sale = await sold(t, vendorCookie, saleBody(activityId));
    const booking = await t.db
      .selectFrom('booking')
      .select(['reference', 'clientEmail'])
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    const token = bookingToken(t.config.authSecret, booking);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.reference}?token=${token}`,
    });
    expect(view.json()).toMatchObject({ paidInCash: true, status: 'paid' });
    const online = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.reference}/cancel`,
      payload: { token },
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().error.message).toBe(counterTexts.cashRefundAtCounter);

    // The sale's start moved to within 24 hours.
    await t.db
      .updateTable('activity_group')
      .set({ day: lisbonDay(new Date()), startTime: '23:59' })
      .where('id', '=', (await groupOf(t.db, activityId, saleDay(), '10:00'))?.id ?? '')
      .execute();
    const late = await refund(sale.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(bookingMessages.cancelTooLate);
    expect((await getSale(sale.id)).json()).toMatchObject({ canRefund: false, status: 'paid' });

    // Staff refund without the rule, recorded as cash paid back by the vendor who sold it.
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${sale.id}/refund`,
      headers: { cookie: adminCookie },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await movementsOf(sale.id)).at(-1)).toMatchObject({
      kind: 'refund',
      cashVendorId: vendor.vendorId,
    });
  });
});

describe('the print link', () => {
  const print = (query: string) => t.app.inject({ method: 'GET', url: `/api/ticket-print?${query}` });

  it('opens the tickets without a session while valid; an expired or changed link does not', async () => {
    const activityId = await createBookableActivity(t.db);
    const sale = await sold(t, vendorCookie, saleBody(activityId, { participants: 2 }));
    const query = new URL(sale.printUrl ?? '').search.slice(1);
    const res = await print(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      reference: sale.reference,
      clientName: 'Rita Sousa',
      status: 'paid',
      locale: 'en',
    });
    // Printed in the customer's language, as chosen at the sale.
    const portuguese = await sold(t, vendorCookie, {
      ...saleBody(activityId, { participants: 1 }),
      locale: 'pt-PT',
    });
    const inPortuguese = await print(new URL(portuguese.printUrl ?? '').search.slice(1));
    expect(inPortuguese.json().locale).toBe('pt-PT');
    expect(res.json().tickets.map((ticket: { qrText: string }) => ticket.qrText)).toEqual(
      sale.tickets.map((ticket) => ticket.qrText),
    );

    const expired = printLink(
      'http://localhost:3000',
      t.config.authSecret,
      sale.reference,
      new Date(Date.now() - 25 * 3_600_000),
    );
    const old = await print(new URL(expired.url).search.slice(1));
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(counterTexts.printLinkExpired);

    const params = new URLSearchParams(query);
    const later = new URLSearchParams(params);
    later.set('expires', String(Number(params.get('expires')) + 86_400));
    const other = await sold(t, vendorCookie, saleBody(activityId, { participants: 1 }));
    const anotherBooking = new URLSearchParams(params);
    anotherBooking.set('reference', other.reference);
    const forged = new URLSearchParams(params);
    forged.set('signature', `${params.get('signature')?.slice(0, -2)}AA`);
    for (const tampered of [later, anotherBooking, forged]) {
      const answer = await print(tampered.toString());
      expect(answer.statusCode, tampered.toString()).toBe(404);
      expect(answer.json().error.message).toBe(counterTexts.printLinkInvalid);
    }
    const missing = await print('reference=ABC');
    expect(missing.statusCode).toBe(400);
  });
});

describe('who sees which sales', () => {
  it('shows a vendor only its own sales; admins see every vendor’s', async () => {
    const activityId = await createBookableActivity(t.db);
    const mine = await sold(t, vendorCookie, saleBody(activityId, { participants: 1 }));
    const theirs = await sold(t, otherCookie, saleBody(activityId, { participants: 1 }));

    expect((await getSale(theirs.id, vendorCookie)).statusCode).toBe(404);
    expect((await getSale(mine.id, otherCookie)).statusCode).toBe(404);
    expect((await getSale(mine.id)).statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/sales',
      headers: { cookie: otherCookie },
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((item: { id: string }) => item.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(mine.id);

    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors/${vendor.vendorId}/sales?pageSize=100`,
      headers: { cookie: adminCookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    const adminIds = asAdmin.json().items.map((item: { id: string }) => item.id);
    expect(adminIds).toContain(mine.id);
    expect(adminIds).not.toContain(theirs.id);
    const vendorAsAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors/${otherVendor.vendorId}/sales`,
      headers: { cookie: vendorCookie },
    });
    expect(vendorAsAdmin.statusCode).toBe(403);
  });

  it('lists what a vendor can sell: tours, passes and upcoming events, searchable', async () => {
    const tourId = await createBookableActivity(t.db, { title: 'Counter tour of Graça' });
    const passId = await createBookableActivity(t.db, { title: 'Counter pass of Graça', isPass: true });
    const eventId = await createEvent(t.db, tourId);
    await createBookableActivity(t.db, { title: 'Counter hidden Graça', isVisible: false });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/products?search=${encodeURIComponent('graça')}`,
      headers: { cookie: vendorCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const products = res.json().products as { activityId: string; eventId: string | null; kinds: string[] }[];
    expect(products.find((p) => p.activityId === tourId && !p.eventId)?.kinds).toEqual(['shared', 'private']);
    expect(products.find((p) => p.activityId === passId)?.kinds).toEqual(['pass']);
    expect(products.find((p) => p.eventId === eventId)?.kinds).toEqual(['event']);
    expect(products.some((p) => p.activityId !== tourId && p.activityId !== passId)).toBe(false);
  });
});
