import type { TCheckoutRequest } from '@roteiro/domain/booking/booking';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { expect } from 'vitest';
import { openBookingByLink } from '../../../../test/bookings.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/database.ts';
import { isTestPaymentProvider } from '../../../platform/payments/test-payment-provider.ts';
import type { SignedTestWebhook } from '../../../platform/payments/test-provider-controls.ts';
import { bookingToken } from '../tickets/booking-token.ts';

/** Fixtures of the booking tests: activities of each kind, events, affiliates, and paying in test mode. */

export const tomorrow = () => addDays(lisbonDay(new Date()), 1);

export async function createBookableActivity(
  db: Db,
  overrides: Partial<{
    title: string;
    isVisible: boolean;
    isPrivateOnly: boolean;
    isPass: boolean;
    priceCents: number;
    privatePriceCents: number | null;
    maxNumOfParticipants: number;
    durationMinutes: number;
    sharedTimeSlots: string[];
    privateTimeSlots: string[];
  }> = {},
): Promise<string> {
  const isPass = overrides.isPass ?? false;
  const { id } = await db
    .insertInto('activity')
    .values({
      title: overrides.title ?? 'Alfama walk',
      description: 'A walk through the old quarter.',
      categories: ['walking-tours'],
      durationMinutes: overrides.durationMinutes ?? 120,
      priceCents: overrides.priceCents ?? 2500,
      privatePriceCents: isPass ? null : (overrides.privatePriceCents ?? 12000),
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
      languages: ['English'],
      isPass,
      firstDeparture: isPass ? '09:30' : null,
      lastDeparture: isPass ? '11:00' : null,
      frequencyMinutes: isPass ? 30 : null,
      sharedTimeSlots: isPass ? ['09:30'] : (overrides.sharedTimeSlots ?? ['10:00', '14:30']),
      privateTimeSlots: isPass ? ['09:30'] : (overrides.privateTimeSlots ?? ['10:00', '16:00']),
      minNumOfParticipants: 1,
      maxNumOfParticipants: overrides.maxNumOfParticipants ?? 8,
      meetingPoint: 'Largo do Chafariz de Dentro',
      markerLat: 38.71,
      markerLng: -9.13,
      city: 'Lisbon, Portugal',
      isVisible: overrides.isVisible ?? true,
      isPrivateOnly: overrides.isPrivateOnly ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createEvent(
  db: Db,
  activityId: string,
  overrides: Partial<{ eventDate: string; eventTime: string; priceCents: number; isVisible: boolean }> = {},
): Promise<string> {
  const { id } = await db
    .insertInto('event')
    .values({
      title: 'Fado night',
      activityId,
      priceCents: overrides.priceCents ?? 4000,
      eventDate: overrides.eventDate ?? tomorrow(),
      eventTime: overrides.eventTime ?? '21:00',
      isVisible: overrides.isVisible ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let affiliates = 0;
export async function createAffiliate(
  db: Db,
  code: string,
  overrides: Partial<{ discountBasisPoints: number; commissionRateBasisPoints: number }> = {},
): Promise<string> {
  affiliates += 1;
  const { id } = await db
    .insertInto('affiliate')
    .values({
      name: `Affiliate ${affiliates}`,
      email: `affiliate-${process.pid}-${affiliates}-${code.toLowerCase()}@example.test`,
      discountCode: code,
      discountBasisPoints: overrides.discountBasisPoints ?? 1000,
      commissionRateBasisPoints: overrides.commissionRateBasisPoints ?? 1500,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function checkoutBody(
  activityId: string,
  overrides: Partial<TCheckoutRequest> = {},
): TCheckoutRequest {
  return {
    activityId,
    kind: 'shared',
    day: tomorrow(),
    startTime: '10:00',
    participants: 2,
    clientName: 'Ana Silva',
    clientEmail: 'ana@example.test',
    ...overrides,
  };
}

export async function postCheckout(t: TestApp, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/checkout', payload: body as object });
}

/** Checks out and returns the booking row (the request must succeed). */
export async function checkedOut(t: TestApp, body: TCheckoutRequest) {
  const res = await postCheckout(t, body);
  expect(res.statusCode, res.body).toBe(201);
  const { reference } = res.json() as { reference: string };
  return t.db.selectFrom('booking').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

export function testPayments(t: TestApp) {
  const { payments } = t.adapters;
  if (!isTestPaymentProvider(payments)) {
    throw new Error('the booking tests run on the test-mode provider');
  }
  return payments;
}

/** Posts a signed event to the webhook route, as the provider would. */
export async function deliver(t: TestApp, webhook: Pick<SignedTestWebhook, 'payload' | 'signatureHeader'>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signatureHeader },
    payload: webhook.payload,
  });
}

/**
 * Pays a checked-out booking on the test provider as its traveller does (the provider's webhook fulfils it), then
 * opens it by its signed link: the token and the booking's view.
 */
export async function payAndOpenBooking(
  t: TestApp,
  checkedOutBooking: { reference: string; clientEmail: string },
) {
  const { reference, clientEmail } = checkedOutBooking;
  const booking = await t.db
    .selectFrom('booking')
    .select(['checkoutSessionId'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const { webhook } = await testPayments(t).completeTestCheckout(String(booking.checkoutSessionId));
  expect((await deliver(t, webhook)).statusCode).toBe(200);
  const token = bookingToken(t.config.authSecret, { reference, clientEmail });
  const view = await openBookingByLink(t, { reference, token });
  expect(view.statusCode, view.body).toBe(200);
  return { token, view: view.json() };
}

export async function groupOf(db: Db, activityId: string, day: string, startTime: string) {
  return db
    .selectFrom('activity_group')
    .select(['id', 'groupSize', 'capacity', 'isPrivate', 'eventId'])
    .where('activityId', '=', activityId)
    .where('day', '=', day)
    .where('startTime', '=', startTime)
    .executeTakeFirst();
}
