import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { call } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import { clickFirstAvailableDay, demo, demoManageBookingPath, openAccountMenu, signIn } from './helpers.ts';

// The storefront arrives rendered by the server and carries only its part of Mantine's styles
// (apps/web/src/app/storefront.css). These journeys fail when a page shows a Mantine class whose rules
// were never loaded, or when the browser cannot take over the server's markup as it is.

const mantineCss = readFileSync(
  createRequire(join(import.meta.dirname, '../apps/web/package.json')).resolve('@mantine/core/styles.css'),
  'utf8',
);
const MANTINE_CLASSES = [...new Set([...mantineCss.matchAll(/\.(m_[0-9a-f]+)/g)].map((match) => match[1]))];

/** Mantine classes on the page (dialogs included) whose rules are in Mantine's styles but not loaded. */
function classesWithoutStyles(page: Page) {
  return page.evaluate((defined) => {
    const loaded = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) {
            loaded.add(match[1] ?? '');
          }
        }
        if ('cssRules' in rule) {
          visit((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      visit(sheet.cssRules);
    }
    const known = new Set(defined);
    const shown = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)),
    );
    return [...shown].filter((name) => known.has(name) && !loaded.has(name));
  }, MANTINE_CLASSES);
}

const NOT_FOUND_PATH = '/no-such-page';

/**
 * Collects the page's console errors (a markup the browser could not take over is reported there), but
 * for the 404 status of the not-found page itself. The map's tiles come from the internet, which tests do
 * not reach: they are answered empty.
 */
async function consoleErrors(page: Page) {
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }));
  const errors: string[] = [];
  page.on('console', (message) => {
    const isNotFoundStatus =
      message.text().includes('status of 404') && message.location().url.endsWith(NOT_FOUND_PATH);
    if (message.type() === 'error' && !isNotFoundStatus) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function storefrontPaths(page: Page, managePath: string) {
  const home = await call(page.request, cataloguePublicApi.home);
  const activity = home.featured[0];
  expect(activity).toBeTruthy();
  return [
    '/home',
    '/discover',
    '/discover?search=no-such-words-anywhere',
    '/tours/tuk-tuk-tours',
    `/details/${activity?.id}/${activity?.slug}`,
    '/concierge',
    '/unlock',
    '/gallery',
    '/frequently-asked-questions',
    '/blog',
    '/blog/sintra-in-a-day',
    // Opened from the confirmation e-mail: rendered by the server too (one visitor's page, kept by no cache).
    managePath,
    NOT_FOUND_PATH,
  ];
}

test.describe('storefront rendering', () => {
  // In English at both widths, and in Portuguese on a phone: the page the browser takes over
  // must be the one the server rendered, in the same language, or React says so in the console.
  for (const [width, language] of [
    [360, 'en'],
    [1280, 'en'],
    [360, 'pt-PT'],
  ] as const) {
    test(`at ${width} px${language === 'en' ? '' : ` in ${language}`} every storefront page arrives rendered, wakes up without errors and has its styles`, async ({
      page,
      baseURL,
    }) => {
      const managePath = await demoManageBookingPath(String(baseURL));
      await page.setViewportSize({ width, height: 900 });
      if (language !== 'en') {
        await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
      }
      const errors = await consoleErrors(page);
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            shifts.total += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of await storefrontPaths(page, managePath)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Nothing moves while the page arrives and wakes up (styles late, a font swapped, a page
        // rendered again by the browser would each move it).
        const shifted = await page.evaluate(
          () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
        );
        expect(shifted, `${path}: layout shift`).toBeLessThan(0.05);
        // Scrolled to the bottom, whatever loads when it comes on screen (the map) is there too.
        await page.mouse.wheel(0, 20_000);
        await page.waitForLoadState('networkidle');
        expect(await classesWithoutStyles(page), path).toEqual([]);
      }
      if (width === 360 && language === 'en') {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        expect(await classesWithoutStyles(page), 'the navigation drawer').toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the served HTML of a storefront page holds the page itself and the data it was rendered with', async ({
    request,
  }) => {
    const answer = await request.get('/home');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    // The styles hold the first paint: linked in the head, not loaded later by the code.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css"/);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Featured activities');
    expect(root).toContain('<h1');
    expect(html).toMatch(/<script type="application\/json" id="roteiro-state">\{.*"featured"/s);
    const missing = await request.get(NOT_FOUND_PATH);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<div id="root">.*Page not found/s);
    // An operator's page is rendered by the browser: it has nothing to show before the session is known.
    const admin = await (await request.get('/admin/dashboard')).text();
    expect(admin).toContain('<div id="root"></div>');
    expect(admin).not.toContain('roteiro-state');
  });

  test('the account menu, a toast, the quote wizard and the gallery lightbox bring their own styles', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Request a quote' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Request a quote' })).toBeVisible();
    expect(await classesWithoutStyles(page), 'the quote wizard').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/gallery');
    await page
      .getByRole('button', { name: /^Open .+, photo \d+ of \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Photo 1 of \d+$/ })).toBeVisible();
    expect(await classesWithoutStyles(page), 'the gallery lightbox').toEqual([]);
    await page.keyboard.press('Escape');

    await signIn(page, demo.affiliate);
    await page.goto('/home');
    await openAccountMenu(page);
    expect(await classesWithoutStyles(page), 'the account menu').toEqual([]);
    await page.keyboard.press('Escape');

    const featured = (await call(page.request, cataloguePublicApi.home)).featured[0];
    if (!featured) {
      throw new Error('the home page features no activity');
    }
    await page.goto(`/details/${featured.id}/${featured.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Text copied to clipboard.')).toBeVisible();
    expect(await classesWithoutStyles(page), 'a toast').toEqual([]);

    // The booking box brings the parts of Mantine it uses (not the whole of its styles): the calendar, the
    // times, the party and contact fields.
    await page.goto(`/details/${featured.id}/${featured.slug}?book=1`);
    const box = page.getByRole('complementary', { name: 'Prices and booking' });
    const calendar = box.getByTestId('booking-calendar');
    await expect(calendar).toBeVisible();
    await clickFirstAvailableDay(calendar);
    await box.getByTestId('booking-times').locator('button:not([disabled])').first().click();
    await expect(box.getByLabel('Your name')).toBeVisible();
    expect(await classesWithoutStyles(page), 'the booking box').toEqual([]);
  });
});
