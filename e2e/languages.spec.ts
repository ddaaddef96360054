import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { expect, type Page, test } from './fixtures.ts';
import { demo, gotoReady, holdAppCode, signIn } from './helpers.ts';

/**
 * The storefront in English and Portuguese. Playwright's Chromium asks for en-US, so the storefront opens in English;
 * the navbar's switch turns it to Portuguese and back, the choice survives a reload, the served HTML is in the
 * chosen language with its hreflang alternates, and prices and dates are written as Portugal writes them.
 */

const PASS = 'Lisbon river and tram day pass';
/** A euro amount as Intl's pt-PT format writes it ("19,00 €", a no-break space before the sign). */
const PT_PRICE = /\d{1,3}(\u00a0?\d{3})*,\d{2}\u00a0€/;
/** A day and time as pt-PT writes them ("13 de junho de 2026 às 21:00"). */
const PT_DAY_AT_TIME =
  /\d{1,2} de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4} às \d{2}:\d{2}/;

async function cookieLanguage(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: switch to Portuguese, keep it across a reload and pages, and switch back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const banner = page.getByRole('banner');

    // An English browser gets English.
    await gotoReady(page, '/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Portugal with local guides' }),
    ).toBeVisible();

    // The switch, in the navbar on phones too.
    await banner.getByRole('link', { name: 'Português' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Descubra Portugal com guias locais' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page).toHaveTitle('Passeios e experiências em Portugal | Roteiro');
    await expect(page).toHaveURL(/\/home$/);
    expect(await cookieLanguage(page)).toBe('pt-PT');

    // Remembered: a reload is served in Portuguese by the server itself.
    const reloaded = await page.reload();
    expect(reloaded?.headers()['content-language']).toBe('pt-PT');
    expect(await reloaded?.text()).toContain('<html lang="pt-PT"');
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Descubra Portugal com guias locais' }),
    ).toBeVisible();

    // Another page, opened from a link: its texts and its prices in Portuguese.
    await gotoReady(page, '/unlock');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Passes da cidade: embarque quando lhe der jeito' }),
    ).toBeVisible();
    const card = page.getByRole('link', { name: new RegExp(PASS) });
    await expect(card).toContainText(PT_PRICE);
    await expect(card).toContainText('por pessoa');
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: PASS })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Preços e reserva' })).toContainText(PT_PRICE);

    // The booking box in Portuguese: its calendar names its month in Portuguese.
    const box = page.getByRole('complementary', { name: 'Preços e reserva' });
    await box.getByRole('button', { name: 'Ver disponibilidade' }).click();
    await expect(box.getByText('Escolha uma data')).toBeVisible();
    await expect(box.getByTestId('booking-calendar')).toContainText(
      /(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)/,
    );
    await expect(box.getByRole('button', { name: 'Reservar agora' })).toBeVisible();

    // An event's day and time, as Portugal writes them.
    await gotoReady(page, '/home');
    const eventCard = page.getByRole('region', { name: 'Eventos' }).getByRole('link').first();
    await expect(eventCard).toContainText(PT_DAY_AT_TIME);
    await expect(eventCard).toContainText(PT_PRICE);

    // And back to English, remembered too.
    await banner.getByRole('link', { name: 'English' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Portugal with local guides' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await cookieLanguage(page)).toBe('en');
    await page.reload();
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Portugal with local guides' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Events' }).getByRole('link').first()).toContainText(
      /\d{2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}/,
    );
  });
}

test('a page opened in Portuguese by its URL, as an hreflang alternate, drops it once the visitor switches', async ({
  page,
}) => {
  await gotoReady(page, '/discover?search=lisbon&lang=pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «lisbon»' })).toBeVisible();
  // The explicit language is the page's only: nothing is remembered until the visitor chooses.
  expect(await cookieLanguage(page)).toBeUndefined();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “lisbon”' })).toBeVisible();
  await expect(page).toHaveURL(/\/discover\?search=lisbon$/);
  expect(await cookieLanguage(page)).toBe('en');
});

test('the served HTML of a page is in the chosen language, with its title, preview and language alternates', async ({
  request,
  baseURL,
}) => {
  const pt = await request.get('/unlock', { headers: { cookie: 'lang=pt-PT' } });
  expect(pt.headers()['content-language']).toBe('pt-PT');
  expect(pt.headers().vary).toContain('accept-language');
  const html = await pt.text();
  expect(html).toContain('<html lang="pt-PT"');
  expect(html).toContain('<title>Passes da cidade: embarque quando lhe der jeito | Roteiro</title>');
  expect(html).toContain(
    '<meta property="og:title" content="Passes da cidade: embarque quando lhe der jeito" />',
  );
  expect(html).toContain('<meta property="og:locale" content="pt_PT" />');
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/unlock?lang=en" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="pt-PT" href="${baseURL}/unlock?lang=pt" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/unlock" />`);
  // The page itself, rendered by the server in Portuguese, with a price as Portugal writes it.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('>Passes da cidade: embarque quando lhe der jeito</h1>');
  expect(root).toMatch(PT_PRICE);

  // Each alternate answers in its own language, whatever the browser or the cookie say.
  const en = await request.get('/unlock?lang=en', {
    headers: { cookie: 'lang=pt-PT', 'accept-language': 'pt-PT' },
  });
  expect(en.headers()['content-language']).toBe('en');
  expect(await en.text()).toContain('<title>City passes: hop on when it suits you | Roteiro</title>');
  const browserPt = await request.get('/unlock', { headers: { 'accept-language': 'pt-PT,pt;q=0.9' } });
  expect(await browserPt.text()).toContain('<html lang="pt-PT"');

  // The sitemap lists each page's languages.
  const sitemap = await (await request.get(urlOf(cataloguePublicApi.sitemap))).text();
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="pt-PT" href="${baseURL}/unlock?lang=pt"/>`,
  );
});

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: the language switch stays where the served page put it once the app and the menu arrive`, async ({
    browser,
  }) => {
    // The switch's place in the served page, before the app's code has arrived, and once the app and the menu have
    // arrived: in the same page, so both are measured in the same font (the page's own, or the fallback where it
    // came too late: `font-display: optional`).
    const switchBoxes = async (signInAs?: string) => {
      const context = await browser.newContext({ viewport: viewport });
      const page = await context.newPage();
      if (signInAs) {
        await signIn(page, signInAs);
      }
      const release = await holdAppCode(page);
      await page.goto('/home', { waitUntil: 'domcontentloaded' });
      const banner = page.getByRole('banner');
      const languageSwitch = banner.getByRole('link', { name: 'Português' });
      await expect(languageSwitch).toBeVisible();
      await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(0);
      const served = await languageSwitch.boundingBox();
      release();
      await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
      // The menu has arrived: the burger on a phone, the role's links or account menu on a desktop.
      const menu =
        viewport.width < 768
          ? banner.getByRole('button', { name: 'Open navigation' })
          : signInAs
            ? banner.getByRole('button', { name: 'Account menu' })
            : banner.getByRole('link', { name: 'Login' });
      await expect(menu).toBeVisible();
      const started = await languageSwitch.boundingBox();
      await context.close();
      return { served, started };
    };
    const visitor = await switchBoxes();
    expect(visitor.served).not.toBeNull();
    expect(visitor.started).toEqual(visitor.served);
    // A signed-in company's menu is another width: the switch does not move either.
    const company = await switchBoxes(demo.company);
    expect(company.started).toEqual(company.served);
    if (viewport.width < 768) {
      // The burger's place is in the served page too, where it will be; it shows once a tap can open it.
      const context = await browser.newContext({ viewport: viewport });
      const page = await context.newPage();
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto('/home');
      const burger = page.getByRole('banner').locator('button[aria-label="Open navigation"]');
      await expect(burger).toBeHidden();
      expect((await burger.boundingBox())?.width ?? 0).toBeGreaterThan(0);
      await context.close();
    }
  });
}
