import { sessionApi } from '@roteiro/domain/auth/session.api';
import { schedulingApi } from '@roteiro/domain/scheduling/scheduling.api';
import { staffApi } from '@roteiro/domain/staff/staff.api';
import { call, send } from './api.ts';
import { expect, test } from './fixtures.ts';
import {
  DEMO_PASSWORD,
  demo,
  expectAccessible,
  openAccountMenu,
  setAccountLanguage,
  signIn,
  signOut,
} from './helpers.ts';

test.describe('menus by role', () => {
  test('a visitor sees Login, Manage your booking and Request a quote', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Login', 'Manage your booking', 'Request a quote']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
  });

  const menus: { role: string; email: string; loginPath: string; items: string[]; absent?: string[] }[] = [
    {
      role: 'admin',
      email: demo.admin,
      loginPath: '/login',
      items: [
        'Upcoming activities',
        'Manage Payments',
        'Manage guiders',
        'Bookings Stats',
        'Affiliates program',
        'Manage vendors',
        'Resellers',
        'Send registration code',
        'Sign out',
      ],
    },
    {
      role: 'company',
      email: demo.company,
      loginPath: '/guider/login',
      items: [
        'Upcoming activities',
        'Plan your day',
        'Payments',
        'Payment dashboard',
        'Manage employees',
        'Settings',
        'Sign out',
      ],
      absent: ['Available activities'],
    },
    {
      role: 'company before payment setup',
      email: demo.companyWithoutSetup,
      loginPath: '/guider/login',
      items: ['Upcoming activities', 'Plan your day', 'Payments', 'Manage employees', 'Settings', 'Sign out'],
      absent: ['Payment dashboard'],
    },
    {
      role: 'employee',
      email: demo.employee,
      loginPath: '/guider/login',
      items: ['Upcoming activities', 'Settings', 'Sign out'],
      absent: ['Manage employees'],
    },
    {
      role: 'vendor',
      email: demo.vendor,
      loginPath: '/vendor/login',
      items: ['Sign out'],
      absent: ['Settings'],
    },
    { role: 'affiliate', email: demo.affiliate, loginPath: '/login', items: ['Dashboard', 'Sign out'] },
  ];

  for (const { role, email, loginPath, items, absent = [] } of menus) {
    test(`${role} signs in and sees the ${role} menu`, async ({ page }) => {
      await signIn(page, email, loginPath);
      // The menus are read in English: Sintra Trails and the vendor read Roteiro in Portuguese (the seed).
      await setAccountLanguage(page, 'en');
      const menu = await openAccountMenu(page);
      for (const name of items) {
        await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
      }
      for (const name of absent) {
        await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
      }
    });
  }

  test('signing out ends the session and says so', async ({ page }) => {
    await signIn(page, demo.admin);
    await signOut(page);
    const session = await call(page.request, sessionApi.current);
    expect(session.user).toBeNull();
  });

  test('signing out from a guarded page returns home too, not to a sign-in page', async ({ page }) => {
    await signIn(page, demo.company, '/guider/login');
    await page.goto('/company/employees');
    await expect(page.getByRole('heading', { name: /employees/i }).first()).toBeVisible();
    await signOut(page);
  });
});

test.describe('guards', () => {
  test('a signed-in company opening /login lands on /home', async ({ page }) => {
    await signIn(page, demo.company, '/guider/login');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a visitor opening /company/upcoming lands on /login, and signing in leads back there', async ({
    page,
  }) => {
    await page.goto('/company/upcoming?tab=today');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcompany%2Fupcoming%3Ftab%3Dtoday$/);
    await page.getByLabel('Email', { exact: false }).first().fill(demo.company);
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/company\/upcoming\?tab=today$/);
  });

  test('an employee opening an admin page lands on /home', async ({ page }) => {
    await signIn(page, demo.otherEmployee, '/guider/login');
    await page.goto('/admin/dev-mailbox');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('a deactivated employee is signed out on the next navigation, and can come back once reactivated', async ({
  page,
  browser,
}) => {
  await signIn(page, demo.employee, '/guider/login');

  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await signIn(companyPage, demo.company, '/guider/login');
  const employees = (await call(companyPage.request, staffApi.employees, { query: {} })).items;
  const ana = employees.find((e) => e.email === demo.employee);
  expect(ana).toBeDefined();
  const deactivate = await send(companyPage.request, staffApi.deactivate, {
    params: { employeeId: ana?.id ?? '' },
  });
  expect(deactivate.ok()).toBe(true);

  // The employee's next navigation inside the app:
  await page.getByRole('link', { name: 'Roteiro home' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('Your account has been deactivated by your organization.')).toBeVisible();

  const reactivate = await send(companyPage.request, staffApi.reactivate, {
    params: { employeeId: ana?.id ?? '' },
  });
  expect(reactivate.ok()).toBe(true);
  await signIn(page, demo.employee, '/guider/login');
  await companyContext.close();
});

test.describe('issue 34 @i34ops', () => {
  test('an admin signs in on the dashboard, whose figures lead to the pages that list them', async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const tile of ['bookings', 'attention', 'runs', 'commissions']) {
      await expect(page.getByTestId(`dashboard-${tile}-figure`)).toHaveText(/^\d+$/);
    }
    // The figure is what Needs attention lists.
    const attention = Number(await page.getByTestId('dashboard-attention-figure').innerText());
    const listed = await call(page.request, schedulingApi.adminUpcoming, {
      query: { tab: 'attention', pageSize: 1 },
    });
    expect(listed.total).toBe(attention);
    await page.screenshot({ path: test.info().outputPath('admin-dashboard-1280.png'), fullPage: true });
    await expectAccessible(page, '/admin/dashboard');

    await page.getByTestId('dashboard-attention').click();
    await expect(page).toHaveURL(/\/admin\/upcoming\?tab=attention$/);
    await expect(page.getByRole('tab', { name: 'Needs attention' })).toHaveAttribute('aria-selected', 'true');
    // The demo's day pass is validated at the counter: no company is missing there.
    await expect(page.getByTestId('upcoming-group').first()).toBeVisible();
    await expect(page.getByTestId('upcoming-group').filter({ hasText: 'day pass' })).toHaveCount(0);
    // Under Upcoming, its groups read the day they are valid, in Lisbon time.
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect(page.getByTestId('upcoming-group').filter({ hasText: 'day pass' }).first()).toContainText(
      /\d{1,2} [A-Z][a-z]+ \d{4}, valid 09:30–19:00/,
    );

    await page.goto('/admin/dashboard');
    // The tile leads to today's (Lisbon) bookings once the server has said which day that is.
    await expect(page.getByTestId('dashboard-bookings-figure')).toBeVisible();
    await page.getByTestId('dashboard-bookings').click();
    await expect(page).toHaveURL(/\/admin\/bookings\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const today = new URL(page.url()).searchParams.get('from') ?? '';
    const [year, month, day] = today.split('-');
    // The filters read day first, and take a day typed day first.
    await expect(page.getByRole('textbox', { name: 'Booked from' })).toHaveValue(`${day}/${month}/${year}`);
    // The chart's axis reads "27 Nov" (it read "11-27").
    const chart = page.getByRole('application').first();
    await expect(chart).toContainText(/^\d{1,2} [A-Z][a-z]{2}\d/);
    await expect(chart).not.toContainText(/\d{2}-\d{2}/);
    const until = page.getByRole('textbox', { name: 'Booked until' });
    await until.fill('');
    await until.fill(`${day}/${month}/${year}`);
    await until.blur();
    await expect(page).toHaveURL(new RegExp(`to=${today}`));
    await page.screenshot({ path: test.info().outputPath('admin-bookings-1280.png'), fullPage: true });
    await expectAccessible(page, '/admin/bookings');
    // The day picker opens from the keyboard, and Escape closes it.
    const picker = page.locator('[data-dates-dropdown]');
    await until.focus();
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // At 360 px: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of [
      '/admin/dashboard',
      '/admin/upcoming?tab=attention',
      `/admin/bookings?from=${today}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`${path.split('?')[0]?.replaceAll('/', '_')}-360.png`),
        fullPage: true,
      });
    }
  });

  test('a vendor reads a day pass as the day it is valid, in Lisbon time', async ({ page }) => {
    await signIn(page, demo.vendor, '/vendor/login');
    // The demo vendor reads Roteiro in Portuguese (the seed): this journey reads it in English.
    await setAccountLanguage(page, 'en');
    const sale = page.getByRole('row').filter({ hasText: 'day pass' }).first();
    await expect(sale).toContainText('valid 09:30–19:00');
    await sale.getByRole('link').first().click();
    await expect(page.getByText(/, valid 09:30–19:00 \(Lisbon time\)$/)).toBeVisible();
  });
});
