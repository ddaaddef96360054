import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { devApi } from '@roteiro/domain/ops/dev.api';
import type { TDevMessage } from '@roteiro/domain/ops/ops';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import axe from 'axe-core';
import { manageBookingPath, paidDemoBooking } from '../scripts/demo-booking.mjs';
import { call } from './api.ts';
import { fakeCameraArgs } from './fake-camera.ts';
import { chromiumPath } from './servers.ts';

/** Every demo account's password (apps/server/src/seed/seed-data.ts). */
export const DEMO_PASSWORD = 'roteiro-demo';

export const demo = {
  admin: 'admin@roteiro.test',
  company: 'tejo@roteiro.test',
  companyWithoutSetup: 'sintra@roteiro.test',
  employee: 'ana@roteiro.test',
  otherEmployee: 'rui@roteiro.test',
  vendor: 'vendor@roteiro.test',
  affiliate: 'affiliate@roteiro.test',
} as const;

/** Each signed-in role's pages, as its menu and its dashboard lead to them. */
export const signedInAreas: { role: string; email: string; loginPath: string; paths: string[] }[] = [
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
      '/admin/site-pages',
      '/admin/quotes',
      '/admin/forms',
      '/admin/reviews',
      '/admin/affiliates',
      '/admin/vendors',
      '/admin/resellers',
    ],
  },
  {
    role: 'company',
    email: demo.company,
    loginPath: '/guider/login',
    paths: [
      '/company/upcoming',
      '/company/schedule',
      '/company/employees',
      '/company/reviews',
      '/company/settings',
    ],
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

/** Debian's Chromium with a camera: Chromium's moving test picture, or the y4m video `videoFile`. */
export function launchWithFakeCamera(videoFile?: string) {
  return chromium.launch({ executablePath: chromiumPath(), args: fakeCameraArgs(videoFile) });
}

/** A new browser context the size of a phone (360 × 780, touch), and its page. */
export async function phonePage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  return { context, page: await context.newPage() };
}

/**
 * Pages without the app's header: each broken address shows its failure (`title`), and the link named `link` leads
 * on to a page whose address matches `to`.
 */
export async function expectWayOn(
  page: Page,
  cases: readonly (readonly [path: string, title: string])[],
  link: string,
  to: RegExp,
) {
  for (const [path, title] of cases) {
    await gotoReady(page, path);
    await expect(page.getByText(title, { exact: true }), path).toBeVisible();
    await page.getByRole('link', { name: link }).click();
    await expect(page, path).toHaveURL(to);
  }
}

/**
 * axe finds no serious or critical accessibility problem on the page as it is now (WCAG 2.1 A and AA rules): contrast,
 * names, labels, keyboard access. Map tiles are third-party drawing (Leaflet); their controls are checked as the rest.
 * axe runs inside the page itself (the app has no frames): @axe-core/playwright's default opens a second page per
 * check to merge frames' results, which tripled each check's time (2.0 s against 0.65 s for the same results).
 */
export async function expectAccessible(page: Page, path: string) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    async (tags) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(
        { exclude: [['.leaflet-tile-pane']] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`),
      }));
    },
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.join(', ')}`,
    );
  expect(serious, `${path}: accessibility problems`).toEqual([]);
}

/** Nothing on the page scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, path = page.url()) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * No content is drawn over the page's pinned bars (sticky or fixed: the header, action bars): scrolled from top to
 * bottom every 48 px (or where the page is, with `scrollThrough: false`), at every 8 px across each bar in view, the
 * topmost element is the bar's own or another pinned one's. The page is first scrolled through a screen at a time, frame by
 * frame, so that what appears on the way (a map drawn once it comes near the screen) is there; the fine pass then
 * hit-tests without waiting for frames (hit-testing lays the page out at its scroll position; painting is not needed).
 */
export async function expectPinnedBarsOnTop(
  page: Page,
  path = page.url(),
  { scrollThrough = true }: { scrollThrough?: boolean } = {},
) {
  if (scrollThrough) {
    await page.evaluate(async () => {
      // The positions are fixed before scrolling (a page growing on the way must not keep the loop going), and a
      // frame that does not come within 100 ms is not waited for (one such wait once hung a whole test).
      const screens: number[] = [];
      for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(100, window.innerHeight)) {
        screens.push(y);
      }
      for (const y of screens) {
        window.scrollTo(0, y);
        await Promise.race([
          new Promise((resolve) => requestAnimationFrame(resolve)),
          new Promise((resolve) => setTimeout(resolve, 100)),
        ]);
      }
    });
    // Parts drawn once on screen have arrived (their placeholders are skeletons).
    await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]'), path).toHaveCount(0);
  }
  const covered = await page.evaluate((scrollThrough) => {
    const found = new Set<string>();
    const pinned = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
      const { position } = getComputedStyle(element);
      return (position === 'fixed' || position === 'sticky') && element.getBoundingClientRect().width > 0;
    });
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
    // Every 48 px: anything taller than that passes the middle of a bar at one of the positions.
    const step = 48;
    const positions: number[] = [];
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      positions.push(y);
    }
    for (const y of scrollThrough ? positions : [window.scrollY]) {
      window.scrollTo(0, y);
      for (const bar of pinned) {
        const box = bar.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        if (middle < 0 || middle > window.innerHeight) {
          continue;
        }
        for (let x = box.left + 2; x < box.right - 2; x += 8) {
          const top = document.elementFromPoint(x, middle);
          if (top && !top.contains(bar) && !pinned.some((other) => other.contains(top))) {
            found.add(`${describe(top)} over ${describe(bar)}`);
          }
        }
      }
    }
    if (scrollThrough) {
      window.scrollTo(0, 0);
    }
    return [...found];
  }, scrollThrough);
  expect(covered, `${path}: content drawn over a pinned bar`).toEqual([]);
}

/**
 * Holds the app's code back, as on a phone still loading it: the page stays the server's until the returned
 * function releases it.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Clicks the booking calendar's first day with places on screen: the month shown once its availability has
 * loaded, else the next month (one click: a click while a month is loading would skip it). The days of the
 * neighbouring months drawn around a month are hidden and never chosen.
 */
export async function clickFirstAvailableDay(calendar: Locator) {
  const shownDay = calendar
    .locator('button[data-available-day]:not([data-hidden]):not([data-outside])')
    .first();
  const hasDay = await shownDay
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!hasDay) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await shownDay.click();
}

/** Opens `path` and waits until the app has taken over the server-rendered page (before that a click is the browser's own). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
  return response;
}

/** Signs in through a sign-in page's form and waits until the app left it. */
export async function signIn(page: Page, email: string, loginPath = '/login', password = DEMO_PASSWORD) {
  await page.goto(loginPath);
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).not.toHaveURL(new RegExp(`${loginPath}(\\?|$)`));
}

/**
 * Sets the signed-in account's language and reloads the page, which then reads in it. The seed makes the Sintra
 * Trails accounts and the demo vendor Portuguese: a test that reads their pages in English says so with this.
 */
export async function setAccountLanguage(page: Page, locale: TLocale) {
  await call(page.request, settingsApi.updateLanguage, { body: { locale } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Signs out from the desktop account menu and waits until the app says so and is back home. */
export async function signOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens the desktop account menu and returns the names of its items. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The newest dev-mailbox message to `recipient`, read with an admin's request context, once the outbox delivered it. */
export async function newestMail(admin: APIRequestContext, recipient: string): Promise<TDevMessage> {
  let found: TDevMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await call(admin, devApi.mailbox, { query: { recipient } })).items[0];
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as TDevMessage;
}

/**
 * The "Manage your booking" link of a paid demo booking (the one its confirmation e-mail carries), found as the
 * traveller would (scripts/demo-booking.mjs, shared with `npm run bench:web`).
 */
export async function demoManageBookingPath(baseURL: string) {
  return manageBookingPath(await paidDemoBooking(baseURL));
}
