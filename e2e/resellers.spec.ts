import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

test('an admin adds a reseller, gives it an API key shown once, and revokes it', async ({
  page,
  request,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/resellers');
  await expect(page.getByRole('heading', { name: 'Resellers', level: 1 })).toBeVisible();
  const name = `Reseller ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Commission (%)').fill('15');
  await page.getByRole('button', { name: 'Add a reseller' }).click();
  await expect(page.getByText('Reseller added.')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('15 % commission · every activity');
  await card.getByRole('button', { name: 'Create an API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'The new API key' });
  const key = (await dialog.getByTestId('reseller-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^rtk_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The list shows the key's first characters only.
  await expect(card).toContainText(`${key.slice(0, 10)}…`);
  await expect(card).not.toContainText(key);

  const supplier = await request.get('/octo/supplier', { headers: { authorization: `Bearer ${key}` } });
  expect(supplier.status()).toBe(200);
  expect((await supplier.json()).name).toBe('Roteiro');

  await card.getByRole('button', { name: `Revoke the key ${key.slice(0, 10)}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Key revoked.')).toBeVisible();
  await expect(card).toContainText('Revoked');
  const refused = await request.get('/octo/supplier', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('FORBIDDEN');
});

test('the demo reseller is listed with its key, which the OCTO API takes', async ({ page, request }) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/resellers');
  const card = page.getByRole('listitem').filter({ hasText: 'Lisboa Travel Partners' });
  await expect(card).toContainText('20 % commission · every activity');
  await expect(card).toContainText('rtk_demo-l…');
  const products = await request.get('/octo/products', {
    headers: { authorization: 'Bearer rtk_demo-lisboa-travel-partners' },
  });
  expect(products.status()).toBe(200);
  expect((await products.json()).length).toBeGreaterThan(0);
});
