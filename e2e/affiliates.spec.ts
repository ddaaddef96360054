import { affiliatesApi } from '@roteiro/domain/affiliates/affiliates.api';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { devApi } from '@roteiro/domain/ops/dev.api';
import { call, send } from './api.ts';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demo, phonePage, signIn } from './helpers.ts';

/** The newest dev-mailbox message to `recipient` matching `pattern` (read as the admin). */
async function mailMatching(admin: APIRequestContext, recipient: string, pattern: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { items } = await call(admin, devApi.mailbox, { query: { recipient } });
        text = items.find((item) => pattern.test(item.text))?.text ?? '';
        return text.length > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return text;
}

test('an affiliate joins from /affiliates, finishes test-mode onboarding and sees "None" earnings', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `insider-${Date.now()}@example.test`;

  await page.goto('/affiliates');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Join the affiliates program' });

  // Name and e-mail are required.
  await form.getByRole('button', { name: 'Join the program' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel('Name').fill('Lisbon Foodie');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Join the program' }).click();
  await expect(page.getByText('Thank you for your interest in being an affiliate!').first()).toBeVisible();

  // The same e-mail again is refused.
  await page.reload();
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Join the program' }).click();
  await expect(page.getByText('This email is already in the affiliates program').first()).toBeVisible();

  // The e-mailed sign-in link proves the address and leads to the payment onboarding.
  const admin = await playwright.request.newContext({ baseURL });
  const adminSignIn = await send(admin, sessionApi.signIn, {
    body: { email: demo.admin, password: DEMO_PASSWORD },
  });
  expect(adminSignIn.ok()).toBe(true);
  const mail = await mailMatching(admin, email, /magic-link\/verify/);
  const link = /https?:\/\/\S+/.exec(mail)?.[0] ?? '';
  await admin.dispose();

  await page.goto(link);
  await expect(page).toHaveURL(/\/test-provider\/onboarding\/acct_/);
  // Back leaves the onboarding for the page before the link (the address that led there is not in the history to
  // send the affiliate on again).
  await page.goBack();
  await expect(page).toHaveURL(/\/affiliates$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/test-provider\/onboarding\/acct_/);
  await page.getByRole('button', { name: 'Complete onboarding' }).click();

  await expect(page).toHaveURL(/\/affiliate\/set-up-payment$/);
  await expect(page.getByText('Your payment account is set up')).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();

  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Lisbon Foodie' })).toBeVisible();
  for (const label of ['pending', 'approved', 'paid']) {
    await expect(page.getByTestId(`earnings-${label}`)).toHaveText('None');
  }
  await expect(page.getByText(/^[A-Z0-9]{8}$/)).toBeVisible();
  await expect(page.getByText('Set up your payment account')).toHaveCount(0);
});

test('the admin sees the affiliates table with the payment account id in the detail row', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `Porto Guide ${Date.now()}`;
  const visitor = await playwright.request.newContext({ baseURL });
  const joined = await send(visitor, affiliatesApi.join, {
    body: { name, email: `porto-${Date.now()}@example.test` },
  });
  expect(joined.status()).toBe(201);
  await visitor.dispose();

  await signIn(page, demo.admin);
  await page.goto('/admin/affiliates');
  await page.getByLabel('Search').fill(name);
  const table = page.getByRole('table', { name: 'Affiliates' });
  await expect(table.getByText(name)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Show details' }).click();
  await expect(table.getByText('Payment account id')).toBeVisible();
  await expect(table.getByText(/^acct_/)).toBeVisible();
});

test('the affiliates page and its form work on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/affiliates');
  await expect(page.getByRole('button', { name: 'Join the program' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test("a payment setup address that is not the affiliate's own says so and leads to the dashboard (the page has no header)", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser);
  await signIn(page, demo.affiliate);
  await page.goto('/affiliate/acct_not_yours');
  const alert = page.getByRole('alert').filter({ hasText: 'We could not open your payment setup' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await alert.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);
  await context.close();
});
