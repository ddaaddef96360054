import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demo, openAccountMenu, signIn, signOut } from './helpers.ts';

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
        'Payment dashboard',
        'Available activities',
        'Manage employees',
        'Settings',
        'Sign out',
      ],
    },
    {
      role: 'company before payment setup',
      email: demo.companyWithoutSetup,
      loginPath: '/guider/login',
      items: ['Upcoming activities', 'Available activities', 'Manage employees', 'Settings', 'Sign out'],
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
    const session = await page.request.get('/api/session');
    expect((await session.json()).user).toBeNull();
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
  const list = await companyPage.request.get('/api/company/employees');
  const employees = (await list.json()).items as { id: string; email: string }[];
  const ana = employees.find((e) => e.email === demo.employee);
  expect(ana).toBeDefined();
  const deactivate = await companyPage.request.post(`/api/company/employees/${ana?.id}/deactivate`);
  expect(deactivate.ok()).toBe(true);

  // The employee's next navigation inside the app:
  await page.getByRole('link', { name: 'Roteiro home' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('Your account has been deactivated by your organization.')).toBeVisible();

  const reactivate = await companyPage.request.post(`/api/company/employees/${ana?.id}/reactivate`);
  expect(reactivate.ok()).toBe(true);
  await signIn(page, demo.employee, '/guider/login');
  await companyContext.close();
});
