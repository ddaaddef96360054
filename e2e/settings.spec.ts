import { registrationApi } from '@roteiro/domain/auth/registration.api';
import { devApi } from '@roteiro/domain/ops/dev.api';
import { vendorsApi } from '@roteiro/domain/vendors/vendors.api';
import { call, send } from './api.ts';
import { expect, type Page, test } from './fixtures.ts';
import { demo, newestMail, openAccountMenu, signIn } from './helpers.ts';

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('a guide edits personal information: Save only when something changed, messaging ID warning', async ({
  page,
}) => {
  await signIn(page, demo.employee, '/guider/login');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/guider\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Personal information' }).click();

  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  await expect(save).toBeDisabled();
  await expect(page.getByText(/with a wrong ID you will not receive messages/)).toBeVisible();
  const messagingId = page.getByLabel('Messaging ID');
  await messagingId.fill(`@ana-${Date.now()}`);
  await expect(save).toBeEnabled();
  await save.click();
  await toast(page, 'Your information has been saved.');
  await expect(save).toBeDisabled();
});

test('an admin adds a vendor, who registers, changes password and deletes the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `kiosk-${Date.now()}@example.test`;
  await signIn(page, demo.admin);
  await page.goto('/admin/dashboard');
  for (const tile of ['Manage guiders', 'Manage activities', 'Affiliates program', 'Generate code']) {
    await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
  }
  await page.goto('/admin/vendors');
  await page.getByRole('link', { name: 'Add vendor' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Add vendor' }).click();
  await toast(page, 'The vendor has been added. We sent them an e-mail to create their account.');
  await expect(page.getByText('Invitation sent')).toBeVisible();

  let link = '';
  await expect
    .poll(
      async () => {
        const { items } = await call(page.request, devApi.mailbox, { query: { recipient: email } });
        const text = items[0]?.text ?? '';
        link = /https?:\/\/\S+\/register/.exec(text)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await vendor.goto(link);
  // The address is masked: whoever holds the link does not learn it.
  await expect(vendor.getByLabel('Email')).toHaveValue('k•••@example.test');
  await vendor.getByLabel('Name').fill('Belém Kiosk');
  await vendor.getByLabel('Password').fill('kiosk-password-1');
  await vendor.getByRole('button', { name: 'Create account' }).click();
  await toast(vendor, 'Your vendor account has been created. You can sign in now.');
  await expect(vendor).toHaveURL(/\/vendor\/login$/);
  await signIn(vendor, email, '/vendor/login', 'kiosk-password-1');
  await vendor.goto('/vendor/dashboard');
  await expect(vendor.getByRole('heading', { name: 'Welcome, Belém Kiosk' })).toBeVisible();

  // Change password: enabled only when both fields are longer than 8 characters; new must differ.
  await vendor.goto('/settings');
  await vendor.getByRole('link', { name: 'Change password' }).click();
  const change = vendor.getByRole('button', { name: 'Change password' });
  await vendor.getByLabel('Current password').fill('kiosk-password-1');
  await vendor.getByLabel('New password').fill('12345678');
  await expect(change).toBeDisabled();
  await vendor.getByLabel('New password').fill('kiosk-password-1');
  await change.click();
  await expect(
    vendor.getByText('The new password has to be different from your current password').first(),
  ).toBeVisible();
  await vendor.getByLabel('New password').fill('kiosk-password-2');
  await change.click();
  await toast(vendor, 'Password successfully changed.');

  // Delete account: the warning, then the account is really gone.
  await vendor.goto('/settings');
  await vendor.getByRole('button', { name: 'Delete account' }).click();
  const dialog = vendor.getByRole('dialog', { name: 'Delete your account?' });
  await expect(
    dialog.getByText("Are you sure you want to delete your account? You can't undo this action."),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await vendor.getByRole('button', { name: 'Delete account' }).click();
  const confirm = vendor.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Current password').fill('kiosk-password-2');
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await toast(vendor, 'Your account has been deleted.');
  await expect(vendor).toHaveURL(/\/home$/);

  await vendor.goto('/vendor/login');
  await vendor.getByLabel('Email').fill(email);
  await vendor.getByLabel('Password').fill('kiosk-password-2');
  await vendor.getByRole('button', { name: /^sign in$/i }).click();
  await toast(vendor, 'Invalid email or password.');
  await vendorContext.close();

  await page.goto('/admin/vendors');
  await expect(
    page.getByRole('table', { name: 'Vendors' }).getByText('Deleted account').first(),
  ).toBeVisible();
});

test('a vendor changes the e-mail: the current password, then the link opened at the new address', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `kiosk-move-${stamp}@example.test`;
  const newEmail = `kiosk-moved-${stamp}@example.test`;
  await signIn(page, demo.admin);
  const { id } = await call(page.request, vendorsApi.add, { body: { email } });
  const vendorContext = await browser.newContext();
  const registered = await send(vendorContext.request, vendorsApi.register, {
    params: { vendorId: id },
    body: { name: 'Moving Kiosk', password: 'kiosk-password-1' },
  });
  expect(registered.ok()).toBe(true);
  const vendor = await vendorContext.newPage();
  await signIn(vendor, email, '/vendor/login', 'kiosk-password-1');

  // The new address with the current password: nothing changes until its link is opened.
  await vendor.goto('/settings/basic-information');
  await expect(vendor.getByLabel('Email')).toHaveValue(email);
  await expect(vendor.getByLabel('Current password')).toHaveCount(0);
  await vendor.getByLabel('Email').fill(newEmail);
  await vendor.getByLabel('Current password').fill('kiosk-password-1');
  await vendor.getByRole('button', { name: 'Save' }).click();
  await toast(
    vendor,
    `We sent a link to ${newEmail}. Your e-mail changes once you open it; until then you sign in with your current one.`,
  );
  await expect(vendor.getByLabel('Email')).toHaveValue(email);
  await expect(
    vendor.getByRole('status').filter({ hasText: `the link we sent to ${newEmail}` }),
  ).toBeVisible();

  const mail = await newestMail(page.request, newEmail);
  const link = /https?:\/\/\S+\/settings\/email\/confirm\S+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await vendor.goto(link);
  await expect(vendor.getByText(newEmail)).toBeVisible();
  await vendor.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(vendor.getByText('Your e-mail has been changed.')).toBeVisible();
  // The old address is told (through the outbox: it may take a moment).
  await expect
    .poll(
      async () => {
        const { items } = await call(page.request, devApi.mailbox, { query: { recipient: email } });
        return items.map((item) => item.subject);
      },
      { timeout: 20_000 },
    )
    .toContain('Your Roteiro e-mail address was changed');

  // The new address signs in; the old one no longer does.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await signIn(again, newEmail, '/vendor/login', 'kiosk-password-1');
  await again.goto('/vendor/dashboard');
  await expect(again.getByRole('heading', { name: 'Welcome, Moving Kiosk' })).toBeVisible();
  await fresh.close();
  await vendorContext.close();
});

test('the language is a setting of the account: Português chosen in Settings follows the person to a new English browser', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `lingua-${Date.now()}@example.test`;
  const password = 'lingua-password-1';
  const english = { locale: 'en-GB' };
  const inEnglish = { 'accept-language': 'en-GB,en;q=0.9' };

  // A traveller account of its own, registered from an English browser: English is its language.
  await call(request, registrationApi.registerTraveller, {
    body: { name: 'Inês Lingua', email },
    headers: inEnglish,
  });
  const adminContext = await browser.newContext(english);
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  const mail = await newestMail(admin.request, email);
  await adminContext.close();
  const link = /https?:\/\/\S+\/register\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const { user } = await call(request, registrationApi.confirmTraveller, {
    body: { token, password },
    headers: inEnglish,
  });
  expect(user.locale).toBe('en');

  const firstContext = await browser.newContext(english);
  const page = await firstContext.newPage();
  await signIn(page, email, '/login', password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  const language = page.getByLabel('Language');
  await expect(language).toHaveValue('en');
  await language.selectOption('pt-PT');
  await page.getByRole('button', { name: 'Save language' }).click();
  await toast(page, 'O seu idioma foi guardado.');
  // The page switched at once, without a reload.
  await expect(page.getByRole('heading', { name: 'Definições da conta' })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('pt-PT');
  await expect(page.getByRole('button', { name: 'Eliminar conta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  // Signing out is said in the account's language too.
  await page.getByRole('button', { name: 'menu da conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await toast(page, 'Terminou a sessão!');
  await expect(page).toHaveURL(/\/home$/);
  await firstContext.close();

  // Another browser, in English and with no language cookie: signed in, the account's language wins.
  const secondContext = await browser.newContext(english);
  const again = await secondContext.newPage();
  await signIn(again, email, '/login', password);
  await expect(again.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await again.goto('/settings');
  await expect(again.getByRole('heading', { name: 'Definições da conta' })).toBeVisible();
  await expect(again.getByLabel('Idioma')).toHaveValue('pt-PT');
  await expect(again.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await secondContext.close();
});

test('a traveller whose account is Portuguese reads the settings in Portuguese: information, password, deletion', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `definicoes-${Date.now()}@example.test`;
  const password = 'definicoes-password-1';
  // Registered from a Portuguese browser: Portuguese is the account's language.
  const inPortuguese = { 'accept-language': 'pt-PT,pt;q=0.9' };
  await call(request, registrationApi.registerTraveller, {
    body: { name: 'Rita Definições', email },
    headers: inPortuguese,
  });
  const adminContext = await browser.newContext({ locale: 'en-GB' });
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  const mail = await newestMail(admin.request, email);
  await adminContext.close();
  const link = /https?:\/\/\S+\/register\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const { user } = await call(request, registrationApi.confirmTraveller, {
    body: { token, password },
    headers: inPortuguese,
  });
  expect(user.locale).toBe('pt-PT');

  // Signed in from an English browser: the account's language wins.
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, email, '/login', password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Definições da conta', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Definições da conta \| Roteiro$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('link', { name: 'Informações básicas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar idioma' })).toBeVisible();

  // Basic information: the form, its button and its toast.
  await page.getByRole('link', { name: 'Informações básicas' }).click();
  await expect(page).toHaveURL(/\/settings\/basic-information$/);
  await expect(page.getByRole('heading', { name: 'Informações básicas' })).toBeVisible();
  await expect(page).toHaveTitle(/^Informações básicas \| Roteiro$/);
  await expect(page.getByRole('button', { name: 'Alterar fotografia' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Guardar', exact: true });
  await expect(save).toBeDisabled();
  await page.getByLabel('Nome').fill('Rita Definições Costa');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await save.click();
  await toast(page, 'Os seus dados foram guardados.');

  // Change password: the labels, the server's refusal and the success, all in Portuguese.
  await page.goto('/settings/change-password');
  await expect(page).toHaveTitle(/^Alterar palavra-passe \| Roteiro$/);
  const change = page.getByRole('button', { name: 'Alterar palavra-passe' });
  await page.getByLabel('Palavra-passe atual').fill(password);
  await page.getByLabel('Nova palavra-passe').fill(password);
  await change.click();
  await expect(
    page.getByText('A nova palavra-passe tem de ser diferente da sua palavra-passe atual').first(),
  ).toBeVisible();
  await page.getByLabel('Nova palavra-passe').fill('definicoes-password-2');
  await change.click();
  await toast(page, 'Palavra-passe alterada com sucesso.');

  // Delete account: the warning, then gone.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Eliminar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar a sua conta?' });
  await expect(
    dialog.getByText('Tem a certeza de que quer eliminar a sua conta? Não é possível anular esta ação.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Eliminar conta' }).click();
  await dialog.getByRole('button', { name: 'Eliminar conta' }).click();
  await expect(
    dialog.getByText('Introduza a sua palavra-passe atual para eliminar a sua conta.'),
  ).toBeVisible();
  await dialog.getByLabel('Palavra-passe atual').fill('definicoes-password-2');
  await dialog.getByRole('button', { name: 'Eliminar conta' }).click();
  await toast(page, 'A sua conta foi eliminada.');
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});
