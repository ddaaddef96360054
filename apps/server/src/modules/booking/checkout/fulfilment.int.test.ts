import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queuedMails } from '../../../../test/outbox-jobs.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { waitFor } from '../../../../test/wait.ts';
import { TEST_MODE_WEBHOOK_SECRET } from '../../../platform/payments/test-payment-provider.ts';
import { signTestWebhook } from '../../../platform/payments/test-webhook-signature.ts';
import {
  checkedOut,
  checkoutBody,
  createAffiliate,
  createBookableActivity,
  deliver,
  groupOf,
  postCheckout,
  testPayments,
  tomorrow,
} from './checkout.test-helpers.ts';
import { cancelPendingBooking } from './checkout.ts';
import { fulfilBooking } from './fulfilment.ts';

const t = await createTestApp();
const affiliate = await createAffiliate(t.db, 'TEJO10', {
  discountBasisPoints: 1000,
  commissionRateBasisPoints: 1500,
});

async function state(bookingId: string) {
  const booking = await t.db
    .selectFrom('booking')
    .select(['status', 'paymentIntentId', 'paidAt', 'canceledAt', 'refundedAt', 'groupId', 'amountCents'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const charges = await t.db
    .selectFrom('money_movement')
    .select(['kind', 'amountCents', 'providerRef', 'idempotencyKey'])
    .where('bookingId', '=', bookingId)
    .orderBy('kind')
    .execute();
  const participants = await t.db
    .selectFrom('participant')
    .select(['id', 'groupId', 'clientName'])
    .where('bookingId', '=', bookingId)
    .execute();
  const tickets = await t.db
    .selectFrom('issued_ticket as it')
    .innerJoin('participant as p', 'p.id', 'it.participantId')
    .select(['it.ticketNumber', 'it.isValid'])
    .where('p.bookingId', '=', bookingId)
    .execute();
  const commissions = await t.db
    .selectFrom('affiliate_commission')
    .select(['affiliateId', 'state', 'baseCents', 'rateBasisPoints', 'amountCents'])
    .where('bookingId', '=', bookingId)
    .execute();
  return { booking, charges, participants, tickets, commissions };
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('fulfilment from the webhook', () => {
  it('fulfils once however often and in whatever order the events arrive', async () => {
    const tour = await createBookableActivity(t.db, { priceCents: 2500 });
    const email = 'joana@example.test';
    const paid = await checkedOut(
      t,
      checkoutBody(tour, { participants: 3, discountCode: 'TEJO10', clientEmail: email }),
    );
    const abandoned = await checkedOut(
      t,
      checkoutBody(tour, { participants: 2, clientEmail: 'rui@example.test' }),
    );
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(5);

    const payments = testPayments(t);
    const completed = await payments.completeTestCheckout(paid.checkoutSessionId ?? '');
    const expired = await payments.cancelTestCheckout(abandoned.checkoutSessionId ?? '');
    const accountPayload = JSON.stringify({
      id: 'evt_sibling_account',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      account: 'acct_nobody',
      data: { object: { id: 'acct_nobody', details_submitted: true } },
    });
    const account = {
      payload: accountPayload,
      signatureHeader: signTestWebhook(accountPayload, TEST_MODE_WEBHOOK_SECRET),
    };
    const deliveries = shuffle([
      ...Array(5).fill(completed.webhook),
      ...Array(5).fill(expired.webhook),
      ...Array(5).fill(account),
    ]);
    // In order one after the other for the first half, then the rest all at once (concurrent on PostgreSQL).
    const half = Math.floor(deliveries.length / 2);
    for (const webhook of deliveries.slice(0, half)) {
      const res = await deliver(t, webhook);
      expect(res.statusCode, res.body).toBe(200);
    }
    const burst = await Promise.all(deliveries.slice(half).map((webhook) => deliver(t, webhook)));
    for (const res of burst) {
      expect(res.statusCode, res.body).toBe(200);
    }

    const after = await state(paid.id);
    expect(after.booking).toMatchObject({
      status: 'paid',
      canceledAt: null,
      refundedAt: null,
      amountCents: 6750,
    });
    expect(after.booking.paymentIntentId).toMatch(/^pi_test_/);
    expect(after.booking.paidAt).not.toBeNull();
    expect(after.charges).toEqual([
      {
        kind: 'charge',
        amountCents: 6750,
        providerRef: after.booking.paymentIntentId,
        idempotencyKey: `charge:${paid.id}`,
      },
    ]);
    expect(after.participants).toEqual([
      { id: expect.any(String), groupId: paid.groupId, clientName: 'Ana Silva' },
    ]);
    expect(after.tickets).toHaveLength(3);
    for (const ticket of after.tickets) {
      expect(ticket.isValid).toBe(true);
      expect(ticket.ticketNumber).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    }
    expect(new Set(after.tickets.map((x) => x.ticketNumber)).size).toBe(3);
    expect(after.commissions).toEqual([
      {
        affiliateId: affiliate,
        state: 'expected',
        baseCents: 6750,
        rateBasisPoints: 1500,
        amountCents: 1012,
      },
    ]);
    expect(await queuedMails(t.db, email)).toHaveLength(1);

    // The abandoned checkout's booking is canceled and its places released, once.
    const gone = await state(abandoned.id);
    expect(gone.booking.status).toBe('canceled');
    expect(gone.participants).toEqual([]);
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(3);
    const events = await t.db
      .selectFrom('provider_webhook_event')
      .select('providerEventId')
      .where('providerEventId', 'in', [
        completed.webhook.event.id,
        expired.webhook.event.id,
        'evt_sibling_account',
      ])
      .execute();
    expect(events).toHaveLength(3);
  });

  it("pays or cancels on the test-mode checkout page and returns to the booking's success page", async () => {
    const tour = await createBookableActivity(t.db);
    const path = (url: string) => new URL(url).pathname;
    const pay = await postCheckout(
      t,
      checkoutBody(tour, { participants: 2, clientEmail: 'page@example.test' }),
    );
    const { reference, checkoutUrl } = pay.json();
    expect((await t.app.inject({ method: 'GET', url: path(checkoutUrl) })).statusCode).toBe(200);
    const paid = await t.app.inject({ method: 'POST', url: `${path(checkoutUrl)}/pay` });
    expect(paid.statusCode).toBe(303);
    // The success page of this booking, with a token that opens it (and only it) without an account.
    const success = new URL(String(paid.headers.location));
    expect(success.href.slice(0, success.href.indexOf('?'))).toBe(`${t.config.appUrl}/booking-success`);
    expect([...success.searchParams.keys()]).toEqual(['reference', 'token']);
    expect(success.searchParams.get('reference')).toBe(reference);
    const token = success.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // an HMAC-SHA-256, base64url
    const opened = await t.app.inject({ method: 'GET', url: `/api/bookings/${reference}?token=${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ reference, status: 'paid', participantCount: 2 });
    const forged = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${reference}?token=${forged}` })).statusCode,
    ).toBe(404);
    const paidBooking = await t.db
      .selectFrom('booking')
      .select(['id', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(paidBooking.status).toBe('paid');
    expect((await state(paidBooking.id)).tickets).toHaveLength(2);

    const cancel = await postCheckout(
      t,
      checkoutBody(tour, { participants: 3, clientEmail: 'page@example.test' }),
    );
    const canceled = await t.app.inject({ method: 'POST', url: `${path(cancel.json().checkoutUrl)}/cancel` });
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toMatch(/&canceled=1$/);
    const canceledBooking = await t.db
      .selectFrom('booking')
      .select('status')
      .where('reference', '=', cancel.json().reference)
      .executeTakeFirstOrThrow();
    expect(canceledBooking.status).toBe('canceled');
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(2);
  });

  it('refuses a forged or stale checkout event with 400 and changes nothing', async () => {
    const tour = await createBookableActivity(t.db);
    const booking = await checkedOut(t, checkoutBody(tour, { participants: 2 }));
    const payload = JSON.stringify({
      id: 'evt_forged_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      account: null,
      data: {
        object: {
          id: booking.checkoutSessionId,
          metadata: { bookingId: booking.id },
          payment_status: 'paid',
          payment_intent: 'pi_forged',
          amount_total: booking.amountCents,
        },
      },
    });
    const forged = await deliver(t, { payload, signatureHeader: signTestWebhook(payload, 'whsec_not_ours') });
    expect(forged.statusCode).toBe(400);
    const stale = await deliver(t, {
      payload,
      signatureHeader: signTestWebhook(
        payload,
        TEST_MODE_WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000) - 3600,
      ),
    });
    expect(stale.statusCode).toBe(400);
    const after = await state(booking.id);
    expect(after.booking.status).toBe('pending');
    expect(after.charges).toEqual([]);
    expect(after.tickets).toEqual([]);
    const recorded = await t.db
      .selectFrom('provider_webhook_event')
      .select('id')
      .where('providerEventId', '=', 'evt_forged_checkout')
      .execute();
    expect(recorded).toEqual([]);
    // The same event correctly signed is accepted: the 400s were about the signatures only.
    const genuine = await deliver(t, {
      payload,
      signatureHeader: signTestWebhook(payload, TEST_MODE_WEBHOOK_SECRET),
    });
    expect(genuine.statusCode).toBe(200);
    expect((await state(booking.id)).booking.status).toBe('paid');
  });

  it('ignores a session that is not paid yet (delayed payment method) until its success event', async () => {
    const tour = await createBookableActivity(t.db);
    const booking = await checkedOut(t, checkoutBody(tour, { participants: 1 }));
    const event = (id: string, type: string, paymentStatus: string) => {
      const payload = JSON.stringify({
        id,
        type,
        created: Math.floor(Date.now() / 1000),
        account: null,
        data: {
          object: {
            id: booking.checkoutSessionId,
            metadata: { bookingId: booking.id },
            payment_status: paymentStatus,
            payment_intent: 'pi_test_delayed',
            amount_total: booking.amountCents,
          },
        },
      });
      return { payload, signatureHeader: signTestWebhook(payload, TEST_MODE_WEBHOOK_SECRET) };
    };
    await deliver(t, event('evt_delayed_1', 'checkout.session.completed', 'unpaid'));
    expect((await state(booking.id)).booking.status).toBe('pending');
    await deliver(t, event('evt_delayed_2', 'checkout.session.async_payment_succeeded', 'paid'));
    const after = await state(booking.id);
    expect(after.booking).toMatchObject({ status: 'paid', paymentIntentId: 'pi_test_delayed' });
    expect(after.tickets).toHaveLength(1);
  });

  it('takes the places again for a payment that lands after the hold expired, or refunds it when they are gone', async () => {
    const tour = await createBookableActivity(t.db, { maxNumOfParticipants: 4 });
    const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const late = await checkedOut(
      t,
      checkoutBody(tour, { participants: 2, clientEmail: 'late@example.test' }),
    );
    const cancel = async (id: string) => {
      await t.db.transaction().execute((trx) => cancelPendingBooking(trx, id, new Date()));
    };
    await cancel(late.id);
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(0);
    const retaken = await t.db
      .transaction()
      .execute((trx) =>
        fulfilBooking(
          trx,
          { outbox: t.outbox, log, appUrl: t.config.appUrl, authSecret: t.config.authSecret },
          { bookingId: late.id, paymentIntentId: 'pi_late_1', amountPaidCents: late.amountCents },
          new Date(),
        ),
      );
    expect(retaken).toBe('fulfilled');
    expect((await state(late.id)).booking).toMatchObject({ status: 'paid', canceledAt: null });
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(2);

    // Paid on the provider's page after the hold was released and the places sold to someone else.
    const lost = await checkedOut(
      t,
      checkoutBody(tour, { participants: 2, clientEmail: 'lost@example.test' }),
    );
    await cancel(lost.id);
    await checkedOut(t, checkoutBody(tour, { participants: 2, clientEmail: 'other@example.test' }));
    const payments = testPayments(t);
    const { webhook } = await payments.completeTestCheckout(lost.checkoutSessionId ?? '');
    expect((await deliver(t, webhook)).statusCode).toBe(200);
    const after = await state(lost.id);
    expect(after.booking.status).toBe('refunded');
    expect(after.booking.refundedAt).not.toBeNull();
    expect(after.charges.map((c) => [c.kind, c.amountCents])).toEqual([
      ['charge', lost.amountCents],
      ['refund', lost.amountCents],
    ]);
    expect(after.tickets).toEqual([]);
    // The refund reaches the provider through the outbox, after the webhook's transaction.
    const job = await waitFor(async () => {
      const { rows } = await sql<{ state: string }>`
        select state from pgboss.job
        where name = 'provider.call' and data->>'idempotencyKey' = ${`refund:${lost.id}`}`.execute(t.db);
      return rows[0]?.state === 'completed' ? rows : undefined;
    });
    expect(job).toHaveLength(1);
    const session = await payments.getCheckoutSession(lost.checkoutSessionId ?? '');
    await expect(
      payments.refund({
        paymentIntentId: session.paymentIntentId ?? '',
        amountCents: 1,
        idempotencyKey: 'refund:probe',
      }),
    ).rejects.toThrow(/exceeds what is left to refund \(0\)/);
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(4);
  });
});
