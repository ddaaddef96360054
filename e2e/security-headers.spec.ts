import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { call } from './api.ts';
import { type BrowserContext, expect, type Page, test } from './fixtures.ts';
import { clickFirstAvailableDay, demo, gotoReady, launchWithFakeCamera, signIn } from './helpers.ts';

/**
 * The Content-Security-Policy the server sends blocks nothing the app needs. Every page of these
 * journeys reports each violation (the `securitypolicyviolation` event, and Chromium's console report, which
 * also covers workers); the test fails on the first one. It walks the storefront, the booking box and the
 * TEST MODE checkout, the scanner with its camera, the activity wizard with its map, admin pages and the API
 * documentation, and checks that the served HTML runs no inline script.
 */

type TViolations = string[];

/** Records the CSP violations of every page the context opens, from before the page's first script. */
async function watchViolations(context: BrowserContext): Promise<TViolations> {
  const found: TViolations = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (/CSP violation|Content Security Policy/i.test(text)) {
        found.push(`${page.url()}: ${text}`);
      }
    });
  context.on('page', watch);
  for (const page of context.pages()) {
    watch(page);
  }
  return found;
}

/** Scrolls to the bottom in steps, so that what loads on screen (maps, lazy images) loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
}

async function firstActivityId(page: Page, search: string): Promise<string> {
  const body = await call(page.request, cataloguePublicApi.activities, { query: { search, page: 1 } });
  expect(body.items.length, `a demo activity matching ${search}`).toBeGreaterThan(0);
  return body.items[0]?.id ?? '';
}

test('the served pages run no inline script; their state is data', async ({ page }) => {
  const id = await firstActivityId(page, 'Alfama');
  for (const path of ['/home', '/discover', `/details/${id}`, '/unlock', '/login', '/admin/dashboard']) {
    const res = await page.request.get(path);
    expect(res.headers()['content-security-policy'], path).toContain("script-src 'self'");
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) {
      // Data, which the browser never runs: the page's state (JSON) and its schema.org description (JSON-LD).
      expect(/\ssrc="/.test(tag) || /type="application\/(ld\+)?json"/.test(tag), `${path}: ${tag}`).toBe(
        true,
      );
    }
    expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  }
});

test('the storefront and the checkout, at 360 px and on a desktop', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const id = await firstActivityId(page, 'Alfama');
    for (const path of [
      '/home',
      '/discover',
      '/tours/tuk-tuk-tours',
      '/unlock',
      '/gallery',
      '/live-map',
      '/frequently-asked-questions',
      '/blog',
      '/multi-day-tours/lisbon-and-porto-7-days',
      `/details/${id}`,
    ]) {
      await gotoReady(page, path);
      await scrollThrough(page);
    }
    expect(violations).toEqual([]);

    // The booking box, then the TEST MODE checkout and the success page with its QR tickets.
    const box = page.getByRole('complementary', { name: 'Prices and booking' });
    await page.getByRole('button', { name: 'Check availability' }).first().click();
    const calendar = box.getByTestId('booking-calendar');
    await expect(calendar).toBeVisible();
    await clickFirstAvailableDay(calendar);
    await box
      .getByTestId('booking-times')
      .locator('button:not([disabled])')
      .first()
      .click({ timeout: 15_000 });
    await box.getByLabel('Your name').fill('Security Check');
    await box.getByLabel('Email').fill(`csp-${viewport.width}-${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Book now' }).click();
    const pay = page.getByRole('button', { name: /^Pay/ });
    await expect(pay).toBeVisible({ timeout: 20_000 });
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('ticket').first().locator('img[data-qr]')).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  }
});

test('the scanner with its camera', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const browser = await launchWithFakeCamera();
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
  });
  await context.grantPermissions(['camera']);
  const violations = await watchViolations(context);
  const page = await context.newPage();
  await signIn(page, demo.employee, '/guider/login');
  await page.goto('/scan-ticket');
  await page.getByRole('button', { name: 'Scan tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan tickets' });
  await expect(dialog.locator('video')).toBeVisible();
  // The camera's picture plays and the decoder (a worker, or BarcodeDetector) reads frames from it.
  await expect
    .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  expect(violations).toEqual([]);
  await browser.close();
});

test('the activity wizard with its map, admin pages and the API documentation', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const violations = await watchViolations(context);
  const page = await context.newPage();
  await signIn(page, demo.admin);
  const id = await firstActivityId(page, 'Alfama');
  await page.goto(`/admin/activities/edit/${id}`);
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: `Step ${step} of 5` })).toBeVisible();
  }
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-tile').first()).toBeAttached();
  for (const path of [
    '/admin/dashboard',
    '/admin/upcoming',
    '/admin/bookings',
    '/admin/payments',
    '/admin/payment-history',
    '/admin/vendors',
    '/admin/activities',
    '/admin/blog',
    '/admin/dev-mailbox',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await scrollThrough(page);
  }
  await page.goto('/api/docs');
  await expect(page.getByText('Roteiro API').first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
  await context.close();
});
