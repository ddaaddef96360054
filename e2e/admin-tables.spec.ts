import { expect, test } from './fixtures.ts';
import { demo, setAccountLanguage, signIn } from './helpers.ts';

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

test('an admin whose account is in Portuguese reads the operations screens in Portuguese', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.admin);
  // The demo admin is English; set back at the end, as the other tests of this server sign in as the admin too.
  await setAccountLanguage(page, 'pt-PT');
  const noMessageIds = () =>
    expect(page.locator('body')).not.toContainText(
      /\b(admin|common|counter|planning)\.[a-zA-Z]+\.[a-zA-Z.]+/,
    );
  try {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveTitle(/^Painel de administração \| Roteiro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    // Today's day as Portugal writes it, the month in lowercase.
    await expect(page.getByRole('heading', { name: /^Hoje, \d{1,2} de [a-zç]+ de \d{4}$/ })).toBeVisible();
    await expect(page.getByTestId('dashboard-bookings')).toContainText('Reservas de hoje');
    await expect(page.getByTestId('dashboard-bookings')).toContainText(/\d+,\d{2}\s€ recebidos hoje/);
    await expect(page.getByTestId('dashboard-attention')).toContainText('Precisam de atenção');
    await expect(page.getByRole('link', { name: 'Definições da conta' })).toBeVisible();
    await page.getByRole('button', { name: /Gerar código/ }).click();
    const code = page.getByRole('dialog', { name: 'Enviar código de registo' });
    await expect(code.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(code.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    const company = `codigo-${Date.now()}@example.com`;
    await code.getByRole('textbox', { name: 'E-mail' }).fill(company);
    await code.getByRole('button', { name: 'Enviar' }).click();
    // The spec's message, in Portuguese.
    await expect(page.getByText('Foi enviado à empresa um e-mail com um código de registo')).toBeVisible();
    await expect(code).toBeHidden();
    await noMessageIds();

    await page.goto('/admin/guiders');
    await expect(page).toHaveTitle(/^Gerir guias \| Roteiro$/);
    const guiders = page.getByRole('table', { name: 'Guias' });
    await expect(guiders.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
    await expect(guiders.getByRole('row', { name: /Tejo Tours/ })).toBeVisible();
    await guiders.getByRole('row', { name: /Tejo Tours/ }).click();
    await expect(page.getByRole('heading', { name: 'Histórico de pagamentos' })).toBeVisible();
    await expect(page.getByText('Ganhos por pagar')).toBeVisible();
    await noMessageIds();

    await page.goto('/admin/vendors');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerir vendedores' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adicionar vendedor' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vendedores' })).toBeVisible();
    await noMessageIds();

    await page.goto('/admin/bookings');
    await expect(page).toHaveTitle(/^Estatísticas de reservas \| Roteiro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas de reservas' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Totais' })).toContainText('Líquido');
    await expect(page.getByPlaceholder('Pesquisar por referência, e-mail ou nome')).toBeVisible();
    await expect(page.getByText('Reservas por dia')).toBeVisible();
    await noMessageIds();
    await page.getByRole('link', { name: 'Histórico de pagamentos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico de pagamentos' })).toBeVisible();
    await expect(page.getByText('Movimentos', { exact: true })).toBeVisible();
    await expect(page.getByText('Por grupo', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Estatísticas de reservas' })).toBeVisible();
    await noMessageIds();

    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de orçamento' })).toBeVisible();
    await page.goto('/admin/forms');
    await expect(page.getByRole('heading', { level: 1, name: 'Formulários recebidos' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Empresas de passeios' })).toBeVisible();
    await page.goto('/admin/dev-mailbox');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Caixa de entrada de desenvolvimento' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Destinatário' })).toBeVisible();
    await page
      .getByRole('row', { name: new RegExp(company) })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText(`Para ${company}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/admin/upcoming');
    await expect(page.getByRole('heading', { level: 1, name: 'Próximas atividades' })).toBeVisible();
    await noMessageIds();
  } finally {
    await setAccountLanguage(page, 'en');
  }
});
