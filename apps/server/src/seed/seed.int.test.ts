import { activityFormErrors } from '@roteiro/domain/catalogue/activity-form';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { getActivityForEdit } from '../modules/catalogue-admin/activity-admin.service.ts';
import { seedDemo } from './seed.ts';
import { demoActivities } from './seed-data.ts';

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
});
