import { activityFormErrors, activityInputFromForm } from '@roteiro/domain/catalogue/activity-form';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { getActivityForEdit } from '../modules/catalogue-admin/activity-admin.service.ts';
import { seedDemo } from './seed.ts';
import { DEMO_PASSWORD, demoAccounts, demoActivities } from './seed-data.ts';

const t = await createTestApp();

describe('demo seed', () => {
  it('creates every demo activity through the authoring service, valid by the wizard rules', async () => {
    await seedDemo({ db: t.db, adapters: t.adapters, config: t.config });
    const rows = await t.db
      .selectFrom('activity')
      .select(['id', 'isPass', 'priceLink', 'sharedPriceLink', 'isFeatured'])
      .execute();
    expect(rows).toHaveLength(demoActivities.length);
    for (const row of rows) {
      expect(row.priceLink).toBeTruthy();
      expect(Boolean(row.sharedPriceLink)).toBe(!row.isPass);
      const { values } = await getActivityForEdit(t.db, row.id);
      expect(activityFormErrors(values)).toEqual({});
    }
    expect(rows.filter((r) => r.isFeatured)).toHaveLength(demoActivities.filter((a) => a.isFeatured).length);
    const groups = await t.db.selectFrom('activity_group').select('id').execute();
    expect(groups.length).toBeGreaterThan(0);
  });

  it('lets an admin save every demo activity again exactly as the edit form opens it', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email, DEMO_PASSWORD);
    const rows = await t.db.selectFrom('activity').select('id').execute();
    for (const { id } of rows) {
      const edit = await t.app.inject({
        method: 'GET',
        url: `/api/admin/activities/${id}`,
        headers: { cookie: admin },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/activities/${id}`,
        headers: { cookie: admin },
        payload: { activity: activityInputFromForm(edit.json().values) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('agrees with the payment provider about which companies finished their payment setup', async () => {
    const companies = await t.db
      .selectFrom('company')
      .select(['name', 'paymentAccountId', 'hasFinishedSetUp'])
      .execute();
    expect(companies.filter((c) => c.hasFinishedSetUp).map((c) => c.name)).toEqual(['Tejo Tours']);
    for (const company of companies) {
      const status = company.paymentAccountId
        ? await t.adapters.payments.getAccountStatus(company.paymentAccountId)
        : { detailsSubmitted: false };
      expect(status.detailsSubmitted, company.name).toBe(company.hasFinishedSetUp);
    }
  });
});
