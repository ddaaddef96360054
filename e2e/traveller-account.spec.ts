import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { devApi } from '@roteiro/domain/ops/dev.api';
import { call } from './api.ts';
import { type Browser, expect, type Page, test } from './fixtures.ts';
import {
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  gotoReady,
  openAccountMenu,
  signIn,
} from './helpers.ts';

/**
 * A traveller's account: a booking made as a visitor, then /register with the link from the dev
 * mailbox, and the booking in My tours, opening its tickets (desktop and 360 px). Also the small fixes of
 * the booking pages: an invalid success link, the late-confirmation notice (with the page's clock moved,
 * not waited for) and Bookings Stats on a phone.
 */

const PHONE = { width: 360, height: 740 };
const ACTIVITY = 'Alfama and Mouraria walking tour';
/** Its Portuguese title (the demo seed's translation): My tours names it so to a Portuguese reader. */
const ACTIVITY_PT = 'Visita guiada a pé por Alfama e Mouraria';

async function activityId(page: Page): Promise<string> {
  const body = await call(page.request, cataloguePublicApi.activities, {
    query: { search: 'Alfama', page: 1 },
  });
  const found = body.items.find((item) => item.title.startsWith(ACTIVITY));
  expect(found, 'the demo activity is in the catalogue').toBeTruthy();
  return found?.id ?? '';
}

function lisbonDayFromNow(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A pending booking made through the API (the checkout page is not paid): its reference. */
async function startCheckout(page: Page, email: string, daysAhead: number) {
  const id = await activityId(page);
  const day = lisbonDayFromNow(daysAhead);
  const slots = await call(page.request, bookingApi.slots, {
    params: { id },
    query: { day, kind: 'shared' },
  });
  const slot = slots.slots.find((candidate) => candidate.placesLeft > 0);
  expect(slot, `a shared time with places on ${day}`).toBeTruthy();
  return call(page.request, bookingApi.checkout, {
    body: {
      activityId: id,
      kind: 'shared',
      day,
      startTime: slot?.startTime ?? '',
      participants: 1,
      clientName: 'Rita Traveller',
      clientEmail: email,
    },
  });
}

/** A paid booking: checkout through the API, paid on the TEST MODE checkout page. */
async function bookAndPay(page: Page, email: string, daysAhead: number): Promise<string> {
  const { reference, checkoutUrl } = await startCheckout(page, email, daysAhead);
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  return reference;
}

/** The registration link e-mailed to `email`, read from the dev mailbox as the admin. */
async function registrationLink(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, demo.admin);
  let link = '';
  await expect
    .poll(
      async () => {
        const { items } = await call(admin.request, devApi.mailbox, { query: { recipient: email } });
        const mail = items.find((item) => item.subject === 'Confirm your e-mail address for Roteiro');
        link = /(https?:\/\/\S+\/register\/confirm\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  await context.close();
  return new URL(link).pathname + new URL(link).search;
}

async function registerAndSeeMyTours(page: Page, browser: Browser, isPhone: boolean) {
  const email = `registered-${isPhone ? 'phone' : 'desktop'}-${Date.now()}@example.com`;
  // Booked as a visitor, before the account exists.
  const reference = await bookAndPay(page, email, 3);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  if (isPhone) {
    await expectNoSidewaysScroll(page);
  }
  await page.getByLabel('Name').fill('Rita Traveller');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await registrationLink(browser, email));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password has to have more than 8 characters.')).toBeVisible();
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in, on My tours, with the booking made before registering.
  await expect(page).toHaveURL(/\/my-tours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toBeVisible();
  await expect(card.getByText(ACTIVITY, { exact: false })).toBeVisible();
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expectAccessible(page, '/my-tours');
  if (isPhone) {
    await expectNoSidewaysScroll(page);
  } else {
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'My tours' })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // My tours is one of the booking pages: in Portuguese once the traveller switches, and back.
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Os meus passeios' })).toBeVisible();
  await expect(page).toHaveTitle(/^Os meus passeios/);
  const cardPt = page.getByRole('article').filter({ hasText: reference });
  await expect(cardPt.getByRole('heading', { name: ACTIVITY_PT, exact: false })).toBeVisible();
  await expect(cardPt.getByText(ACTIVITY, { exact: false })).toHaveCount(0);
  await expect(cardPt.getByText('Confirmada')).toBeVisible();
  await expect(cardPt.getByText(/ às \d{2}:\d{2} · /)).toBeVisible();
  await expect(
    cardPt.getByText(/\d+ pessoas? · \d{1,3}(\u00a0?\d{3})*,\d{2}\u00a0€ · Referência/),
  ).toBeVisible();
  await expect(cardPt.getByRole('link', { name: 'Bilhetes e alterações' })).toBeVisible();
  await banner.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My tours' })).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: reference }).getByText(ACTIVITY, { exact: false }),
  ).toBeVisible();

  // A booking made after registering appears too.
  const later = await bookAndPay(page, email, 4);
  await page.goto('/my-tours');
  await expect(page.getByRole('article').filter({ hasText: later })).toBeVisible();

  // Each opens the manage view with its QR tickets.
  await page
    .getByRole('article')
    .filter({ hasText: reference })
    .getByRole('link', { name: 'Tickets and changes' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/manage-booking/${reference}\\?token=`));
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/i }).first()).toBeVisible();
  await expectAccessible(page, 'the manage view');

  // The account signs in again through the login page.
  const again = await browser.newContext(isPhone ? { viewport: PHONE } : {});
  const second = await again.newPage();
  await signIn(second, email, '/login', 'a-good-long-password');
  await expect(second).toHaveURL(/\/my-tours$/);
  await again.close();
}

test('desktop: register with the e-mailed link and find the bookings of that address in My tours', async ({
  page,
  browser,
}) => {
  await registerAndSeeMyTours(page, browser, false);
});

test('360 px: the same on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await registerAndSeeMyTours(page, browser, true);
  await context.close();
});

test('360 px: the account pages in Portuguese with the language cookie, in English without it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'lang', value: 'pt-PT', url: baseURL }]);
  const page = await context.newPage();

  // /login: its texts, a field's message from the schema and the server's answer, in Portuguese.
  await gotoReady(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Iniciar sessão | Roteiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.getByText('Inicie sessão na sua conta Roteiro.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Palavra-passe')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar conta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao Roteiro' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(page.getByText('Introduza um endereço de e-mail válido.')).toBeVisible();
  await expect(page.getByText('E-mail ou palavra-passe inválidos.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address.')).toHaveCount(0);
  await page.getByLabel('E-mail').fill(`nobody-pt-${Date.now()}@example.com`);
  await page.getByLabel('Palavra-passe').fill('not-the-password');
  await expect(page.getByText('E-mail ou palavra-passe inválidos.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(page.getByText('E-mail ou palavra-passe inválidos.')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);

  // The e-mailed link leads to /login-ed, in Portuguese too.
  const email = `link-pt-${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Pedir ligação por e-mail' }).click();
  await expect(page).toHaveURL(/\/login-ed$/);
  await expect(page).toHaveTitle('Consulte a sua caixa de entrada | Roteiro');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulte a sua caixa de entrada' }),
  ).toBeVisible();
  await expect(page.getByText('Enviámos-lhe um e-mail com uma ligação para iniciar sessão.')).toBeVisible();
  await expect(page.getByText(`O e-mail foi enviado para ${email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início de sessão' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // An e-mailed link that no longer works comes back to the sign-in page, which says so.
  await gotoReady(page, '/login?link=invalid&lang=pt&error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText(
    'Esta ligação para iniciar sessão não é válida ou expirou: cada ligação funciona uma vez, durante 15 minutos. Peça uma nova abaixo.',
  );
  await expectNoSidewaysScroll(page);

  // /register: its labels and the schema's messages at the fields.
  await gotoReady(page, '/register');
  await expect(page).toHaveTitle('Crie a sua conta | Roteiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie a sua conta' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByText('Enviamos uma ligação para este endereço para o confirmar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Já tem conta? Inicie sessão' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao Roteiro' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Introduza o seu nome.')).toBeVisible();
  await expect(page.getByText('Introduza um endereço de e-mail válido.')).toBeVisible();

  // A registration link that is not valid says so in Portuguese (the server's message).
  await gotoReady(page, '/register/confirm?token=forged');
  await expect(page.getByText('Esta ligação não é válida', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Esta ligação de registo não é válida ou expirou. Registe-se novamente.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registar novamente' })).toBeVisible();

  // The operator registrations stay English, their "Back to Roteiro" too.
  await gotoReady(page, '/guider/register');
  await expect(page.locator('main')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Back to Roteiro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao Roteiro' })).toHaveCount(0);

  // Without the cookie (Playwright's browser asks for English), the same pages are as before.
  await context.clearCookies({ name: 'lang' });
  await gotoReady(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in | Roteiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Welcome back to Roteiro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Roteiro' })).toBeVisible();
  await expect(page.getByText(/sign-in link is not valid/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await gotoReady(page, '/login?link=invalid&error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link is not valid or has expired: each link works once, for 15 minutes. Ask for a new one below.',
  );
  await gotoReady(page, '/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already registered? Sign in' })).toBeVisible();
  await context.close();
});

test('My tours is for signed-in travellers: a visitor goes to the login page', async ({ page }) => {
  await page.goto('/my-tours');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-tours$/);
});

test('a success link that is not valid says so and leads to the find form', async ({ page }) => {
  await page.goto('/booking-success?reference=NOSUCHREF&token=forged');
  await expect(page.getByText('This link is not valid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Find your booking' }).click();
  await expect(page).toHaveURL(/\/manage-booking$/);
});

test('a payment not confirmed within 2 minutes: the success page says it is late (clock moved, not waited)', async ({
  page,
}) => {
  const email = `late-${Date.now()}@example.com`;
  const { reference } = await startCheckout(page, email, 5);
  // Manage your booking finds a pending booking too, with its signed token.
  const { token } = await call(page.request, bookingApi.find, { body: { reference, email } });

  await page.clock.install();
  await page.goto(`/booking-success?reference=${reference}&token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'We are confirming your payment…' })).toBeVisible();
  await page.clock.fastForward('01:50');
  await expect(page.getByRole('heading', { name: 'We are confirming your payment…' })).toBeVisible();
  await page.clock.fastForward('00:15');
  await expect(page.getByRole('heading', { name: 'Your payment is taking longer to confirm' })).toBeVisible();
  await page.getByRole('link', { name: 'Open your booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-booking/${reference}\\?token=`));
});

test('Bookings Stats works on a phone: no sideways scroll, each booking with its amount, status and refund', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const reference = await bookAndPay(page, `stats-phone-${Date.now()}@example.com`, 6);
  await signIn(page, demo.admin);
  await page.goto(`/admin/bookings?search=${reference}`);
  await expect(page.getByRole('heading', { name: 'Bookings Stats' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/€\d+\.\d\d · paid · booked/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Refund' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
});
