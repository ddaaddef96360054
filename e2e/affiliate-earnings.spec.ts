import { randomUUID } from 'node:crypto';
import { affiliatesApi } from '@roteiro/domain/affiliates/affiliates.api';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { devApi } from '@roteiro/domain/ops/dev.api';
import { call, send } from './api.ts';
import { type ClockServer, startClockServer } from './clock-server.ts';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
  test,
} from './fixtures.ts';
import { DEMO_PASSWORD, demo, gotoReady, signIn } from './helpers.ts';
import { expectLedgerBalances } from './ledger.ts';

/**
 * An affiliate earns and gets paid: a new affiliate joins and sets up its payment account; a
 * visitor arrives with `?referral=CODE`, books today's 14:00 tour and pays on the TEST MODE checkout; a guide
 * starts the tour; the admin pays the affiliate on /admin/affiliates; the affiliate sees the booking move
 * Pending → Approved → Paid on its dashboard (a phone); the booking is then refunded and the claw-back shows
 * to the affiliate and the admin; the ledger of every group still balances.
 *
 * A traveller can book a tour only until 2 hours before it starts and a guide can start it only on its day,
 * so "book, then start" needs a day with a bookable slot left. This journey runs its own server whose clock
 * reads 08:00 in Lisbon today (e2e/clock-server.ts); the browser's clock is set the same.
 */

const ACTIVITY = 'Alfama and Mouraria walking tour';
const PHONE = { width: 360, height: 780 };
let server: ClockServer | null = null;
let baseURL = '';
/** The server's clock at its start: 08:00 in Lisbon, today. */
let fakeNow = new Date();
let today = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startClockServer(8, 'affiliate');
  ({ baseURL, now: fakeNow, today } = server);
});

test.afterAll(async () => {
  await server?.stop();
});

async function apiAs(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; request: APIRequestContext }> {
  const context = await browser.newContext({ baseURL });
  const res = await send(context.request, sessionApi.signIn, { body: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return { context, request: context.request };
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The affiliate's dashboard, reloaded: the referred booking's row and the three earnings. */
async function expectDashboard(
  page: Page,
  expected: { state: string; pending: string; approved: string; paid: string },
) {
  await page.goto('/affiliate/dashboard');
  const table = page.getByRole('table', { name: 'Referred bookings' });
  const row = table.getByRole('row').filter({ hasText: ACTIVITY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('€4.50');
  await expect(row.getByText(expected.state, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('earnings-pending')).toHaveText(expected.pending);
  await expect(page.getByTestId('earnings-approved')).toHaveText(expected.approved);
  await expect(page.getByTestId('earnings-paid')).toHaveText(expected.paid);
  await expectNoSidewaysScroll(page);
}

/** The admin's affiliates program, searched to this affiliate, its detail row open. */
async function openAffiliate(page: Page, name: string) {
  await page.goto('/admin/affiliates');
  await page.getByLabel('Search').fill(name);
  const table = page.getByRole('table', { name: 'Affiliates' });
  // The search is debounced: wait until the list holds only this affiliate.
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Show details' }) }),
  ).toHaveCount(1);
  await table
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Show details' })
    .click();
  await expect(page.getByText('Payout history')).toBeVisible();
  return table;
}

test('a referred booking moves Pending → Approved → Paid for its affiliate, and a refund after payout is clawed back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const admin = await apiAs(browser, demo.admin);

  // A new affiliate joins and finishes its payment setup (on a phone).
  const name = `Alfama Insider ${Date.now()}`;
  const email = `alfama-insider-${Date.now()}@example.test`;
  const visitorRequest = await browser.newContext({ baseURL });
  const joined = await send(visitorRequest.request, affiliatesApi.join, { body: { name, email } });
  expect(joined.status()).toBe(201);
  await visitorRequest.close();
  let link = '';
  await expect
    .poll(
      async () => {
        const { items } = await call(admin.request, devApi.mailbox, { query: { recipient: email } });
        link =
          /https?:\/\/\S+magic-link\/verify\S*/.exec(items.map((item) => item.text).join('\n'))?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  const affiliateContext = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  await affiliateContext.clock.install({ time: fakeNow });
  const phone = await affiliateContext.newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/test-provider\/onboarding\/acct_/);
  await phone.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(phone).toHaveURL(/\/affiliate\/set-up-payment$/);
  await expect(phone.getByText('Your payment account is set up')).toBeVisible();
  await phone.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(phone.getByRole('heading', { name: `Hello, ${name}` })).toBeVisible();
  await expect(phone.getByText('Payment account set up')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Payment account status' })).toHaveAttribute(
    'href',
    '/affiliate/set-up-payment',
  );
  await expect(phone.getByText('No bookings yet')).toBeVisible();
  const { discountCode } = await call(phone.request, affiliatesApi.dashboard);
  expect(discountCode).toMatch(/^[A-Z0-9]{8}$/);
  const code = discountCode ?? '';
  await expect(phone.getByText(`${baseURL}/?referral=${code}`)).toBeVisible();
  await phone.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(phone.getByText('Text copied to clipboard.')).toBeVisible();
  await expectNoSidewaysScroll(phone);

  // A visitor arrives with the referral link and books today's 14:00 tour (desktop).
  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await visitorContext.clock.install({ time: fakeNow });
  const visitor = await visitorContext.newPage();
  await gotoReady(visitor, `/?referral=${code}`);
  const search = await call(visitor.request, cataloguePublicApi.activities, {
    query: { search: 'Alfama', page: 1 },
  });
  const activity = search.items.find((item) => item.title.startsWith(ACTIVITY));
  expect(activity, 'the demo activity').toBeTruthy();
  await gotoReady(visitor, `/details/${activity?.id}`);
  const box = visitor.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  await box.locator(`button[data-available-day="${today}"]`).click();
  await box
    .getByTestId('booking-times')
    .getByRole('button', { name: /^14:00/ })
    .click();
  await box.getByLabel('Participants').fill('2');
  // The stored referral fills the code, and the server applies its 10 % off: 2 × €25.00 − 10 %.
  await expect(box.getByLabel('Discount code')).toHaveValue(code);
  await expect(box.getByText(`Discount (${code})`)).toBeVisible();
  await expect(box.getByTestId('booking-total')).toHaveText('€45.00');
  const traveller = `Referred Traveller ${Date.now()}`;
  await box.getByLabel('Your name').fill(traveller);
  await box.getByLabel('Email').fill(`referred-${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'Book now' }).click();
  const pay = visitor.getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeVisible({ timeout: 20_000 });
  await pay.click();
  await expect(visitor.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  const reference = (await visitor.getByTestId('booking-reference').innerText()).trim();
  await visitorContext.close();

  // Paid, the tour not started: Pending. 10 % of the €45.00 paid.
  await expectDashboard(phone, { state: 'Pending', pending: '€4.50', approved: 'None', paid: 'None' });
  await shot(phone, testInfo, 'dashboard-pending-360');

  // A guide of the company staffing today's group starts the tour with the booking's tickets.
  const guide = await apiAs(browser, demo.employee);
  const todayGroups = await call(guide.request, checkinApi.todayGroups);
  let tickets: string[] = [];
  let groupId = '';
  for (const group of todayGroups.groups) {
    const manifest = await call(guide.request, checkinApi.manifest, { params: { groupId: group.groupId } });
    const mine = manifest.participants.find((participant) => participant.clientName === traveller);
    if (mine) {
      groupId = group.groupId;
      tickets = mine.tickets.map((ticket) => `${group.groupId}@${mine.participantId}@${ticket.ticketNumber}`);
    }
  }
  expect(tickets).toHaveLength(2);
  const start = await call(guide.request, checkinApi.start, {
    params: { groupId },
    body: { idempotencyKey: randomUUID(), tickets },
  });
  const runId = start.run.id;
  expect((await send(guide.request, checkinApi.finish, { params: { runId } })).ok()).toBe(true);
  await guide.context.close();

  await expectDashboard(phone, { state: 'Approved', pending: 'None', approved: '€4.50', paid: 'None' });

  // The admin pays the affiliate from the affiliates program (desktop).
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin);
  await openAffiliate(adminPage, name);
  await expect(adminPage.getByTestId('admin-approved')).toHaveText('€4.50');
  await expect(adminPage.getByText(`${code} · 10% off · current`).first()).toBeVisible();
  await adminPage.getByRole('button', { name: 'Pay approved commissions' }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Pay ${name}?` });
  await expect(confirm.getByText(/€4\.50 of approved commissions/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Pay now' }).click();
  await expect(adminPage.getByText(`€4.50 transferred to ${name} for 1 commission.`)).toBeVisible();
  await expect(adminPage.getByTestId('admin-paid')).toHaveText('€4.50');
  const history = adminPage.getByRole('table', { name: `Payout history of ${name}` });
  await expect(history.getByRole('row').filter({ hasText: 'Transferred' })).toHaveCount(1);
  await expect(adminPage.getByRole('button', { name: 'Pay approved commissions' })).toBeDisabled();
  await expect(adminPage.getByText('There are no approved commissions to pay.')).toBeVisible();
  await shot(adminPage, testInfo, 'admin-affiliate-paid-1280');

  await expectDashboard(phone, { state: 'Paid', pending: 'None', approved: 'None', paid: '€4.50' });
  await shot(phone, testInfo, 'dashboard-paid-360');

  // The booking is refunded after the payout: the commission is clawed back from the next payouts.
  await adminPage.goto('/admin/bookings');
  await adminPage.getByPlaceholder('Search by reference, e-mail or name').fill(reference);
  const bookingRow = adminPage.getByRole('row', { name: new RegExp(reference) });
  await bookingRow.getByRole('button', { name: 'Refund' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Refund this booking?' })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(bookingRow.getByText('refunded', { exact: true })).toBeVisible();

  await expectDashboard(phone, { state: 'Clawed back', pending: 'None', approved: 'None', paid: 'None' });
  await expect(phone.getByTestId('clawbacks')).toContainText(
    '€4.50 will be kept back from your next payouts.',
  );
  await shot(phone, testInfo, 'dashboard-clawed-back-360');

  // The admin sees it too, on a phone.
  await adminPage.setViewportSize(PHONE);
  await openAffiliate(adminPage, name);
  await expect(adminPage.getByTestId('admin-clawback')).toContainText('€4.50');
  await expect(
    adminPage
      .getByRole('table', { name: `Payout history of ${name}` })
      .getByRole('row')
      .filter({ hasText: 'Clawed back' }),
  ).toHaveCount(1);
  await expectNoSidewaysScroll(adminPage);
  await shot(adminPage, testInfo, 'admin-affiliate-clawback-360');

  // The group's balance: €45.00 paid and refunded, the commission paid and clawed back.
  await adminPage.goto(`/admin/payment-history?groupId=${groupId}`);
  const balance = adminPage.getByRole('region', { name: /^Balance of/ });
  await expect(balance.getByTestId('sum-commissions')).toHaveText('€0.00');
  await expectNoSidewaysScroll(adminPage);
  await adminContext.close();
  await affiliateContext.close();

  expect(await expectLedgerBalances(admin.request)).toBeGreaterThan(0);
  await admin.context.close();
});
