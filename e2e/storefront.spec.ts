import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { call } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import { clickFirstAvailableDay, expectAccessible, gotoReady, holdAppCode } from './helpers.ts';

const BELEM = 'Belém monuments by tuk-tuk';

/** The Belém tour's details path, as the home page's card links it. */
async function belemDetailsPath(page: Page) {
  await page.goto('/home');
  return page
    .getByRole('link', { name: new RegExp(BELEM) })
    .first()
    .getAttribute('href');
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: 'Search activities' });
  await box.fill(words);
  await box.press('Enter');
}

test.describe('public catalogue', () => {
  test('search finds a seeded activity by words typed without accents, and opens its details', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Typed once the app has taken over the page (before that, the browser's own form).
    await gotoReady(page, '/discover');
    await search(page, 'Belem');
    await expect(page).toHaveURL(/\/discover\?search=Belem/);
    const results = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: new RegExp(BELEM) }) });
    await expect(results.getByRole('link')).toHaveCount(1);

    await search(page, 'jeronimos');
    const card = page.getByRole('link', { name: new RegExp(BELEM) });
    await expect(card).toBeVisible();
    await expect(page.getByText('1 activity', { exact: true })).toBeVisible();
    await card.click();

    await expect(page).toHaveURL(/\/details\/[0-9a-f-]{36}\/belem-monuments-by-tuk-tuk$/);
    await expect(page.getByRole('heading', { level: 1, name: BELEM })).toBeVisible();
    await expect(page).toHaveTitle(`${BELEM} | Roteiro`);
    await expect(page.getByText('2 hours', { exact: true })).toBeVisible();
    // The rating the seeded reviews make (another test of this server may have added one since the seed).
    const id = /\/details\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
    const { rating } = await call(page.request, cataloguePublicApi.activity, { params: { id }, query: {} });
    expect(rating).not.toBeNull();
    await expect(page.getByText((rating ?? 0).toFixed(2)).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    await expect(page.getByText('Jerónimos Monastery', { exact: true })).toBeVisible();
    await expect(page.getByText('Cais do Sodré station, main entrance', { exact: true })).toBeVisible();
    // The map (and its code) comes when the traveller scrolls to it.
    await page.getByRole('heading', { name: 'Meeting point' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: /Map of the meeting point/ })).toBeVisible();
    await expect(page.getByText('€120.00')).toBeVisible();

    await page.getByRole('button', { name: 'Share' }).click();
    for (const name of ['Facebook', 'Email', 'Pinterest', 'X', 'WhatsApp']) {
      await expect(page.getByRole('link', { name: `Share on ${name}` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Text copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/discover\?search=jeronimos/);
  });

  test('a search sent before the app has started still lands on its results', async ({ page }) => {
    // A phone still loading the code: the pages are the server's, with no script run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const homeBox = page.getByRole('textbox', { name: 'What would you like to do?' });
    await homeBox.fill('jeronimos');
    await homeBox.press('Enter');
    await expect(page).toHaveURL(/\/discover\?search=jeronimos$/);
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();

    // On discover, with a category chosen, the category is kept.
    await page.goto('/discover?category=tuk-tuk');
    await search(page, 'belem');
    // The browser sends the form's rating choices too (empty: none chosen).
    await expect(page).toHaveURL(/\/discover\?category=tuk-tuk&search=belem&sort=&minRating=$/);
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();

    // A category tapped before the app has started filters too, the search kept.
    await page.goto('/discover?search=belem');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Tuk Tuk' }).click();
    await expect(page).toHaveURL(/\/discover\?search=belem&category=tuk-tuk$/);
    await expect(categories.getByRole('link', { name: 'Tuk Tuk' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();
  });

  test('the categories of discover filter the results and keep the search; "All" drops the category', async ({
    page,
  }) => {
    await gotoReady(page, '/discover?search=belem');
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await categories.getByRole('link', { name: 'Tuk Tuk' }).click();
    await expect(page).toHaveURL(/\/discover\?search=belem&category=tuk-tuk$/);
    await expect(categories.getByRole('link', { name: 'Tuk Tuk' })).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();
    // A category without Belém's tour: the result goes.
    await categories.getByRole('link', { name: 'Wine tasting' }).click();
    await expect(page).toHaveURL(/\/discover\?search=belem&category=wine-tasting$/);
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toHaveCount(0);
    await categories.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/discover\?search=belem$/);
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();
  });

  test('the server sends the preview of a details page in its HTML', async ({ page, request }) => {
    await page.goto('/discover?search=belem');
    await page.getByRole('link', { name: new RegExp(BELEM) }).click();
    await expect(page.getByRole('heading', { level: 1, name: BELEM })).toBeVisible();
    const html = await (await request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(`<title>${BELEM} | Roteiro</title>`);
    expect(html).toContain(`<meta property="og:title" content="${BELEM}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/media\/activity\/[^"]+\/card\.webp" \/>/,
    );
    const sitemap = await (await request.get(urlOf(cataloguePublicApi.sitemap))).text();
    expect(sitemap).toContain('/belem-monuments-by-tuk-tuk</loc>');
  });

  test('home shows featured activities, events and tickets; category pages list their activities', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured activities' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tickets', exact: true })).toBeVisible();

    await page.goto('/tours/tuk-tuk-tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Tuk-tuk tours' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(BELEM) })).toBeVisible();
    await expect(page.getByRole('link', { name: /Lisbon sunset tuk-tuk tour/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sintra palaces/ })).toHaveCount(0);
  });

  test('an unknown activity says so', async ({ page }) => {
    await page.goto('/details/00000000-0000-4000-8000-000000000000/nothing');
    await expect(page.getByText('This activity is not available')).toBeVisible();
  });
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the details journey fits the screen', async ({ page }) => {
    await page.goto('/home');
    await page
      .getByRole('link', { name: new RegExp(BELEM) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: BELEM })).toBeVisible();
    // The bottom bar's button (first on the page) opens the booking box and scrolls to it.
    await page.getByRole('button', { name: 'Check availability' }).first().click();
    await expect(page.getByRole('complementary', { name: 'Prices and booking' })).toBeInViewport();
    await expect(page.getByText('Jerónimos Monastery', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the back arrow leads to the home page when tapped before the app has started', async ({ page }) => {
    const href = await belemDetailsPath(page);
    // A phone still loading the code: the details page is the server's, with no script run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(href ?? '/');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).not.toHaveURL(/\/details\//);
    await expect(page.getByRole('textbox', { name: 'What would you like to do?' })).toBeVisible();
  });

  test('a tap on Share before the app has started opens the share bar once it has', async ({ page }) => {
    const href = await belemDetailsPath(page);
    // A phone still loading the app's code: the details page is the server's until it arrives.
    const release = await holdAppCode(page);
    await page.goto(href ?? '/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
    release();
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the back arrow returns to the page the traveller came from, even when it was a full page load', async ({
    page,
  }) => {
    // A link followed before the app has started loads the next page in full: the app's own history is empty.
    const href = await belemDetailsPath(page);
    await page.evaluate((to) => {
      window.location.href = to ?? '/';
    }, href);
    await expect(page.getByRole('heading', { level: 1, name: BELEM })).toBeVisible();
    // The arrow is the app's: the server's page shows it before the app has started, when a tap does nothing yet.
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // Opened from elsewhere (no page of ours before it), the arrow leads to the home page, not off the site.
    await gotoReady(page, href ?? '/');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('link', { name: new RegExp(BELEM) }).first()).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(href ?? '^$'));
  });
});

test.describe('issue 34 @i34ops', () => {
  test("home lists its events soonest first, and the booking box's steppers are named buttons", async ({
    page,
  }) => {
    await gotoReady(page, '/home');
    const events = page.locator('section[aria-labelledby="events-title"]').getByRole('link');
    await expect(events.first()).toBeVisible();
    // Each card says "24 November 2026 at 21:00": the days must not go back in time.
    const days = (await events.allInnerTexts()).map((text) => {
      const day = /(\d{1,2} [A-Z][a-z]+ \d{4}) at/.exec(text)?.[1] ?? '';
      return Date.parse(`${day} 12:00 UTC`);
    });
    expect(days.length).toBeGreaterThan(1);
    expect(days.every((day) => Number.isFinite(day))).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => a - b));

    const href = await belemDetailsPath(page);
    await gotoReady(page, href ?? '/');
    const box = page.getByRole('complementary', { name: 'Prices and booking' });
    await box.getByRole('button', { name: 'Check availability' }).click();
    await clickFirstAvailableDay(box.getByTestId('booking-calendar'));
    await box.getByTestId('booking-times').locator('button:not([disabled])').first().click();
    const people = box.getByLabel('Participants');
    const add = box.getByRole('button', { name: 'Add one person' });
    const remove = box.getByRole('button', { name: 'Remove one person' });
    await expect(people).toHaveValue('1');
    await expect(remove).toBeDisabled();
    await add.click();
    await expect(people).toHaveValue('2');
    // From the keyboard too: the buttons take focus and Enter presses them.
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(people).toHaveValue('1');
    const size = await add.boundingBox();
    expect(size?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
    await people.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('booking-box-1280.png') });
    await page.setViewportSize({ width: 360, height: 780 });
    await people.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('booking-box-360.png') });
  });
});

test.describe('issue 34 on a phone @i34ops', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the phone menu offers Discover, the categories, My tours, FAQ and the language switch', async ({
    page,
  }) => {
    await gotoReady(page, '/home');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of [
      'Discover',
      'Full-day tours',
      'Tuk-tuk tours',
      'Cultural tours',
      'Portugal architecture',
      'Historical tours',
      'My tours',
      'FAQ',
      'Login',
      'Manage your booking',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Português' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('phone-menu-360.png') });
    await expectAccessible(page, '/home with the phone menu open');
    await menu.getByRole('link', { name: 'Tuk-tuk tours', exact: true }).click();
    await expect(page).toHaveURL(/\/tours\/tuk-tuk-tours$/);
    await expect(menu).toBeHidden();

    // The switch in the menu changes the page's language, and the menu's own words with it.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await menu.getByRole('link', { name: 'Português' }).click();
    await expect(menu.getByRole('link', { name: 'Descobrir', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Os meus passeios', exact: true })).toBeVisible();
  });
});
