import { bookingApi } from '@roteiro/domain/booking/booking.api';
import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import { devApi } from '@roteiro/domain/ops/dev.api';
import type { TDevMessage } from '@roteiro/domain/ops/ops';
import { call } from './api.ts';
import { copyOfActivity } from './catalogue.ts';
import { type Browser, expect, type Locator, type Page, test } from './fixtures.ts';
import { demo, expectWayOn, phonePage, signIn } from './helpers.ts';

/**
 * The traveller's whole journey: book a demo tour with a discount code, pay on the TEST MODE
 * checkout, see the QR tickets, find the confirmation e-mail (QR images and .ics) in the dev mailbox,
 * reopen the booking through "Manage your booking", move it, then cancel it and see the refund.
 */

const ACTIVITY = 'Alfama and Mouraria walking tour';
/** The demo affiliate's code (apps/server/src/seed/seed-data.ts): 10 % off. */
const DISCOUNT_CODE = 'LISBOA10';

async function activityId(page: Page): Promise<string> {
  const body = await call(page.request, cataloguePublicApi.activities, {
    query: { search: 'Alfama', page: 1 },
  });
  const activity = body.items.find((item) => item.title.startsWith(ACTIVITY));
  expect(activity, 'the demo activity is in the catalogue').toBeTruthy();
  return activity?.id ?? '';
}

/** 'YYYY-MM-DD' in Lisbon, `days` from today. */
function lisbonDayFromNow(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Picks the first day with places from `fromDay` on (the next month when this one has none), then its
 * first time other than `skip`. Days at least 2 days ahead keep the booking changeable (refund rule: 24 h).
 */
async function pickDayAndTime(scope: Locator, fromDay = lisbonDayFromNow(2), skip?: string) {
  const calendar = scope.getByTestId('booking-calendar');
  await expect(calendar).toBeVisible();
  const pickable = async () => {
    const days = await calendar
      .locator('button[data-available-day]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-available-day') ?? ''));
    return days.filter((day) => day >= fromDay);
  };
  let days: string[] = [];
  // A month is judged once its availability has loaded (its days with places are drawn): a click on "Next month"
  // while a month is loading skips it.
  await calendar
    .locator('button[data-available-day]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(async () => {
    days = await pickable();
    if (days.length === 0) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await calendar
        .locator('button[data-available-day]')
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
    }
    expect(days.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  const day = days[0] ?? '';
  await calendar.locator(`button[data-available-day="${day}"]`).click();
  const times = scope.getByTestId('booking-times');
  await expect(times).toBeVisible({ timeout: 15_000 });
  const enabled = times.locator('button:not([disabled])');
  await expect(enabled.first()).toBeVisible();
  const count = await enabled.count();
  for (let index = 0; index < count; index++) {
    const label = (await enabled.nth(index).innerText()).split('\n')[0]?.trim() ?? '';
    if (label !== skip) {
      await enabled.nth(index).click();
      return { day, time: label };
    }
  }
  throw new Error('no other time on the first day with places');
}

async function mailsTo(browser: Browser, recipient: string): Promise<TDevMessage[]> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, demo.admin);
  let items: TDevMessage[] = [];
  await expect
    .poll(
      async () => {
        items = (await call(admin.request, devApi.mailbox, { query: { recipient } })).items;
        return items.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await context.close();
  return items;
}

async function bookingJourney(page: Page, browser: Browser, isPhone: boolean) {
  const email = `traveller-${isPhone ? 'phone' : 'desktop'}-${Date.now()}@example.com`;
  const id = await activityId(page);
  await page.goto(`/details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACTIVITY) })).toBeVisible();

  // Phones: the bottom bar's button opens the booking box and scrolls to it.
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  if (isPhone) {
    await page.getByRole('button', { name: 'Check availability' }).first().click();
  } else {
    await box.getByRole('button', { name: 'Check availability' }).click();
  }
  await pickDayAndTime(box);
  // The chosen slot's terms, two days or more ahead: free until 24 hours before it, and nothing else.
  const freeUntil = /^Free cancellation until \d{2} \w+ \d{4}, \d{2}:\d{2} \(Lisbon time\)$/;
  await expect(box.getByTestId('cancellation-terms')).toContainText('Free cancellation until');
  const terms = (await box.getByTestId('cancellation-terms').innerText()).replace(/^Cancellation:\s*/, '');
  expect(terms).toMatch(freeUntil);
  await expect(box.getByText(/Non-refundable|up to 24 hours/)).toHaveCount(0);

  await box.getByLabel('Participants').fill('2');
  await box.getByLabel('Discount code').fill(DISCOUNT_CODE);
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByText(`Discount (${DISCOUNT_CODE})`)).toBeVisible();
  // 2 × €25.00 = €50.00, 10 % off: €45.00 (computed by the server).
  await expect(box.getByTestId('booking-total')).toHaveText('€45.00');

  // Sent without a name and with a bad e-mail: the form's own checks answer at each field, nothing is booked.
  await box.getByLabel('Email').fill('not-an-address');
  await box.getByRole('button', { name: 'Book now' }).click();
  await expect(box.getByText('Enter your name')).toBeVisible();
  await expect(box.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page).toHaveURL(/\/details\//);

  await box.getByLabel('Your name').fill('Maria Traveller');
  await box.getByLabel('Email').fill(email);
  await box.getByRole('button', { name: 'Book now' }).click();

  // The TEST MODE checkout page of the built-in provider, with the same terms above its Pay button.
  const pay = page.getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeVisible({ timeout: 20_000 });
  await expect(pay).toHaveText(/45\.00/);
  await expect(page.getByText(terms, { exact: true })).toBeVisible();
  // Every amount on one line, at 360 px too (the amounts used to break between their digits).
  const amounts = page.locator('td.amount');
  await expect(amounts.first()).toBeVisible();
  for (const amount of await amounts.all()) {
    const lines = await amount.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom))).size;
    });
    expect(lines, `"${await amount.innerText()}" on one line`).toBe(1);
  }
  await pay.click();

  await expect(page).toHaveURL(/\/booking-success\?reference=/);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  const tickets = page.getByTestId('ticket');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.first().locator('img[data-qr]')).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').innerText()).trim();
  expect(reference).toMatch(/^[A-Z0-9]{6,16}$/);
  await expect(page.getByTestId('cancellation-terms')).toHaveText(terms);

  // The confirmation e-mail: QR codes as inline images and the calendar event.
  const mails = await mailsTo(browser, email);
  const confirmation = mails.find((mail) => mail.attachments.some((file) => file.filename.endsWith('.ics')));
  expect(confirmation, mails.map((mail) => mail.subject).join(', ')).toBeTruthy();
  const images =
    confirmation?.attachments.filter((file) => file.contentType === 'image/png' && file.cid) ?? [];
  expect(images).toHaveLength(2);
  expect(confirmation?.text).toContain(reference);
  expect(confirmation?.text).toContain(terms);

  // Reopen it through "Manage your booking" (navbar on desktop, the menu drawer on a phone).
  await page.goto('/home');
  if (isPhone) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
  }
  await page.getByRole('link', { name: 'Manage your booking' }).first().click();
  await expect(page).toHaveURL(/\/manage-booking$/);
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-booking/${reference}\\?token=`));
  await expect(page.getByText('Confirmed')).toBeVisible();
  await expect(page.getByTestId('ticket')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Print tickets' })).toBeVisible();

  // Move it to another time.
  await page.getByRole('button', { name: 'Change date or time' }).click();
  const reschedule = page.getByRole('region', { name: 'Change date or time' });
  await pickDayAndTime(reschedule);
  await reschedule.getByRole('button', { name: /^Move to/ }).click();
  await expect(page.getByText('Your booking has been moved. We sent you the new tickets.')).toBeVisible();
  await expect(page.getByTestId('ticket')).toHaveCount(2);

  // Cancel it: the dialog states the refund, the page confirms it.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText('€45.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Your booking has been canceled and refunded.')).toBeVisible();
  await expect(page.getByText('Canceled and refunded', { exact: true })).toBeVisible();
  await expect(page.getByText(/Refunded: €45\.00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The page arrives rendered by the server with the booking as it is now (never a kept copy) and is kept
  // by no cache: the link's token is in it.
  const html = await page.request.get(page.url());
  expect(html.headers()['cache-control']).toBe('no-store');
  const body = await html.text();
  expect(body).toContain(reference);
  expect(body).toContain('Canceled and refunded');
}

test('desktop: book with a discount code, pay, get the QR tickets and e-mail, reschedule, cancel', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await bookingJourney(page, browser, false);
});

test('360 px: the same journey on a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await bookingJourney(page, browser, true);
  await context.close();
});

/** A slot of the demo activity that starts in less than 24 hours (and more than the 2 hours online sales stop at). */
async function slotWithin24Hours(page: Page, id: string): Promise<{ day: string; startTime: string }> {
  for (const day of [lisbonDayFromNow(0), lisbonDayFromNow(1)]) {
    const { slots } = await call(page.request, bookingApi.slots, {
      params: { id },
      query: { day, kind: 'shared' },
    });
    const soon = slots.find((slot) => {
      const startsIn = Date.parse(`${day}T${slot.startTime}:00Z`) - lisbonOffsetNow() - Date.now();
      return slot.placesLeft > 0 && startsIn > 2.5 * 3_600_000 && startsIn < 23 * 3_600_000;
    });
    if (soon) {
      return { day, startTime: soon.startTime };
    }
  }
  throw new Error('the tour has no time between 2.5 and 23 hours from now');
}

/**
 * A copy of the demo tour of the test's own, with a shared time every hour from 06:00 to 22:00 (Lisbon): whatever
 * the hour the test runs at, one of them starts between 2.5 and 23 hours later, with places no other test took (the
 * demo tour's two times are often full today, or out of that window in the morning).
 */
async function hourlyCopyOfDemoTour(browser: Browser, page: Page): Promise<string> {
  const sourceId = await activityId(page);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, demo.admin);
  const id = await copyOfActivity(admin.request, sourceId, {
    title: `Any-hour copy of the ${ACTIVITY} ${Date.now()}`,
    isPrivateOnly: false,
    sharedTimeSlots: Array.from({ length: 17 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`),
  });
  await context.close();
  return id;
}

/** Lisbon's offset from UTC now, in ms (its wall clock minus UTC). */
function lisbonOffsetNow(): number {
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Lisbon',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date());
  return Math.round((Date.parse(`${wall.replace(' ', 'T')}Z`) - Date.now()) / 60_000) * 60_000;
}

test('a booking moved into its last 24 hours is confirmed, and from then on reads non-refundable', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await hourlyCopyOfDemoTour(browser, page);
  try {
    const day = lisbonDayFromNow(3);
    const slots = await call(page.request, bookingApi.slots, {
      params: { id },
      query: { day, kind: 'shared' },
    });
    const first = slots.slots.find((slot) => slot.placesLeft > 0);
    expect(first, `a time with places on ${day}`).toBeTruthy();
    const { checkoutUrl, reference } = await call(page.request, bookingApi.checkout, {
      body: {
        activityId: id,
        kind: 'shared',
        day,
        startTime: first?.startTime ?? '',
        participants: 1,
        clientName: 'Rui Traveller',
        clientEmail: `move-late-${Date.now()}@example.com`,
      },
    });
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 30_000,
    });
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    await page.goto(`/manage-booking/${reference}?token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('cancellation-terms')).toContainText('Free cancellation until');

    const soon = await slotWithin24Hours(page, id);
    await page.getByRole('button', { name: 'Change date or time' }).click();
    const reschedule = page.getByRole('region', { name: 'Change date or time' });
    const calendar = reschedule.getByTestId('booking-calendar');
    const dayButton = calendar.locator(`button[data-available-day="${soon.day}"]`);
    await expect(calendar.locator('button[data-available-day]').first()).toBeVisible();
    // Today's month is shown first; tomorrow may be in the next one.
    if (soon.day.slice(0, 7) !== lisbonDayFromNow(0).slice(0, 7)) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    await dayButton.click();
    await reschedule
      .getByTestId('booking-times')
      .getByRole('button', { name: new RegExp(`^${soon.startTime}`) })
      .click();
    await reschedule.getByRole('button', { name: /^Move to/ }).click();
    // The move ends the booking's changes, and the page still says it happened.
    await expect(page.getByText('Your booking has been moved. We sent you the new tickets.')).toBeVisible();
    await expect(page.getByTestId('cancellation-terms')).toHaveText(
      'Non-refundable: this activity starts in less than 24 hours.',
    );
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  } finally {
    // Out of the catalogue again: other tests list and search the demo's activities.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, demo.admin);
    await call(admin.request, catalogueAdminApi.changeActivityFlags, {
      params: { id },
      body: { isVisible: false },
    });
    await context.close();
  }
});

test('a time on the details page opens the booking box with that time chosen on its first day with places', async ({
  page,
}) => {
  const id = await activityId(page);
  await page.goto(`/details/${id}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  const chip = box.getByRole('button', { name: /^Book at \d{2}:\d{2}$/ }).last();
  const time = (await chip.innerText()).trim();
  await chip.click();
  const chosen = box.getByTestId('booking-times').getByRole('button', { pressed: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(time);
  await expect(box.getByTestId('cancellation-terms')).toBeVisible();
  await expect(box.getByLabel('Your name')).toBeVisible();
});

test('leaving the checkout without paying says nothing was charged', async ({ page }) => {
  const id = await activityId(page);
  await page.goto(`/details/${id}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  await pickDayAndTime(box);
  await box.getByLabel('Your name').fill('Cancelling Traveller');
  await box.getByLabel('Email').fill(`leaver-${Date.now()}@example.com`);
  await box.getByRole('button', { name: 'Book now' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/booking-success\?.*canceled=1/);
  await expect(
    page.getByRole('heading', { name: 'The payment was not completed. Nothing was charged.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Alfama/ })).toBeVisible();
});

test('a ticket link that is not complete or does not open leads on to the booking look-up (the page has no header)', async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser);
  await expectWayOn(
    page,
    [
      ['/ticket', 'This link is not complete'],
      ['/ticket?reference=ZZZZZZZZ&token=not-a-token', 'We could not open these tickets'],
    ],
    'Find your booking',
    /\/manage-booking$/,
  );
  await expect(page.getByRole('heading', { name: 'Manage your booking', level: 1 })).toBeVisible();
  await context.close();
});

test("an unknown discount code gets the server's message at the field", async ({ page }) => {
  const id = await activityId(page);
  await page.goto(`/details/${id}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  await pickDayAndTime(box);
  await box.getByLabel('Discount code').fill('NOSUCHCODE');
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByText('This discount code does not exist or is no longer active.')).toBeVisible();
});

test("an event page books the event's own date and time at its price", async ({ page, browser }) => {
  // The demo has no event: the admin adds one on a demo activity, 5 days ahead at 18:00, €30 per person.
  const id = await activityId(page);
  const eventId = crypto.randomUUID();
  const eventDay = lisbonDayFromNow(5);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, demo.admin);
  await call(admin.request, catalogueAdminApi.createEvent, {
    body: {
      id: eventId,
      event: {
        title: 'Sunset fado at the Miradouro',
        priceCents: 3000,
        eventDate: eventDay,
        eventTime: '18:00',
        activityId: id,
        whatsappGroupLink: '',
      },
    },
  });
  await call(admin.request, catalogueAdminApi.changeEventVisibility, {
    params: { id: eventId },
    body: { isVisible: true },
  });
  await context.close();

  await page.goto(`/event/${eventId}/details/${id}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  // No calendar and no kind switch: the event's day and its time.
  await expect(box.getByTestId('booking-times')).toBeVisible();
  await expect(box.getByTestId('booking-calendar')).toHaveCount(0);
  await expect(box.getByRole('radio')).toHaveCount(0);
  const time = box.getByTestId('booking-times').getByRole('button', { name: /18:00/ });
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await box.getByLabel('Participants').fill('3');
  await expect(box.getByTestId('booking-total')).toHaveText('€90.00');
});

test('Bookings Stats lists a paid booking with the totals, and the admin refunds it after confirming', async ({
  page,
  browser,
}) => {
  // A paid booking made through the API and the TEST MODE checkout page.
  const id = await activityId(page);
  const day = lisbonDayFromNow(3);
  const slots = await call(page.request, bookingApi.slots, {
    params: { id },
    query: { day, kind: 'shared' },
  });
  const slot = slots.slots.find((candidate) => candidate.placesLeft > 0);
  expect(slot, `a shared time with places on ${day}`).toBeTruthy();
  const email = `admin-refund-${Date.now()}@example.com`;
  const { reference, checkoutUrl } = await call(page.request, bookingApi.checkout, {
    body: {
      activityId: id,
      kind: 'shared',
      day,
      startTime: slot?.startTime ?? '',
      participants: 1,
      clientName: 'Refunded Traveller',
      clientEmail: email,
    },
  });
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, demo.admin);
  await admin.goto('/admin/bookings');
  await expect(admin.getByRole('heading', { name: 'Bookings Stats' })).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Totals' }).getByText('Paid')).toBeVisible();
  await expect(admin.getByText('Bookings per day')).toBeVisible();
  await admin.getByPlaceholder('Search by reference, e-mail or name').fill(reference);
  const row = admin.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toBeVisible();
  await expect(admin.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund this booking?' });
  await expect(dialog.getByText(/Refunded Traveller is refunded €25\.00 in full/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(row.getByText('refunded', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The ledger shows the charge and the refund.
  await admin.getByRole('link', { name: 'Payment history' }).click();
  await expect(admin.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  const rows = admin.getByRole('row', { name: new RegExp(reference) });
  await expect(rows.filter({ hasText: 'Refund' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Charge' })).toHaveCount(1);
  await context.close();
});

test('places taken while the traveller fills the form: a clear message, and the times are fetched again', async ({
  page,
}) => {
  const id = await activityId(page);
  await page.goto(`/details/${id}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  const { day, time } = await pickDayAndTime(box, lisbonDayFromNow(12));
  await box.getByLabel('Your name').fill('Late Traveller');
  await box.getByLabel('Email').fill(`late-${Date.now()}@example.com`);

  // Meanwhile someone else starts a checkout for every place left at that time (a checkout holds its places).
  const slots = await call(page.request, bookingApi.slots, {
    params: { id },
    query: { day, kind: 'shared' },
  });
  const placesLeft = slots.slots.find((slot) => slot.startTime === time)?.placesLeft ?? 0;
  expect(placesLeft).toBeGreaterThan(0);
  await call(page.request, bookingApi.checkout, {
    body: {
      activityId: id,
      kind: 'shared',
      day,
      startTime: time,
      participants: placesLeft,
      clientName: 'Quick Group',
      clientEmail: `quick-${Date.now()}@example.com`,
    },
  });

  await box.getByRole('button', { name: 'Book now' }).click();
  await expect(box.getByRole('alert')).toHaveText(/not enough places|no longer available/);
  await expect(page).toHaveURL(/\/details\//);
  // The times were fetched again: that time is now full.
  const full = box.getByTestId('booking-times').getByRole('button', { name: new RegExp(`^${time}`) });
  await expect(full).toBeDisabled();
  await expect(full).toContainText('Full');
});

test('a tap on "Check availability" before the app has started opens the box all the same', async ({
  page,
}) => {
  const id = await activityId(page);
  // A phone still loading the code: the page is the server's, with no script run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/details/${id}?referral=${DISCOUNT_CODE}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?referral=${DISCOUNT_CODE}&book=1#prices-and-times$`));
  await expect(box.getByLabel('Loading the calendar')).toBeVisible();
  // The code arrives: the box opens where the tap asked for it, the referral kept.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(box.getByTestId('booking-calendar')).toBeVisible();
  await pickDayAndTime(box);
  await expect(box.getByLabel('Discount code')).toHaveValue(DISCOUNT_CODE);
});

test('a stored referral fills the discount code and the server applies it', async ({ page }) => {
  const id = await activityId(page);
  await page.goto(`/details/${id}?referral=${DISCOUNT_CODE}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  await pickDayAndTime(box);
  await expect(box.getByLabel('Discount code')).toHaveValue(DISCOUNT_CODE);
  await expect(box.getByText(`Discount (${DISCOUNT_CODE})`)).toBeVisible();
  // €25.00 − 10 %.
  await expect(box.getByTestId('booking-total')).toHaveText('€22.50');
});

test('a private tour is priced per group, for up to the group maximum', async ({ page }) => {
  const id = await activityId(page);
  await page.goto(`/details/${id}`);
  const box = page.getByRole('complementary', { name: 'Prices and booking' });
  await box.getByRole('button', { name: 'Check availability' }).click();
  await box.locator('label', { hasText: 'Private tour' }).click();
  await expect(box.getByRole('radio', { name: 'Private tour' })).toBeChecked();
  await pickDayAndTime(box);
  const people = box.getByLabel('People in your group');
  await expect(box.getByText('Private tour for up to 8 people, one price per group')).toBeVisible();
  await people.fill('5');
  // The demo's private price: €140.00 per group, whatever the group's size.
  await expect(box.getByTestId('booking-total')).toHaveText('€140.00');
  await people.fill('2');
  await expect(box.getByTestId('booking-total')).toHaveText('€140.00');
});
