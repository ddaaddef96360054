import { devApi } from '@roteiro/domain/ops/dev.api';
import { call } from './api.ts';
import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

test('a visitor sends a quote request through the navbar modal; staff see it stored and mailed', async ({
  page,
  browser,
}) => {
  const name = `Quote Traveller ${Date.now()}`;
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(660);

  // Step 0: Next re-checks the step.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Choose or type at least one destination')).toBeVisible();
  await expect(dialog.getByText('Tell us when you are travelling')).toBeVisible();
  const destinations = dialog.getByRole('combobox', { name: 'Where would you like to go?' });
  await destinations.fill('Évora');
  await destinations.press('Enter');
  await destinations.fill('Douro valley');
  await destinations.press('Enter');
  await dialog.getByRole('textbox', { name: 'When are you travelling?' }).fill('10 to 14 May');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 1: participants never go below 1.
  const participants = dialog.getByRole('textbox', { name: 'How many people are travelling?' });
  await expect(participants).toHaveValue('1');
  await participants.fill('0');
  await participants.blur();
  await expect(participants).toHaveValue('1');
  await participants.fill('3');
  await dialog.getByRole('textbox', { name: 'Ages of the travellers' }).fill('30 to 45');
  await dialog.getByRole('radio', { name: 'Family' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2: interests are needed once help with planning is wanted.
  await dialog.getByRole('radio', { name: /Yes, please!/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Choose or type at least one interest')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Beaches' }).check();
  await dialog
    .getByRole('radiogroup', { name: /private guide/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await dialog
    .getByRole('radiogroup', { name: /airport transfer/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await dialog.getByRole('textbox', { name: /Notes/ }).fill('Vegetarian food, please.');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 3: contact details, then Send.
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Your e-mail' }).fill('traveller@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/concierge\/quote\/success$/);
  await expect(page.getByRole('heading', { name: 'Your quote request has been sent' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto('/admin/quotes');
  await expect(admin.getByRole('heading', { name: 'Quote requests' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Évora, Douro valley');
  await row.getByRole('button', { name }).click();
  const details = admin.getByRole('dialog', { name: `Quote request from ${name}` });
  await expect(details).toContainText('Vegetarian food, please.');
  await expect(details).toContainText('Beaches');

  await expect
    .poll(async () => {
      const body = await call(admin.request, devApi.mailbox, { query: { recipient: 'staff@roteiro.test' } });
      return body.items.map((item) => item.subject);
    })
    .toContain(`New quote request from ${name}`);
  await adminContext.close();
});

test('on a phone the navbar opens the quote full screen, and the quote page works on its own', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog).toBeVisible();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(360);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/concierge/quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Tell us when you are travelling')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
