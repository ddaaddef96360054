import { randomUUID } from 'node:crypto';
import {
  zAvailabilitiesAvailabilityCalendarResponse,
  zAvailabilitiesAvailabilityCheckResponse,
  zBooking,
  zBookingsGetBookingsResponse,
  zErrorBadRequest,
  zErrorForbidden,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zErrorUnauthorized,
  zErrorUnprocessableEntity,
  zProduct,
  zProductsGetProductsResponse,
  zSupplier,
} from '@octocloud/types';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { describe, expect, it } from 'vitest';
import { moveGroupStart } from '../../../test/bookings.ts';
import { createCompany } from '../../../test/factories.ts';
import { createResellerWithKey } from '../../../test/resellers.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { createBookableActivity, createEvent } from '../booking/checkout/checkout.test-helpers.ts';
import { expireHeldBookings } from '../booking/checkout/hold-expiry.ts';
import { expireResellerHolds } from './reseller-holds.ts';

/**
 * OCTO conformance: a reseller's script drives the API as Klook or Bókun would, and every answer is checked against
 * the published OCTO schemas (@octocloud/types), field by field: it must parse, and parsing must keep every field
 * we sent as we sent it (no field the schema does not know, no value it would change).
 */

let clockOffsetMs = 0;
const t = await createTestApp({}, {}, { now: () => new Date(Date.now() + clockOffsetMs) });

type OctoSchema = { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: unknown } };

function conforms(schema: OctoSchema, body: unknown, what: string): void {
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${what}: ${JSON.stringify(parsed.error)}`).toBe(true);
  expect(parsed.data, `${what}: a field the OCTO schema does not know or would change`).toEqual(body);
}

const day = addDays(lisbonDay(new Date()), 3);
const activityId = await createBookableActivity(t.db, { title: 'Alfama by reseller' });
const reseller = await createResellerWithKey(t.db, { commissionBasisPoints: 2000 });

async function octo(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = reseller.headers,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'octo-capabilities': 'octo/pricing' },
    ...(payload ? { payload } : {}),
  });
}

async function availabilityIds(productId: string, optionId: string, onDay: string): Promise<string[]> {
  const res = await octo('POST', '/octo/availability', {
    productId,
    optionId,
    localDateStart: onDay,
    localDateEnd: onDay,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((a) => a.id);
}

describe('OCTO: a reseller reserves, extends, confirms, reads, lists and cancels', () => {
  it('answers every step to the OCTO schemas, with the tickets of an online booking', async () => {
    const supplierRes = await octo('GET', '/octo/supplier');
    expect(supplierRes.statusCode).toBe(200);
    conforms(zSupplier, supplierRes.json(), 'GET /supplier');

    const products = await octo('GET', '/octo/products');
    expect(products.statusCode).toBe(200);
    conforms(zProductsGetProductsResponse, products.json(), 'GET /products');
    const listed = (products.json() as { id: string }[]).find((p) => p.id === activityId);
    expect(listed).toBeDefined();

    const product = await octo('GET', `/octo/products/${activityId}`);
    expect(product.statusCode).toBe(200);
    conforms(zProduct, product.json(), 'GET /products/:id');
    const body = product.json();
    expect(body.timeZone).toBe('Europe/Lisbon');
    expect(body.options.map((o: { id: string }) => o.id)).toEqual(['DEFAULT', 'PRIVATE']);
    expect(body.options[0].availabilityLocalStartTimes).toEqual(['10:00', '14:30']);
    expect(body.options[0].units.map((u: { id: string; type: string }) => [u.id, u.type])).toEqual([
      ['adult', 'ADULT'],
    ]);
    // 25 € a person; the reseller pays it less its 20 %.
    expect(body.options[0].units[0].pricingFrom[0]).toMatchObject({
      retail: 2500,
      net: 2000,
      currency: 'EUR',
    });

    const calendar = await octo('POST', '/octo/availability/calendar', {
      productId: activityId,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: addDays(day, 2),
      units: [{ id: 'adult', quantity: 2 }],
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    conforms(zAvailabilitiesAvailabilityCalendarResponse, calendar.json(), 'POST /availability/calendar');
    expect(calendar.json()).toHaveLength(3);
    expect(calendar.json()[0]).toMatchObject({ localDate: day, available: true, vacancies: 8, capacity: 8 });

    const availability = await octo('POST', '/octo/availability', {
      productId: activityId,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: day,
    });
    expect(availability.statusCode, availability.body).toBe(200);
    conforms(zAvailabilitiesAvailabilityCheckResponse, availability.json(), 'POST /availability');
    const [first] = availability.json() as { id: string; localDateTimeStart: string; status: string }[];
    expect(first?.localDateTimeStart).toMatch(new RegExp(`^${day}T10:00:00\\+0[01]:00$`));
    expect(first?.status).toBe('AVAILABLE');

    const uuid = randomUUID();
    const reserved = await octo('POST', '/octo/bookings', {
      uuid,
      productId: activityId,
      optionId: 'DEFAULT',
      availabilityId: first?.id,
      resellerReference: 'KL-1001',
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    conforms(zBooking, reserved.json(), 'POST /bookings');
    expect(reserved.json()).toMatchObject({ uuid, status: 'ON_HOLD', resellerReference: 'KL-1001' });
    expect(reserved.json().pricing).toMatchObject({ retail: 5000, net: 4000 });
    const group = await t.db
      .selectFrom('booking as b')
      .innerJoin('activity_group as g', 'g.id', 'b.groupId')
      .select(['b.status', 'g.groupSize', 'b.id'])
      .where('b.reference', '=', reserved.json().supplierReference)
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({ status: 'pending', groupSize: 2 });

    const extended = await octo('POST', `/octo/bookings/${uuid}/extend`, { expirationMinutes: 45 });
    expect(extended.statusCode, extended.body).toBe(200);
    conforms(zBooking, extended.json(), 'POST /bookings/:uuid/extend');
    expect(Date.parse(extended.json().utcExpiresAt)).toBeGreaterThan(
      Date.parse(reserved.json().utcExpiresAt),
    );

    const confirmed = await octo('POST', `/octo/bookings/${uuid}/confirm`, {
      contact: { fullName: 'Maria Santos', emailAddress: 'maria@example.test', phoneNumber: '+351912345678' },
      resellerReference: 'KL-1001',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    conforms(zBooking, confirmed.json(), 'POST /bookings/:uuid/confirm');
    const booking = confirmed.json();
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.contact).toMatchObject({ fullName: 'Maria Santos', emailAddress: 'maria@example.test' });
    expect(booking.unitItems).toHaveLength(2);
    const tickets = await t.db
      .selectFrom('issued_ticket as it')
      .innerJoin('participant as p', 'p.id', 'it.participantId')
      .select(['it.ticketNumber', 'p.id as participantId', 'p.groupId'])
      .where('p.bookingId', '=', group.id)
      .execute();
    expect(tickets).toHaveLength(2);
    const qrTexts = booking.unitItems.map(
      (item: { ticket: { deliveryOptions: { deliveryFormat: string; deliveryValue: string }[] } }) =>
        item.ticket.deliveryOptions[0],
    );
    expect(qrTexts.map((o: { deliveryFormat: string }) => o.deliveryFormat)).toEqual(['QRCODE', 'QRCODE']);
    expect(qrTexts.map((o: { deliveryValue: string }) => o.deliveryValue).sort()).toEqual(
      tickets.map((ticket) => `${ticket.groupId}@${ticket.participantId}@${ticket.ticketNumber}`).sort(),
    );
    const paid = await t.db
      .selectFrom('booking')
      .select(['status', 'clientEmail', 'paymentIntentId'])
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'paid', clientEmail: 'maria@example.test', paymentIntentId: null });
    const charges = await t.db
      .selectFrom('money_movement')
      .select(['kind', 'amountCents'])
      .where('bookingId', '=', group.id)
      .execute();
    expect(charges).toEqual([{ kind: 'charge', amountCents: 5000 }]);

    // The bookings stats show the channel and what the reseller owes on account (price − its 20 %).
    const admin = await signIn(t.app, (await createUser(t.db, 'admin')).email);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?search=${booking.supplierReference}`,
      headers: { cookie: admin },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().items).toEqual([
      expect.objectContaining({
        channel: 'reseller',
        reseller: { name: 'Klook test', reference: 'KL-1001', owesCents: 4000 },
        amountCents: 5000,
      }),
    ]);

    const groupId = qrTexts[0].deliveryValue.split('@')[0];
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payment-history?groupId=${groupId}`,
      headers: { cookie: admin },
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().items).toEqual([
      expect.objectContaining({
        kind: 'charge',
        amountCents: 5000,
        providerRef: null,
        reseller: { name: 'Klook test', owesCents: 4000 },
      }),
    ]);

    // Paid on account: the group's ledger reconciles (the charge is the booking's amount, no provider sees it).
    const groups = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ledger/groups?pageSize=100',
      headers: { cookie: admin },
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const ofGroup = groups.json().items.find((item: { groupId: string }) => item.groupId === groupId);
    expect(ofGroup?.reconciliation).toEqual({ status: 'reconciled', mismatches: [] });

    const read = await octo('GET', `/octo/bookings/${uuid}`);
    expect(read.statusCode).toBe(200);
    conforms(zBooking, read.json(), 'GET /bookings/:uuid');
    expect(read.json()).toEqual(booking);

    for (const query of [
      'resellerReference=KL-1001',
      `supplierReference=${booking.supplierReference}`,
      `localDate=${day}`,
      `localDateStart=${addDays(day, -1)}&localDateEnd=${day}`,
    ]) {
      const list = await octo('GET', `/octo/bookings?${query}`);
      expect(list.statusCode, list.body).toBe(200);
      conforms(zBookingsGetBookingsResponse, list.json(), `GET /bookings?${query}`);
      expect(
        list.json().map((b: { uuid: string }) => b.uuid),
        query,
      ).toContain(uuid);
    }
    const none = await octo('GET', `/octo/bookings?localDate=${addDays(day, 1)}`);
    expect(none.json().map((b: { uuid: string }) => b.uuid)).not.toContain(uuid);

    const patched = await octo('PATCH', `/octo/bookings/${uuid}`, { resellerReference: 'KL-1001-B' });
    expect(patched.statusCode, patched.body).toBe(200);
    conforms(zBooking, patched.json(), 'PATCH /bookings/:uuid');
    expect(patched.json().resellerReference).toBe('KL-1001-B');

    const cancelled = await octo('POST', `/octo/bookings/${uuid}/cancel`, {
      reason: 'Customer changed plans',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    conforms(zBooking, cancelled.json(), 'POST /bookings/:uuid/cancel');
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      cancellation: { refund: 'FULL', reason: 'Customer changed plans' },
    });
    const after = await t.db
      .selectFrom('booking as b')
      .innerJoin('activity_group as g', 'g.id', 'b.groupId')
      .select(['b.status', 'g.groupSize'])
      .where('b.id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'refunded', groupSize: 0 });
    const valid = await t.db
      .selectFrom('issued_ticket as it')
      .innerJoin('participant as p', 'p.id', 'it.participantId')
      .select('it.id')
      .where('p.bookingId', '=', group.id)
      .where('it.isValid', '=', true)
      .execute();
    expect(valid).toEqual([]);
  });

  it('sells a private group at its group price, a hold released by a cancel', async () => {
    const [id] = await availabilityIds(activityId, 'PRIVATE', day);
    const res = await octo('POST', '/octo/bookings', {
      productId: activityId,
      optionId: 'PRIVATE',
      availabilityId: id,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    conforms(zBooking, res.json(), 'POST /bookings (private)');
    expect(res.json().pricing).toMatchObject({ retail: 12000, net: 9600 });
    const cancelled = await octo('POST', `/octo/bookings/${res.json().uuid}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    conforms(zBooking, cancelled.json(), 'POST /bookings/:uuid/cancel (hold)');
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'NONE' } });
    expect((await availabilityIds(activityId, 'PRIVATE', day))[0]).toBe(id);
  });
});

describe('OCTO: events', () => {
  it("sells an activity's event as an option of its own, on its day and time, at its price", async () => {
    const activity = await createBookableActivity(t.db, { title: 'Fado house' });
    const eventId = await createEvent(t.db, activity, {
      eventDate: day,
      eventTime: '21:00',
      priceCents: 4000,
    });
    const product = await octo('GET', `/octo/products/${activity}`);
    conforms(zProduct, product.json(), 'GET /products/:id (with an event)');
    const option = product.json().options.find((o: { id: string }) => o.id === `EVENT-${eventId}`);
    expect(option).toMatchObject({ default: false, availabilityLocalStartTimes: ['21:00'] });
    expect(option.units[0].pricingFrom[0]).toMatchObject({ retail: 4000, net: 3200 });
    expect(await availabilityIds(activity, `EVENT-${eventId}`, addDays(day, 1))).toEqual([]);
    const [id] = await availabilityIds(activity, `EVENT-${eventId}`, day);
    expect(id).toMatch(new RegExp(`^${day}T21:00:00`));
    const reserved = await octo('POST', '/octo/bookings', {
      productId: activity,
      optionId: `EVENT-${eventId}`,
      availabilityId: id,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    conforms(zBooking, reserved.json(), 'POST /bookings (event)');
    expect(reserved.json()).toMatchObject({ optionId: `EVENT-${eventId}`, pricing: { retail: 8000 } });
    const booking = await t.db
      .selectFrom('booking')
      .select(['kind', 'eventId'])
      .where('reference', '=', reserved.json().supplierReference)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ kind: 'event', eventId });
    // The shared option's 10:00 is not the event's slot.
    const wrong = await octo('POST', '/octo/bookings', {
      productId: activity,
      optionId: `EVENT-${eventId}`,
      availabilityId: (await availabilityIds(activity, 'DEFAULT', day))[0],
      unitItems: [{ unitId: 'adult' }],
    });
    expect(wrong.json().error).toBe('INVALID_AVAILABILITY_ID');
  });
});

describe('one scanner for every channel', () => {
  it("lets the guide scan a reseller booking's QR on the start screen, and the manifest names the reseller", async () => {
    const activity = await createBookableActivity(t.db, { title: 'Belém for a reseller' });
    const [id] = await availabilityIds(activity, 'DEFAULT', day);
    const held = await octo('POST', '/octo/bookings', {
      productId: activity,
      optionId: 'DEFAULT',
      availabilityId: id,
      resellerReference: 'GYG-77',
      unitItems: [{ unitId: 'adult' }],
    });
    expect(held.statusCode, held.body).toBe(200);
    const confirmed = await octo('POST', `/octo/bookings/${held.json().uuid}/confirm`, {
      contact: { firstName: 'Rui', lastName: 'Alves' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const qrText: string = confirmed.json().unitItems[0].ticket.deliveryOptions[0].deliveryValue;
    const groupId = qrText.split('@')[0] ?? '';
    // The group runs now, staffed by the company.
    await moveGroupStart(t.db, groupId, new Date(Date.now() - 60_000));
    const company = await createCompany(t.db);
    await t.db
      .insertInto('group_allocation')
      .values({ groupId, companyId: company.id, joinedNOfSeats: 8, nOfSeats: 8, numberOfVehicles: 1 })
      .execute();
    const cookie = await signIn(t.app, company.email);
    const manifest = await t.app.inject({
      method: 'GET',
      url: `/api/guider/groups/${groupId}/manifest`,
      headers: { cookie },
    });
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().participants).toEqual([
      expect.objectContaining({
        clientName: 'Rui Alves',
        bookingReference: confirmed.json().supplierReference,
        reseller: { name: 'Klook test', reference: 'GYG-77' },
      }),
    ]);
    const scan = await t.app.inject({
      method: 'POST',
      url: `/api/guider/groups/${groupId}/scan`,
      headers: { cookie },
      payload: { qrText, addedTicketNumbers: [] },
    });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({ clientName: 'Rui Alves', ticketNumber: qrText.split('@')[2] });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/guider/groups/${groupId}/start`,
      headers: { cookie },
      payload: { idempotencyKey: randomUUID(), tickets: [qrText] },
    });
    expect(started.statusCode, started.body).toBe(200);

    // The reseller reads it used: the tour started with its one unit item's ticket, so the booking is REDEEMED.
    const redeemed = await octo('GET', `/octo/bookings/${held.json().uuid}`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    conforms(zBooking, redeemed.json(), 'GET /bookings/{uuid} after the scan');
    expect(redeemed.json()).toMatchObject({ status: 'REDEEMED', cancellable: false });
    expect(redeemed.json().utcRedeemedAt).not.toBeNull();
    expect(redeemed.json().unitItems[0]).toMatchObject({ status: 'REDEEMED' });
    expect(redeemed.json().unitItems[0].ticket.utcRedeemedAt).toBe(redeemed.json().utcRedeemedAt);
  });

  it('keeps a booking CONFIRMED while only some of its units were scanned, those units REDEEMED', async () => {
    const activity = await createBookableActivity(t.db, { title: 'Sintra for a reseller, two people' });
    const [id] = await availabilityIds(activity, 'DEFAULT', day);
    const held = await octo('POST', '/octo/bookings', {
      productId: activity,
      optionId: 'DEFAULT',
      availabilityId: id,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(held.statusCode, held.body).toBe(200);
    const confirmed = await octo('POST', `/octo/bookings/${held.json().uuid}/confirm`, {
      contact: { firstName: 'Ana', lastName: 'Reis' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const ticketNumber = confirmed.json().unitItems[0].supplierReference as string;
    // As a start (checkin service) records its ticket: taken, at a time, by a guide.
    const guide = await createUser(t.db, 'employee');
    await t.db
      .updateTable('issued_ticket')
      .set({ isValid: false, validatedAt: new Date(), validatedBy: guide.id })
      .where('ticketNumber', '=', ticketNumber)
      .where('participantId', 'in', (eb) =>
        eb
          .selectFrom('participant')
          .select('participant.id')
          .where('participant.bookingId', '=', confirmed.json().id),
      )
      .execute();
    const read = await octo('GET', `/octo/bookings/${held.json().uuid}`);
    conforms(zBooking, read.json(), 'GET /bookings/{uuid} after one scan of two');
    expect(read.json().status).toBe('CONFIRMED');
    expect(read.json().unitItems.map((item: { status: string }) => item.status)).toEqual([
      'REDEEMED',
      'CONFIRMED',
    ]);
  });
});

describe('OCTO capabilities and the API document', () => {
  it('accepts the Octo-Capabilities header on the supplier and the products, and names the ones it applied', async () => {
    for (const url of ['/octo/supplier', '/octo/products', `/octo/products/${activityId}`]) {
      for (const asked of ['octo/pricing', 'octo/content, octo/pricing,octo/offers', 'octo/unknown', '']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...reseller.headers, 'octo-capabilities': asked },
        });
        expect(res.statusCode, `${url} with "${asked}": ${res.body}`).toBe(200);
        expect(res.headers['octo-capabilities'], `${url} with "${asked}"`).toBe(
          asked.includes('octo/pricing') ? 'octo/pricing' : '',
        );
      }
      const without = await t.app.inject({ method: 'GET', url, headers: reseller.headers });
      expect(without.statusCode).toBe(200);
    }
    const products = await octo('GET', '/octo/products');
    conforms(zProductsGetProductsResponse, products.json(), 'GET /products with octo/pricing');
    const supplier = await octo('GET', '/octo/supplier');
    conforms(zSupplier, supplier.json(), 'GET /supplier with octo/pricing');
  });

  it("documents OCTO's error body and the Octo-Capabilities header for every /octo route", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type TOperation = {
      parameters?: { in: string; name: string }[];
      responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const doc = res.json() as { paths: Record<string, Record<string, TOperation>> };
    const octoOperations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/octo/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, op })),
      );
    expect(octoOperations.length).toBe(12);
    for (const { route, op } of octoOperations) {
      const error = JSON.stringify(op.responses?.['4XX']);
      expect(error, route).toContain('errorMessage');
      expect(error, route).toContain('INVALID_BOOKING_UUID');
      expect(
        op.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === 'octo-capabilities'),
        route,
      ).toBe(true);
    }
    // The app's own routes keep the app's error body.
    expect(JSON.stringify(doc.paths['/api/session/sign-in']?.post?.responses?.['4XX'])).not.toContain(
      'errorMessage',
    );
  });
});

describe('OCTO errors', () => {
  it('refuses a missing key (401), an unknown or revoked key (403)', async () => {
    const missing = await octo('GET', '/octo/products', undefined, {});
    expect(missing.statusCode).toBe(401);
    conforms(zErrorUnauthorized, missing.json(), 'no key');
    expect(missing.json().error).toBe('UNAUTHORIZED');
    const unknown = await octo('GET', '/octo/products', undefined, { authorization: 'Bearer rtk_not-a-key' });
    expect(unknown.statusCode).toBe(403);
    conforms(zErrorForbidden, unknown.json(), 'bad key');
    expect(unknown.json().error).toBe('FORBIDDEN');

    const other = await createResellerWithKey(t.db);
    expect((await octo('GET', '/octo/supplier', undefined, other.headers)).statusCode).toBe(200);
    const admin = await t.db.selectFrom('reseller_key').select('id').where('id', '=', other.keyId).execute();
    expect(admin).toHaveLength(1);
    const { revokeKey } = await import('./resellers.service.ts');
    await revokeKey(t.db, other.resellerId, other.keyId, new Date());
    const revoked = await octo('GET', '/octo/supplier', undefined, other.headers);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().error).toBe('FORBIDDEN');
  });

  it('answers a product the reseller may not sell, or unknown, with INVALID_PRODUCT_ID', async () => {
    const allowed = await createBookableActivity(t.db, { title: 'Sintra for a few' });
    const few = await createResellerWithKey(t.db, { sellsEveryProduct: false, activityIds: [allowed] });
    const products = await octo('GET', '/octo/products', undefined, few.headers);
    expect(products.json().map((p: { id: string }) => p.id)).toEqual([allowed]);
    for (const productId of [activityId, randomUUID(), 'not-an-id']) {
      const res = await octo('GET', `/octo/products/${productId}`, undefined, few.headers);
      expect(res.statusCode, productId).toBe(400);
      conforms(zErrorInvalidProductId, res.json(), `product ${productId}`);
      expect(res.json()).toMatchObject({ error: 'INVALID_PRODUCT_ID', productId });
    }
    const reserve = await octo(
      'POST',
      '/octo/bookings',
      {
        productId: activityId,
        optionId: 'DEFAULT',
        availabilityId: `${day}T10:00:00+00:00`,
        unitItems: [{ unitId: 'adult' }],
      },
      few.headers,
    );
    expect(reserve.json().error).toBe('INVALID_PRODUCT_ID');
  });

  it('names the wrong option, unit, availability and booking', async () => {
    const [id] = await availabilityIds(activityId, 'DEFAULT', day);
    const body = {
      productId: activityId,
      optionId: 'DEFAULT',
      availabilityId: id,
      unitItems: [{ unitId: 'adult' }],
    };
    const option = await octo('POST', '/octo/bookings', { ...body, optionId: 'VIP' });
    expect(option.statusCode).toBe(400);
    conforms(zErrorInvalidOptionId, option.json(), 'option');
    expect(option.json()).toMatchObject({ error: 'INVALID_OPTION_ID', optionId: 'VIP' });
    const unit = await octo('POST', '/octo/bookings', { ...body, unitItems: [{ unitId: 'child' }] });
    expect(unit.statusCode).toBe(400);
    conforms(zErrorInvalidUnitId, unit.json(), 'unit');
    expect(unit.json()).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'child' });
    for (const availabilityId of [`${day}T11:00:00+00:00`, 'tomorrow']) {
      const res = await octo('POST', '/octo/bookings', { ...body, availabilityId });
      expect(res.statusCode).toBe(400);
      conforms(zErrorInvalidAvailabilityId, res.json(), availabilityId);
      expect(res.json()).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId });
    }
    const missingUuid = randomUUID();
    for (const [method, url] of [
      ['GET', `/octo/bookings/${missingUuid}`],
      ['POST', `/octo/bookings/${missingUuid}/confirm`],
      ['POST', `/octo/bookings/${missingUuid}/cancel`],
    ] as const) {
      const res = await octo(method, url, method === 'POST' ? { contact: {} } : undefined);
      expect(res.statusCode, url).toBe(400);
      conforms(zErrorInvalidBookingUuid, res.json(), url);
      expect(res.json()).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: missingUuid });
    }
  });

  it('answers a bad body with BAD_REQUEST, never a 5xx', async () => {
    for (const payload of [
      { productId: activityId },
      { productId: activityId, optionId: 'DEFAULT', availabilityId: 'x', unitItems: [] },
      { productId: 1, optionId: 'DEFAULT' },
    ]) {
      const res = await octo('POST', '/octo/bookings', payload);
      expect(res.statusCode, res.body).toBe(400);
      conforms(zErrorBadRequest, res.json(), JSON.stringify(payload));
      expect(res.json().error).toBe('BAD_REQUEST');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/octo/availability',
      headers: { ...reseller.headers, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('BAD_REQUEST');
    const list = await octo('GET', '/octo/bookings');
    expect(list.statusCode).toBe(400);
    expect(list.json().error).toBe('BAD_REQUEST');
  });

  it('answers a full slot with UNPROCESSABLE_ENTITY', async () => {
    const small = await createBookableActivity(t.db, { maxNumOfParticipants: 2 });
    const [id] = await availabilityIds(small, 'DEFAULT', day);
    const body = { productId: small, optionId: 'DEFAULT', availabilityId: id };
    const two = await octo('POST', '/octo/bookings', {
      ...body,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(two.statusCode, two.body).toBe(200);
    const one = await octo('POST', '/octo/bookings', { ...body, unitItems: [{ unitId: 'adult' }] });
    expect(one.statusCode).toBe(400);
    conforms(zErrorUnprocessableEntity, one.json(), 'full slot');
    expect(one.json().error).toBe('UNPROCESSABLE_ENTITY');
    const check = await octo('POST', '/octo/availability', { ...body, availabilityIds: [id] });
    expect(check.json()[0]).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0 });
  });

  it('refuses to confirm after the hold expired, and the expiry releases the places', async () => {
    const activity = await createBookableActivity(t.db, { maxNumOfParticipants: 3 });
    const [id] = await availabilityIds(activity, 'DEFAULT', day);
    const held = await octo('POST', '/octo/bookings', {
      productId: activity,
      optionId: 'DEFAULT',
      availabilityId: id,
      expirationMinutes: 1,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(held.statusCode, held.body).toBe(200);
    // The checkout's own expiry leaves a reseller's hold to its own expiry (which may be extended).
    expect(await expireHeldBookings(t.db, new Date(Date.now() + 120 * 60_000))).toBe(0);
    clockOffsetMs = 2 * 60_000;
    try {
      const late = await octo('POST', `/octo/bookings/${held.json().uuid}/confirm`, {
        contact: { fullName: 'Late Traveller' },
      });
      expect(late.statusCode).toBe(400);
      conforms(zErrorUnprocessableEntity, late.json(), 'confirm after expiry');
      const extend = await octo('POST', `/octo/bookings/${held.json().uuid}/extend`, {});
      expect(extend.json().error).toBe('UNPROCESSABLE_ENTITY');
      const expired = await octo('GET', `/octo/bookings/${held.json().uuid}`);
      expect(expired.json().status).toBe('EXPIRED');
      conforms(zBooking, expired.json(), 'expired booking');
      expect(await expireResellerHolds(t.db, new Date(Date.now() + clockOffsetMs))).toBeGreaterThanOrEqual(1);
      const again = await octo('POST', '/octo/availability', {
        productId: activity,
        optionId: 'DEFAULT',
        availabilityIds: [id],
      });
      expect(again.json()[0].vacancies).toBe(3);
      expect((await octo('GET', `/octo/bookings/${held.json().uuid}`)).json().status).toBe('EXPIRED');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('confirms once when two confirms race: both answer the one confirmed booking, with one set of tickets', async () => {
    const [id] = await availabilityIds(activityId, 'DEFAULT', addDays(day, 1));
    const held = await octo('POST', '/octo/bookings', {
      productId: activityId,
      optionId: 'DEFAULT',
      availabilityId: id,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(held.statusCode, held.body).toBe(200);
    const body = { contact: { fullName: 'Twice Clicked' } };
    const answers = await Promise.all([
      octo('POST', `/octo/bookings/${held.json().uuid}/confirm`, body),
      octo('POST', `/octo/bookings/${held.json().uuid}/confirm`, body),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    const tickets = await t.db
      .selectFrom('issued_ticket as it')
      .innerJoin('participant as p', 'p.id', 'it.participantId')
      .innerJoin('booking as b', 'b.id', 'p.bookingId')
      .select('it.id')
      .where('b.reference', '=', held.json().supplierReference)
      .execute();
    expect(tickets).toHaveLength(2);
  });

  it('lets one of two reserves racing for the last place win', async () => {
    const last = await createBookableActivity(t.db, { maxNumOfParticipants: 1 });
    const [id] = await availabilityIds(last, 'DEFAULT', day);
    const body = {
      productId: last,
      optionId: 'DEFAULT',
      availabilityId: id,
      unitItems: [{ unitId: 'adult' }],
    };
    const answers = await Promise.all([
      octo('POST', '/octo/bookings', body),
      octo('POST', '/octo/bookings', body),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.statusCode === 400)?.json().error).toBe('UNPROCESSABLE_ENTITY');
    const groups = await t.db
      .selectFrom('activity_group')
      .select('groupSize')
      .where('activityId', '=', last)
      .execute();
    expect(groups).toEqual([{ groupSize: 1 }]);
  });
});
