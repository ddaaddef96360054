import { expect, test } from '@playwright/test';
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
