import type { TCheckoutRequest } from '@roteiro/domain/booking/booking';
import { hhmm } from '@roteiro/domain/booking/slots';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db, Trx } from '../db/database.ts';
import { reserveBooking } from '../modules/booking/checkout/checkout.ts';
import { fulfilBooking } from '../modules/booking/checkout/fulfilment.ts';
import type { PaymentProvider } from '../platform/payments/payment-provider.ts';
import {
  isTestPaymentProvider,
  type TestPaymentProvider,
} from '../platform/payments/test-payment-provider.ts';

/**
 * Travellers of the demo bookings (one paid booking per demo group of today and tomorrow); some left a phone
 * number and notes for the guide.
 */
const travellers: {
  clientName: string;
  clientEmail: string;
  participants: number;
  clientPhone?: string;
  notes?: string;
}[] = [
  {
    clientName: 'Maria Costa',
    clientEmail: 'maria.costa@example.com',
    participants: 2,
    clientPhone: '+351912345678',
    notes: 'Vegetarian. Travelling with a 7-year-old.',
  },
  {
    clientName: 'John Miller',
    clientEmail: 'john.miller@example.com',
    participants: 3,
    clientPhone: '+447911123456',
  },
  { clientName: 'Sophie Laurent', clientEmail: 'sophie.laurent@example.com', participants: 1 },
  { clientName: 'Hans Becker', clientEmail: 'hans.becker@example.com', participants: 4 },
];

/**
 * Paid bookings with tickets in the demo activities' groups of today and tomorrow, made the way a
 * traveller's are: reserved by the checkout's service, paid on the test-mode checkout (so the demo's
 * refunds work), fulfilled by the webhook's service (participant, tickets, charge, commission). The clock
 * given to the reservation is yesterday's noon, so today's earlier groups can be filled too. No e-mails
 * are sent. With a real provider nothing can be paid, so no bookings are seeded.
 */
export async function seedBookings(
  deps: { db: Db; payments: PaymentProvider; appUrl: string; authSecret: string; discountCode: string },
  activityIds: string[],
): Promise<number> {
  const { db, payments } = deps;
  if (!isTestPaymentProvider(payments)) {
    return 0;
  }
  const today = lisbonDay(new Date());
  const bookingClock = lisbonInstant(addDays(today, -1), '12:00') ?? new Date();
  const groups = await db
    .selectFrom('activity_group as g')
    .innerJoin('activity as a', 'a.id', 'g.activityId')
    .select(['g.activityId', 'g.day', 'g.startTime'])
    .where('g.activityId', 'in', activityIds.length > 0 ? activityIds : [''])
    .where('g.day', 'in', [today, addDays(today, 1)])
    // Groups nobody booked yet (a refunded demo booking leaves its group empty but booked).
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('booking as b').select('b.id').whereRef('b.groupId', '=', 'g.id'))),
    )
    .orderBy('g.day')
    .orderBy('a.title')
    .orderBy('g.startTime')
    .execute();
  let count = 0;
  for (const group of groups) {
    const traveller = travellers[count % travellers.length] ?? travellers[0];
    if (!traveller) {
      break;
    }
    await payDemoBooking(
      deps,
      {
        activityId: group.activityId,
        kind: 'shared',
        day: group.day,
        startTime: hhmm(group.startTime),
        participants: traveller.participants,
        clientName: traveller.clientName,
        clientEmail: traveller.clientEmail,
        clientPhone: traveller.clientPhone ?? null,
        notes: traveller.notes ?? null,
        // Every third booking came through the demo affiliate's code (an expected commission).
        discountCode: count % 3 === 0 ? deps.discountCode : null,
      },
      bookingClock,
    );
    count += 1;
  }
  return count;
}

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined };

/**
 * One demo booking made the way a traveller's is: reserved by the checkout's service with `clock` as now,
 * paid on the test-mode checkout and fulfilled by the webhook's service at `paidAt` (no e-mail). Test mode only.
 */
export async function payDemoBooking(
  deps: { db: Db; payments: PaymentProvider; appUrl: string; authSecret: string },
  request: TCheckoutRequest,
  clock: Date,
  paidAt: Date = new Date(),
): Promise<{ id: string; reference: string; amountCents: number }> {
  const { payments } = deps;
  if (!isTestPaymentProvider(payments)) {
    throw new Error('demo bookings are paid on the test-mode provider only');
  }
  const booking = await reserveBooking(deps.db, request, { now: clock });
  await payOnTestCheckout({ ...deps, payments }, booking, request.clientEmail, paidAt);
  return { id: booking.id, reference: booking.reference, amountCents: booking.amountCents };
}

/**
 * Pays a reserved booking on the test-mode checkout and fulfils it with the webhook's service (participant,
 * tickets, charge, commission), paid at `paidAt`. No e-mail is sent.
 */
export async function payOnTestCheckout(
  deps: { db: Db; payments: TestPaymentProvider; appUrl: string; authSecret: string },
  booking: { id: string; reference: string; amountCents: number },
  clientEmail: string,
  paidAt: Date,
): Promise<void> {
  const session = await deps.payments.createCheckoutSession({
    lineItems: [
      { name: `Demo booking ${booking.reference}`, unitAmountCents: booking.amountCents, quantity: 1 },
    ],
    successUrl: `${deps.appUrl}/booking-success`,
    cancelUrl: `${deps.appUrl}/booking-success?canceled=1`,
    metadata: { bookingId: booking.id },
    customerEmail: clientEmail,
    idempotencyKey: `checkout:${booking.id}`,
  });
  await deps.db
    .updateTable('booking')
    .set({ checkoutSessionId: session.sessionId })
    .where('id', '=', booking.id)
    .execute();
  const { webhook } = await deps.payments.completeTestCheckout(session.sessionId);
  const paymentIntentId = webhook.event.data.object.payment_intent;
  await deps.db.transaction().execute((trx) =>
    fulfilBooking(
      trx,
      { outbox: null, log: silentLog, appUrl: deps.appUrl, authSecret: deps.authSecret },
      {
        bookingId: booking.id,
        paymentIntentId: typeof paymentIntentId === 'string' ? paymentIntentId : null,
        amountPaidCents: booking.amountCents,
      },
      paidAt,
    ),
  );
}

/** Fulfils a booking reserved in this transaction as paid in cash at the vendor's counter (as a vendor's sale is). */
export async function payInCashAtCounter(
  trx: Trx,
  deps: { appUrl: string; authSecret: string },
  bookingId: string,
  vendorId: string,
  paidAt: Date,
): Promise<void> {
  await fulfilBooking(
    trx,
    { outbox: null, log: silentLog, appUrl: deps.appUrl, authSecret: deps.authSecret },
    { bookingId, paymentIntentId: null, amountPaidCents: null, cashVendorId: vendorId },
    paidAt,
  );
}
