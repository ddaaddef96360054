import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

test('an admin opens a guider and a vendor from their tables with the keyboard alone', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/guiders');
  const guiders = page.getByRole('table', { name: 'Guiders' });
  await expect(guiders.getByRole('row').nth(1)).toBeVisible();
  // From the search box, Tab reaches the first guider's row, with a visible focus ring, and Enter opens it.
  await page.getByLabel('Search').focus();
  await page.keyboard.press('Tab');
  const first = guiders.getByRole('row').nth(1);
  await expect(first).toBeFocused();
  await expect(first).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/guiders\/[0-9a-f-]{36}$/);

  await page.goto('/admin/vendors');
  const vendors = page.getByRole('table', { name: /vendors/i });
  const vendor = vendors.getByRole('row').nth(1);
  await expect(vendor).toBeVisible();
  await vendor.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/admin\/vendors\/[0-9a-f-]{36}$/);
});

test('on a phone, a guider’s payment history shows each status whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demo.admin);
  await page.goto('/admin/guiders');
  await page.getByRole('row', { name: /Tejo Tours/ }).click();
  const badges = page.getByRole('table', { name: 'Payment history' }).locator('.mantine-Badge-label');
  await expect(badges.first()).toBeVisible();
  // A badge squeezed by the table is cut to "U…": its text is then wider than its box.
  const cut = await badges.evaluateAll(
    (labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length,
  );
  expect(cut).toBe(0);
});

test('a commission over 20 % is refused with its rule, not lowered silently', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/affiliates');
  await page.getByRole('button', { name: 'Show details' }).first().click();
  await page.getByRole('button', { name: 'Change terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change terms' });
  const commission = dialog.getByLabel('Commission (%)');
  await commission.fill('25');
  await page.keyboard.press('Tab');
  await expect(commission).toHaveValue('25');
  await dialog.getByRole('button', { name: 'Save terms' }).click();
  await expect(dialog.getByText('The commission must be between 0 and 20 %')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an address naming no record says it was not found, with no Retry that could not help', async ({
  browser,
}) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const cases = [
    {
      who: demo.admin,
      login: '/login',
      path: `/${unknown}/details`,
      title: 'This activity could not be loaded',
    },
    { who: demo.admin, login: '/login', path: '/nope/details', title: 'This activity could not be loaded' },
    {
      who: demo.admin,
      login: '/login',
      path: '/admin/activities/edit/nope',
      title: 'The activity could not be loaded',
    },
    {
      who: demo.admin,
      login: '/login',
      path: '/admin/event/edit/nope',
      title: 'The event could not be loaded',
    },
    {
      who: demo.company,
      login: '/guider/login',
      path: '/company/nope/manage-employee',
      title: 'This employee could not be loaded',
    },
  ];
  for (const { who, login, path, title } of cases) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, who, login);
    await page.goto(path);
    const alert = page.getByRole('alert').filter({ hasText: title });
    await expect(alert, path).toBeVisible();
    await expect(alert, path).toContainText('We could not find what you were looking for.');
    await expect(alert.getByRole('button', { name: 'Retry' }), path).toHaveCount(0);
    await context.close();
  }
});
