import { guidersApi } from '@roteiro/domain/guiders/guiders.api';
import { vendorsApi } from '@roteiro/domain/vendors/vendors.api';
import { call } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectPinnedBarsOnTop,
  signedInAreas,
  signIn,
} from './helpers.ts';

/**
 * Every signed-in role's pages, on a phone (360 px) and a desktop (1280 px): axe finds no serious or critical
 * accessibility problem (contrast of badges, buttons and placeholders; names that contain the text shown; tables
 * that scroll from the keyboard), nothing scrolls sideways and no content is drawn over a sticky bar. The storefront's public pages are checked the same
 * way in public-paths.spec.ts. Besides the menu's pages, the pages a first row or card leads to.
 */

/** The address a first card, row or link leads to, read from the page or the API the page uses. */
type TReach = (page: Page) => Promise<string | null>;

const firstHref =
  (from: string, selector: string): TReach =>
  async (page) => {
    await page.goto(from);
    const link = page.locator(selector).first();
    await link.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
    return (await link.count()) > 0 ? await link.getAttribute('href') : null;
  };

const firstOfList =
  (list: typeof guidersApi.list | typeof vendorsApi.list, path: (id: string) => string): TReach =>
  async (page) => {
    const { items } = await call(page.request, list, { query: {} });
    return items[0] ? path(items[0].id) : null;
  };

const more: Record<string, { paths: string[]; reached: TReach[] }> = {
  admin: {
    paths: ['/admin/payment-history'],
    reached: [
      firstHref('/admin/upcoming', '[data-testid="upcoming-group"] a'),
      firstOfList(guidersApi.list, (id) => `/admin/guiders/${id}`),
      firstOfList(vendorsApi.list, (id) => `/admin/vendors/${id}`),
    ],
  },
  company: {
    paths: [
      '/company/dashboard',
      '/company/add-employee',
      '/guider/payments',
      '/company/settings/basic-information',
      '/company/settings/profile',
      '/company/settings/change-password',
    ],
    reached: [firstHref('/company/employees', 'a[href$="/manage-employee"]')],
  },
  employee: {
    paths: ['/guider/payments', '/scan-ticket', '/guider/settings/basic-information'],
    reached: [firstHref('/scan-ticket', 'a[href*="/group/"][href$="/start"]')],
  },
  vendor: { paths: ['/settings', '/settings/basic-information'], reached: [] },
  affiliate: { paths: ['/settings', '/settings/change-password'], reached: [] },
};

async function expectPageAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading').first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  // A table's first row opened as well, where rows open (their details are part of the page).
  const details = page.getByRole('button', { name: 'Show details' }).first();
  if (await details.isVisible()) {
    await details.click();
  }
  await expectNoSidewaysScroll(page, path);
  await expectPinnedBarsOnTop(page, path);
  await expectAccessible(page, path);
}

// Each run only reads (signing in aside): they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const { role, email, loginPath, paths } of signedInAreas) {
    test(`${viewport.name}, ${role}: every page passes axe and fits the screen`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, email, loginPath);
      const extra = more[role] ?? { paths: [], reached: [] };
      const reached: string[] = [];
      for (const reach of extra.reached) {
        const path = await reach(page);
        expect(path, `${role}: a page reached from a first row or card`).not.toBeNull();
        reached.push(path ?? '');
      }
      for (const path of [...paths, ...extra.paths, ...reached]) {
        await expectPageAccessible(page, path);
      }
    });
  }
}
