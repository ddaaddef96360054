import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db } from '../db/database.ts';
import { refundBookingAsStaff } from '../modules/booking/manage/manage.service.ts';
import { payAffiliate } from '../modules/payouts/affiliate-payouts.service.ts';
import type { PaymentProvider } from '../platform/payments/payment-provider.ts';
import { isTestPaymentProvider } from '../platform/payments/test-payment-provider.ts';
import { payDemoBooking } from './seed-bookings.ts';
import type { SeededRun } from './seed-runs.ts';

type SeedAffiliateDeps = { db: Db; payments: PaymentProvider; appUrl: string; authSecret: string };

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined };
/** The demo sends no e-mail: refunds made by the seed queue nothing. */
const noMail = { enqueue: async () => 'seed' };

/**
 * The demo affiliate's payment account (onboarded in test mode, so it can be paid) and its provider coupon
 * (in the admin's coupons list). With a real Stripe key the account is created but left to onboard.
 */
export async function seedAffiliateAccount(
  deps: Pick<SeedAffiliateDeps, 'db' | 'payments'>,
  affiliate: { id: string; email: string; discountCode: string; discountBasisPoints: number },
): Promise<void> {
  const { payments } = deps;
  const { accountId } = await payments.createConnectedAccount({
    email: affiliate.email,
    country: 'PT',
    metadata: { affiliateId: affiliate.id },
    idempotencyKey: `affiliate-account:${affiliate.id}`,
  });
  if (isTestPaymentProvider(payments)) {
    await payments.completeTestOnboarding(accountId);
  }
  const { detailsSubmitted } = await payments.getAccountStatus(accountId);
  const { couponId } = await payments.createCoupon({
    percentOff: affiliate.discountBasisPoints / 100,
    name: affiliate.discountCode,
    metadata: { affiliateId: affiliate.id, discountCode: affiliate.discountCode },
    idempotencyKey: `affiliate-coupon:${affiliate.id}`,
  });
  await deps.db
    .updateTable('affiliate')
    .set({ paymentAccountId: accountId, isPaymentAccountSetUp: detailsSubmitted, providerCouponId: couponId })
    .where('id', '=', affiliate.id)
    .execute();
}

/** Who booked the demo tours of past days through the affiliate. */
const pastTravellers = [
  { clientName: 'Inês Duarte', clientEmail: 'ines.duarte@example.com' },
  { clientName: 'Tom Baker', clientEmail: 'tom.baker@example.com' },
  { clientName: 'Chloé Martin', clientEmail: 'chloe.martin@example.com' },
  { clientName: 'Lars Nilsson', clientEmail: 'lars.nilsson@example.com' },
];

/**
 * The demo affiliate's commissions in every state (expected ones come with today's and tomorrow's demo
 * bookings): bookings of Tejo Tours' past runs made through its code or its referral link, each paid the
 * day before its tour and validated by the run; the two oldest are paid out (through the payouts service
 * and the test-mode provider), then the oldest booking is refunded, so its commission is clawed back and
 * carried to the next payout; the newer ones stay approved; one of tomorrow's bookings is refunded, so its
 * commission is reversed. Test mode only: with a real provider nothing can be paid.
 */
export async function seedAffiliateEarnings(
  deps: SeedAffiliateDeps,
  affiliate: { id: string; discountCode: string },
  runs: SeededRun[],
): Promise<void> {
  const { db, payments } = deps;
  if (!isTestPaymentProvider(payments)) {
    return;
  }
  const tejoRuns = runs
    .filter((run) => run.companyIndex === 0)
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .slice(0, 4);
  const booked: { bookingId: string; run: SeededRun }[] = [];
  for (const [index, run] of tejoRuns.entries()) {
    const traveller = pastTravellers[index % pastTravellers.length] ?? pastTravellers[0];
    if (!traveller) {
      break;
    }
    const dayBefore = lisbonInstant(addDays(run.day, -1), '12:00') ?? new Date();
    const booking = await payDemoBooking(
      deps,
      {
        activityId: run.activityId,
        kind: 'shared',
        day: run.day,
        startTime: run.slot,
        participants: 2 + (index % 2),
        ...traveller,
        // Half came with the code (10 % off), half through the referral link (full price).
        ...(index % 2 === 0
          ? { discountCode: affiliate.discountCode }
          : { referralCode: affiliate.discountCode }),
      },
      dayBefore,
      new Date(dayBefore.getTime() + 60 * 60_000),
    );
    booked.push({ bookingId: booking.id, run });
  }
  const [clawedBack, paid, ...approved] = booked;
  for (const entry of [clawedBack, paid]) {
    if (entry) {
      await validateAndApprove(db, entry, entry.run.start);
    }
  }
  await payAffiliate({ db, payments, log: silentLog }, affiliate.id);
  const manage = { db, payments, outbox: noMail, appUrl: deps.appUrl, authSecret: deps.authSecret };
  if (clawedBack) {
    await refundBookingAsStaff(manage, clawedBack.bookingId);
  }
  // Approved now rather than when the tour started, so the weekly settlement pays them next week, not a
  // minute after the demo starts.
  for (const entry of approved) {
    await validateAndApprove(db, entry, new Date());
  }
  const tomorrow = addDays(lisbonDay(new Date()), 1);
  const upcoming = await db
    .selectFrom('affiliate_commission as c')
    .innerJoin('booking as b', 'b.id', 'c.bookingId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .select('b.id')
    .where('c.affiliateId', '=', affiliate.id)
    .where('c.state', '=', 'expected')
    .where('g.day', '=', tomorrow)
    .orderBy('b.reference')
    .executeTakeFirst();
  if (upcoming) {
    await refundBookingAsStaff(manage, upcoming.id);
  }
}

/** The run validated the booking's tickets when it started; its commission is approved at `approvedAt`. */
async function validateAndApprove(
  db: Db,
  { bookingId, run }: { bookingId: string; run: SeededRun },
  approvedAt: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('issued_ticket')
      .set({ isValid: false, validatedAt: run.start, validatedBy: run.startedBy, runId: run.runId })
      .where('isValid', '=', true)
      .where('participantId', 'in', (eb) =>
        eb.selectFrom('participant').select('participant.id').where('participant.bookingId', '=', bookingId),
      )
      .execute();
    await trx
      .updateTable('affiliate_commission')
      .set({ state: 'pending', approvedAt, updatedAt: approvedAt })
      .where('bookingId', '=', bookingId)
      .where('state', '=', 'expected')
      .execute();
  });
}
