import { randomUUID } from 'node:crypto';
import { ticketQrText } from '@roteiro/domain/checkin/qr';
import { describe, expect, it } from 'vitest';
import { createBookableActivity, moveGroupStart } from '../../../test/bookings.ts';
import { createCompany, createVendor } from '../../../test/factories.ts';
import { queuedMailContents } from '../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn, uniqueEmail } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait.ts';
import { injectPageHead, pageHead } from '../../platform/http/web-app.ts';
import { listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';
import { saleBody, sold } from '../booking/counter/counter.test-helpers.ts';
import { findPagePreview } from '../catalogue-public/catalogue-public.service.ts';
import { reviewToken } from './review-token.ts';
import { sendDueReviewReminders } from './reviews.invitations.ts';
import { finishedRun, reviewBody, reviewTokenIn } from './reviews.test-helpers.ts';

const t = await createTestApp();
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

const DAY = 24 * 60 * 60 * 1000;

const invitationOf = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/reviews/invitations/${token}` });
const write = (token: string, body: unknown = reviewBody(), method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url: `/api/reviews/invitations/${token}`, payload: body as object });
const reviewsOf = (activityId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/activities/${activityId}/reviews${query}` });
const card = async (activityId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities/${activityId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rating: number | null; ratingCount: number };
};

describe('asking', () => {
  it('invites each scanned booking when its run finishes, in its language, with a working link', async () => {
    const run = await finishedRun(t, {
      bookings: [
        { clientName: 'Maria Santos', locale: 'pt-PT' },
        { clientName: 'John Miller' },
        { clientName: 'Never Scanned' },
      ],
      scanned: [0, 1],
    });
    const [maria, john, absent] = run.bookings;
    expect(maria?.invitation?.subject).toMatch(/^Como correu: /);
    expect(john?.invitation?.subject).toMatch(/^How was /);
    expect(absent?.invitation).toBeUndefined();
    // Delivered to the dev mailbox, where the link opens the review page's data.
    const delivered = await waitFor(async () =>
      (await listDevMessages(t.db, { recipient: john?.clientEmail ?? '', page: 1, pageSize: 5 })).items.find(
        (message) => reviewTokenIn(message.text) !== undefined,
      ),
    );
    const token = reviewTokenIn(delivered.text);
    expect(token).toBe(john?.token);
    const opened = await invitationOf(token ?? '');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      activityId: run.activityId,
      eventTitle: null,
      attendedOn: run.day,
      travellerName: 'John Miller',
      review: null,
      canEdit: true,
      editableUntil: null,
      unsubscribed: false,
    });
    // A booking is invited once, whatever happens later.
    const rows = await t.db
      .selectFrom('review_invitation')
      .select('bookingId')
      .where('runId', '=', run.runId)
      .execute();
    expect(rows.map((row) => row.bookingId).sort()).toEqual([maria?.id, john?.id].sort());
  });

  it("asks a counter sale's customer too, in the language the vendor chose", async () => {
    const vendor = await createVendor(t.db);
    const vendorCookie = await signIn(t.app, vendor.email);
    const activity = await createBookableActivity(t.db, {
      sharedTimeSlots: ['10:00'],
      privateTimeSlots: ['10:00'],
    });
    const email = uniqueEmail('counter');
    const sale = await sold(t, vendorCookie, saleBody(activity.id, { clientEmail: email, locale: 'pt-PT' }));
    const booking = await t.db
      .selectFrom('booking')
      .select(['groupId', 'status'])
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('paid');
    await moveGroupStart(t.db, booking.groupId, new Date(Date.now() - 60_000));
    const company = await createCompany(t.db);
    await t.db
      .insertInto('group_allocation')
      .values({
        groupId: booking.groupId,
        companyId: company.id,
        joinedNOfSeats: 8,
        nOfSeats: 8,
        numberOfVehicles: 2,
      })
      .execute();
    const tickets = await t.db
      .selectFrom('issued_ticket as it')
      .innerJoin('participant as p', 'p.id', 'it.participantId')
      .select(['it.ticketNumber', 'p.id as participantId'])
      .where('p.bookingId', '=', sale.id)
      .execute();
    const cookie = await signIn(t.app, company.email);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/guider/groups/${booking.groupId}/start`,
      headers: { cookie },
      payload: {
        idempotencyKey: randomUUID(),
        tickets: tickets.map((ticket) => ticketQrText({ groupId: booking.groupId, ...ticket })),
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/guider/runs/${started.json().run.id}/finish`,
      headers: { cookie },
    });
    const invitation = (await queuedMailContents(t.db, email)).find((mail) => reviewTokenIn(mail.text));
    expect(invitation?.subject).toMatch(/^Como correu: /);
    expect(
      (await write(reviewTokenIn(invitation?.text) ?? '', reviewBody({ language: 'pt-PT' }))).statusCode,
    ).toBe(201);
  });

  it('reminds once 3 days later, not after a review or an unsubscription', async () => {
    const run = await finishedRun(t, { bookings: [{}, {}, {}, {}], scanned: [0, 1, 2, 3] });
    const [early, reviewed, unsubscribed, due] = run.bookings;
    await t.db
      .updateTable('review_invitation')
      .set({ sentAt: new Date(Date.now() - 4 * DAY) })
      .where('runId', '=', run.runId)
      .where('bookingId', '<>', early?.id ?? '')
      .execute();
    expect((await write(reviewed?.token ?? '')).statusCode).toBe(201);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/invitations/${unsubscribed?.token}/unsubscribe`,
    });
    expect(off.json()).toEqual({ unsubscribed: true });
    expect((await invitationOf(unsubscribed?.token ?? '')).json().unsubscribed).toBe(true);
    const deps = { db: t.db, outbox: t.outbox, appUrl: t.config.appUrl, authSecret: t.config.authSecret };
    await sendDueReviewReminders(deps, new Date());
    await sendDueReviewReminders(deps, new Date());
    const mailsOf = async (booking: typeof due) =>
      (await queuedMailContents(t.db, booking?.clientEmail ?? '')).length;
    // Each had its confirmation and its invitation; only `due` got one reminder more.
    const before = await mailsOf(early);
    expect(await mailsOf(reviewed)).toBe(before);
    expect(await mailsOf(unsubscribed)).toBe(before);
    expect(await mailsOf(due)).toBe(before + 1);
    const reminder = (await queuedMailContents(t.db, due?.clientEmail ?? '')).at(-1);
    expect(reminder?.subject).toMatch(/^A minute to review /);
    expect((await invitationOf(reviewTokenIn(reminder?.text) ?? '')).statusCode).toBe(200);
  });
  it("names an event booking's event and its activity, by their Portuguese titles for a Portuguese booking", async () => {
    const run = await finishedRun(t, { bookings: [{ locale: 'pt-PT' }, {}], scanned: [0, 1] });
    const [maria, john] = run.bookings;
    // The run's bookings become bookings of an event of the activity, with Portuguese titles written.
    const event = await t.db
      .insertInto('event')
      .values({
        title: 'Fado night',
        activityId: run.activityId,
        priceCents: 4000,
        eventDate: run.day,
        eventTime: '21:00',
        isVisible: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('activity_group')
      .set({ eventId: event.id })
      .where('id', '=', run.groupId)
      .execute();
    await t.db
      .updateTable('booking')
      .set({ kind: 'event', eventId: event.id })
      .where('id', 'in', [maria?.id ?? '', john?.id ?? ''])
      .execute();
    await t.db
      .insertInto('event_translation')
      .values({ eventId: event.id, locale: 'pt-PT', texts: JSON.stringify({ title: 'Noite de fado' }) })
      .execute();
    await t.db
      .insertInto('activity_translation')
      .values({
        activityId: run.activityId,
        locale: 'pt-PT',
        texts: JSON.stringify({ title: 'Passeio por Belém' }),
      })
      .execute();
    const { title } = await t.db
      .selectFrom('activity')
      .select('title')
      .where('id', '=', run.activityId)
      .executeTakeFirstOrThrow();
    // The reminders (the invitation's e-mail, three days later) are written with the booking's titles.
    await t.db
      .updateTable('review_invitation')
      .set({ sentAt: new Date(Date.now() - 4 * DAY) })
      .where('runId', '=', run.runId)
      .execute();
    const deps = { db: t.db, outbox: t.outbox, appUrl: t.config.appUrl, authSecret: t.config.authSecret };
    expect(await sendDueReviewReminders(deps, new Date())).toBeGreaterThanOrEqual(2);
    const reminderOf = async (booking: typeof maria) =>
      (await queuedMailContents(t.db, booking?.clientEmail ?? '')).at(-1);
    const pt = await reminderOf(maria);
    expect(pt?.subject).toBe('Tem um minuto para avaliar Noite de fado (Passeio por Belém)?');
    expect(pt?.text).toContain('participou em Noite de fado (Passeio por Belém) a ');
    const en = await reminderOf(john);
    expect(en?.subject).toBe(`A minute to review Fado night (${title})?`);
    // The review page the link opens names the event too, in the booking's language.
    const page = async (token: string) => (await invitationOf(token)).json();
    expect(await page(maria?.token ?? '')).toMatchObject({
      eventTitle: 'Noite de fado',
      activityTitle: 'Passeio por Belém',
    });
    expect(await page(john?.token ?? '')).toMatchObject({ eventTitle: 'Fado night', activityTitle: title });
  });
});

describe('writing', () => {
  it('creates once (201, then 409), refuses a booking never scanned (403) and altered or expired links', async () => {
    const run = await finishedRun(t, { bookings: [{ clientName: 'Ana Ribeiro' }, {}], scanned: [0] });
    const [ana, absent] = run.bookings;
    const created = await write(ana?.token ?? '');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ stars: 5, guideStars: 5, valueStars: 4, organisationStars: null });
    const second = await write(ana?.token ?? '', reviewBody({ stars: 1 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('reviewAlreadyWritten');

    const forged = reviewToken(t.config.authSecret, absent?.id ?? '', new Date());
    const notThere = await write(forged);
    expect(notThere.statusCode).toBe(403);
    expect(notThere.json().error).toMatchObject({
      code: 'reviewNotAttended',
      text: { id: 'reviews.reviewNotAttended' },
    });
    expect((await invitationOf(forged)).statusCode).toBe(403);

    const token = ana?.token ?? '';
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await write(altered)).json().error.code).toBe('reviewLinkInvalid');
    expect((await invitationOf(altered)).statusCode).toBe(404);
    const otherBooking = token.replace(ana?.id ?? '', absent?.id ?? '');
    expect((await invitationOf(otherBooking)).statusCode).toBe(404);
    const expired = reviewToken(t.config.authSecret, ana?.id ?? '', new Date(Date.now() - 91 * DAY));
    const gone = await invitationOf(expired);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.code).toBe('reviewLinkExpired');

    const short = await write(token, reviewBody({ text: 'Too short' }), 'PUT');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldTexts.text).toEqual({ id: 'reviews.textLength' });
  });

  it('keeps the aggregate right after create, edit, hide and restore; edits for 30 days only', async () => {
    const run = await finishedRun(t, { bookings: [{}, {}], scanned: [0, 1] });
    const [first, second] = run.bookings;
    expect(await card(run.activityId)).toMatchObject({ rating: null, ratingCount: 0 });
    // Its Product (issue 38) claims no rating without reviews.
    expect((await findPagePreview(t.db, `/details/${run.activityId}/x`))?.jsonLd).not.toHaveProperty(
      'aggregateRating',
    );
    expect((await write(first?.token ?? '', reviewBody({ stars: 5 }))).statusCode).toBe(201);
    expect((await write(second?.token ?? '', reviewBody({ stars: 2 }))).statusCode).toBe(201);
    expect(await card(run.activityId)).toMatchObject({ rating: 3.5, ratingCount: 2 });

    const edited = await write(second?.token ?? '', reviewBody({ stars: 4, language: 'pt-PT' }), 'PUT');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await card(run.activityId)).toMatchObject({ rating: 4.5, ratingCount: 2 });
    const list = await reviewsOf(run.activityId);
    expect(list.json().summary).toEqual({
      average: 4.5,
      count: 2,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    });

    const reviewId = edited.json().id;
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/hide`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Names a guide by full name' },
    });
    expect(hidden.json()).toEqual({ hidden: true });
    expect(await card(run.activityId)).toMatchObject({ rating: 5, ratingCount: 1 });
    expect((await reviewsOf(run.activityId)).json()).toMatchObject({ total: 1, summary: { count: 1 } });
    // Its author is told why.
    const told = (await queuedMailContents(t.db, second?.clientEmail ?? '')).at(-1);
    expect(told?.text).toContain('Names a guide by full name');
    // A hidden review edited keeps out of the average.
    expect((await write(second?.token ?? '', reviewBody({ stars: 1 }), 'PUT')).statusCode).toBe(200);
    expect(await card(run.activityId)).toMatchObject({ rating: 5, ratingCount: 1 });
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/restore`,
      headers: { cookie: adminCookie },
    });
    expect(restored.json()).toEqual({ hidden: false });
    expect(await card(run.activityId)).toMatchObject({ rating: 3, ratingCount: 2 });

    // Thirty days on, the link still shows the review but no longer edits it.
    await t.db
      .updateTable('review')
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where('id', '=', reviewId)
      .execute();
    const late = await write(second?.token ?? '', reviewBody({ stars: 5 }), 'PUT');
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('reviewEditClosed');
    expect((await invitationOf(second?.token ?? '')).json()).toMatchObject({
      canEdit: false,
      review: { stars: 1 },
    });
    const aggregate = await t.db
      .selectFrom('activity_rating')
      .selectAll()
      .where('activityId', '=', run.activityId)
      .executeTakeFirstOrThrow();
    expect(aggregate).toMatchObject({ count: 2, starsTotal: 6, stars1: 1, stars5: 1, average: '3.00' });
  });

  it('takes one of two simultaneous reviews of a booking (201 and 409)', async () => {
    const run = await finishedRun(t, { bookings: [{}], scanned: [0] });
    const token = run.bookings[0]?.token ?? '';
    const answers = await Promise.all([
      write(token, reviewBody({ stars: 5 })),
      write(token, reviewBody({ stars: 1 })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await card(run.activityId)).toMatchObject({ ratingCount: 1 });
  });
});

describe('showing', () => {
  it('lists published reviews newest first, 10 a page, by language, with the reply and the JSON-LD', async () => {
    const names = Array.from({ length: 12 }, (_, index) => ({ clientName: `Traveller${index} Costa` }));
    const run = await finishedRun(t, {
      bookings: names,
      scanned: names.map((_, index) => index),
      maxNumOfParticipants: 20,
    });
    for (const [index, booking] of run.bookings.entries()) {
      const language = index % 3 === 0 ? 'pt-PT' : 'en';
      const text =
        index === 11
          ? 'Loved it </script><b>really</b>, and the tarts at the end.'
          : language === 'pt-PT'
            ? `Um passeio excelente em Belém, número ${index}.`
            : `A great ride around Belém, number ${index}.`;
      const res = await write(booking.token ?? '', reviewBody({ stars: 3 + (index % 3), language, text }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const page1 = (await reviewsOf(run.activityId)).json();
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ authorName: 'Traveller11 C.', attendedOn: run.day, reply: null });
    const page2 = (await reviewsOf(run.activityId, '?page=2')).json();
    expect(page2.items.map((item: { authorName: string }) => item.authorName)).toEqual([
      'Traveller1 C.',
      'Traveller0 C.',
    ]);
    const pt = (await reviewsOf(run.activityId, '?language=pt-PT')).json();
    expect(pt.total).toBe(4);
    expect(pt.items.every((item: { language: string }) => item.language === 'pt-PT')).toBe(true);
    expect(pt.summary.count).toBe(12);
    expect((await reviewsOf(run.activityId, '?language=fr')).statusCode).toBe(400);

    // The company that ran it replies (once, editable); another company cannot.
    const reviewId = page1.items[0].id;
    const reply = (cookie: string, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/company/reviews/${reviewId}/reply`,
        headers: { cookie },
        payload: { text },
      });
    const other = await createCompany(t.db, { name: 'Douro Rides' });
    expect((await reply(await signIn(t.app, other.email), 'Not ours')).statusCode).toBe(404);
    expect((await reply(run.cookie, 'Thank you!')).statusCode).toBe(200);
    const replied = await reply(run.cookie, 'Thank you, come back soon!');
    expect(replied.json().reply).toMatchObject({
      text: 'Thank you, come back soon!',
      companyName: 'Tejo Tours',
    });
    expect((await reviewsOf(run.activityId)).json().items[0].reply.text).toBe('Thank you, come back soon!');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/company/reviews',
      headers: { cookie: run.cookie },
    });
    expect(mine.json()).toMatchObject({ total: 12, pageSize: 10 });

    // The details page's served HTML: AggregateRating and the first reviews, valid to their types.
    const preview = await findPagePreview(t.db, `/details/${run.activityId}/x`);
    const html = injectPageHead(
      '<html lang="en"><head><meta name="description" content="D" /><title>Roteiro</title></head><body></body></html>',
      pageHead({
        appUrl: t.config.appUrl,
        pathAndQuery: `/details/${run.activityId}/x`,
        locale: 'en',
        meta: null,
        preview,
      }),
    );
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('</script><b>');
    const ld = JSON.parse(scripts[0]?.[1] ?? '');
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: page1.summary.average,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(5);
    expect(ld.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Traveller11 C.' },
      reviewRating: { '@type': 'Rating', ratingValue: page1.items[0].stars, bestRating: 5, worstRating: 1 },
      reviewBody: page1.items[0].text,
      datePublished: page1.items[0].createdAt.slice(0, 10),
      inLanguage: page1.items[0].language,
    });
  });

  it("titles the activities in the reader's account language for the company and the admin", async () => {
    const run = await finishedRun(t, { bookings: [{}], scanned: [0] });
    expect((await write(run.bookings[0]?.token ?? '')).statusCode).toBe(201);
    const untranslated = await finishedRun(t, { bookings: [{}], scanned: [0] });
    expect((await write(untranslated.bookings[0]?.token ?? '')).statusCode).toBe(201);
    const { title } = await t.db
      .selectFrom('activity')
      .select('title')
      .where('id', '=', run.activityId)
      .executeTakeFirstOrThrow();
    const { title: untranslatedTitle } = await t.db
      .selectFrom('activity')
      .select('title')
      .where('id', '=', untranslated.activityId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('activity_translation')
      .values({
        activityId: run.activityId,
        locale: 'pt-PT',
        texts: JSON.stringify({ title: 'Passeio por Belém' }),
      })
      .execute();
    const titles = async (url: string, cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return new Map(
        (res.json().items as { activityId: string; activityTitle: string }[]).map((item) => [
          item.activityId,
          item.activityTitle,
        ]),
      );
    };
    // An English account reads the English title.
    expect((await titles('/api/company/reviews', run.cookie)).get(run.activityId)).toBe(title);
    // A Portuguese account, the Portuguese title; the English one where none is written.
    await t.db
      .updateTable('user')
      .set({ locale: 'pt-PT' })
      .where('id', 'in', [run.company.id, untranslated.company.id])
      .execute();
    expect((await titles('/api/company/reviews', run.cookie)).get(run.activityId)).toBe('Passeio por Belém');
    expect((await titles('/api/company/reviews', untranslated.cookie)).get(untranslated.activityId)).toBe(
      untranslatedTitle,
    );
    // The admin's list alike, by the admin's own language.
    const portugueseAdmin = await createUser(t.db, 'admin', { locale: 'pt-PT' });
    const portugueseCookie = await signIn(t.app, portugueseAdmin.email);
    const all = '/api/admin/reviews?status=all&page=1';
    expect((await titles(all, portugueseCookie)).get(run.activityId)).toBe('Passeio por Belém');
    expect((await titles(all, adminCookie)).get(run.activityId)).toBe(title);
  });

  it('sorts discover by rating and filters by a minimum rating', async () => {
    const activities: string[] = [];
    for (const stars of [3, 5, 4]) {
      const run = await finishedRun(t, { bookings: [{}], scanned: [0] });
      expect((await write(run.bookings[0]?.token ?? '', reviewBody({ stars }))).statusCode).toBe(201);
      activities.push(run.activityId);
    }
    const [three, five, four] = activities;
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/activities?pageSize=100${query}` }))
        .json()
        .items.map((item: { id: string }) => item.id) as string[];
    const sorted = (await list('&sort=rating')).filter((id) => activities.includes(id));
    expect(sorted).toEqual([five, four, three]);
    // The whole list: highest average first, the activities without reviews after them, paged alike.
    const cards = (
      await t.app.inject({ method: 'GET', url: '/api/activities?pageSize=100&sort=rating' })
    ).json() as { items: { id: string; rating: number | null }[]; total: number };
    const ratings = cards.items.map((item) => item.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(cards.items).toHaveLength(cards.total);
    expect(cards.items.some((item) => item.rating === null)).toBe(true);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(cards.total / 5); page += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/activities?sort=rating&pageSize=5&page=${page}`,
      });
      paged.push(...res.json().items.map((item: { id: string }) => item.id));
    }
    expect(paged).toEqual(cards.items.map((item) => item.id));
    const atLeastFour = await list('&minRating=4');
    expect(atLeastFour).toContain(five);
    expect(atLeastFour).toContain(four);
    expect(atLeastFour).not.toContain(three);
    const bad = await t.app.inject({ method: 'GET', url: '/api/activities?minRating=6' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('care', () => {
  it('takes reports from anyone and lists them to the admin only', async () => {
    const run = await finishedRun(t, { bookings: [{}], scanned: [0] });
    const created = await write(run.bookings[0]?.token ?? '');
    const reviewId = created.json().id;
    const report = () =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, payload: { reason: 'Spam' } });
    const first = await report();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ reported: true });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: { cookie: adminCookie },
    });
    const item = listed.json().items.find((row: { id: string }) => row.id === reviewId);
    expect(item).toMatchObject({ reportCount: 1, reports: [{ reason: 'Spam' }], hiddenAt: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: { cookie: run.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('throttles reports per address (10 an hour)', async () => {
    // An app with the real limits (the shared one multiplies them by 100); the limit counts before the review
    // is looked up, so an unknown review does.
    const strict = await createTestApp({ throttleScale: 1 });
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/reviews/00000000-0000-4000-8000-000000000000/report',
        payload: { reason: 'Spam' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
