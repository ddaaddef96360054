import { affiliatesApi } from '@roteiro/domain/affiliates/affiliates.api';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { devApi } from '@roteiro/domain/ops/dev.api';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
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

test("the affiliates program reads Portuguese: the /affiliates page for a Portuguese visitor, the dashboard and the admin's table for Portuguese accounts", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A visitor whose browser asks for Portuguese: the promo page, its form and the form's rules.
  const visitorContext = await browser.newContext({
    locale: 'pt-PT',
    extraHTTPHeaders: { 'Accept-Language': 'pt-PT' },
  });
  await visitorContext.addCookies([{ name: 'lang', value: 'pt-PT', url: baseURL ?? '' }]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/affiliates');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(visitor).toHaveTitle(/^Programa de afiliados \| Roteiro$/);
  await expect(
    visitor.getByRole('heading', { name: 'Ganhe com o Roteiro: torne-se afiliado' }),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Como funciona o programa de afiliados?' })).toBeVisible();
  const form = visitor.getByRole('form', { name: 'Aderir ao programa de afiliados' });
  await form.getByRole('button', { name: 'Aderir ao programa' }).click();
  await expect(form.getByText('O nome é obrigatório')).toBeVisible();
  await expect(form.getByText('O e-mail é obrigatório')).toBeVisible();
  await expect(form.getByLabel('Número de telefone (opcional)')).toBeVisible();
  await visitorContext.close();

  // The demo affiliate, its account set to Portuguese (and back to English at the end: other tests sign in as it).
  const { context, page } = await phonePage(browser);
  await signIn(page, demo.affiliate);
  await call(page.request, settingsApi.updateLanguage, { body: { locale: 'pt-PT' } });
  try {
    await page.goto('/affiliate/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page).toHaveTitle(/^Painel de afiliado \| Roteiro$/);
    await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Definições da conta' })).toBeVisible();
    for (const label of ['Pendente', 'Aprovado', 'Pago']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    for (const testId of ['earnings-pending', 'earnings-approved', 'earnings-paid']) {
      await expect(page.getByTestId(testId)).toHaveText(/^(Nenhum|\d[\d\s.]*,\d{2}\s€)$/);
    }
    await expect(page.getByRole('heading', { name: 'Partilhe e ganhe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar ligação de afiliado' })).toBeVisible();
    await expect(page.getByText('Ganhos dos últimos 30 dias')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reservas recomendadas' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Reservas recomendadas' })).toBeVisible();
    await expect(page.getByText(/Hello|Pending|Approved|Share and earn|Referred bookings/)).toHaveCount(0);

    await page.goto('/affiliate/set-up-payment');
    await expect(page).toHaveTitle(/^Conta de pagamentos \| Roteiro$/);
    await expect(page.getByRole('heading', { name: 'Conta de pagamentos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para o painel' })).toBeVisible();
  } finally {
    await call(page.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
    await context.close();
  }

  // The admin's affiliates table, the admin's account set to Portuguese (and back).
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await call(admin.request, settingsApi.updateLanguage, { body: { locale: 'pt-PT' } });
  try {
    await admin.goto('/admin/affiliates');
    await expect(admin).toHaveTitle(/^Programa de afiliados \| Roteiro$/);
    await expect(admin.getByRole('heading', { name: 'Programa de afiliados', level: 1 })).toBeVisible();
    const table = admin.getByRole('table', { name: 'Afiliados' });
    await expect(table.getByRole('columnheader', { name: 'Código de desconto' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Aprovado' })).toBeVisible();
    await expect(admin.getByPlaceholder('Nome, e-mail ou código')).toBeVisible();
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(table.getByText('Id da conta de pagamentos')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Alterar termos' })).toBeVisible();
    await expect(table.getByRole('heading', { name: 'Histórico de pagamentos' })).toBeVisible();
  } finally {
    await call(admin.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
    await adminContext.close();
  }
});
