import { expect, test } from './fixtures.ts';
import { gotoReady } from './helpers.ts';

/**
 * The blog in both languages (issue 36): a Portuguese reader reads a demo article's own Portuguese texts, and an
 * article with no Portuguese version in English, marked as English and with a note that says so.
 */

const SINTRA_PT = 'Sintra num dia: palácios, jardins e o fim da Europa';
const JUNE = 'June celebrations: the Santos Populares in Lisbon and beyond';
const NOTE = 'Este artigo ainda não está disponível em português, por isso é apresentado em inglês.';

test('a Portuguese reader reads a translated article in Portuguese, and an untranslated one in English with a note', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'lang', value: 'pt-PT', url: String(baseURL) }]);

  // The list: the translated article's card in Portuguese; the untranslated one's title marked as English.
  await gotoReady(page, '/blog');
  const sintraCard = page.getByRole('link', { name: SINTRA_PT });
  await expect(sintraCard).toBeVisible();
  await expect(sintraCard.getByText('Em inglês')).toHaveCount(0);
  const juneCard = page.getByRole('link', { name: JUNE });
  await expect(juneCard.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
  await expect(juneCard.getByText('Em inglês')).toBeVisible();

  await sintraCard.click();
  await expect(page.getByRole('heading', { level: 1, name: SINTRA_PT })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Como chegar' })).toBeVisible();
  await expect(page.getByText(/^Como ver a Pena, a Quinta da Regaleira e o Cabo da Roca/)).toBeVisible();
  await expect(page.getByTestId('untranslated-note')).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  // The activities it links to, by their Portuguese titles.
  const aside = page.getByRole('complementary', { name: 'Reserve as atividades deste artigo' });
  await expect(aside.getByRole('link', { name: 'Excursão de um dia aos palácios de Sintra' })).toBeVisible();

  // The served page shares it with its Portuguese title and description, and the English one with its own.
  const html = await (
    await request.get('/blog/sintra-in-a-day', { headers: { cookie: 'lang=pt-PT' } })
  ).text();
  expect(html).toContain(`<meta property="og:title" content="${SINTRA_PT}"`);
  expect(html).toContain('<meta property="og:locale" content="pt_PT"');
  const english = await (
    await request.get('/blog/sintra-in-a-day', { headers: { cookie: 'lang=en' } })
  ).text();
  expect(english).toContain(
    '<meta property="og:title" content="Sintra in a day: palaces, gardens and the edge of Europe"',
  );

  // The June celebrations have no Portuguese version: their English texts, marked as English, under a note.
  await gotoReady(page, '/blog/june-celebrations-in-lisbon');
  const title = page.getByRole('heading', { level: 1, name: JUNE });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page.getByText(NOTE)).toBeVisible();
  const description = page.getByText(/^Grilled sardines, paper garlands and street parties/);
  await expect(description).toHaveAttribute('lang', 'en');
  // Everything around the article's own words is still Portuguese.
  await expect(page.getByRole('link', { name: 'Mais artigos' })).toBeVisible();
});
