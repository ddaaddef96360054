import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { expect, it } from 'vitest';
import { createBookableActivity } from '../../../test/bookings.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

it("lists home's events soonest first, whatever their prices", async () => {
  const today = lisbonDay(new Date());
  const activity = await createBookableActivity(t.db, { title: 'Alfama walk for events' });
  // Inserted in an order that is neither by date nor by price: a cheap event next June, a dear one this week.
  await t.db
    .insertInto('event')
    .values(
      [
        { title: 'Santo António eve', priceCents: 1500, eventDate: addDays(today, 200), eventTime: '20:00' },
        { title: 'Fado night', priceCents: 4500, eventDate: addDays(today, 14), eventTime: '21:00' },
        { title: 'Early fado', priceCents: 4000, eventDate: addDays(today, 14), eventTime: '19:00' },
        { title: 'Jazz by the river', priceCents: 2500, eventDate: addDays(today, 3), eventTime: '22:00' },
      ].map((event) => ({ ...event, activityId: activity.id })),
    )
    .execute();
  const res = await t.app.inject({ method: 'GET', url: '/api/storefront/home' });
  expect(res.statusCode).toBe(200);
  expect(res.json().events.map((event: { title: string }) => event.title)).toEqual([
    'Jazz by the river',
    'Early fado',
    'Fado night',
    'Santo António eve',
  ]);
});
