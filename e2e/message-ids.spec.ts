import { expect, test } from '@playwright/test';
import { demo, signIn } from './helpers.ts';

/**
 * Every signed-in area shows texts, never the ids of catalogue messages ("booking.widget.apply"): a page that uses
 * a piece of the storefront (the booking's times, prices, tickets) must load that piece's catalogue. Each role's
 * pages, as its menu and its dashboard lead to them.
 */
const MESSAGE_ID =
  /(?<![@\w.-])(common|catalogue|pages|faq|trip|booking|forms|quote|account)\.[a-z][a-zA-Z]*\.[a-zA-Z][a-zA-Z.]*/;

const areas: { role: string; email: string; loginPath: string; paths: string[] }[] = [
  {
    role: 'admin',
    email: demo.admin,
    loginPath: '/login',
    paths: [
      '/admin/upcoming',
      '/admin/payments',
      '/admin/guiders',
      '/admin/bookings',
      '/admin/activities',
      '/admin/activities?tab=tickets',
      '/admin/activities?tab=events',
      '/admin/blog',
      '/admin/quotes',
      '/admin/forms',
      '/admin/affiliates',
      '/admin/vendors',
    ],
  },
  {
    role: 'company',
    email: demo.company,
    loginPath: '/guider/login',
    paths: ['/company/upcoming', '/company/schedule', '/company/employees', '/company/settings'],
  },
  {
    role: 'employee',
    email: demo.employee,
    loginPath: '/guider/login',
    paths: ['/guider/upcoming', '/guider/settings'],
  },
  {
    role: 'vendor',
    email: demo.vendor,
    loginPath: '/vendor/login',
    paths: ['/vendor/dashboard', '/vendor/generate-ticket', '/vendor/scan'],
  },
  { role: 'affiliate', email: demo.affiliate, loginPath: '/login', paths: ['/affiliate/dashboard'] },
];

for (const { role, email, loginPath, paths } of areas) {
  test(`${role}: every page of the area shows texts, not message ids`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email, loginPath);
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading').first(), path).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(MESSAGE_ID.exec(text)?.[0] ?? null, `${path} shows a message id`).toBeNull();
    }
  });
}
