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
    const draft = await page.request.get(`/api/blog/porto-by-tram-${stamp}`);
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
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog/sintra-in-a-day</loc>');
});
