import { urlOf } from '@roteiro/domain/api/endpoint';
import { blogApi } from '@roteiro/domain/blog/blog.api';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { sitePagesApi } from '@roteiro/domain/site-pages/site-pages.api';
import { call, send } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const viewports = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of viewports) {
  test(`${viewport.name}: the footer leads to the blog, an article opens and so does the activity it links`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel notes from Portugal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The best things to do in Lisbon in 2024' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^June celebrations/ })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: /^Sintra in a day/ }).click();
    await expect(page).toHaveURL(/\/blog\/sintra-in-a-day$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Sintra in a day/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Morning: Pena Palace' })).toBeVisible();
    await expect(page).toHaveTitle(/Sintra in a day/);
    await expectNoSidewaysScroll(page);

    const aside = page.getByRole('complementary', { name: 'Book the activities in this article' });
    await aside.getByRole('link', { name: 'Sintra palaces full-day tour' }).click();
    await expect(page).toHaveURL(/\/details\/[0-9a-f-]{36}\/sintra-palaces-full-day-tour$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sintra palaces full-day tour' })).toBeVisible();
  });

  test(`${viewport.name}: an admin writes a draft with a preview, publishes it and it appears in the blog`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${viewport.name}-${Date.now()}`;
    const title = `Porto by tram ${stamp}`;
    await signIn(page, demo.admin);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/create$/);

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(page.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue(`porto-by-tram-${stamp}`);
    await page.getByRole('textbox', { name: 'Description' }).fill('The old trams of Porto, line by line.');
    await page
      .getByRole('textbox', { name: 'Article (Markdown)' })
      .fill(
        [
          '## Line 1 along the river',
          'Ride from the Ribeira to Foz, then book a [Lisbon sunset ride](activity:lisbon-sunset-tuk-tuk-tour).',
          '<script>window.blogXss = true</script>',
          '[bad](javascript:window.blogXss=true)',
        ].join('\n\n'),
      );
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByLabel('Preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'Line 1 along the river' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Lisbon sunset ride' })).toHaveAttribute(
      'href',
      /^\/details\/[0-9a-f-]{36}\/lisbon-sunset-tuk-tuk-tour$/,
    );
    await expect(preview.getByText('<script>window.blogXss = true</script>')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'bad' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { blogXss?: boolean }).blogXss)).toBeUndefined();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('The article is saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}\/edit$/);

    // A draft is not public.
    const draft = await send(page.request, blogApi.article, { params: { slug: `porto-by-tram-${stamp}` } });
    expect(draft.status()).toBe(404);

    await page.goto('/admin/blog');
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('The article is published.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();

    await page.goto('/blog');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Line 1 along the river' })).toBeVisible();
    expect(await page.evaluate(() => (window as { blogXss?: boolean }).blogXss)).toBeUndefined();
    await expectNoSidewaysScroll(page);
  });
}

test('the served HTML of an article has its title and share preview, and the sitemap lists it', async ({
  request,
}) => {
  const res = await request.get('/blog/june-celebrations-in-lisbon');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('June celebrations: the Santos Populares in Lisbon and beyond');
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\/blog\//);
  const sitemap = await (await request.get(urlOf(cataloguePublicApi.sitemap))).text();
  expect(sitemap).toContain('/blog/sintra-in-a-day</loc>');
});

/** The site's own pages, as the footer names them and as the seed writes them. */
const SITE_PAGES = [
  { link: 'About us', path: '/about', h1: 'About Roteiro', h2: 'Who we are' },
  { link: 'Contracts', path: '/contracts', h1: 'Terms of sale', h2: 'Cancellation and refunds' },
  { link: 'Privacy policy', path: '/privacy', h1: 'Privacy policy', h2: 'Your rights' },
] as const;

for (const viewport of viewports) {
  test(`${viewport.name}: the footer's About us, Contracts and Privacy policy open the app's own pages`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    for (const site of SITE_PAGES) {
      const link = page.getByRole('contentinfo').getByRole('link', { name: site.link, exact: true });
      // A page of the app, opened in the same tab: no longer a link to another site.
      await expect(link).toHaveAttribute('href', site.path);
      await expect(link).not.toHaveAttribute('target', /.*/);
      await link.click();
      await expect(page).toHaveURL(`${baseURL}${site.path}`);
      await expect(page.getByRole('heading', { level: 1, name: site.h1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: site.h2 })).toBeVisible();
      await expect(page).toHaveTitle(`${site.h1} | Roteiro`);
      await expectNoSidewaysScroll(page);
      if (site.path === '/contracts') {
        await expect(
          page.getByText('Free cancellation: cancel up to 24 hours before the start for a full refund.'),
        ).toBeVisible();
      }
    }
  });

  test(`${viewport.name}: an admin edits About us with the keyboard, and the public page shows it at once`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const title = `About the Roteiro team ${viewport.name}-${Date.now()}`;
    await signIn(page, demo.admin);
    const about = await call(page.request, sitePagesApi.adminPage, { params: { key: 'about' } });
    const original = about.texts.en;
    if (!original) {
      throw new Error('the demo has no English About us');
    }
    try {
      await page.goto('/admin/site-pages');
      await expect(page.getByRole('heading', { level: 1, name: 'Site pages' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: 'Edit About us in English' }).click();
      await expect(page).toHaveURL(/\/admin\/site-pages\/about\/en$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About us: English' })).toBeVisible();

      // An empty title is refused at its field (the domain's message), with Enter as the submit.
      const titleBox = page.getByRole('textbox', { name: 'Title' });
      await expect(titleBox).toHaveValue(original.title);
      await titleBox.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Give the page a title')).toBeVisible();
      await page.keyboard.type(title);

      const body = page.getByRole('textbox', { name: 'Page (Markdown)' });
      await body.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(
        '\n\n## Visit us\n\nOur office is in the Baixa, <script>window.siteXss = true</script>',
      );
      await page.getByRole('tab', { name: 'Preview' }).press('Enter');
      const preview = page.getByLabel('Preview');
      await expect(preview.getByRole('heading', { level: 2, name: 'Visit us' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Save the English text' }).press('Enter');
      await expect(page.getByText('The page is saved.')).toBeVisible();

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Visit us' })).toBeVisible();
      await expect(page.getByText('<script>window.siteXss = true</script>')).toBeVisible();
      expect(await page.evaluate(() => (window as { siteXss?: boolean }).siteXss)).toBeUndefined();
      // The server's rendered page changed too (its cache was emptied by the save).
      expect(await (await page.request.get('/about')).text()).toContain(`<title>${title} | Roteiro</title>`);
    } finally {
      const { title: oldTitle, description, body } = original;
      const restored = await send(page.request, sitePagesApi.savePage, {
        params: { key: 'about', locale: 'en' },
        body: { title: oldTitle, description, body },
      });
      expect(restored.status()).toBe(200);
    }
  });
}

test("in Portuguese the footer's pages are Portuguese, and each served page has its own title and description", async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'pt-PT', url: baseURL }]);
  await page.goto('/home');
  for (const [link, h1, h2] of [
    ['Sobre nós', 'Sobre o Roteiro', 'Quem somos'],
    ['Contratos', 'Condições de venda', 'Cancelamento e reembolsos'],
    ['Política de privacidade', 'Política de privacidade', 'Os seus direitos'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
  }

  const privacy = await (await request.get('/privacy', { headers: { cookie: 'lang=pt-PT' } })).text();
  expect(privacy).toContain('<title>Política de privacidade | Roteiro</title>');
  expect(privacy).toContain('<meta name="description" content="Que dados pessoais o Roteiro guarda');
  const root = privacy.slice(privacy.indexOf('<div id="root">'));
  expect(root).toContain('>Política de privacidade</h1>');
  expect(root).toContain('Os seus direitos');
  const contracts = await (await request.get('/contracts')).text();
  expect(contracts).toContain('<title>Terms of sale | Roteiro</title>');
  expect(contracts).toContain(
    '<meta name="description" content="The terms between you, Roteiro and the tour company',
  );
  const sitemap = await (await request.get(urlOf(cataloguePublicApi.sitemap))).text();
  for (const path of ['/about', '/contracts', '/privacy']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});
