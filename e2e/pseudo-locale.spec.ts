import type { Response } from '@playwright/test';
import { registrationApi } from '@roteiro/domain/auth/registration.api';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { cancellationTexts } from '@roteiro/domain/booking/cancellation';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { CATEGORY_NAMES } from '@roteiro/domain/catalogue/categories';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { FORMS } from '@roteiro/domain/forms/forms';
import { hasPlainWord, PSEUDO_LOCALE } from '@roteiro/domain/i18n/pseudo';
import {
  QUOTE_GROUP_TYPES,
  QUOTE_INTEREST_TYPES,
  QUOTE_PLANNING_OPTIONS,
  QUOTE_STEP_TITLES,
} from '@roteiro/domain/quote/quote';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { formatPassValidity } from '@roteiro/domain/time/format';
import { call, send } from './api.ts';
import { type Browser, expect, type Page, test } from './fixtures.ts';
import { DEMO_PASSWORD, demo, demoManageBookingPath, newestMail } from './helpers.ts';

/**
 * No English left by accident (issue 36): every page of a role, opened in the browser tests' pseudo-locale (the
 * `lang=pseudo` cookie; the run's servers offer it: playwright.config.ts), must show every text of its interface
 * pseudo-localized ("[Šçåñ ţîçķéţš]"). A visible text with a plain English word of 3 letters or more fails the
 * test, listed with its page, unless it comes from the database (the strings of the API answers and of the
 * server-rendered state the page was shown with: names, titles, places, references) or the short allow-list below.
 * One test per role, so that a role's pages are added where they belong.
 */

/** Names, not texts to translate; and English formats, which the pseudo-locale keeps (dates, durations). */
const ALLOWED = [
  /\bRoteiro\b/g,
  /\bStripe\b/g,
  /\b(QR|PDF|OK|ID|VAT|NIF|IBAN|FAQ)\b/g,
  // E-mail addresses, web addresses and domain names.
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /\b[\w-]+\.(com|pt|test|org|net)\b/g,
  // Paths of the site ("/blog/sintra-in-a-day") and the payment provider's codes ("pi_test_74f5…").
  /(?<![\w/])\/[\w/-]+/g,
  /\b[a-z]+_[a-z0-9_]+\b/g,
  // The pseudo-locale keeps English formats: month and weekday names of dates.
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
  /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/g,
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g,
  // Durations, written by the English format (format.ts) as the pseudo-locale keeps it.
  /\b\d+ (hours?|minutes?)( and \d+ minutes?)?/g,
  // The language switcher offers each language in its own words.
  /\b(English|Português)\b/g,
  // The blog editor's link syntax for an activity ("[text](activity:its-address)"), typed as it is.
  /\bactivity:/g,
  // The dev mailbox's chat recipient: the operators' chat id of the configuration (OPERATORS_CHAT_ID).
  /\boperators\b/g,
];

/** A text as a regular expression matching itself. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English texts of the domain with their Portuguese beside them, chosen by the language in code (`categoryName(key,
 * locale)`) rather than through the catalogues or `say`: translated, but out of the pseudo-locale's reach (the
 * Portuguese browser tests check them). Read from the domain's English data whose Portuguese is a catalogue
 * (categories, storefront pages, forms, the quote wizard, the cancellation terms) and format.ts, so the list follows them.
 */
const TRANSLATED_BY_LOCALE: RegExp[] = englishOf([
  CATEGORY_NAMES,
  Object.values(STATIC_PAGES).map(({ title, description }) => [title, description]),
  FORMS,
  QUOTE_STEP_TITLES,
  QUOTE_GROUP_TYPES,
  QUOTE_INTEREST_TYPES,
  QUOTE_PLANNING_OPTIONS,
  cancellationTexts,
  // A format with words (time/format.ts): the pseudo-locale keeps English formats.
  formatPassValidity({ firstDeparture: '\u0001', lastDeparture: '\u0001' }, 'en'),
]);

/** Every text of English tables as a pattern (a function's values as wildcards), longest first. */
function englishOf(tables: unknown[]): RegExp[] {
  const texts = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      texts.add(value);
    } else if (typeof value === 'function') {
      texts.add((value as (...args: string[]) => string)('\u0001', '\u0001', '\u0001'));
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  tables.forEach(visit);
  return (
    [...texts]
      // Texts only: not the tables' identifiers (`companyName`, `guide-registration`).
      .filter((text) => hasPlainWord(text) && !/^[a-z]+([A-Z][a-z]*)*$|^[a-z-]+$/.test(text))
      .sort((a, b) => b.length - a.length)
      .map(
        (text) =>
          new RegExp(`(?<![A-Za-z])${text.split('\u0001').map(escapeRegExp).join('.+?')}(?![A-Za-z])`, 'g'),
      )
  );
}

/** What a person reads on a page: its title, its visible text nodes, and the labels, placeholders and tips of what they see. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const isShown = (element: Element) =>
      element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        const parent = node.parentElement;
        // The map's credit to its authors (Leaflet, OpenStreetMap) is theirs, as they write it; code shown to be
        // copied (the booking box's HTML snippet, its sites' addresses) is code, not a text to translate.
        if (
          !parent ||
          parent.closest(
            'script, style, noscript, template, textarea, code, pre, .leaflet-control-attribution',
          )
        ) {
          return NodeFilter.FILTER_REJECT;
        }
        return isShown(parent) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      texts.push(node.textContent ?? '');
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (isShown(element) && !element.closest('.leaflet-control-attribution')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) {
            texts.push(value);
          }
        }
      }
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
  });
}

/** Every string of a JSON value, but an error's English `message` and the values that read as codes (`pending_payment`). */
function stringsOf(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    if (key !== 'message' && text.length >= 3 && !/^[a-z0-9_.:/-]+$/.test(text)) {
      into.add(text);
      // A place is shown in parts ("Lisbon, Portugal" as "Lisbon").
      for (const part of text.split(', ')) {
        if (part.length >= 3 && part !== text) {
          into.add(part);
        }
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) {
      stringsOf(item, into, key);
    }
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      stringsOf(item, into, name);
    }
  }
}

const STATE_SCRIPT = /<script type="application\/json" id="roteiro-state">([\s\S]*?)<\/script>/;

/** The texts of the database a page was shown with: what its API answers and its server-rendered state hold. */
/** The answers' bodies still being read, by page: a page is judged once they are in. */
const bodiesRead = new WeakMap<Page, Set<Promise<void>>>();

function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  const pending = new Set<Promise<void>>();
  bodiesRead.set(page, pending);
  page.on('response', (response) => {
    const reading = readBody(response, data).finally(() => pending.delete(reading));
    pending.add(reading);
  });
  return data;
}

async function readBody(response: Response, data: Set<string>): Promise<void> {
  try {
    if (response.request().resourceType() === 'document') {
      // A server-rendered page's data came in its HTML (the app removes that script once it has read it).
      const state = STATE_SCRIPT.exec(await response.text())?.[1];
      if (state) {
        stringsOf(JSON.parse(state), data);
      }
    } else if (response.url().includes('/api/') && response.headers()['content-type']?.includes('json')) {
      stringsOf(await response.json(), data);
    }
  } catch {
    // A body the page no longer holds (it navigated on): its strings are not shown either.
  }
}

/** A text without the database's strings in it, or '' when it is a part of a longer one (a paragraph of a description). */
function withoutData(text: string, data: Set<string>): string {
  const known = [...data].filter((item) => text.includes(item) || item.includes(text));
  if (known.some((item) => new RegExp(`(^|\\W)${escapeRegExp(text)}(\\W|$)`).test(item))) {
    return '';
  }
  let rest = text;
  for (const item of known.sort((a, b) => b.length - a.length)) {
    rest = rest.split(item).join(' ');
  }
  return rest;
}

const withoutPatterns = (text: string, patterns: RegExp[]) =>
  patterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text);

/**
 * A text with the database's strings, the domain's translated texts and the allowed names taken out: what must
 * have been translated. Both orders are tried: a translated text may hold a name of the database ("Lisbon and
 * Porto in 7 days"), and a text of the database a word of a translated one ("Free cancellation…").
 */
function leftOver(text: string, data: Set<string>): string {
  const excused = TRANSLATED_BY_LOCALE;
  const dataFirst = withoutPatterns(withoutPatterns(withoutData(text, data), excused), ALLOWED);
  const textsFirst = withoutPatterns(withoutData(withoutPatterns(text, excused), data), ALLOWED);
  return hasPlainWord(dataFirst) ? textsFirst : dataFirst;
}

/** Opens `path` in the pseudo-locale and gives the texts it shows in plain English, as `path: "text"`. */
async function englishOn(page: Page, data: Set<string>, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1, { timeout: 20_000 });
  // Until what it shows has stopped changing for a moment (its data, its lazy parts).
  let previous = '';
  let steady = 0;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.body.innerText);
        steady = now === previous && !/\bLoading\b/.test(now) ? steady + 1 : 0;
        previous = now;
        return steady >= 2;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBe(true)
    .catch(() => undefined);
  await Promise.all([...(bodiesRead.get(page) ?? [])]);
  const state = await page.evaluate(() => document.getElementById('roteiro-state')?.textContent ?? null);
  if (state) {
    stringsOf(JSON.parse(state), data);
  }
  const found = new Set<string>();
  for (const text of await visibleTexts(page)) {
    if (hasPlainWord(text) && hasPlainWord(leftOver(text, data))) {
      found.add(`${path}: "${text}"`);
    }
  }
  // Each page's findings as they come, for the run's log (the failure lists them all again).
  console.log(found.size === 0 ? `${path}: no English` : [...found].join('\n'));
  return [...found];
}

/** A browser of its own in the pseudo-locale, signed in as `email` (or a visitor). */
async function pseudoBrowser(browser: Browser, baseURL: string, email?: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  let restore: (() => Promise<unknown>) | null = null;
  if (email) {
    const signedIn = await send(context.request, sessionApi.signIn, { body: { email, password } });
    expect(signedIn.ok(), `${email} signs in`).toBe(true);
    // Signed in, the account's language wins (a demo account may read Portuguese): English for the test, then back.
    const { user } = await call(context.request, sessionApi.current);
    if (user && user.locale !== 'en') {
      const { locale } = user;
      await call(context.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
      restore = () => call(context.request, settingsApi.updateLanguage, { body: { locale } });
    }
  }
  await context.addCookies([{ name: 'lang', value: PSEUDO_LOCALE, url: baseURL }]);
  const page = await context.newPage();
  const close = async () => {
    await restore?.();
    await context.close();
  };
  const data = collectData(page);
  // The account's own name (data): the page may show it from a session answer whose body was gone when read.
  const { user } = await call(context.request, sessionApi.current);
  if (user) {
    data.add(user.name);
  }
  // The demo catalogue's titles, read beforehand: a page may show them from an answer read while it loaded (a
  // response body read by the listener above may come after the page is checked, on a busy machine).
  const { items } = await call(context.request, cataloguePublicApi.activities, { query: { pageSize: 50 } });
  for (const item of items) {
    data.add(item.title);
  }
  return { context: { close }, page, data };
}

/** Opens every path (or path finder) and fails with the list of English texts found, page by page. */
async function expectNoEnglish(
  context: { close: () => Promise<void> },
  page: Page,
  data: Set<string>,
  paths: (string | (() => Promise<string | null>))[],
) {
  const found: string[] = [];
  for (const entry of paths) {
    try {
      const path = typeof entry === 'string' ? entry : await entry();
      if (path !== null) {
        found.push(...(await englishOn(page, data, path)));
      }
    } catch (error) {
      // One page that cannot be opened is a finding of its own, not the end of the role's list.
      found.push(
        `${typeof entry === 'string' ? entry : 'a page of the demo data'}: could not be checked: ${String(error).split('\n')[0]}`,
      );
    }
  }
  await context.close();
  expect(found, `English left on these pages:\n${found.join('\n')}`).toEqual([]);
}

/**
 * The first link matching `selector` on the first of `paths` that shows one (a page of the demo data it lists), or
 * null when none does (e.g. no group today nor later): that page is then left out, said in the run's log.
 */
async function linkOn(page: Page, paths: string[], selector: string): Promise<string | null> {
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    const link = page.locator(selector).first();
    const isListed = await link
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (isListed) {
      return link.getAttribute('href');
    }
  }
  console.log(`${paths.join(', ')}: no link to ${selector}; that page is not checked`);
  return null;
}

test.describe('the pseudo-locale shows no English left by accident', () => {
  test.describe.configure({ timeout: 420_000 });
  // A page that never shows what is waited for is a finding, not a hang of the role's whole list.
  test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

  test('the page itself is pseudo-localized, the plain English of a real visitor is not', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pseudoBrowser(browser, baseURL ?? '');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[[^A-Za-z]+\]$/);
    await expect(page.getByRole('button', { name: /^\[Šîĝñ îñ\]$/ })).toBeVisible();
    await expect(page).toHaveTitle(/^\[[^A-Za-z]+\] \| Roteiro$/);
    await context.close();
    // Without the cookie the same server serves plain English.
    const plain = await browser.newContext({ baseURL });
    const visitor = await plain.newPage();
    await visitor.goto('/login');
    await expect(visitor.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await plain.close();
  });

  test('visitor: the storefront, sign-in and booking pages', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const { context, page, data } = await pseudoBrowser(browser, base);
    await expectNoEnglish(context, page, data, [
      '/',
      '/discover',
      '/tours/full-day-tours',
      '/tours/tuk-tuk-tours',
      () => linkOn(page, ['/discover'], 'a[href^="/details/"]'),
      '/concierge',
      '/concierge/quote',
      '/unlock',
      '/gallery',
      '/frequently-asked-questions',
      '/live-map',
      '/multi-day-tours/lisbon-and-porto-7-days',
      '/guide/registration',
      '/transfer/registration',
      '/feedback',
      '/blog',
      // A demo article (not the newest: another journey of this server may have just written one to test its escaping).
      '/blog/sintra-in-a-day',
      '/about',
      '/manage-booking',
      () => demoManageBookingPath(base),
      '/login',
      '/login-ed',
      '/guider/login',
      '/vendor/login',
      '/register',
      '/no-such-page',
    ]);
  });

  test('traveller: My tours', async ({ browser, baseURL, request }) => {
    const base = baseURL ?? '';
    // A demo traveller's address (apps/server/src/seed/seed-bookings.ts): My tours lists their paid booking.
    const email = 'hans.becker@example.com';
    const password = 'pseudo-traveller-1';
    await call(request, registrationApi.registerTraveller, { body: { name: 'Hans Becker', email } });
    const admin = await browser.newContext({ baseURL: base });
    await send(admin.request, sessionApi.signIn, { body: { email: demo.admin, password: DEMO_PASSWORD } });
    const mail = await newestMail(admin.request, email);
    await admin.close();
    const token = new URL(
      /https?:\/\/\S+\/register\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? base,
    ).searchParams.get('token');
    await call(request, registrationApi.confirmTraveller, { body: { token: token ?? '', password } });

    const { context, page, data } = await pseudoBrowser(browser, base, email, password);
    await expectNoEnglish(context, page, data, ['/my-tours', '/']);
  });

  test('guide: planning and check-in', async ({ browser, baseURL }) => {
    const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', demo.employee);
    await expectNoEnglish(context, page, data, [
      '/guider/dashboard',
      '/guider/upcoming',
      // A group's start-activity screen (today's may all have ended: the next days' lead there too).
      () =>
        linkOn(
          page,
          ['/guider/upcoming', '/guider/upcoming?tab=upcoming', '/guider/upcoming?tab=finished'],
          'a[href*="/start"]',
        ),
    ]);
  });

  test('company: planning, check-in and employees', async ({ browser, baseURL }) => {
    const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', demo.company);
    await expectNoEnglish(context, page, data, [
      '/company/dashboard',
      '/company/upcoming',
      '/company/schedule',
      '/company/employees',
      '/company/add-employee',
      () => linkOn(page, ['/company/employees'], 'a[href*="manage-employee"]'),
      '/company/reviews',
      '/company/settings/profile',
      '/guider/dashboard',
      () =>
        linkOn(
          page,
          ['/company/upcoming', '/company/upcoming?tab=upcoming', '/company/upcoming?tab=finished'],
          'a[href*="/start"]',
        ),
    ]);
  });

  test('vendor: the counter', async ({ browser, baseURL }) => {
    const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', demo.vendor);
    await expectNoEnglish(context, page, data, [
      '/vendor/dashboard',
      '/vendor/generate-ticket',
      '/vendor/scan',
    ]);
  });

  test('settings of each role', async ({ browser, baseURL }) => {
    for (const [email, paths] of [
      [
        demo.employee,
        ['/guider/settings', '/guider/settings/basic-information', '/guider/settings/change-password'],
      ],
      [
        demo.company,
        ['/company/settings', '/company/settings/basic-information', '/company/settings/change-password'],
      ],
      [demo.vendor, ['/settings', '/settings/basic-information', '/settings/change-password']],
    ] as const) {
      const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', email);
      await expectNoEnglish(context, page, data, [...paths]);
    }
  });

  test('affiliate: dashboard, payment account and the public programme page', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', demo.affiliate);
    await expectNoEnglish(context, page, data, [
      '/affiliate/dashboard',
      '/affiliate/set-up-payment',
      '/affiliates',
    ]);
  });

  test('company and guide: payments', async ({ browser, baseURL }) => {
    const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', demo.company);
    await expectNoEnglish(context, page, data, ['/guider/payments']);
  });

  test('admin: operations, catalogue, blog and site pages', async ({ browser, baseURL }) => {
    const { context, page, data } = await pseudoBrowser(browser, baseURL ?? '', demo.admin);
    await expectNoEnglish(context, page, data, [
      '/admin/dashboard',
      '/admin/upcoming',
      '/admin/payments',
      '/admin/guiders',
      '/admin/bookings',
      '/admin/payment-history',
      '/admin/activities',
      '/admin/activities?tab=tickets',
      '/admin/activities?tab=events',
      '/admin/activities/create',
      '/admin/event/create',
      '/admin/ticket/create',
      '/admin/blog',
      '/admin/blog/create',
      '/admin/site-pages',
      '/admin/quotes',
      '/admin/forms',
      '/admin/affiliates',
      '/admin/vendors',
      '/admin/add-vendor',
      '/admin/reviews',
      '/admin/dev-mailbox',
    ]);
  });
});
