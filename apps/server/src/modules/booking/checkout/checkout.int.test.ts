import { BOOKING_HOLD_MINUTES, bookingMessages } from '@roteiro/domain/booking/booking';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { PaymentProviderError } from '../../../platform/payments/payment-provider.ts';
import {
  checkedOut,
  checkoutBody,
  createAffiliate,
  createBookableActivity,
  createEvent,
  groupOf,
  postCheckout,
  testPayments,
  tomorrow,
} from './checkout.test-helpers.ts';
import { checkout, priceBooking } from './checkout.ts';

const t = await createTestApp();

async function price(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/bookings/price', payload: body });
}

const affiliateA = await createAffiliate(t.db, 'SAVE10', {
  discountBasisPoints: 1000,
  commissionRateBasisPoints: 1500,
});
const affiliateB = await createAffiliate(t.db, 'FRIEND15', {
  discountBasisPoints: 1500,
  commissionRateBasisPoints: 1000,
});

describe('POST /api/bookings/price', () => {
  it('prices each kind on the server, in integer cents, with and without a discount', async () => {
    const tour = await createBookableActivity(t.db, { priceCents: 1999, privatePriceCents: 15000 });
    const pass = await createBookableActivity(t.db, { isPass: true, priceCents: 1250 });
    const eventId = await createEvent(t.db, tour, { priceCents: 4000 });
    const cases = [
      [{ kind: 'shared', participants: 3 }, 5997, null, 0],
      [{ kind: 'shared', participants: 3, discountCode: 'friend15' }, 5997, 'FRIEND15', 899],
      [{ kind: 'private', participants: 5 }, 15000, null, 0],
      [
        { kind: 'private', participants: 5, startTime: '16:00', discountCode: 'SAVE10' },
        15000,
        'SAVE10',
        1500,
      ],
      [{ kind: 'event', eventId, startTime: '21:00', participants: 2 }, 8000, null, 0],
      [
        { kind: 'event', eventId, startTime: '21:00', participants: 2, discountCode: 'SAVE10' },
        8000,
        'SAVE10',
        800,
      ],
    ] as const;
    for (const [choice, subtotalCents, discountCode, discountCents] of cases) {
      const res = await price({ ...checkoutBody(tour), ...choice });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        subtotalCents,
        discountCents,
        amountCents: subtotalCents - discountCents,
        discountCode,
        currency: 'eur',
      });
    }
    const passPrice = await price({
      ...checkoutBody(pass),
      kind: 'pass',
      startTime: '10:30',
      participants: 4,
    });
    expect(passPrice.json()).toMatchObject({ subtotalCents: 5000, amountCents: 5000 });
  });

  it('refuses a slot that starts within 2 hours, by the Lisbon clock', async () => {
    const tour = await createBookableActivity(t.db);
    const choice = { ...checkoutBody(tour), day: '2026-07-01', startTime: '10:00' } as const;
    // 07:30 UTC is 08:30 in Lisbon (summer time): 10:00 starts in 90 minutes.
    await expect(priceBooking(t.db, choice, new Date('2026-07-01T07:30:00Z'))).rejects.toMatchObject({
      status: 400,
      fields: { startTime: bookingMessages.tooLate },
    });
    // 06:59 UTC is 07:59 in Lisbon: 2 hours and a minute ahead, still sold.
    const sold = await priceBooking(t.db, choice, new Date('2026-07-01T06:59:00Z'));
    expect(sold.amountCents).toBe(5000);
  });

  it('refuses an unknown code on its field; a referral code never discounts and a bad one is ignored', async () => {
    const tour = await createBookableActivity(t.db);
    const unknown = await price({ ...checkoutBody(tour), discountCode: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ discountCode: bookingMessages.unknownCode });
    const referral = await price({ ...checkoutBody(tour), referralCode: 'SAVE10' });
    expect(referral.json()).toMatchObject({ discountCents: 0, amountCents: 5000, discountCode: null });
    const badReferral = await price({ ...checkoutBody(tour), referralCode: 'NOPE' });
    expect(badReferral.statusCode).toBe(200);
  });
});

describe('POST /api/checkout', () => {
  it('reserves the places, stores a pending booking and opens a checkout for exactly its amount', async () => {
    const tour = await createBookableActivity(t.db, { title: 'Belém by tuk-tuk', priceCents: 1999 });
    const res = await postCheckout(
      t,
      checkoutBody(tour, { participants: 3, discountCode: 'friend15', clientEmail: 'Ana@Example.test' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { reference, checkoutUrl } = res.json();
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const booking = await t.db
      .selectFrom('booking')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: 'pending',
      kind: 'shared',
      participantCount: 3,
      subtotalCents: 5997,
      discountCents: 899,
      amountCents: 5098,
      clientEmail: 'ana@example.test',
      affiliateId: affiliateB,
      referralCode: null,
    });
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(3);
    expect(checkoutUrl).toBe(`${t.config.appUrl}/test-provider/checkout/${booking.checkoutSessionId}`);
    const session = await testPayments(t).getTestCheckoutSession(booking.checkoutSessionId ?? '');
    expect(session).toMatchObject({
      status: 'open',
      amountTotalCents: 5098,
      customerEmail: 'ana@example.test',
      metadata: { bookingId: booking.id },
      lineItems: [
        { name: `Belém by tuk-tuk — ${tomorrow()} 10:00 (3 people)`, unitAmountCents: 5098, quantity: 1 },
      ],
    });
    const holdMs = (session?.expiresAt.getTime() ?? 0) - booking.createdAt.getTime();
    expect(holdMs).toBeGreaterThanOrEqual(BOOKING_HOLD_MINUTES * 60_000);
    expect(holdMs).toBeLessThan((BOOKING_HOLD_MINUTES + 2) * 60_000);

    // Without a discount the provider shows the unit price and the number of people.
    const plain = await checkedOut(t, checkoutBody(tour, { participants: 2, startTime: '14:30' }));
    const plainSession = await testPayments(t).getTestCheckoutSession(plain.checkoutSessionId ?? '');
    expect(plainSession?.lineItems).toEqual([
      { name: `Belém by tuk-tuk — ${tomorrow()} 14:30`, unitAmountCents: 1999, quantity: 2 },
    ]);
    expect(plainSession?.amountTotalCents).toBe(plain.amountCents);
  });

  it('attributes a booking to a valid referral, the discount code winning over it', async () => {
    const tour = await createBookableActivity(t.db);
    const referred = await checkedOut(t, checkoutBody(tour, { referralCode: 'save10' }));
    expect(referred).toMatchObject({ affiliateId: affiliateA, discountCents: 0, referralCode: 'save10' });
    const both = await checkedOut(
      t,
      checkoutBody(tour, { referralCode: 'SAVE10', discountCode: 'FRIEND15' }),
    );
    expect(both).toMatchObject({ affiliateId: affiliateB, discountCents: 750 });
    const ignored = await checkedOut(t, checkoutBody(tour, { referralCode: 'NOT-A-CODE' }));
    expect(ignored.affiliateId).toBeNull();
  });

  it('answers bad input with a 4xx and a clear message, and reserves nothing', async () => {
    const tour = await createBookableActivity(t.db, { maxNumOfParticipants: 6 });
    const hidden = await createBookableActivity(t.db, { isVisible: false });
    await checkedOut(t, checkoutBody(tour, { kind: 'private', startTime: '16:00', participants: 2 }));
    const before = await t.db.selectFrom('booking').select('id').execute();
    const sizes = async () =>
      t.db.selectFrom('activity_group').select(['id', 'groupSize']).orderBy('id').execute();
    const sizesBefore = await sizes();
    const yesterday = addDays(lisbonDay(new Date()), -1);
    const cases: [object, number, Record<string, string>][] = [
      [{ startTime: '11:00' }, 400, { startTime: bookingMessages.slotUnavailable }],
      [{ day: yesterday }, 400, { day: bookingMessages.pastDate }],
      [{ day: addDays(tomorrow(), 400) }, 400, { startTime: bookingMessages.slotUnavailable }],
      [{ participants: 0 }, 400, { participants: bookingMessages.participantsMin }],
      [{ participants: 7 }, 400, { participants: bookingMessages.participantsMax(6) }],
      [{ kind: 'private', startTime: '16:00' }, 409, { participants: bookingMessages.privateTaken }],
      [{ kind: 'shared', startTime: '16:00' }, 400, { startTime: bookingMessages.slotUnavailable }],
      [{ kind: 'pass' }, 400, { kind: bookingMessages.slotUnavailable }],
      [{ clientEmail: 'not-an-email' }, 400, { clientEmail: expect.any(String) }],
      [{ clientName: ' ' }, 400, { clientName: bookingMessages.clientName }],
      [{ discountCode: 'NOPE' }, 400, { discountCode: bookingMessages.unknownCode }],
    ];
    for (const [overrides, status, fields] of cases) {
      const res = await postCheckout(t, checkoutBody(tour, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().error.fields, JSON.stringify(overrides)).toEqual(fields);
    }
    expect((await postCheckout(t, checkoutBody(hidden))).statusCode).toBe(404);
    // A shared booking into a slot a private group holds.
    const privately = await createBookableActivity(t.db);
    const held = await checkedOut(t, checkoutBody(privately, { kind: 'private', participants: 2 }));
    const intoPrivate = await postCheckout(t, checkoutBody(privately, { participants: 1 }));
    expect(intoPrivate.statusCode).toBe(409);
    expect(intoPrivate.json().error.fields).toEqual({ participants: bookingMessages.privateTaken });
    expect(await groupOf(t.db, privately, tomorrow(), '10:00')).toMatchObject({
      groupSize: 2,
      isPrivate: true,
    });
    const privateBookings = await t.db
      .selectFrom('booking')
      .select('id')
      .where('activityId', '=', privately)
      .execute();
    expect(privateBookings).toEqual([{ id: held.id }]);
    const shared = await checkedOut(t, checkoutBody(tour, { participants: 1 }));
    const privateOverShared = await postCheckout(t, checkoutBody(tour, { kind: 'private' }));
    expect(privateOverShared.statusCode).toBe(409);
    expect(privateOverShared.json().error.message).toBe(bookingMessages.slotUnavailable);
    const after = await t.db
      .selectFrom('booking')
      .select('id')
      .where('id', 'not in', [shared.id, held.id])
      .execute();
    expect(after).toHaveLength(before.length);
    const sizesAfter = (await sizes()).filter((g) => g.id !== shared.groupId && g.id !== held.groupId);
    expect(sizesAfter).toEqual(sizesBefore.filter((g) => g.id !== shared.groupId));
  });

  it('gives the last place to exactly one of 20 travellers asking at once', async () => {
    const tour = await createBookableActivity(t.db, { maxNumOfParticipants: 8 });
    await checkedOut(t, checkoutBody(tour, { participants: 7 }));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postCheckout(t, checkoutBody(tour, { participants: 1, clientEmail: `racer${i}@example.test` })),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().error.message).toBe(bookingMessages.notEnoughPlaces);
    }
    const group = await groupOf(t.db, tour, tomorrow(), '10:00');
    expect(group).toMatchObject({ groupSize: 8, capacity: 8 });
    const bookings = await t.db.selectFrom('booking').select('id').where('activityId', '=', tour).execute();
    expect(bookings).toHaveLength(2);
  });

  it("creates a fresh slot's group once when many travellers book it at the same time", async () => {
    const tour = await createBookableActivity(t.db, { maxNumOfParticipants: 8 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postCheckout(t, checkoutBody(tour, { participants: 1, clientEmail: `first${i}@example.test` })),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const groups = await t.db
      .selectFrom('activity_group')
      .select('groupSize')
      .where('activityId', '=', tour)
      .execute();
    expect(groups).toEqual([{ groupSize: 8 }]);
  });

  it('cancels the booking and releases its places when the provider fails, and answers 502', async () => {
    const tour = await createBookableActivity(t.db);
    const failing = {
      ...t.adapters.payments,
      createCheckoutSession: async () => {
        throw new PaymentProviderError('createCheckoutSession', 'provider down', { retryable: true });
      },
    };
    const deps = {
      db: t.db,
      payments: failing,
      appUrl: t.config.appUrl,
      authSecret: t.config.authSecret,
      log: { error: () => undefined, warn: () => undefined },
    };
    await expect(checkout(deps, checkoutBody(tour, { participants: 4 }))).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      status: 502,
    });
    const booking = await t.db
      .selectFrom('booking')
      .select(['status', 'canceledAt'])
      .where('activityId', '=', tour)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('canceled');
    expect(booking.canceledAt).not.toBeNull();
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(0);
  });
});
