import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { call } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import { expectNoSidewaysScroll, gotoReady } from './helpers.ts';

/**
 * The storefront's information pages: /concierge, /unlock, /gallery, /frequently-asked-questions and
 * the 7-day Lisbon and Porto plan.
 * Each is visited on a phone (360 px) and a desktop (1280 px): its h1 and real content, no sideways scroll,
 * and a link followed from it to an activity's details page.
 */

const PASS = 'Lisbon river and tram day pass';
const DETAILS_URL = /\/details\/[0-9a-f-]{36}\/[a-z0-9-]+$/;

/** Follows a link to a details page and checks that page opened with its h1. */
async function expectDetailsPage(page: Page, title: string | RegExp) {
  await expect(page).toHaveURL(DETAILS_URL);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('the served HTML of each page is the rendered page with its own title, description and share preview, and the sitemap lists them', async ({
  request,
}) => {
  // Each page with what its server-rendered markup shows before any script runs.
  const pages = [
    ['/concierge', 'Concierge and private transfers', 'What our concierge does'],
    ['/unlock', 'City passes: hop on when it suits you', PASS],
    ['/gallery', 'Photo gallery', `${PASS}, photo 1 of 3`],
    ['/frequently-asked-questions', 'Frequently asked questions', 'How late can I book?'],
  ] as const;
  const sitemap = await (await request.get(urlOf(cataloguePublicApi.sitemap))).text();
  for (const [path, title, content] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title} | Roteiro</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/card\.webp" \/>/);
    // The page's own description, not the site's (which the page's messages still carry, for other pages).
    expect(html).not.toContain(
      '<meta name="description" content="Book day tours, tuk-tuk rides, cultural walks, tickets and private guides',
    );
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, path).toContain(`>${title}</h1>`);
    expect(root, path).toContain(content);
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 780 : 900 } });

    test('the footer leads to each page', async ({ page }) => {
      await page.goto('/home');
      const footer = page.getByRole('contentinfo');
      for (const [name, h1] of [
        ['City passes', 'City passes: hop on when it suits you'],
        ['Concierge and transfers', 'Concierge and private transfers'],
        ['Photo gallery', 'Photo gallery'],
        ['Frequently asked questions', 'Frequently asked questions'],
      ] as const) {
        await footer.getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await page.goBack();
      }
    });

    test('concierge: the offer, how it works, the quote wizard in its modal, then a tour', async ({
      page,
    }) => {
      // The quote opens in a modal once the app runs; a tap before that opens the quote page instead.
      await gotoReady(page, '/concierge');
      await expect(page).toHaveTitle('Concierge and private transfers | Roteiro');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Concierge and private transfers' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Private transfers', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Get your plan and quote' })).toBeVisible();

      await page.getByRole('link', { name: 'Request a free quote' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Request a quote' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Where would you like to go?')).toBeVisible();
      await expect(page).toHaveURL(/\/concierge$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page);

      const tours = page.getByRole('region', { name: 'Tours our team often books' });
      const first = tours.getByRole('link').first();
      const title = (await first.getByRole('heading').textContent()) ?? '';
      await first.click();
      await expectDetailsPage(page, title);
    });

    test('passes: each pass with its departures window and price, leading to its page', async ({ page }) => {
      await page.goto('/unlock');
      await expect(page).toHaveTitle('City passes: hop on when it suits you | Roteiro');
      await expect(
        page.getByRole('heading', { level: 1, name: 'City passes: hop on when it suits you' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: '1 pass' })).toBeVisible();
      const pass = page.getByRole('link', { name: new RegExp(PASS) });
      await expect(pass).toContainText('Every 15 minutes, 09:30 to 19:00');
      await expect(pass).toContainText('€19.00');
      await expect(pass).toContainText('per person');
      await expectNoSidewaysScroll(page);
      await pass.click();
      await expectDetailsPage(page, PASS);
      await expect(page.getByText('Departures every 15 minutes from 09:30 to 19:00.')).toBeVisible();
    });

    test('gallery: photos in a grid, a lightbox used by keyboard, each photo leading to its activity', async ({
      page,
    }) => {
      await gotoReady(page, '/gallery');
      await expect(page).toHaveTitle('Photo gallery | Roteiro');
      await expect(page.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible();
      const tiles = page.getByRole('button', { name: /^Open .+, photo \d+ of \d+$/ });
      await expect(tiles.first()).toBeVisible();
      expect(await tiles.count()).toBeGreaterThan(3);
      // Every tile is a 4:3 picture, whatever the photo's own size.
      const box = await tiles.first().boundingBox();
      expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(0.75, 1);
      // Below the first screen, photos wait until they come near it.
      await expect(page.locator('img[loading="lazy"]').first()).toBeAttached();
      await expectNoSidewaysScroll(page);

      // Keyboard only: Tab to the first photo, Enter opens it, arrows move, Escape closes.
      await tiles.first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const count = await tiles.count();
      await expect(dialog).toContainText(`Photo 1 of ${count}`);
      await expect(dialog.getByRole('img', { name: /, photo \d+ of \d+$/ })).toHaveAttribute(
        'src',
        /\/details\.webp$/,
      );
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText(`Photo 2 of ${count}`);
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText(`Photo 3 of ${count}`);
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toContainText(`Photo 2 of ${count}`);
      await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Focus is back on the grid, on the photo that was shown last.
      await expect(tiles.nth(1)).toBeFocused();

      // From the lightbox, the photo's activity.
      await tiles.nth(1).press('Enter');
      const activityLink = dialog.getByRole('link');
      const title = (await activityLink.textContent()) ?? '';
      await activityLink.click();
      await expectDetailsPage(page, title);
    });

    test('FAQ: grouped questions, a search that finds the refund rule, then a tour', async ({ page }) => {
      await gotoReady(page, '/frequently-asked-questions');
      await expect(page).toHaveTitle('Frequently asked questions | Roteiro');
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
      for (const topic of ['Booking', 'Tickets', 'Refunds and cancellations', 'Guides', 'Affiliates']) {
        await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
      }
      await page.getByRole('button', { name: 'How late can I book?' }).click();
      await expect(page.getByText(/Online booking closes 2 hours before a tour starts/)).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'Search the questions' });
      await search.fill('refund');
      await expect(page.getByText(/questions? match(es)? your search/)).toBeVisible();
      await expect(
        page.getByText(
          'Free cancellation: cancel up to 24 hours before the start for a full refund. Later cancellations are not refunded.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Affiliates' })).toBeHidden();

      await search.fill('QR scanned');
      await expect(page.getByText(/scans each QR code at the start of the tour/)).toBeVisible();
      await search.fill('link count');
      await expect(page.getByText(/For 4 hours after a traveller opens it/)).toBeVisible();
      await search.fill('zeppelin');
      await expect(page.getByText('No question matches your search')).toBeVisible();
      await search.fill('');
      await expectNoSidewaysScroll(page);

      const tours = page.getByRole('region', { name: 'Popular tours' });
      const first = tours.getByRole('link').first();
      const title = (await first.getByRole('heading').textContent()) ?? '';
      await first.click();
      await expectDetailsPage(page, title);
    });
  });
}

test('gallery: past the last photo loaded, the lightbox brings the next page of photos', async ({ page }) => {
  // Two activities a page, asked by the browser itself after an in-app navigation. The total is not fixed:
  // other journeys of the run add activities to the demo's five.
  await page.route(/\/api\/gallery\?page=\d+$/, (route) =>
    route.continue({ url: `${route.request().url()}&pageSize=2` }),
  );
  await gotoReady(page, '/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo gallery', exact: true }).click();
  const tiles = page.getByRole('button', { name: /^Open .+, photo \d+ of \d+$/ });
  await expect(page.getByText(/ from 2 of \d+ activities$/)).toBeVisible();
  const loaded = await tiles.count();
  await tiles.last().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Photo ${loaded} of ${loaded}+`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`Photo ${loaded + 1} of `);
  await expect(page.getByText(/ from 4 of \d+ activities$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tiles.nth(loaded)).toBeFocused();
});

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: the 7-day Lisbon and Porto plan shows its days and route, and asks for a quote already filled in`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/concierge');
    await page.getByRole('link', { name: 'See a 7-day plan' }).click();
    await expect(page).toHaveURL(/\/multi-day-tours\/lisbon-and-porto-7-days$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lisbon and Porto in 7 days' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expectNoSidewaysScroll(page);

    // The map (and Leaflet) loads when its section comes on screen.
    await page.getByRole('heading', { level: 2, name: 'The route' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: "Map of the trip's stops" });
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(16); // 15 stops and the route joining them

    await page.getByRole('link', { name: 'Ask for this trip' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Request a quote' });
    await expect(dialog).toBeVisible();
    for (const place of ['Lisbon', 'Óbidos', 'Porto']) {
      await expect(dialog.getByText(place, { exact: true })).toBeVisible();
    }
  });
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: the live map clusters the meeting points and each point leads to its tour`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Live map' }).click();
    await expect(page).toHaveURL(/\/live-map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live map of tours' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Running now' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const map = page.getByRole('region', { name: "Map of the tours' meeting points" });
    const { points } = await call(page.request, cataloguePublicApi.liveMap);
    // Every point is on the map, alone or counted in a cluster (zoomed out, nearby points are one cluster).
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    const clusterCounts = (await map.locator('.marker-cluster').allInnerTexts()).map(Number);
    const single = map.locator('.leaflet-marker-icon:not(.marker-cluster)');
    expect(clusterCounts.reduce((sum, n) => sum + n, 0) + (await single.count())).toBe(points.length);
    expect(clusterCounts.length).toBeGreaterThan(0);

    // A point names its tour, opens a popup and leads to the tour's page.
    const marker = single.first();
    const tour = ((await marker.getAttribute('title')) ?? '').replace(/ \(running now\)$/, '');
    await marker.click();
    await map.getByRole('link', { name: 'See the tour' }).click();
    await expect(page.getByRole('heading', { level: 1, name: tour })).toBeVisible();
  });
}
