import { randomUUID } from 'node:crypto';
import { activityInputFromForm, type TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import { ZActivityEditResponse } from '@roteiro/domain/catalogue/admin-responses';
import { describe, expect, it } from 'vitest';
import {
  createActivityThroughApi,
  createCatalogueTestApp,
  tourValues,
} from './catalogue-admin.test-helpers.ts';

/**
 * How far ahead an activity sells is its own setting, `salesWindowDays` (1 to 730, a year by default),
 * saved by the admin's activity editor on create and update and read back for editing.
 */
const t = await createCatalogueTestApp();

const save = (method: 'POST' | 'PUT', id: string, values: TActivityFormValues) =>
  t.app.inject({
    method,
    url: method === 'POST' ? '/api/admin/activities' : `/api/admin/activities/${id}`,
    headers: { cookie: t.admin },
    payload:
      method === 'POST'
        ? { id, activity: activityInputFromForm(values) }
        : { activity: activityInputFromForm(values) },
  });

async function stored(id: string) {
  const row = await t.db
    .selectFrom('activity')
    .select('salesWindowDays')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.salesWindowDays;
}

async function editedWindow(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/activities/${id}`,
    headers: { cookie: t.admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZActivityEditResponse.parse(res.json()).values.salesWindowDays;
}

describe("an activity's sales window", () => {
  it('starts at a year: a new activity saved as the wizard opens it sells 365 days ahead', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    expect(await stored(id)).toBe(365);
    expect(await editedWindow(id)).toBe(365);
  });

  it('is saved on create and on update, read back for editing, and published with the activity', async () => {
    const values = { ...(await tourValues(t)), salesWindowDays: 30 };
    const id = await createActivityThroughApi(t, values);
    expect(await stored(id)).toBe(30);
    expect(await editedWindow(id)).toBe(30);

    const updated = await save('PUT', id, { ...values, salesWindowDays: 730 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored(id)).toBe(730);
    expect(await editedWindow(id)).toBe(730);
    const details = await t.app.inject({ method: 'GET', url: `/api/activities/${id}` });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().salesWindowDays).toBe(730);
  });

  it.each([
    ['0', 0],
    ['731', 731],
    ['a part of a day', 1.5],
    ['nothing', null],
  ])(
    'refuses %s with the field message, on create and on update, and keeps what was saved',
    async (_name, days) => {
      const values = await tourValues(t);
      const refusedCreate = await save('POST', randomUUID(), { ...values, salesWindowDays: days });
      expect(refusedCreate.statusCode).toBe(400);
      expect(refusedCreate.json().error.fields).toEqual({ 'activity.salesWindowDays': m.salesWindowRange });

      const id = await createActivityThroughApi(t, { ...values, salesWindowDays: 90 });
      const refusedUpdate = await save('PUT', id, { ...values, salesWindowDays: days });
      expect(refusedUpdate.statusCode).toBe(400);
      expect(refusedUpdate.json().error.fields).toEqual({ 'activity.salesWindowDays': m.salesWindowRange });
      expect(await stored(id)).toBe(90);
    },
  );

  it('is kept between 1 and 730 by the database too (migration 0042)', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    for (const days of [0, 731]) {
      await expect(
        t.db.updateTable('activity').set({ salesWindowDays: days }).where('id', '=', id).execute(),
      ).rejects.toThrow(/activity_sales_window_days_check/);
    }
    expect(await stored(id)).toBe(365);
  });
});
