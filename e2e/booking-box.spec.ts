import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type FrameLocator, type Page, test } from './fixtures.ts';
import { clickFirstAvailableDay, demo, signIn } from './helpers.ts';

/**
 * The booking box on an operator's own site (issue 38): the demo company registers a site (another origin: the
 * app is served as localhost, the site as 127.0.0.1), copies its snippet into the site's page, and a visitor books
 * through the framed box, pays on the TEST MODE checkout (opened in a new tab) and gets the tickets. A site it did
 * not register cannot frame the box.
 */

const ACTIVITY = 'Alfama and Mouraria walking tour';

/** A small site on 127.0.0.1: its one page is `html()`, as the operator pasted the snippet into it. */
async function startSite(html: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/' ? html() : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

const sitePage = (snippet: string) =>
  `<!doctype html><html lang="en"><head><title>Sado Dolphins</title></head><body><h1>Sado Dolphins</h1>${snippet}</body></html>`;

async function book(box: FrameLocator, page: Page, email: string) {
  await expect(box.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible({ timeout: 20_000 });
  await clickFirstAvailableDay(box.getByTestId('booking-calendar'));
  const times = box.getByTestId('booking-times');
  await expect(times).toBeVisible({ timeout: 15_000 });
  await times.locator('button:not([disabled])').first().click();
  await box.getByLabel('Participants').fill('2');
  await box.getByLabel('Your name').fill('Visitor From Sado');
  await box.getByLabel('Email').fill(email);
  const payment = page.waitForEvent('popup');
  await box.getByRole('button', { name: 'Book now' }).click();
  return payment;
}

test('a company puts its booking box on its own site, where a visitor books and gets the tickets', async ({
  page,
  browser,
  baseURL,
}) => {
  let snippet = '';
  const site = await startSite(() => sitePage(snippet));
  const otherSite = await startSite(() => sitePage(snippet));
  try {
    // The company registers its site and copies the snippet of one activity's box.
    await signIn(page, demo.company);
    await page.goto('/company/settings');
    await expect(page.getByRole('heading', { name: 'Booking box for your site' })).toBeVisible();
    await page.getByLabel('Site address').fill('www.no-scheme.pt');
    await page.getByRole('button', { name: 'Add site' }).click();
    await expect(page.getByText('Enter the address of a site, such as https://www.example.pt')).toBeVisible();
    await page.getByLabel('Site address').fill(site.origin);
    await page.getByRole('button', { name: 'Add site' }).click();
    await expect(page.getByText('Site added.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sites allowed to show the box' })).toContainText(
      site.origin,
    );
    await page.getByRole('combobox', { name: 'What the box offers' }).click();
    await page.getByRole('option', { name: ACTIVITY }).click();
    snippet = (await page.getByTestId('embed-snippet').innerText()).trim();
    expect(snippet).toMatch(new RegExp(`^<iframe src="${baseURL}/embed/company/[0-9a-f-]{36}\\?activity=`));

    // A visitor of the site books through the framed box; the payment opens in a new tab.
    const visitor = await browser.newContext();
    const sitePageView = await visitor.newPage();
    await sitePageView.goto(site.origin);
    const box = sitePageView.frameLocator('iframe');
    const email = `box-visitor-${Date.now()}@example.com`;
    const payment = await book(box, sitePageView, email);
    await expect(box.getByTestId('embed-payment-opened')).toBeVisible();
    const pay = payment.getByRole('button', { name: /^Pay/ });
    await expect(pay).toBeVisible({ timeout: 20_000 });
    await pay.click();
    await expect(payment).toHaveURL(/\/booking-success\?reference=/);
    await expect(payment.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(payment.getByTestId('ticket')).toHaveCount(2);
    await expect(payment.getByTestId('ticket').first().locator('img[data-qr]')).toBeVisible();

    // A site the company did not register gets no box: the browser refuses to frame it.
    const strangerView = await visitor.newPage();
    const refused = strangerView.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await strangerView.goto(otherSite.origin);
    await refused;
    await expect(strangerView.frameLocator('iframe').getByRole('heading', { name: ACTIVITY })).toHaveCount(0);
    await visitor.close();
  } finally {
    site.server.close();
    otherSite.server.close();
  }
});
