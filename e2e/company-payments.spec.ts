import { sessionApi } from '@roteiro/domain/auth/session.api';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { call } from './api.ts';
import { type Browser, expect, type Page, test } from './fixtures.ts';
import { demo, openAccountMenu, signIn } from './helpers.ts';

/**
 * Paying the companies (operations.md §2, §4): the admin transfers a finished run to Tejo Tours and the
 * company sees it transferred; the company marks its employee's run Paid and the employee sees it.
 * The demo seeds several finished, untransferred runs for Tejo Tours and one for Sintra Trails (no payment
 * setup); each journey takes whichever run is still open, so the journeys do not depend on each other.
 */
const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '360 px phone', viewport: { width: 360, height: 780 } },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/**
 * Runs `journey` with the signed-in account's language set to `locale`, then sets back the language the account
 * had (other tests of this server sign in as the same demo account, and the demo has Portuguese accounts).
 */
async function inLanguage(page: Page, locale: TLocale, journey: () => Promise<void>) {
  const { user } = await call(page.request, sessionApi.current);
  const before = user?.locale ?? 'en';
  await call(page.request, settingsApi.updateLanguage, { body: { locale } });
  try {
    await journey();
  } finally {
    await call(page.request, settingsApi.updateLanguage, { body: { locale: before } });
  }
}

for (const { name, viewport } of viewports) {
  test(`${name}: the admin transfers a finished run and the company sees it transferred`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await newPage(browser, viewport);
    await signIn(admin, demo.admin);
    await admin.goto('/admin/payments');
    await expect(admin.getByRole('heading', { name: 'Manage Payments' })).toBeVisible();

    // A company without payment setup is shown, with the reason, and cannot be selected.
    await admin.getByPlaceholder('Search by company or activity').fill('Sintra Trails');
    const sintraRow = admin.getByRole('row').filter({ hasText: 'Sintra Trails' }).first();
    await expect(sintraRow.getByText('The company has not finished its payment setup.')).toBeVisible();
    await expect(sintraRow.getByRole('checkbox')).toBeDisabled();

    await admin.getByPlaceholder('Search by company or activity').fill('Tejo Tours');
    const open = admin
      .getByRole('checkbox', { name: /^Select .* \(Tejo Tours\)$/ })
      .and(admin.locator(':enabled'));
    await expect(open.first()).toBeVisible();
    const label = (await open.first().getAttribute('aria-label')) ?? '';
    const [, activity = '', day = ''] = /^Select (.*) on (\d{2} \w+ \d{4}) \(Tejo Tours\)$/.exec(label) ?? [];
    expect(activity).not.toBe('');
    await open.first().check();
    await expectNoSidewaysScroll(admin);
    await admin.getByRole('button', { name: /^Transfer €/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Transfer to the companies?' });
    await expect(dialog).toContainText(`${activity} on ${day} (Tejo Tours)`);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(admin.getByText('The activity has been transferred.')).toBeVisible();

    // It left the owed list and is listed as transferred, no longer selectable.
    await admin.locator('label', { hasText: /^Transferred$/ }).click();
    const transferredRow = admin.getByRole('row').filter({ hasText: activity }).filter({ hasText: day });
    await expect(transferredRow.first()).toContainText('Transferred');
    await expect(transferredRow.first().getByRole('checkbox')).toBeDisabled();
    await admin.context().close();

    // The company sees the run transferred in its payments, reached from its dashboard.
    const company = await newPage(browser, viewport);
    await signIn(company, demo.company);
    await company.goto('/company/dashboard');
    await company.getByRole('link', { name: 'Payments' }).click();
    await expect(company).toHaveURL(/\/guider\/payments/);
    await expect(
      company.getByRole('table', { name: 'Payment history' }).getByRole('row').nth(1),
    ).toBeVisible();
    let row = company.getByRole('row').filter({ hasText: activity }).filter({ hasText: day });
    // Newest first, 5 per page: the transferred run may be on a later page.
    for (let page = 0; page < 3 && (await row.count()) === 0; page++) {
      await company.getByRole('button', { name: /next page/i }).click();
      row = company.getByRole('row').filter({ hasText: activity }).filter({ hasText: day });
    }
    await expect(row.first()).toContainText('Transferred');
    await expectNoSidewaysScroll(company);
    await company.context().close();
  });

  test(`${name}: the company marks an employee's run Paid and the employee sees it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const company = await newPage(browser, viewport);
    await signIn(company, demo.company);
    await company.goto('/company/employees');
    await company.getByText('Ana Costa').first().click();
    await expect(company).toHaveURL(/\/manage-employee$/);
    await expect(company.getByRole('heading', { name: 'Payment history' })).toBeVisible();

    const unpaid = company
      .getByRole('combobox', { name: /^Payment of / })
      .filter({ has: company.locator('option:checked', { hasText: 'Unpaid' }) });
    await expect(unpaid.first()).toBeVisible();
    const label = (await unpaid.first().getAttribute('aria-label')) ?? '';
    const [, activity = '', day = ''] = /^Payment of (.*) on (.*)$/.exec(label) ?? [];
    await unpaid.first().selectOption('Paid');
    const select = company.getByRole('combobox', { name: label, exact: true });
    await expect(select).toHaveValue('Paid');
    await expectNoSidewaysScroll(company);
    await company.reload();
    await expect(company.getByRole('combobox', { name: label, exact: true })).toHaveValue('Paid');
    await company.context().close();

    // Ana sees her run as paid in her own tours (from her settings); she sees no other guide's runs.
    const employee = await newPage(browser, viewport);
    await signIn(employee, demo.employee, '/guider/login');
    await employee.goto('/guider/settings');
    await employee.getByRole('link', { name: 'My tours and payments' }).click();
    await expect(employee.getByRole('heading', { name: 'My tours' })).toBeVisible();
    const mine = employee.getByRole('row').filter({ hasText: activity });
    await expect(mine.first()).toBeVisible();
    const dayRow = mine.filter({ hasText: new RegExp(day.replace(/^0/, '0?')) });
    await expect(dayRow.first()).toContainText('Paid');
    await expect(employee.getByRole('columnheader', { name: 'Guide' })).toHaveCount(0);
    await expectNoSidewaysScroll(employee);
    await employee.context().close();
  });
}

test('the payment dashboard: the menu entry and /guider/stripe-dashboard open the provider dashboard', async ({
  browser,
}) => {
  const company = await newPage(browser, { width: 1280, height: 900 });
  await signIn(company, demo.company);
  const menu = await openAccountMenu(company);
  await expect(menu.getByRole('menuitem', { name: 'Payment dashboard' })).toBeVisible();
  await company.keyboard.press('Escape');
  await company.goto('/guider/payments');
  await company.goto('/guider/stripe-dashboard');
  await expect(company).toHaveURL(/\/test-provider\/dashboard\//);
  // Back leaves the dashboard for the page before it (the address that led there is not in the history to send
  // the company on again), and the dashboard's own link leads back to the app.
  await company.goBack();
  await expect(company).toHaveURL(/\/guider\/payments$/);
  await expect(company.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await company.goForward();
  await expect(company).toHaveURL(/\/test-provider\/dashboard\//);
  await company.getByRole('link', { name: 'Back to Roteiro' }).click();
  await expect(company).toHaveURL(/\/guider\/payments$/);
  await company.context().close();

  const notSetUp = await newPage(browser, { width: 1280, height: 900 });
  await signIn(notSetUp, demo.companyWithoutSetup);
  // Sintra Trails reads Roteiro in Portuguese (the demo's seed): this journey reads it in English.
  await inLanguage(notSetUp, 'en', async () => {
    await notSetUp.reload();
    const noEntry = await openAccountMenu(notSetUp);
    await expect(noEntry.getByRole('menuitem', { name: 'Manage employees' })).toBeVisible();
    await expect(noEntry.getByRole('menuitem', { name: 'Payment dashboard' })).toHaveCount(0);
    await notSetUp.keyboard.press('Escape');
    await notSetUp.goto('/guider/stripe-dashboard');
    await expect(notSetUp.getByText('Finish the payment account setup first.')).toBeVisible();
    await expect(notSetUp.getByRole('link', { name: 'Go to company profile' })).toBeVisible();
  });
  await notSetUp.context().close();
});

test('the payments screens read Portuguese for Portuguese accounts: the admin, the company, a company before its payment setup', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser, { width: 1280, height: 900 });
  await signIn(admin, demo.admin);
  await inLanguage(admin, 'pt-PT', async () => {
    await admin.goto('/admin/payments');
    await expect(admin.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(admin).toHaveTitle(/^Gerir pagamentos \| Roteiro$/);
    await expect(admin.getByRole('heading', { name: 'Gerir pagamentos', level: 1 })).toBeVisible();
    await expect(admin.getByRole('radio', { name: 'Por transferir' })).toBeChecked();
    await expect(admin.getByRole('button', { name: 'Transferir', exact: true })).toBeDisabled();
    await expect(admin.getByText('Selecionar todas as atividades transferíveis desta página')).toBeVisible();
    const table = admin.getByRole('table', { name: 'Atividades a pagar' });
    await expect(table.getByRole('columnheader', { name: 'Empresa' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
    await admin.getByPlaceholder('Pesquisar por empresa ou atividade').fill('Sintra Trails');
    const sintraRow = admin.getByRole('row').filter({ hasText: 'Sintra Trails' }).first();
    await expect(
      sintraRow.getByText('A empresa ainda não concluiu a configuração dos pagamentos.'),
    ).toBeVisible();
    await expect(sintraRow.getByText('Não transferida')).toBeVisible();
    // Days in Portuguese in the checkboxes' names: '… a 5 de janeiro de 2026 (Sintra Trails)'.
    await expect(
      sintraRow.getByRole('checkbox', {
        name: /^Selecionar .* a \d{1,2} de [a-zç]+ de \d{4} \(Sintra Trails\)$/,
      }),
    ).toBeDisabled();
    await expect(admin.getByText(/To transfer|Not transferred|Activities to pay/)).toHaveCount(0);
  });
  await admin.context().close();

  const company = await newPage(browser, { width: 1280, height: 900 });
  await signIn(company, demo.company);
  await inLanguage(company, 'pt-PT', async () => {
    await company.goto('/guider/payments');
    await expect(company).toHaveTitle(/^Pagamentos \| Roteiro$/);
    await expect(company.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    const history = company.getByRole('table', { name: 'Histórico de pagamentos' });
    await expect(history.getByRole('columnheader', { name: 'Transferência' })).toBeVisible();
    await expect(history.getByRole('row').nth(1)).toContainText(/ de [a-zç]+ de \d{4}/);
    await expect(history.getByRole('row').nth(1)).toContainText(
      /Transferido|Ainda não transferido|A decorrer/,
    );
  });
  await company.context().close();

  const notSetUp = await newPage(browser, { width: 1280, height: 900 });
  await signIn(notSetUp, demo.companyWithoutSetup);
  await inLanguage(notSetUp, 'pt-PT', async () => {
    await notSetUp.goto('/guider/stripe-dashboard');
    await expect(notSetUp).toHaveTitle(/^Painel de pagamentos \| Roteiro$/);
    await expect(notSetUp.getByRole('heading', { name: 'Painel de pagamentos' })).toBeVisible();
    await expect(notSetUp.getByText('Conclua primeiro a configuração da conta de pagamentos.')).toBeVisible();
    await expect(notSetUp.getByRole('link', { name: 'Ir para o perfil da empresa' })).toBeVisible();
  });
  await notSetUp.context().close();
});
