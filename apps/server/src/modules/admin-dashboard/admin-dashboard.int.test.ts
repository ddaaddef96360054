import { describe, expect, it } from 'vitest';
import { createBookableActivity, createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait.ts';
import { listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';
import { createAffiliate } from '../payouts/affiliate-payouts.test-helpers.ts';
import { createGroup } from '../scheduling/scheduling.test-helpers.ts';

const t = await createTestApp();
const admin = await createUser(t.db, 'admin');
const company = await createCompany(t.db, { name: 'Dashboard Tours', hasFinishedSetUp: true });
const cookie = { admin: await signIn(t.app, admin.email), company: await signIn(t.app, company.email) };
const dashboard = (who?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: who ? { cookie: who } : {} });

describe('the admin dashboard', () => {
  it("is where an admin's sign-in link leads when no page was asked for", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in-link',
      payload: { email: admin.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: admin.email, page: 1, pageSize: 5 })).items[0],
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(new URL(verify.headers.location ?? '', 'http://localhost').pathname).toBe('/admin/dashboard');
  });

  it('is for admins only', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    expect((await dashboard(cookie.company)).statusCode).toBe(403);
  });

  it("counts today's bookings and takings, the groups that need a company, runs and commissions to pay", async () => {
    const tour = await createBookableActivity(t.db, { title: 'Dashboard tuk-tuk' });
    const day = lisbonDayIn(2);
    // Each booking uses an affiliate's code, so each has its commission (expected until its tour is run).
    const affiliate = await createAffiliate(t);
    const discountCode = affiliate.discountCode;
    // Today (Lisbon): one paid booking and one refunded since; a third booking was made two days ago.
    const paid = await createPaidBooking(t, {
      activityId: tour.id,
      day,
      startTime: '10:00',
      participants: 2,
      discountCode,
    });
    const refunded = await createPaidBooking(t, {
      activityId: tour.id,
      day,
      startTime: '14:00',
      participants: 1,
      discountCode,
    });
    await t.db
      .updateTable('booking')
      .set({ status: 'refunded', refundedAt: new Date() })
      .where('id', '=', refunded.id)
      .execute();
    const older = await createPaidBooking(t, {
      activityId: tour.id,
      day,
      startTime: '10:00',
      participants: 1,
      discountCode,
    });
    await t.db
      .updateTable('booking')
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', older.id)
      .execute();

    // Groups: the two booked tour groups need a company; a staffed one, a pass's and an event's do not.
    const staffed = await createGroup(t.db, { activityId: tour.id, day, bookedPlaces: 3 });
    await t.db
      .insertInto('group_allocation')
      .values({
        groupId: staffed,
        companyId: company.id,
        joinedNOfSeats: 4,
        nOfSeats: 4,
        numberOfVehicles: 1,
      })
      .execute();
    const pass = await createBookableActivity(t.db, { title: 'Dashboard day pass' });
    await t.db
      .updateTable('activity')
      .set({ isPass: true, firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 })
      .where('id', '=', pass.id)
      .execute();
    await createGroup(t.db, { activityId: pass.id, day, bookedPlaces: 3 });
    const event = await t.db
      .insertInto('event')
      .values({
        title: 'Dashboard fado',
        priceCents: 3000,
        eventDate: day,
        eventTime: '21:00',
        activityId: tour.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const eventGroup = await createGroup(t.db, {
      activityId: tour.id,
      day,
      startTime: '21:00',
      bookedPlaces: 2,
    });
    await t.db
      .updateTable('activity_group')
      .set({ eventId: event.id })
      .where('id', '=', eventGroup)
      .execute();

    // Runs: one finished and unpaid (to pay); one transferred, one in progress and one worth nothing (not to pay).
    const run = async (values: { payAmountCents: number; endTime: Date | null; transferId?: string }) => {
      const groupId = await createGroup(t.db, { activityId: tour.id, day: lisbonDayIn(-1), bookedPlaces: 1 });
      await t.db
        .insertInto('group_allocation')
        .values({ groupId, companyId: company.id, joinedNOfSeats: 4, nOfSeats: 4, numberOfVehicles: 1 })
        .execute();
      const startTime = new Date(Date.now() - 86_400_000);
      await t.db
        .insertInto('activity_run')
        .values({
          companyId: company.id,
          groupId,
          activityId: tour.id,
          startedBy: company.id,
          startTime,
          endTime: values.endTime,
          inProgress: values.endTime === null,
          payAmountCents: values.payAmountCents,
          ...(values.transferId
            ? {
                transferId: values.transferId,
                transferIdempotencyKey: values.transferId,
                transferredAt: new Date(),
              }
            : {}),
        })
        .execute();
    };
    const finished = new Date(Date.now() - 80_000_000);
    await run({ payAmountCents: 4000, endTime: finished });
    await run({ payAmountCents: 3000, endTime: finished, transferId: 'tr_dashboard' });
    await run({ payAmountCents: 2000, endTime: null });
    await run({ payAmountCents: 0, endTime: finished });

    // Commissions: two approved (to pay), one still expected.
    const approve = (bookingId: string, amountCents: number) =>
      t.db
        .updateTable('affiliate_commission')
        .set({ state: 'pending', approvedAt: new Date(), amountCents })
        .where('bookingId', '=', bookingId)
        .executeTakeFirstOrThrow();
    await approve(paid.id, 300);
    await approve(older.id, 200);

    const res = await dashboard(cookie.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      today: lisbonDayIn(0),
      bookingsToday: { count: 2, takingsCents: paid.amountCents },
      needsAttention: { groups: 2 },
      runsToPay: { count: 1, amountCents: 4000 },
      commissionsToPay: { count: 2, amountCents: 500 },
    });
  });

  it("lists a pass's bookings with the day they are valid, not the departure's end", async () => {
    const pass = await createBookableActivity(t.db, { title: 'Dashboard river pass' });
    await t.db
      .updateTable('activity')
      .set({ isPass: true, firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 })
      .where('id', '=', pass.id)
      .execute();
    const booking = await createPaidBooking(t, {
      activityId: pass.id,
      kind: 'pass',
      day: lisbonDayIn(2),
      startTime: '14:30',
      participants: 1,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?search=${booking.reference}`,
      headers: { cookie: cookie.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      reference: booking.reference,
      startTime: '14:30',
      passWindow: { firstDeparture: '09:30', lastDeparture: '19:00' },
    });
  });
});
