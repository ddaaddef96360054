import { type ClockServer, startClockServer } from './clock-server.ts';
import { type Browser, expect, type Page, test } from './fixtures.ts';
import { demo, expectNoSidewaysScroll, expectPinnedBarsOnTop, phonePage, signIn } from './helpers.ts';

type PlanGroup = {
  groupId: string;
  title: string;
  day: string;
  bookedPlaces: number;
  isClosed: boolean;
  isFullyStaffed: boolean;
};

type Plan = { today: string; isBeforeCutoff: boolean; groups: PlanGroup[] };

/** The company signs in and opens Plan your day; the plan as the page's API gives it. */
async function openPlanYourDay(page: Page): Promise<Plan> {
  await signIn(page, demo.company, '/guider/login');
  await page.goto('/company/schedule');
  await expect(page.getByRole('heading', { name: 'Plan your day' })).toBeVisible();
  return (await (await page.request.get('/api/company/schedule')).json()) as Plan;
}

/**
 * A company plans tomorrow's groups only until 17:00 in Lisbon, so these journeys run on a server of their own
 * whose clock reads 10:00 in Lisbon today (e2e/clock-server.ts), whatever the hour of the run; the browser's clock
 * is set the same.
 */
let server: ClockServer | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startClockServer(10, 'planning');
});

test.afterAll(async () => {
  await server?.stop();
});

/** A page of its own on the planning server, at that server's time. */
async function pageAt(browser: Browser, viewport: { width: number; height: number }, phone = false) {
  if (!server) {
    throw new Error('the planning server did not start');
  }
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.clock.install({ time: server.now });
  return { context, page: await context.newPage() };
}

/**
 * The demo company plans a group, finds it in Upcoming, gives back seats until one is missing; the admin then
 * finds that group under Needs attention and opens its details. Each journey picks a group the company has not
 * joined yet (the seed books every demo group of tomorrow).
 */
async function planningJourney(page: Page, browser: Browser, viewport: { width: number; height: number }) {
  const plan = await openPlanYourDay(page);
  await expect(
    page.getByText(
      'Only vehicles with at least 4 seats are accepted. A wrong number of seats results in a penalization.',
    ),
  ).toBeVisible();
  expect(plan.isBeforeCutoff, 'the server reads 10:00 in Lisbon').toBe(true);
  await expect(page.getByText(/past 17:00 in Lisbon/)).toHaveCount(0);
  const target = plan.groups.find((g) => !g.isClosed && !g.isFullyStaffed && g.bookedPlaces >= 2);
  if (!target) {
    throw new Error('no open group with two booked places is left to plan in the demo data');
  }

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  // The Submit bar sticks to the bottom over the cards: scrolled so that a card's Seats input is right behind
  // it, nothing of the input shows through.
  await page.evaluate(() => {
    const bar = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent?.trim() === 'Submit',
    );
    const barMiddle = bar ? bar.getBoundingClientRect().top + bar.getBoundingClientRect().height / 2 : 0;
    for (const input of Array.from(
      document.querySelectorAll('[data-group-id] input:not([type="checkbox"])'),
    )) {
      const box = input.getBoundingClientRect();
      const scroll = window.scrollY + box.top + box.height / 2 - barMiddle;
      if (scroll > 0) {
        window.scrollTo(0, scroll);
        return;
      }
    }
  });
  await expectPinnedBarsOnTop(page, '/company/schedule', { scrollThrough: false });
  const card = page.locator(`[data-group-id="${target.groupId}"]`);
  await card.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  // The seats input never goes below 4 (it is raised back to 4 when left lower).
  await card.getByLabel('Seats').fill('3');
  await card.getByLabel('Vehicles').focus();
  await expect(card.getByLabel('Seats')).toHaveValue('4');
  await card.getByLabel('Vehicles').fill('1');
  await expectNoSidewaysScroll(page);
  await submit.click();
  await expect(page.getByText('Your schedule has been updated.', { exact: true })).toBeVisible();
  // Joined groups leave the list.
  await expect(card).toHaveCount(0);

  // Upcoming: tomorrow's group under "Upcoming" (today's under "Today").
  const tab = target.day === plan.today ? 'Today' : 'Upcoming';
  await page.goto('/company/upcoming');
  await page.getByRole('tab', { name: tab }).click();
  const row = page.locator(`[data-testid="upcoming-group"][data-group-id="${target.groupId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText('Your seats: 4 · vehicles: 1')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Unschedule: the same number of seats is refused with the spec's text, then 1 seat is kept.
  await row.getByRole('button', { name: 'Unschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unschedule' });
  await dialog.getByLabel('Available seats').fill('4');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    dialog.getByText(
      "The updated number of available seats can't be equal or bigger than your assigned number of seats.",
    ),
  ).toBeVisible();
  await dialog.getByLabel('Available seats').fill('1');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Your available seats for this activity have been updated.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Your seats: 1 · vehicles: 1')).toBeVisible();
  const missing = target.bookedPlaces - 1;
  await expect(row.getByText(`${missing} ${missing === 1 ? 'seat' : 'seats'} missing`)).toBeVisible();

  // The admin sees the group under Needs attention and opens its details.
  const { context: adminContext, page: admin } = await pageAt(browser, viewport);
  await signIn(admin, demo.admin);
  await admin.goto('/admin/upcoming');
  await expect(admin.getByRole('tab', { name: 'Needs attention' })).toHaveAttribute('aria-selected', 'true');
  let adminRow = admin.locator(`[data-testid="upcoming-group"][data-group-id="${target.groupId}"]`);
  // Needs attention may hold more than a page: page on until the group shows (soonest first).
  for (let i = 0; i < 10 && (await adminRow.count()) === 0; i += 1) {
    const next = admin.getByRole('button', { name: /next page/i });
    if ((await next.count()) === 0 || (await next.isDisabled())) {
      break;
    }
    await next.click();
    adminRow = admin.locator(`[data-testid="upcoming-group"][data-group-id="${target.groupId}"]`);
  }
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByText(`${missing} ${missing === 1 ? 'seat' : 'seats'} missing`)).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await adminRow.getByRole('link').first().click();
  await expect(admin).toHaveURL(new RegExp(`/${target.groupId}/details$`));
  await expect(admin.getByRole('heading', { name: target.title })).toBeVisible();
  const companies = admin.getByRole('table').first();
  await expect(companies.getByRole('row', { name: /Tejo Tours/ })).toContainText('1');
  await expect(admin.getByRole('heading', { name: /^Bookings \(\d+\)$/ })).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await adminContext.close();
}

test('desktop: a company plans, sees it in Upcoming, unschedules part of it; the admin sees Needs attention', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const viewport = { width: 1280, height: 900 };
  const { context, page } = await pageAt(browser, viewport);
  await planningJourney(page, browser, viewport);
  await context.close();
});

test('360 px: the same planning journey on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const viewport = { width: 360, height: 780 };
  const { context, page } = await pageAt(browser, viewport, true);
  await planningJourney(page, browser, viewport);
  await context.close();
});

test("after 17:00 in Lisbon: the page says so and tomorrow's activities are closed (phone)", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const late = await startClockServer(18, 'planning-late');
  try {
    const { context, page } = await phonePage(browser, { baseURL: late.baseURL });
    await context.clock.install({ time: late.now });
    const plan = await openPlanYourDay(page);
    await expect(
      page.getByText(
        "It is past 17:00 in Lisbon: tomorrow's activities can no longer be chosen. Today's activities that have not started can still be joined.",
      ),
    ).toBeVisible();
    expect(plan.isBeforeCutoff).toBe(false);
    const tomorrows = plan.groups.filter((g) => g.day !== plan.today);
    expect(tomorrows.length, "the demo data books tomorrow's groups").toBeGreaterThan(0);
    expect(tomorrows.every((g) => g.isClosed)).toBe(true);
    const card = page.locator(`[data-group-id="${tomorrows[0]?.groupId}"]`);
    await expect(card.getByText('Closed after 17:00')).toBeVisible();
    await expect(card.getByRole('checkbox')).toBeDisabled();
    await expect(card.getByLabel('Seats')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await context.close();
  } finally {
    await late.stop();
  }
});
