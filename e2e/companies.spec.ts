import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { call } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import { demo, newestMail, openAccountMenu, signIn, signOut } from './helpers.ts';

// A 4×3 PNG: documents are checked from their bytes on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQ9euEIwacHADaHwtxbbq8jQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page fits the phone's width (operations pages work at 360 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test('a company is registered, sets up payments, adds an employee who registers, and deactivates them', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const companyEmail = `douro-${stamp}@example.test`;
  const employeeEmail = `guia-${stamp}@example.test`;
  const password = 'douro-password-1';

  // The admin sends a registration code from the menu.
  await signIn(adminPage, demo.admin);
  const menu = await openAccountMenu(adminPage);
  await menu.getByRole('menuitem', { name: 'Send registration code' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Send registration code' });
  await dialog.getByLabel('Email').fill(companyEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await toast(adminPage, 'An email with a registration code has been sent to the company');
  const codeMail = await newestMail(adminPage.request, companyEmail);
  const code = /registration code is: ([A-Za-z0-9]{7})/.exec(codeMail.text)?.[1] ?? '';
  expect(code).toHaveLength(7);

  // The company registers with it and lands on its profile.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await company.goto('/guider/register');
  await company.getByLabel('Business name').fill('Douro Experiences');
  await company.getByLabel('Email').fill(companyEmail);
  await company.getByLabel('Password').fill(password);
  await company.getByLabel('Registration code').fill(code);
  await company.getByRole('button', { name: 'Create account' }).click();
  await expect(company).toHaveURL(/\/company\/settings\/profile$/);

  // Step 1: company information; every field is required for Next.
  await company.getByRole('button', { name: 'Next' }).click();
  await expect(company.getByText('Enter the tax ID.')).toBeVisible();
  await company.getByLabel('Phone number').fill('+351 912 000 111');
  await company.getByLabel('City').fill('Porto');
  await company.getByLabel('Address line 1').fill('Rua das Flores 12');
  await company.getByLabel('Address line 2').fill('1.º andar');
  await company.getByLabel('Postal code').fill('4050-262');
  await company.getByLabel('Tax ID').fill('PT509000002');
  await company.getByRole('button', { name: 'Next' }).click();

  // Step 2: the payment account, onboarded through the test-mode provider.
  await company.getByRole('button', { name: 'Create payment account' }).click();
  await expect(company).toHaveURL(/\/test-provider\/onboarding\//);
  // The profile's first load answers late, after the return has saved the finished setup: the page must not
  // show that stale answer (it once did, now and then, when the two requests crossed).
  await company.route(`**${companiesApi.profile.path}`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  await company.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(company).toHaveURL(/\/company\/settings\/profile$/);
  await toast(company, 'Your payment account is set up.');
  await expect(company.getByRole('button', { name: 'Save' })).toBeDisabled();
  await company.unroute(`**${companiesApi.profile.path}`);
  const companyMenu = await openAccountMenu(company);
  // 'Payment dashboard' opens the provider's dashboard in a new tab.
  const [dashboardTab] = await Promise.all([
    companyContext.waitForEvent('page'),
    companyMenu.getByRole('menuitem', { name: 'Payment dashboard', exact: true }).click(),
  ]);
  await expect(dashboardTab).toHaveURL(/\/test-provider\/dashboard\/acct_/);
  await dashboardTab.close();

  // The rest of the company's work happens on a phone.
  await company.setViewportSize({ width: 360, height: 740 });

  // The company adds an employee with both document images.
  await company.goto('/company/add-employee');
  await company.getByLabel('Name').fill('Inês Guia');
  await company.getByLabel('Email').fill(employeeEmail);
  const fileInputs = company.locator('input[type="file"]');
  await fileInputs.nth(0).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await fileInputs.nth(1).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await company.getByRole('button', { name: 'Add employee' }).click();
  await toast(company, "We sent an invitation to your employee's email to create an account");
  await expect(company).toHaveURL(/\/company\/employees$/);
  await expectNoSidewaysScroll(company);
  await expect(company.getByRole('row', { name: /Inês Guia/ }).getByText('Pending')).toBeVisible();
  // "Resend invitation" is whole on a phone (it was cut off by the table's edge), and it works.
  const resend = company.getByRole('button', { name: 'Resend invitation to Inês Guia' });
  const sideways = await company.getByRole('table').evaluate((table) => {
    const scroller = table.closest('.mantine-ScrollArea-viewport');
    return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
  });
  expect(sideways, 'the employees table scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await resend.scrollIntoViewIfNeeded();
  await expect(resend).toBeInViewport({ ratio: 1 });
  const resent = company.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/company\/employees\/[^/]+\/invitation$/.test(response.url()),
  );
  await resend.click();
  expect((await resent).status()).toBe(200);
  await expectNoSidewaysScroll(company);

  // The employee registers from the e-mailed link, then signs in.
  const invitation = await newestMail(adminPage.request, employeeEmail);
  const link = new URL(/(http\S+\/guider\/register\S*)/.exec(invitation.text)?.[1] ?? '');
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await employee.goto(`${link.pathname}${link.search}`);
  await expect(employee.getByText('Douro Experiences invited you')).toBeVisible();
  await expect(employee.getByLabel('Email')).toHaveValue(employeeEmail);
  await employee.getByLabel('Password').fill(password);
  await employee.getByRole('button', { name: 'Create account' }).click();
  await expect(employee).not.toHaveURL(/guider\/register/);
  // Waits for the sign-out to finish: opening the next page while it still runs aborts that navigation.
  await signOut(employee);
  await signIn(employee, employeeEmail, '/guider/login', password);

  // The company opens the employee (now clickable) and deactivates them.
  await company.goto('/company/employees');
  await company.getByRole('link', { name: 'Inês Guia' }).click();
  await expect(company).toHaveURL(/\/manage-employee$/);
  await expect(company.getByRole('img', { name: /Citizen card of Inês Guia/ })).toBeVisible();
  await expectNoSidewaysScroll(company);
  await company.getByRole('button', { name: 'Deactivate' }).click();
  await company.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await toast(company, 'The employee account has been deactivated');

  // The employee is signed out on the next navigation.
  await employee.getByRole('link', { name: 'Roteiro home' }).click();
  await expect(employee).toHaveURL(/\/login(\?|$)/);
  await expect(employee.getByText('Your account has been deactivated by your organization.')).toBeVisible();

  // Reactivation lets them back in.
  await company.getByRole('button', { name: 'Reactivate' }).click();
  await toast(company, 'The employee account has been reactivated');
  await signIn(employee, employeeEmail, '/guider/login', password);

  await companyContext.close();
  await employeeContext.close();
});

test('a company whose account is in Portuguese sees its dashboard and its employees in Portuguese', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demo.company);
  // Signed in, the account's language wins over the browser's (English here): the demo company is English, so it is
  // set to Portuguese for this test and back to English after it, for the other tests that sign in as this company.
  await call(page.request, settingsApi.updateLanguage, { body: { locale: 'pt-PT' } });
  try {
    await page.goto('/company/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Olá, Tejo/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Painel \| Roteiro$/);
    await expect(page.getByText('Convide os seus guias e acompanhe os passeios deles.')).toBeVisible();
    await expect(page.getByText('Os seus passeios e as transferências que recebeu.')).toBeVisible();

    await page.goto('/company/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerir funcionários' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gerir funcionários \| Roteiro$/);
    await expect(page.getByRole('link', { name: 'Adicionar funcionário' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
    const ana = page.getByRole('row', { name: /Ana Costa/ });
    await expect(ana.getByText(/^(Ativo|Desativado)$/)).toBeVisible();

    // Her payment history writes its days in Portuguese: "Pagamento de <activity> em 5 de novembro de 2026".
    await ana.getByRole('link', { name: 'Ana Costa' }).click();
    await expect(page).toHaveURL(/\/manage-employee$/);
    await expect(page.getByRole('heading', { name: 'Histórico de pagamentos' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cartão de Cidadão de Ana Costa' })).toBeVisible();
    const months = 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
    await expect(
      page
        .getByRole('combobox', { name: new RegExp(`^Pagamento de .+ em \\d{1,2} de (${months}) de \\d{4}$`) })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/\b(Unpaid|Payment history|Documents)\b/)).toHaveCount(0);
  } finally {
    await call(page.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
  }
});
