import { hhmm } from '@roteiro/domain/booking/slots';
import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import type { TPlanResponse, TUpcomingTab } from '@roteiro/domain/scheduling/scheduling';
import { schedulingApi } from '@roteiro/domain/scheduling/scheduling.api';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { call, send } from './api.ts';
import { type ClockServer, startClockServer } from './clock-server.ts';
import { type Browser, expect, type Page, test } from './fixtures.ts';
import {
  DEMO_PASSWORD,
  demo,
  expectNoSidewaysScroll,
  expectPinnedBarsOnTop,
  openAccountMenu,
  phonePage,
  signIn,
} from './helpers.ts';

/** A tab of the signed-in guider's upcoming list, as the page's API gives it. */
async function upcomingRows(page: Page, tab: TUpcomingTab) {
  return (await call(page.request, schedulingApi.guiderUpcoming, { query: { tab, pageSize: 100 } })).items;
}

/** How many of tomorrow's groups the company could still staff (the dashboard's count). */
const tomorrowMissing = (plan: TPlanResponse) =>
  plan.groups.filter((g) => g.day === plan.tomorrow && !g.isFullyStaffed && g.missingSeats > 0).length;

/** The company signs in and opens Plan your day; the plan as the page's API gives it. */
async function openPlanYourDay(page: Page) {
  await signIn(page, demo.company, '/guider/login');
  await page.goto('/company/schedule');
  await expect(page.getByRole('heading', { name: 'Plan your day' })).toBeVisible();
  return call(page.request, schedulingApi.plan);
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
async function planningJourney(
  page: Page,
  browser: Browser,
  viewport: { width: number; height: number },
  isPhone = false,
) {
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
  if (isPhone) {
    // Nothing of a card is drawn beneath the Submit bar (it was a button floating 12 px above the screen's edge,
    // cards scrolling past under it): scrolled from top to bottom, the strip below the bar never shows a card;
    // scrolled to the end, the last card ends above the bar.
    const cardsBeneath = await page.evaluate(() => {
      const found: string[] = [];
      const bar = document.querySelector('[data-sticky-actions]');
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= end + 47; y += 48) {
        window.scrollTo(0, Math.min(y, end));
        const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
        for (let py = Math.max(0, Math.ceil(barBottom)); py < window.innerHeight; py += 2) {
          for (const x of [24, window.innerWidth / 2, window.innerWidth - 24]) {
            if (document.elementFromPoint(x, py)?.closest('[data-group-id]')) {
              found.push(
                `scrolled ${window.scrollY}: a card at ${x},${py} below the bar (its bottom ${barBottom})`,
              );
            }
          }
        }
      }
      return [...new Set(found)].slice(0, 5);
    });
    expect(cardsBeneath).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = await page
      .locator('[data-group-id]')
      .last()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = await page
      .locator('[data-sticky-actions]')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(lastCard).toBeLessThanOrEqual(barTop);
  }
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
  // Fewer than 4 seats or no vehicle is refused at the field, in the rule's words, and never sent (it was once
  // silently raised to 4 and sent).
  await card.getByLabel('Seats').fill('3');
  await card.getByLabel('Vehicles').fill('0');
  await card.getByLabel('Seats').focus();
  await expect(card.getByLabel('Seats')).toHaveValue('3');
  await expect(card.getByLabel('Vehicles')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText('At least 1 vehicle', { exact: true })).toBeVisible();
  await card.getByLabel('Vehicles').fill('1');
  await expect(card.getByText('At least 1 vehicle', { exact: true })).toHaveCount(0);
  let isPlanSent = false;
  page.on('request', (request) => {
    if (
      request.method() === schedulingApi.joinGroups.method &&
      new URL(request.url()).pathname === schedulingApi.joinGroups.path
    ) {
      isPlanSent = true;
    }
  });
  await submit.click();
  await expect(card.getByText('At least 4 seats', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Seats')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('Seats')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(isPlanSent).toBe(false);
  await card.getByLabel('Seats').fill('4');
  await expect(card.getByText('At least 4 seats', { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Submit shows the plan to confirm, and the dialog is used from the keyboard.
  await submit.click();
  const summary = page.getByRole('dialog', { name: 'Confirm your plan' });
  await expect(summary).toBeVisible();
  const item = summary.getByTestId('plan-summary-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(target.title);
  await expect(item).toContainText('4 seats · 1 vehicle');
  await expect(summary.getByRole('button', { name: 'Go back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);
  expect(isPlanSent).toBe(false);
  await submit.click();
  const goBack = summary.getByRole('button', { name: 'Go back' });
  const confirmPlan = summary.getByRole('button', { name: 'Confirm plan' });
  await expect(goBack).toBeFocused();
  // Tab moves on to Confirm plan. The dialog focuses Go back again when its opening transition ends, which on a
  // busy machine can come after the Tab: then it is Go back's turn again, and the Tab is pressed once more.
  await expect(async () => {
    await expect(goBack).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirmPlan).toBeFocused({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your schedule has been updated.', { exact: true })).toBeVisible();
  await expect(summary).toHaveCount(0);
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

  // Unschedule: it opens on leaving the group and says what that does; the same number of seats is refused
  // with the spec's text, then 1 seat is kept.
  await row.getByRole('button', { name: 'Unschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unschedule' });
  const question = dialog.getByTestId('unschedule-question');
  const seatsWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;
  const on = `${target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} on \\d{1,2} \\w+ \\d{4}`;
  await expect(question).toHaveText(
    new RegExp(
      `^Remove your 4 seats and 1 vehicle from ${on}\\? The group will be missing ${seatsWord(target.missingSeats)}( again)? and other companies will be told\\.$`,
    ),
  );
  await expect(dialog.getByRole('button', { name: 'Leave activity' })).toBeVisible();
  await dialog.getByLabel('Available seats').fill('4');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    dialog.getByText(
      "The updated number of available seats can't be equal or bigger than your assigned number of seats.",
    ),
  ).toBeVisible();
  await dialog.getByLabel('Available seats').fill('1');
  await expect(question).toHaveText(
    new RegExp(
      `^Lower your 4 seats and 1 vehicle in ${on} to 1 seat and 1 vehicle\\? The group will be missing ${seatsWord(target.missingSeats - 1)}( again)? and other companies will be told\\.$`,
    ),
  );
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
  await planningJourney(page, browser, viewport, true);
  await context.close();
});

/** The dashboard's count of tomorrow's groups still missing seats, in its words. */
function missingText(count: number): string {
  if (count === 0) {
    return 'No activity tomorrow is missing seats right now.';
  }
  return count === 1
    ? '1 activity tomorrow is still missing seats.'
    : `${count} activities tomorrow are still missing seats.`;
}

test('the company dashboard leads with tomorrow: the 17:00 deadline, the groups missing seats, Plan your day', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [viewport, isPhone] of [
    [{ width: 360, height: 780 }, true],
    [{ width: 1280, height: 900 }, false],
  ] as const) {
    const { context, page } = await pageAt(browser, viewport, isPhone);
    await signIn(page, demo.company, '/guider/login');
    await page.goto('/company/dashboard');
    const tomorrow = page.getByTestId('tomorrow-planning');
    await expect(
      tomorrow.getByText(/^Plan tomorrow by 17:00 \(Lisbon time\) — (\d+ h( \d+ min)?|\d+ min) left$/),
    ).toBeVisible();
    const plan = await call(page.request, schedulingApi.plan);
    await expect(tomorrow.getByText(missingText(tomorrowMissing(plan)), { exact: true })).toBeVisible();
    // It leads: above the profile prompts and today's activities.
    const tomorrowTop = (await tomorrow.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const todayTop = (await page.getByRole('heading', { name: "Today's activities" }).boundingBox())?.y ?? 0;
    expect(tomorrowTop).toBeLessThan(todayTop);
    await expectNoSidewaysScroll(page);
    if (!isPhone) {
      // The menu names its pages as they are titled.
      const menu = await openAccountMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Payments', exact: true })).toBeVisible();
      await menu.getByRole('menuitem', { name: 'Plan your day', exact: true }).click();
      await expect(page).toHaveURL(/\/company\/schedule$/);
      await expect(page.getByRole('heading', { name: 'Plan your day' })).toBeVisible();
      await page.goBack();
    }
    await tomorrow.getByRole('link', { name: 'Plan your day' }).click();
    await expect(page).toHaveURL(/\/company\/schedule$/);
    await expect(page.getByRole('heading', { name: 'Plan your day' })).toBeVisible();
    await context.close();
  }
});

test("Unschedule is neither offered nor accepted once a group has started; an employee sees their own run, not the company's seats", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pageAt(browser, { width: 360, height: 780 }, true);
  await signIn(page, demo.company, '/guider/login');
  const today = await upcomingRows(page, 'today');
  // The server reads 10:00 in Lisbon: the demo company's groups of 09:00 and 10:00 have started.
  const started = today.find((row) => row.allocation && hhmm(row.startTime) <= '10:00');
  const notStarted = today.find((row) => row.allocation && hhmm(row.startTime) > '10:00');
  if (!started || !notStarted) {
    throw new Error('the demo data has no started and not-started group of the company today');
  }
  await page.goto('/company/upcoming');
  const rowOf = (groupId: string) =>
    page.locator(`[data-testid="upcoming-group"][data-group-id="${groupId}"]`);
  await expect(rowOf(notStarted.groupId).getByRole('button', { name: 'Unschedule' })).toBeVisible();
  await expect(rowOf(started.groupId)).toBeVisible();
  await expect(rowOf(started.groupId).getByRole('button', { name: 'Unschedule' })).toHaveCount(0);
  const refused = await send(page.request, schedulingApi.updateAllocation, {
    params: { groupId: started.groupId },
    body: { nOfSeats: 0, numberOfVehicles: 0 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe('This activity has already started.');
  await context.close();

  // The employee: the company's groups, with no "Your seats" (the company's), and the runs they guided.
  const { context: employeeContext, page: employee } = await pageAt(
    browser,
    { width: 360, height: 780 },
    true,
  );
  await signIn(employee, demo.employee, '/guider/login');
  await employee.goto('/guider/upcoming');
  await expect(employee.locator('[data-testid="upcoming-group"]').first()).toBeVisible();
  await expect(employee.getByText(/^Your seats:/)).toHaveCount(0);
  const guided = (await upcomingRows(employee, 'finished')).find((row) => row.myRun);
  if (!guided) {
    throw new Error('the demo data has no finished run of the demo employee');
  }
  await employee.getByRole('tab', { name: 'Finished' }).click();
  const guidedRow = employee.locator(`[data-testid="upcoming-group"][data-group-id="${guided.groupId}"]`);
  await expect(guidedRow.getByText('You guided it', { exact: true })).toBeVisible();
  await expect(employee.getByText(/^Your seats:/)).toHaveCount(0);
  await expectNoSidewaysScroll(employee);
  await employeeContext.close();
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
    await page.goto('/company/dashboard');
    await expect(
      page
        .getByTestId('tomorrow-planning')
        .getByText(
          "Tomorrow's planning closed at 17:00 (Lisbon time). Today's activities that have not started can still be joined.",
          { exact: true },
        ),
    ).toBeVisible();
    await context.close();
  } finally {
    await late.stop();
  }
});

test('a guide whose account is Portuguese sees Upcoming activities, a start screen and the scanner in Portuguese', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (!server) {
    throw new Error('the planning server did not start');
  }
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-PT',
  });
  await context.clock.install({ time: server.now });
  const page = await context.newPage();
  // The sign-in screen is in the browser's language too.
  await page.goto('/guider/login');
  await page.getByLabel('E-mail', { exact: false }).first().fill(demo.employee);
  await page.getByLabel('Palavra-passe', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
  await expect(page).not.toHaveURL(/\/guider\/login(\?|$)/);
  // Signed in, the account's language wins over the browser's: the demo accounts are English, an account made from
  // a Portuguese browser is Portuguese. This server's database is its own, and this is its last test.
  await call(page.request, settingsApi.updateLanguage, { body: { locale: 'pt-PT' } });

  await page.goto('/guider/upcoming');
  await expect(page.getByRole('heading', { name: 'Próximas atividades' })).toBeVisible();
  await expect(page).toHaveTitle(/^Próximas atividades \| Roteiro$/);
  await expect(page.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Terminadas' })).toBeVisible();

  const [group] = await upcomingRows(page, 'today');
  if (!group) {
    throw new Error("the demo data has no group of the employee's company today");
  }
  const row = page.locator(`[data-testid="upcoming-group"][data-group-id="${group.groupId}"]`);
  await expect(row).toBeVisible();
  const [year, month, day] = group.day.split('-').map(Number);
  const months = [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ];
  // "28 de novembro de 2026, 10:00–12:30" (a pass's group: "…, válido das 09:30 às 19:00").
  await expect(
    row.getByText(new RegExp(`^0?${day} de ${months[(month ?? 1) - 1]} de ${year}, `)),
  ).toBeVisible();
  const booked = group.bookedPlaces === 1 ? '1 lugar reservado' : `${group.bookedPlaces} lugares reservados`;
  await expect(row.getByText(booked, { exact: true })).toBeVisible();
  const staffed =
    group.staffedSeats === 1 ? '1 lugar assegurado' : `${group.staffedSeats} lugares assegurados`;
  await expect(row.getByText(staffed, { exact: true })).toBeVisible();
  await expect(row.getByText(/\bbooked\b|\bstaffed\b/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // A group of today nobody started, with a ticket: its start screen and the scanner speak Portuguese, and so does
  // the server's refusal of a ticket it does not know.
  const today = await call(page.request, checkinApi.todayGroups);
  let manifest: TManifestResponse | undefined;
  for (const candidate of today.groups.filter((g) => g.runState === 'notStarted')) {
    const found = await call(page.request, checkinApi.manifest, { params: { groupId: candidate.groupId } });
    if (found.run === null && found.participants.some((p) => p.tickets.some((t) => t.state === 'valid'))) {
      manifest = found;
      break;
    }
  }
  if (!manifest) {
    throw new Error('the demo data has no group of today, not started, with a valid ticket');
  }
  const holder = manifest.participants.find((p) => p.tickets.some((t) => t.state === 'valid'));
  const ticket = holder?.tickets.find((t) => t.state === 'valid');
  if (!holder || !ticket) {
    throw new Error('the group has no valid ticket');
  }
  await page.goto(`/guider/activity/${manifest.group.activityId}/group/${manifest.group.id}/start`);
  await expect(page.getByRole('heading', { name: manifest.activity.title })).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Iniciar a atividade \| Roteiro$/);
  await expect(page.getByRole('heading', { name: 'Participantes' })).toBeVisible();
  await expect(page.getByTestId('participant-count')).toHaveText('0 participantes adicionados');
  const start = page.getByRole('button', { name: 'Iniciar a atividade' });
  await expect(start).toBeDisabled();
  await expect(page.getByTestId('start-blocked')).toHaveText(
    'Leia ou escreva pelo menos um bilhete para iniciar.',
  );
  await page.getByRole('button', { name: 'Ler bilhetes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ler bilhetes' });
  const typed = dialog.getByLabel('Número do bilhete ou referência');
  const add = dialog.getByRole('button', { name: 'Adicionar' });
  await typed.fill(`${manifest.group.id}@unknown@ticket`);
  await add.click();
  await expect(dialog.getByTestId('scan-result')).toHaveText('Bilhete inválido');
  await typed.fill(ticket.ticketNumber);
  await add.click();
  await expect(dialog.getByTestId('scan-result')).toHaveText(`${holder.clientName}: bilhete adicionado`);
  await expect(dialog.getByText('1 participante adicionado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByTestId('participant-count')).toHaveText('1 participante adicionado');
  await expect(start).toBeEnabled();
  await context.close();
});
