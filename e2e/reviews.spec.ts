import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { adminBookingsApi } from '@roteiro/domain/booking/admin-bookings.api';
import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { activityPath, ratingAverage } from '@roteiro/domain/catalogue/storefront';
import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import type { TManifestResponse } from '@roteiro/domain/checkin/schemas';
import { devApi } from '@roteiro/domain/ops/dev.api';
import { reviewsApi } from '@roteiro/domain/reviews/reviews.api';
import { formatDay } from '@roteiro/domain/time/format';
import { reviewToken } from '../apps/server/src/modules/reviews/review-token.ts';
import { call, send } from './api.ts';
import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
  test,
} from './fixtures.ts';
import { DEMO_PASSWORD, demo, expectNoSidewaysScroll, gotoReady, phonePage, signIn } from './helpers.ts';

/**
 * Reviews from people who were really there (issue 37): a guide starts a demo group of today with its booking's
 * ticket and finishes it; the invitation lands in the dev mailbox; its traveller opens the link on a 360 px phone and
 * reviews; the review and the new average show on the details page and on the activity's card. A traveller whose
 * ticket was never scanned is refused with the message.
 */

async function apiAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  email: string,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL });
  const res = await send(request, sessionApi.signIn, { body: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return request;
}

/** The demo company runs one activity at a time: one left in progress by another journey is finished first. */
async function finishLeftoverRun(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const company = await apiAs(playwright, baseURL, demo.company);
  const { run } = await call(company, checkinApi.activeRun);
  if (run) {
    expect((await send(company, checkinApi.finish, { params: { runId: run.id } })).ok()).toBe(true);
  }
  await company.dispose();
}

/** A demo group of today that nobody started, all its tickets valid (the smallest: the others stay for scanning). */
async function openGroup(request: APIRequestContext): Promise<TManifestResponse | undefined> {
  const today = await call(request, checkinApi.todayGroups);
  const open: TManifestResponse[] = [];
  for (const group of today.groups.filter((g) => g.runState === 'notStarted')) {
    const manifest = await call(request, checkinApi.manifest, { params: { groupId: group.groupId } });
    const tickets = manifest.participants.flatMap((p) => p.tickets);
    if (manifest.run === null && tickets.length > 0 && tickets.every((t) => t.state === 'valid')) {
      open.push(manifest);
    }
  }
  const size = (m: TManifestResponse) => m.participants.flatMap((p) => p.tickets).length;
  return open.sort((a, b) => size(a) - size(b))[0];
}

/** The paid booking of `reference` as the admin's Bookings Stats lists it: its id and its traveller's e-mail. */
async function bookingOf(admin: APIRequestContext, activityId: string, reference: string) {
  const list = await call(admin, adminBookingsApi.list, {
    query: { activityId, status: 'paid', page: 1, pageSize: 100 },
  });
  const booking = list.items.find((item) => item.reference === reference);
  expect(booking, `booking ${reference} in Bookings Stats`).toBeDefined();
  return booking as NonNullable<typeof booking>;
}

function lisbonDayFromNow(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A paid booking of this test's own, a few days ahead (never scanned): checkout through the API, paid on TEST MODE. */
async function bookAndPay(page: Page, activityId: string, email: string) {
  const day = lisbonDayFromNow(3);
  const slots = await call(page.request, bookingApi.slots, {
    params: { id: activityId },
    query: { day, kind: 'shared' },
  });
  const slot = slots.slots.find((candidate) => candidate.placesLeft > 0);
  expect(slot, `a shared time with places on ${day}`).toBeTruthy();
  const { reference, checkoutUrl } = await call(page.request, bookingApi.checkout, {
    body: {
      activityId,
      kind: 'shared',
      day,
      startTime: slot?.startTime ?? '',
      participants: 1,
      clientName: 'Nuno Absent',
      clientEmail: email,
    },
  });
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  return { reference, day };
}

/** The review link of the invitation e-mailed for `bookingId` (its token starts with the booking), from the dev mailbox. */
async function invitationPath(admin: APIRequestContext, email: string, bookingId: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { items } = await call(admin, devApi.mailbox, { query: { recipient: email } });
        for (const mail of items) {
          const found = new RegExp(`https?://\\S+/review/${bookingId}[^\\s/)"<]*`).exec(mail.text)?.[0];
          if (found && !found.endsWith('/unsubscribe')) {
            link = found;
            return link;
          }
        }
        return '';
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

/** A screenshot kept with the test's results (to look at the phone screens). */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The server's development secret (kept in its data directory, playwright.config.ts): what signs review links. */
function serverSecret(baseURL: string): string {
  return readFileSync(
    join(import.meta.dirname, `.var-${new URL(baseURL).port}`, 'auth-secret'),
    'utf8',
  ).trim();
}

test('a traveller whose ticket was scanned reviews the tour from a phone; one whose ticket was not is refused', async ({
  playwright,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await finishLeftoverRun(playwright, baseURL);
  const guide = await apiAs(playwright, baseURL, demo.employee);
  const admin = await apiAs(playwright, baseURL, demo.admin);
  const group = await openGroup(guide);
  expect(group, 'a demo group of today nobody started').toBeDefined();
  if (!group) {
    return;
  }
  const participant = group.participants[0];
  const ticket = participant?.tickets[0];
  if (!participant || !ticket) {
    return;
  }
  const activityId = group.group.activityId;
  const booking = await bookingOf(admin, activityId, participant.bookingReference);
  const before = await call(guide, reviewsApi.activityReviews, {
    params: { id: activityId },
    query: { page: 1 },
  });
  const starsBefore = Object.entries(before.summary.distribution).reduce(
    (sum, [stars, count]) => sum + Number(stars) * count,
    0,
  );

  // The guide starts the group with the booking's ticket scanned, and finishes it: the run is over.
  const start = await call(guide, checkinApi.start, {
    params: { groupId: group.group.id },
    body: {
      idempotencyKey: randomUUID(),
      tickets: [`${group.group.id}@${participant.participantId}@${ticket.ticketNumber}`],
    },
  });
  expect(start.validated).toEqual([ticket.ticketNumber]);
  expect((await send(guide, checkinApi.finish, { params: { runId: start.run.id } })).ok()).toBe(true);

  // The invitation lands in the mailbox; the traveller opens its link on a phone.
  const path = await invitationPath(admin, booking.clientEmail, booking.id);
  const { context, page } = await phonePage(browser, { baseURL });
  await gotoReady(page, path);
  await expect(page.getByRole('heading', { name: 'Review your tour' })).toBeVisible();
  await expect(page.getByText(`Attended on ${formatDay(group.group.day, 'en')}`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Overall stars by keyboard (a radio group: the arrow moves and chooses), the guide's by a tap, then the text.
  const overall = page.getByRole('group', { name: /Overall rating/ });
  await overall.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(overall.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByRole('group', { name: /Guide/ }).getByRole('radio', { name: '4 stars' }).check();
  const text = `Marvellous morning with a guide who knew every corner (${Date.now()}).`;
  await page.getByLabel('Your review').fill('Too short');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Write from 20 to 2000 characters.')).toBeVisible();
  await page.getByLabel('Your review').fill(text);
  await expect(page.getByTestId('review-counter')).toHaveText(`${text.length} of 2,000 characters`);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await shot(page, testInfo, 'review-published-360');
  await expect(page.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The details page shows it, with the new average (2 decimals) and count, in its key facts and its reviews.
  const count = before.summary.count + 1;
  const average = (ratingAverage(starsBefore + 5, count) ?? 0).toFixed(2);
  const reviewCount = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  const activity = await call(guide, cataloguePublicApi.activity, { params: { id: activityId } });
  await gotoReady(page, activityPath(activity));
  await expect(page.getByText(`${average} (${reviewCount})`)).toBeVisible();
  // The reviews load once the reader scrolls near them (after the cancellation policy).
  await page.getByRole('region', { name: 'Cancellation policy' }).scrollIntoViewIfNeeded();
  const section = page.getByTestId('reviews-section');
  await expect(section.getByText(text)).toBeVisible();
  await expect(section.getByTestId('reviews-summary')).toContainText(`${average} out of 5`);
  await expect(section.getByTestId('reviews-summary')).toContainText(reviewCount);
  const mine = section.getByTestId('review').filter({ hasText: text });
  await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(mine.getByText(`Attended on ${formatDay(group.group.day, 'en')}`)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'details-reviews-360', false);
  await expectNoSidewaysScroll(page);

  // Anyone may report it, from a dialog (its focus starts in the reason; Escape closes it).
  await mine.getByRole('button', { name: /^Report/ }).click();
  const report = page.getByRole('dialog', { name: 'Report this review' });
  await expect(report.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await mine.getByRole('button', { name: /^Report/ }).click();
  await report.getByLabel('Reason').fill('Testing the report: not really a problem.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. An administrator will look at this review.')).toBeVisible();

  // And its card in Discover.
  await gotoReady(page, `/discover?search=${encodeURIComponent(activity.title)}`);
  const card = page.locator('.activity-card').filter({ hasText: activity.title }).first();
  await expect(card.getByLabel(`Rated ${average} out of 5`)).toContainText(`(${count})`);

  // The admin finds it among the reported reviews and hides it with a reason: it leaves the average.
  const adminPage = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
  await signIn(adminPage, demo.admin);
  await gotoReady(adminPage, '/admin/reviews');
  const reported = adminPage.getByTestId('review').filter({ hasText: text });
  await expect(reported.getByText('Testing the report: not really a problem.')).toBeVisible();
  await reported.getByRole('button', { name: /^Hide/ }).click();
  const hide = adminPage.getByRole('dialog', { name: 'Hide this review' });
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(hide.getByText('Write a reason of up to 500 characters.')).toBeVisible();
  await hide.getByLabel('Reason').fill('A test review.');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(adminPage.getByText('The review is hidden.')).toBeVisible();
  const after = await call(guide, reviewsApi.activityReviews, {
    params: { id: activityId },
    query: { page: 1 },
  });
  expect(after.summary.count).toBe(before.summary.count);
  expect(after.items.some((item) => item.text === text)).toBe(false);
  await adminPage.context().close();

  // A traveller whose ticket was never scanned: the link (signed as the server signs them) is refused.
  const absent = await bookAndPay(page, activityId, `absent-${Date.now()}@example.com`);
  const absentBooking = await bookingOf(admin, activityId, absent.reference);
  const token = reviewToken(serverSecret(baseURL ?? ''), absentBooking.id, new Date());
  await gotoReady(page, `/review/${encodeURIComponent(token)}`);
  await expect(page.getByText('Only travellers who were there can review')).toBeVisible();
  await expect(
    page.getByText('Only travellers whose ticket was scanned at the start of the tour can review it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await context.close();
  await guide.dispose();
  await admin.dispose();
});
