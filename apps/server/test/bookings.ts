import type { TBookingKind } from '@roteiro/domain/booking/booking';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { BUSINESS_TIME_ZONE, lisbonDay } from '@roteiro/domain/time/lisbon';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { reserveBooking } from '../src/modules/booking/checkout/checkout.ts';
import { bookingToken } from '../src/modules/booking/tickets/booking-token.ts';
import { isTestPaymentProvider } from '../src/platform/payments/test-payment-provider.ts';
import { type TestApp, uniqueEmail } from './test-app.ts';

/**
 * Paid bookings for the manage and admin tests, made the way a traveller makes them: SERVER-CORE's
 * reservation (checkout's own transaction), a test-mode checkout session paid on the test provider, and its
 * signed `checkout.session.completed` webhook posted to the app (fulfilment: paid, tickets, charge, e-mail).
 */

let activityCounter = 0;

export async function createBookableActivity(
  db: Database['db'],
  overrides: {
    title?: string;
    sharedTimeSlots?: string[];
    privateTimeSlots?: string[];
    maxNumOfParticipants?: number;
    priceCents?: number;
    isPrivateOnly?: boolean;
  } = {},
): Promise<{ id: string; title: string }> {
  activityCounter += 1;
  const title = overrides.title ?? `Belém by tuk-tuk ${activityCounter}`;
  return db
    .insertInto('activity')
    .values({
      title,
      description: 'Monuments of Belém by tuk-tuk.',
      durationMinutes: 120,
      priceCents: overrides.priceCents ?? 2500,
      privatePriceCents: 12000,
      guiderPaymentCents: 4000,
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
      languages: ['en'],
      sharedTimeSlots: overrides.sharedTimeSlots ?? ['10:00', '14:00'],
      privateTimeSlots: overrides.privateTimeSlots ?? ['10:00', '14:00'],
      minNumOfParticipants: 1,
      maxNumOfParticipants: overrides.maxNumOfParticipants ?? 8,
      meetingPoint: 'Padrão dos Descobrimentos',
      markerLat: 38.69,
      markerLng: -9.2,
      city: 'Lisbon',
      isPrivateOnly: overrides.isPrivateOnly ?? false,
    })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

/** A Lisbon day `days` from today. */
export function lisbonDayIn(days: number): string {
  return lisbonDay(new Date(Date.now() + days * 86_400_000));
}

/** The Lisbon day and 'HH:MM' of an instant (rounded down to the minute). */
export function lisbonSlotAt(instant: Date): { day: string; startTime: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return { day: lisbonDay(instant), startTime: time };
}

export type PaidBooking = {
  id: string;
  reference: string;
  token: string;
  clientEmail: string;
  amountCents: number;
  groupId: string;
};

async function postWebhook(t: TestApp, webhook: { payload: string; signatureHeader: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signatureHeader },
    payload: webhook.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Reserves, pays on the test provider and delivers the webhook: a paid booking with its tickets. */
export async function createPaidBooking(
  t: TestApp,
  input: {
    activityId: string;
    day: string;
    startTime: string;
    participants?: number;
    kind?: TBookingKind;
    /** Kind `event` only: the event booked (its day and time are the event's). */
    eventId?: string;
    clientEmail?: string;
    clientName?: string;
    discountCode?: string;
    referralCode?: string;
    /** Already parsed (E.164, trimmed), as the checkout's schema leaves them. */
    clientPhone?: string | null;
    notes?: string | null;
  },
): Promise<PaidBooking> {
  const clientEmail = input.clientEmail ?? uniqueEmail('traveller');
  const reserved = await reserveBooking(
    t.db,
    {
      activityId: input.activityId,
      kind: input.kind ?? 'shared',
      eventId: input.eventId ?? null,
      day: input.day,
      startTime: input.startTime,
      participants: input.participants ?? 2,
      discountCode: input.discountCode ?? null,
      referralCode: input.referralCode ?? null,
      clientName: input.clientName ?? 'Ana Silva',
      clientEmail,
      clientPhone: input.clientPhone ?? null,
      notes: input.notes ?? null,
    },
    { now: new Date() },
  );
  const payments = t.adapters.payments;
  if (!isTestPaymentProvider(payments)) {
    throw new Error('createPaidBooking needs the test-mode payment provider');
  }
  const session = await payments.createCheckoutSession({
    lineItems: [{ name: 'Booking', unitAmountCents: reserved.amountCents, quantity: 1 }],
    successUrl: 'http://localhost:3000/booking-success',
    cancelUrl: 'http://localhost:3000/booking-success?canceled=1',
    metadata: { bookingId: reserved.id },
    customerEmail: clientEmail,
  });
  await t.db
    .updateTable('booking')
    .set({ checkoutSessionId: session.sessionId })
    .where('id', '=', reserved.id)
    .execute();
  const { webhook } = await payments.completeTestCheckout(session.sessionId);
  await postWebhook(t, webhook);
  const booking = await t.db
    .selectFrom('booking')
    .select(['id', 'reference', 'status', 'clientEmail', 'amountCents', 'groupId'])
    .where('id', '=', reserved.id)
    .executeTakeFirstOrThrow();
  expect(booking.status).toBe('paid');
  return {
    id: booking.id,
    reference: booking.reference,
    token: bookingToken(t.config.authSecret, booking),
    clientEmail: booking.clientEmail,
    amountCents: booking.amountCents,
    groupId: booking.groupId,
  };
}

/** A booking's view opened by its signed link, as its success and manage pages open it. */
export function openBookingByLink(t: TestApp, booking: { reference: string; token: string }) {
  return t.app.inject({
    method: 'GET',
    url: `/api/bookings/${booking.reference}?token=${encodeURIComponent(booking.token)}`,
  });
}

/** Moves a booking's slot (its group's day and time) to start at `start`: for the 24-hour rule tests. */
export async function moveGroupStart(db: Database['db'], groupId: string, start: Date): Promise<void> {
  const slot = lisbonSlotAt(start);
  await db
    .updateTable('activity_group')
    .set({
      day: slot.day,
      startTime: slot.startTime,
      endTime: sql`${slot.startTime}::time + interval '2 hours'`,
    })
    .where('id', '=', groupId)
    .execute();
}

/** A slot's start as an instant, for assertions. */
export const slotStart = (day: string, startTime: string) => lisbonInstant(day, startTime);
