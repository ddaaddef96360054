import { bookingMessages, REFUND_RULE } from '@roteiro/domain/booking/booking';
import { textRef } from '@roteiro/domain/i18n/texts';
import { describe, expect, it, vi } from 'vitest';
import {
  createBookableActivity,
  createPaidBooking,
  lisbonDayIn,
  moveGroupStart,
  openBookingByLink,
  type PaidBooking,
  slotStart,
} from '../../../../test/bookings.ts';
import { queuedMailsInFull } from '../../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn } from '../../../../test/test-app.ts';
import { waitForMails } from '../../../../test/wait.ts';
import {
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
} from '../../../platform/payments/payment-provider.ts';
import { parseTicketQrText } from '../tickets/tickets.ts';
import { sendDueReminders } from './manage.reminders.ts';

const t = await createTestApp();

// Every provider refund the app asks for, and what the provider answered.
const refunds: { input: RefundInput; result: RefundResult }[] = [];
const realRefund = t.adapters.payments.refund.bind(t.adapters.payments);
let failNextRefund = false;
t.adapters.payments.refund = vi.fn(async (input: RefundInput) => {
  if (failNextRefund) {
    failNextRefund = false;
    throw new PaymentProviderError('refund', 'connection reset', { retryable: true });
  }
  const result = await realRefund(input);
  refunds.push({ input, result });
  return result;
});

const view = (booking: PaidBooking, token = booking.token) =>
  openBookingByLink(t, { reference: booking.reference, token });
const cancel = (booking: PaidBooking) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.reference}/cancel`,
    payload: { token: booking.token },
  });
const reschedule = (booking: PaidBooking, day: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.reference}/reschedule`,
    payload: { token: booking.token, day, startTime },
  });

const groupOf = (id: string) =>
  t.db
    .selectFrom('activity_group')
    .select(['id', 'day', 'startTime', 'groupSize', 'isPrivate'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const groupSizeAt = async (activityId: string, day: string, startTime: string) =>
  (
    await t.db
      .selectFrom('activity_group')
      .select('groupSize')
      .where('activityId', '=', activityId)
      .where('day', '=', day)
      .where('startTime', '=', startTime)
      .executeTakeFirst()
  )?.groupSize ?? 0;

const day = lisbonDayIn(5);
const otherDay = lisbonDayIn(6);

describe('manage a booking', () => {
  it('opens by its signed link with tickets and the QR text; a wrong token or reference is the same 404', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 3,
    });
    const res = await view(booking);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      reference: booking.reference,
      status: 'paid',
      kind: 'shared',
      activity: { id: activity.id, title: activity.title, meetingPoint: 'Padrão dos Descobrimentos' },
      day,
      startTime: '10:00',
      endTime: '12:00',
      participantCount: 3,
      amountCents: 7500,
      canChange: true,
      cannotChangeReason: null,
      token: booking.token,
    });
    expect(body.tickets).toHaveLength(3);
    const participant = await t.db
      .selectFrom('participant')
      .select(['id', 'groupId'])
      .where('bookingId', '=', booking.id)
      .executeTakeFirstOrThrow();
    for (const ticket of body.tickets) {
      expect(ticket.state).toBe('valid');
      expect(parseTicketQrText(ticket.qrText)).toEqual({
        groupId: participant.groupId,
        participantId: participant.id,
        ticketNumber: ticket.ticketNumber,
      });
    }

    const wrongToken = await view(booking, `${booking.token.slice(0, -2)}xx`);
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.json().error.message).toBe(bookingMessages.linkInvalid);
    const unknown = await view({ ...booking, reference: 'ZZZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(bookingMessages.linkInvalid);
  });

  it('e-mails the confirmation with one inline QR per ticket, the manage link, the refund rule and the .ics', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '14:00',
      participants: 2,
    });
    const [mail, ...more] = await queuedMailsInFull(t.db, booking.clientEmail);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Your booking ${booking.reference}: ${activity.title}`);
    const attachments = mail?.attachments ?? [];
    const images = attachments.filter((a) => a.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(mail?.html).toContain(`src="cid:${image.cid}"`);
      expect(Buffer.from(image.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
    const ics = attachments.find((a) => a.filename.endsWith('.ics'));
    const calendar = Buffer.from(ics?.contentBase64 ?? '', 'base64')
      .toString()
      .replace(/\r\n /g, '');
    expect(calendar).toContain(`UID:${booking.reference}\r\n`);
    expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(mail?.html).toContain(`/manage-booking/${booking.reference}?token=`);
    expect(mail?.html).toContain('Free cancellation until');
    expect(mail?.html).not.toContain(REFUND_RULE.slice(0, 40));

    // Delivered by the outbox to the dev mailbox with its attachments (migration 0006).
    const [delivered] = await waitForMails(t.db, booking.clientEmail);
    expect(delivered?.subject).toBe(mail?.subject);
    expect(delivered?.attachments.map((a) => a.contentType)).toEqual([
      'image/png',
      'image/png',
      'text/calendar; charset=utf-8; method=PUBLISH',
    ]);
    expect(delivered?.attachments.filter((a) => a.cid)).toHaveLength(2);
  });

  it('finds a booking by reference and e-mail, whatever their case; anything else is bookingNotFound', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, { activityId: activity.id, day, startTime: '10:00' });
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/find',
      payload: {
        reference: ` ${booking.reference.toLowerCase()} `,
        email: booking.clientEmail.toUpperCase(),
      },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ reference: booking.reference, token: booking.token });
    for (const payload of [
      { reference: booking.reference, email: 'someone-else@example.test' },
      { reference: 'NOPE2345', email: booking.clientEmail },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings/find', payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(bookingMessages.bookingNotFound);
    }
  });

  it('cancels once under two concurrent requests: one refund, tickets void, places released, commission reversed, one e-mail', async () => {
    const activity = await createBookableActivity(t.db);
    await t.db
      .insertInto('affiliate')
      .values({
        name: 'Lisbon Blog',
        email: 'blog@example.test',
        discountCode: 'LISBOA10',
        discountBasisPoints: 1000,
        commissionRateBasisPoints: 1500,
      })
      .execute();
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 2,
      discountCode: 'lisboa10',
    });
    expect(booking.amountCents).toBe(4500);
    expect((await groupOf(booking.groupId)).groupSize).toBe(2);
    refunds.length = 0;

    const [first, second] = await Promise.all([cancel(booking), cancel(booking)]);
    for (const res of [first, second]) {
      expect(res?.statusCode, res?.body).toBe(200);
      expect(res?.json()).toMatchObject({ status: 'refunded', canChange: false });
    }
    const after = (await view(booking)).json();
    expect(after.status).toBe('refunded');
    expect(after.cannotChangeReason).toBe(textRef(bookingMessages, 'alreadyCanceled'));
    expect(after.tickets.map((ticket: { state: string }) => ticket.state)).toEqual(['void', 'void']);

    // The provider was asked with one key and made one refund.
    expect(new Set(refunds.map((r) => r.input.idempotencyKey))).toEqual(new Set([`refund:${booking.id}`]));
    expect(new Set(refunds.map((r) => r.result.refundId)).size).toBe(1);
    const ledger = await t.db
      .selectFrom('money_movement')
      .select(['kind', 'amountCents', 'providerRef', 'idempotencyKey'])
      .where('bookingId', '=', booking.id)
      .orderBy('kind')
      .execute();
    expect(ledger).toEqual([
      {
        kind: 'charge',
        amountCents: 4500,
        providerRef: expect.any(String),
        idempotencyKey: `charge:${booking.id}`,
      },
      {
        kind: 'refund',
        amountCents: 4500,
        providerRef: refunds[0]?.result.refundId,
        idempotencyKey: `refund:${booking.id}`,
      },
    ]);
    const tickets = await t.db
      .selectFrom('issued_ticket as t')
      .innerJoin('participant as p', 'p.id', 't.participantId')
      .select(['t.isValid', 't.voidedAt'])
      .where('p.bookingId', '=', booking.id)
      .execute();
    expect(tickets.every((ticket) => !ticket.isValid && ticket.voidedAt)).toBe(true);
    expect((await groupOf(booking.groupId)).groupSize).toBe(0);
    const commission = await t.db
      .selectFrom('affiliate_commission')
      .select(['state', 'reversedAt'])
      .where('bookingId', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(commission.state).toBe('reversed');
    expect(commission.reversedAt).not.toBeNull();
    const canceledMails = (await queuedMailsInFull(t.db, booking.clientEmail)).filter((m) =>
      m.subject.includes('is canceled'),
    );
    expect(canceledMails).toHaveLength(1);

    // A third click later answers the same refunded view and changes nothing.
    const again = await cancel(booking);
    expect(again.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('money_movement').select('id').where('bookingId', '=', booking.id).execute(),
    ).toHaveLength(2);
  });

  it('a failed provider refund changes nothing, and trying again refunds once', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 2,
    });
    failNextRefund = true;
    const failed = await cancel(booking);
    expect(failed.statusCode).toBe(502);
    const still = (await view(booking)).json();
    expect(still).toMatchObject({ status: 'paid', canChange: true });
    expect(still.tickets.map((ticket: { state: string }) => ticket.state)).toEqual(['valid', 'valid']);
    expect((await groupOf(booking.groupId)).groupSize).toBe(2);
    const refundRows = () =>
      t.db
        .selectFrom('money_movement')
        .select('id')
        .where('bookingId', '=', booking.id)
        .where('kind', '=', 'refund')
        .execute();
    expect(await refundRows()).toHaveLength(0);

    const retried = await cancel(booking);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe('refunded');
    expect(await refundRows()).toHaveLength(1);
    expect((await groupOf(booking.groupId)).groupSize).toBe(0);
  });

  it('refuses to cancel within 24 hours of the start, with the reason, and changes nothing', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, { activityId: activity.id, day, startTime: '14:00' });
    await moveGroupStart(t.db, booking.groupId, new Date(Date.now() + 20 * 3_600_000));
    const shown = (await view(booking)).json();
    expect(shown).toMatchObject({
      canChange: false,
      cannotChangeReason: textRef(bookingMessages, 'cancelTooLate'),
    });
    const res = await cancel(booking);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: bookingMessages.cancelTooLate,
      text: { id: 'booking.cancelTooLate' },
    });
    const stored = await t.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('paid');
    const moved = await reschedule(booking, otherDay, '10:00');
    expect(moved.statusCode).toBe(409);
  });

  it('reschedules: the participant and tickets follow the booking to the new group, places move, new tickets e-mailed', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 2,
    });
    const before = (await view(booking)).json();

    const same = await reschedule(booking, day, '10:00');
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(bookingMessages.rescheduleSameSlot);
    const notASlot = await reschedule(booking, otherDay, '11:00');
    expect(notASlot.statusCode).toBe(400);
    expect(notASlot.json().error.message).toBe(bookingMessages.slotUnavailable);

    const res = await reschedule(booking, otherDay, '14:00');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ status: 'paid', day: otherDay, startTime: '14:00', canChange: true });
    const moved = await t.db
      .selectFrom('booking as b')
      .innerJoin('participant as p', 'p.bookingId', 'b.id')
      .select(['b.groupId', 'p.groupId as participantGroupId'])
      .where('b.id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(moved.groupId).not.toBe(booking.groupId);
    expect(moved.participantGroupId).toBe(moved.groupId);
    expect(after.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber)).toEqual(
      before.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber),
    );
    for (const ticket of after.tickets) {
      expect(parseTicketQrText(ticket.qrText)?.groupId).toBe(moved.groupId);
    }
    expect((await groupOf(booking.groupId)).groupSize).toBe(0);
    expect((await groupOf(moved.groupId)).groupSize).toBe(2);
    const mails = (await queuedMailsInFull(t.db, booking.clientEmail)).filter((m) =>
      m.subject.includes('has moved'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments?.filter((a) => a.contentType === 'image/png')).toHaveLength(2);
  });

  it('reschedules atomically when two bookings race for the last places of a slot: one moves, the other stays', async () => {
    const activity = await createBookableActivity(t.db, { maxNumOfParticipants: 2 });
    const a = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 2,
    });
    const b = await createPaidBooking(t, {
      activityId: activity.id,
      day: otherDay,
      startTime: '10:00',
      participants: 2,
    });
    const results = await Promise.all([reschedule(a, day, '14:00'), reschedule(b, day, '14:00')]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((res) => res.statusCode === 409);
    expect(loser?.json().error.message).toBe(bookingMessages.notEnoughPlaces);
    expect(await groupSizeAt(activity.id, day, '14:00')).toBe(2);
    const sizes = [(await groupOf(a.groupId)).groupSize, (await groupOf(b.groupId)).groupSize].sort();
    expect(sizes).toEqual([0, 2]);
  });

  it('moves a private booking only to an empty slot, which it then holds alone', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      kind: 'private',
      day,
      startTime: '10:00',
      participants: 3,
    });
    expect(await groupOf(booking.groupId)).toMatchObject({ groupSize: 3, isPrivate: true });
    await createPaidBooking(t, {
      activityId: activity.id,
      day: otherDay,
      startTime: '14:00',
      participants: 1,
    });
    const taken = await reschedule(booking, otherDay, '14:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(bookingMessages.slotUnavailable);
    expect(await groupOf(booking.groupId)).toMatchObject({ groupSize: 3, isPrivate: true });

    const moved = await reschedule(booking, day, '14:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ kind: 'private', day, startTime: '14:00', amountCents: 12000 });
    expect(await groupOf(booking.groupId)).toMatchObject({ groupSize: 0, isPrivate: false });
    const current = await t.db
      .selectFrom('booking')
      .select('groupId')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(await groupOf(current.groupId)).toMatchObject({ groupSize: 3, isPrivate: true });
  });

  it('a double reschedule of one booking moves it once', async () => {
    const activity = await createBookableActivity(t.db);
    const booking = await createPaidBooking(t, {
      activityId: activity.id,
      day,
      startTime: '10:00',
      participants: 3,
    });
    const results = await Promise.all([
      reschedule(booking, otherDay, '14:00'),
      reschedule(booking, otherDay, '14:00'),
    ]);
    expect(results.some((res) => res.statusCode === 200)).toBe(true);
    for (const res of results) {
      expect([200, 400, 409], res.body).toContain(res.statusCode);
    }
    expect(await groupSizeAt(activity.id, otherDay, '14:00')).toBe(3);
    expect((await groupOf(booking.groupId)).groupSize).toBe(0);
    const mails = (await queuedMailsInFull(t.db, booking.clientEmail)).filter((m) =>
      m.subject.includes('has moved'),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('day-before reminder', () => {
  it('is queued once, from 10:00 Lisbon the day before, for paid bookings of tomorrow paid before today', async () => {
    const activity = await createBookableActivity(t.db);
    const tomorrow = lisbonDayIn(1);
    const early = await createPaidBooking(t, { activityId: activity.id, day: tomorrow, startTime: '14:00' });
    const lastMinute = await createPaidBooking(t, {
      activityId: activity.id,
      day: tomorrow,
      startTime: '14:00',
    });
    const later = await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(2),
      startTime: '14:00',
    });
    await t.db
      .updateTable('booking')
      .set({ paidAt: new Date(Date.now() - 3 * 86_400_000) })
      .where('id', 'in', [early.id, later.id])
      .execute();
    const deps = { db: t.db, outbox: t.outbox, appUrl: t.config.appUrl, authSecret: t.config.authSecret };
    const today = lisbonDayIn(0);
    expect(await sendDueReminders(deps, slotStart(today, '09:59') as Date)).toBe(0);
    const evening = slotStart(today, '18:00') as Date;
    const [first, second] = await Promise.all([
      sendDueReminders(deps, evening),
      sendDueReminders(deps, evening),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await sendDueReminders(deps, evening)).toBe(0);
    const reminders = (email: string) =>
      queuedMailsInFull(t.db, email).then((mails) =>
        mails.filter((m) => m.subject.startsWith('Tomorrow at 14:00')),
      );
    expect(await reminders(early.clientEmail)).toHaveLength(1);
    expect(await reminders(lastMinute.clientEmail)).toHaveLength(0);
    expect(await reminders(later.clientEmail)).toHaveLength(0);
  });
});

describe('admin bookings and payment history', () => {
  it('lists, filters, pages and sums in SQL; refunds without the 24-hour rule; shows the ledger and a group balance', async () => {
    const admin = await signIn(t.app, (await createUser(t.db, 'admin')).email);
    const activity = await createBookableActivity(t.db, {
      title: 'Sintra admin tour',
      maxNumOfParticipants: 20,
    });
    const other = await createBookableActivity(t.db, { title: 'Porto admin tour' });
    const bookings = [
      await createPaidBooking(t, {
        activityId: activity.id,
        day,
        startTime: '10:00',
        participants: 1,
        clientName: 'Zé Ninguém',
      }),
      await createPaidBooking(t, { activityId: activity.id, day, startTime: '10:00', participants: 2 }),
      await createPaidBooking(t, {
        activityId: activity.id,
        day: otherDay,
        startTime: '14:00',
        participants: 3,
      }),
      await createPaidBooking(t, { activityId: other.id, day, startTime: '10:00', participants: 1 }),
    ];
    const [first, second] = bookings as [PaidBooking, PaidBooking];
    // Staff may refund inside 24 hours.
    await moveGroupStart(t.db, second.groupId, new Date(Date.now() + 3 * 3_600_000));
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${second.id}/refund`,
      headers: { cookie: admin },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().status).toBe('refunded');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${second.id}/refund`,
      headers: { cookie: admin },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(bookingMessages.alreadyCanceled);

    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/bookings?${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const page1 = await list(`activityId=${activity.id}&pageSize=2`);
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page1.totals).toEqual({ count: 3, paidCents: 15000, refundedCents: 5000, netCents: 10000 });
    const today = page1.series.at(-1);
    expect(page1.series).toHaveLength(1);
    expect(today).toMatchObject({ bookings: 3, revenueCents: 10000 });
    const page2 = await list(`activityId=${activity.id}&pageSize=2&page=2`);
    expect(page2.items).toHaveLength(1);
    const seen = [...page1.items, ...page2.items].map((item: { id: string }) => item.id);
    expect(new Set(seen).size).toBe(3);

    expect(
      (await list(`activityId=${activity.id}&status=refunded`)).items.map((i: { id: string }) => i.id),
    ).toEqual([second.id]);
    const byName = await list('search=ninguém');
    expect(byName.items.map((i: { reference: string }) => i.reference)).toEqual([first.reference]);
    const byReference = await list(`search=${first.reference.toLowerCase()}`);
    expect(byReference.items.map((i: { id: string }) => i.id)).toEqual([first.id]);
    const byEmail = await list(`search=${encodeURIComponent(first.clientEmail)}`);
    expect(byEmail.total).toBe(1);
    expect(byEmail.items[0]).toMatchObject({
      canRefund: true,
      activityTitle: 'Sintra admin tour',
      reference: first.reference,
    });
    expect((await list(`activityId=${activity.id}&from=${lisbonDayIn(1)}`)).total).toBe(0);
    expect((await list(`activityId=${activity.id}&to=${lisbonDayIn(0)}&from=${lisbonDayIn(0)}`)).total).toBe(
      3,
    );
    const week = await list(`activityId=${activity.id}&from=${lisbonDayIn(-3)}&to=${lisbonDayIn(3)}`);
    expect(week.series.map((entry: { day: string }) => entry.day)).toEqual(
      [-3, -2, -1, 0, 1, 2, 3].map((offset) => lisbonDayIn(offset)),
    );
    expect(week.series.map((entry: { bookings: number }) => entry.bookings)).toEqual([0, 0, 0, 3, 0, 0, 0]);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payment-history?groupId=${second.groupId}`,
      headers: { cookie: admin },
    });
    expect(history.statusCode, history.body).toBe(200);
    const ledger = history.json();
    expect(ledger.items.map((i: { kind: string }) => i.kind)).toEqual(['refund', 'charge', 'charge']);
    expect(ledger.items[0]).toMatchObject({
      bookingReference: second.reference,
      activityTitle: 'Sintra admin tour',
    });
    expect(ledger.groupBalance).toMatchObject({
      groupId: second.groupId,
      activityTitle: 'Sintra admin tour',
      paidByTravellers: 7500,
      cashSales: 0,
      refunds: 5000,
      companyPayouts: 0,
      commissions: 0,
      margin: 2500,
    });
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment-history?kind=refund&pageSize=1',
      headers: { cookie: admin },
    });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().groupBalance).toBeNull();
  });

  it('is for admins only', async () => {
    const company = await signIn(t.app, (await createUser(t.db, 'company')).email);
    for (const url of ['/api/admin/bookings', '/api/admin/payment-history']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: company } })).statusCode).toBe(403);
    }
  });
});
