import { BOOKING_HOLD_MINUTES } from '@roteiro/domain/booking/booking';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import {
  checkedOut,
  checkoutBody,
  createBookableActivity,
  groupOf,
  tomorrow,
} from './checkout.test-helpers.ts';
import { expireHeldBookings, HOLD_EXPIRY_MARGIN_MINUTES } from './hold-expiry.ts';

const t = await createTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('hold expiry', () => {
  it('cancels pending bookings past the hold and releases their places, once', async () => {
    const tour = await createBookableActivity(t.db);
    const stale = await checkedOut(
      t,
      checkoutBody(tour, { participants: 3, clientEmail: 'stale@example.test' }),
    );
    const fresh = await checkedOut(
      t,
      checkoutBody(tour, { participants: 2, clientEmail: 'fresh@example.test' }),
    );
    const paid = await checkedOut(
      t,
      checkoutBody(tour, { participants: 1, clientEmail: 'paid@example.test' }),
    );
    const over = BOOKING_HOLD_MINUTES + HOLD_EXPIRY_MARGIN_MINUTES;
    await t.db
      .updateTable('booking')
      .set({ createdAt: minutesAgo(over + 1) })
      .where('id', '=', stale.id)
      .execute();
    await t.db
      .updateTable('booking')
      .set({ createdAt: minutesAgo(over - 1) })
      .where('id', '=', fresh.id)
      .execute();
    await t.db
      .updateTable('booking')
      .set({ createdAt: minutesAgo(over + 10), status: 'paid', paidAt: new Date() })
      .where('id', '=', paid.id)
      .execute();
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(6);

    const [first, second] = await Promise.all([
      expireHeldBookings(t.db, new Date()),
      expireHeldBookings(t.db, new Date()),
    ]);
    expect(first + second).toBe(1);
    expect(await expireHeldBookings(t.db, new Date())).toBe(0);

    const statuses = await t.db
      .selectFrom('booking')
      .select(['id', 'status', 'canceledAt'])
      .where('activityId', '=', tour)
      .execute();
    const byId = new Map(statuses.map((b) => [b.id, b]));
    expect(byId.get(stale.id)?.status).toBe('canceled');
    expect(byId.get(stale.id)?.canceledAt).not.toBeNull();
    expect(byId.get(fresh.id)?.status).toBe('pending');
    expect(byId.get(paid.id)?.status).toBe('paid');
    expect((await groupOf(t.db, tour, tomorrow(), '10:00'))?.groupSize).toBe(3);
  });
});
