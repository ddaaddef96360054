import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { expectAccessible, expectNoSidewaysScroll, expectPinnedBarsOnTop, gotoReady } from './helpers.ts';

/**
 * Every public path of operations.md §2, on a phone (360 px) and a desktop (1280 px), in English and in
 * Portuguese: each answers with a real page (its own h1, never the not-found page) in its language, with no message
 * id left untranslated, nothing scrolls sideways, and axe finds no serious or critical accessibility problem
 * (WCAG 2.1 A and AA rules).
 */

const LANGUAGES = [
  { code: 'en', notFound: 'Page not found' },
  { code: 'pt-PT', notFound: 'Página não encontrada' },
] as const;
type TLanguage = (typeof LANGUAGES)[number];

/** A message id shown as it is: a text whose catalogue the page did not load. */
const RAW_MESSAGE_ID = /\b(common|catalogue|pages|faq|trip|booking|forms|quote)\.[a-zA-Z]+\.[a-zA-Z0-9.-]+/;

const BLOG = ['sintra-in-a-day', 'best-things-to-do-in-lisbon-in-2024', 'june-celebrations-in-lisbon'];
const FIXED = [
  '/',
  '/home',
  '/concierge',
  '/concierge/quote',
  '/concierge/quote/success',
  '/multi-day-tours/lisbon-and-porto-7-days',
  '/live-map',
  '/unlock',
  '/gallery',
  '/discover',
  '/discover?search=lisbon',
  '/booking-success',
  '/frequently-asked-questions',
  '/ticket',
  '/blog',
  ...BLOG.map((slug) => `/blog/${slug}`),
  '/about',
  '/contracts',
  '/privacy',
  '/tours/full-day-tours',
  '/tours/tuk-tuk-tours',
  '/tours/cultural-tours',
  '/tours/portugal-architecture',
  '/tours/historical-tours',
  '/guide/registration',
  '/transfer/registration',
  '/feedback',
];

/** One details page and one event page, as the sitemap lists them. */
async function catalogueSamples(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(urlOf(cataloguePublicApi.sitemap))).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const details = paths.find((path) => path.startsWith('/details/'));
  const event = paths.find((path) => path.startsWith('/event/'));
  expect(details, 'the sitemap lists a details page').toBeDefined();
  expect(event, 'the sitemap lists an event page').toBeDefined();
  return [details ?? '', event ?? ''];
}

async function expectRealPage(page: Page, path: string, language: TLanguage) {
  const response = await gotoReady(page, path);
  expect(response?.status(), path).toBeLessThan(400);
  expect(response?.headers()['content-language'], path).toBe(language.code);
  await expect(page.locator('html'), path).toHaveAttribute('lang', language.code);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole('heading', { name: language.notFound }), path).toHaveCount(0);
  // Loading states have ended: nothing on the page still says it is loading.
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  expect(await page.locator('body').innerText(), `${path}: an untranslated message id`).not.toMatch(
    RAW_MESSAGE_ID,
  );
  await expectNoSidewaysScroll(page, path);
  await expectPinnedBarsOnTop(page, path);
}

// The four runs only read: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  for (const viewport of [
    { name: 'phone', width: 360, height: 780 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`${viewport.name}, ${language.code}: every public path shows a real page, fits the screen and passes axe`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(420_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (language.code !== 'en') {
        // The visitor's remembered choice (the navbar's switch sets it; languages.spec.ts clicks it).
        await page.context().addCookies([{ name: 'lang', value: language.code, url: baseURL }]);
      }
      const paths = [...FIXED, ...(await catalogueSamples(request))];
      for (const path of paths) {
        await expectRealPage(page, path, language);
        await expectAccessible(page, path);
      }
    });
  }
}
