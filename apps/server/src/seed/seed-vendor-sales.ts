import type { TCheckoutRequest } from '@roteiro/domain/booking/booking';
import { hhmm } from '@roteiro/domain/booking/slots';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db } from '../db/database.ts';
import { reserveBooking } from '../modules/booking/checkout/checkout.ts';
import type { PaymentProvider } from '../platform/payments/payment-provider.ts';
import { isTestPaymentProvider } from '../platform/payments/test-payment-provider.ts';
import { payInCashAtCounter, payOnTestCheckout } from './seed-bookings.ts';

/**
 * A few past sales of the demo vendor, so its dashboard and the admin's vendor page have figures: a
 * cash sale three days ago (its tickets scanned at the counter, its cash handed over two days ago), a cash sale of
 * the fado night yesterday, and today a cash sale with the demo affiliate's code and one paid on the customer's
 * phone (test mode only). Each is made by the checkout's services with the clock of its sale; the passes sold today
 * depart in two days, so today's and tomorrow's demo groups keep their one booking each.
 */
export async function seedVendorSales(
  deps: {
    db: Db;
    payments: PaymentProvider;
    appUrl: string;
    authSecret: string;
    discountCode: string;
    adminId: string;
  },
  ids: { vendorId: string; vendorUserId: string; passId: string; eventId: string | null },
): Promise<number> {
  const { db } = deps;
  const now = new Date();
  const today = lisbonDay(now);
  const at = (day: string, time: string) => lisbonInstant(day, time) ?? now;
  const startOfToday = at(today, '00:00').getTime();
  /** `minutes` ago, but never before today began (a seed run just after midnight). */
  const earlierToday = (minutes: number) =>
    new Date(Math.max(startOfToday + 60_000, now.getTime() - minutes * 60_000));
  const pass = (day: string, startTime: string) => ({
    activityId: ids.passId,
    kind: 'pass' as const,
    day,
    startTime,
  });

  const sales: {
    choice: Pick<TCheckoutRequest, 'activityId' | 'kind' | 'day' | 'startTime'> & { eventId?: string };
    participants: number;
    clientName: string;
    clientEmail: string;
    soldAt: Date;
    payment: 'cash' | 'card';
    discountCode?: string;
    scanned?: boolean;
  }[] = [
    {
      choice: pass(addDays(today, -3), '12:30'),
      participants: 2,
      clientName: 'Lucía Fernández',
      clientEmail: 'lucia.fernandez@example.com',
      soldAt: at(addDays(today, -3), '10:05'),
      payment: 'cash',
      scanned: true,
    },
    ...(ids.eventId
      ? [
          {
            choice: { activityId: '', kind: 'event' as const, day: '', startTime: '', eventId: ids.eventId },
            participants: 2,
            clientName: 'Tom Walsh',
            clientEmail: 'tom.walsh@example.com',
            soldAt: at(addDays(today, -1), '16:30'),
            payment: 'cash' as const,
          },
        ]
      : []),
    {
      choice: pass(addDays(today, 2), '10:00'),
      participants: 3,
      clientName: 'Akira Tanaka',
      clientEmail: 'akira.tanaka@example.com',
      soldAt: earlierToday(95),
      payment: 'cash',
      discountCode: deps.discountCode,
    },
    {
      choice: pass(addDays(today, 2), '11:00'),
      participants: 1,
      clientName: 'Emma Schmidt',
      clientEmail: 'emma.schmidt@example.com',
      soldAt: earlierToday(40),
      payment: 'card',
    },
  ];

  let count = 0;
  for (const sale of sales) {
    if (sale.payment === 'card' && !isTestPaymentProvider(deps.payments)) {
      continue;
    }
    const choice = sale.choice.eventId ? await eventChoice(db, sale.choice.eventId) : sale.choice;
    const request: TCheckoutRequest = {
      ...choice,
      participants: sale.participants,
      clientName: sale.clientName,
      clientEmail: sale.clientEmail,
      discountCode: sale.discountCode ?? null,
    };
    const booking = await reserveBooking(db, request, {
      now: sale.soldAt,
      soldByVendorId: ids.vendorId,
      andThen:
        sale.payment === 'cash'
          ? (trx, reserved) => payInCashAtCounter(trx, deps, reserved.id, ids.vendorId, sale.soldAt)
          : undefined,
    });
    if (sale.payment === 'card' && isTestPaymentProvider(deps.payments)) {
      await payOnTestCheckout({ ...deps, payments: deps.payments }, booking, sale.clientEmail, sale.soldAt);
    }
    await db.updateTable('booking').set({ createdAt: sale.soldAt }).where('id', '=', booking.id).execute();
    if (sale.scanned) {
      await db
        .updateTable('issued_ticket')
        .set({
          isValid: false,
          validatedAt: new Date(sale.soldAt.getTime() + 2 * 3_600_000),
          validatedBy: ids.vendorUserId,
        })
        .where('participantId', 'in', (eb) =>
          eb
            .selectFrom('participant')
            .select('participant.id')
            .where('participant.bookingId', '=', booking.id),
        )
        .execute();
      // The cash of that day was handed over the next evening.
      await db
        .insertInto('vendor_cash_handover')
        .values({
          vendorId: ids.vendorId,
          amountCents: booking.amountCents,
          receivedBy: deps.adminId,
          createdAt: at(addDays(today, -2), '18:00'),
        })
        .execute();
    }
    count += 1;
  }
  return count;
}

/** An event's own activity, day and time. */
async function eventChoice(db: Db, eventId: string) {
  const event = await db
    .selectFrom('event')
    .select(['activityId', 'eventDate', 'eventTime'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return {
    activityId: event.activityId,
    eventId,
    kind: 'event' as const,
    day: event.eventDate,
    startTime: hhmm(event.eventTime),
  };
}
