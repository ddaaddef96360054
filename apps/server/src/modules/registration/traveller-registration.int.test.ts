import { travellerTexts } from '@roteiro/domain/auth/traveller';
import type { TMyToursResponse } from '@roteiro/domain/booking/my-tours';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { describe, expect, it } from 'vitest';
import { createBookableActivity, createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { queuedMails } from '../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/test-app.ts';
import { waitFor, waitForMails } from '../../../test/wait.ts';
import { createEvent } from '../booking/checkout/checkout.test-helpers.ts';

const t = await createTestApp();
const activity = await createBookableActivity(t.db, { title: 'Sintra palaces day' });

const requestLink = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registration/traveller',
    payload,
    headers: cookie ? { cookie } : {},
  });

const confirm = (token: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/registration/traveller/confirm', payload: { token, password } });

/** The token of the newest registration link e-mailed to `email` (the `count`-th such e-mail). */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  const links = await waitFor(async () => {
    const mails = await waitForMails(t.db, email);
    const found = mails.filter((m) => m.subject === 'Confirm your e-mail address for Roteiro');
    return found.length >= count ? found : undefined;
  });
  const url = /(http:\/\/localhost:3000\/register\/confirm\?token=\S+)/.exec(links[0]?.text ?? '')?.[1];
  expect(url).toBeDefined();
  return new URL(url as string).searchParams.get('token') as string;
}

const myTours = (cookie: string, query = '', language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/my-tours${query}`,
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
  });

async function registerTraveller(email: string, name = 'Rita Sousa') {
  expect((await requestLink({ name, email })).statusCode).toBe(202);
  const res = await confirm(await linkTokenFor(email));
  expect(res.statusCode, res.body).toBe(201);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { user: res.json().user, cookie };
}

describe('/register: a traveller account whose e-mail is proven by a link', () => {
  it('creates nothing until the link is opened, then creates a verified traveller and signs it in', async () => {
    const email = uniqueEmail('rita');
    const res = await requestLink({ name: ' Rita Sousa ', email: `  ${email.toUpperCase()}` });
    expect(res.statusCode, res.body).toBe(202);
    const user = () =>
      t.db.selectFrom('user').select(['role', 'emailVerified', 'name']).where('email', '=', email);
    expect(await user().executeTakeFirst()).toBeUndefined();

    const token = await linkTokenFor(email);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/registration/traveller?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ name: 'Rita Sousa', email });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/registration/traveller/confirm',
      headers: { 'accept-language': 'pt-PT' },
      payload: { token, password: TEST_PASSWORD },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // The account takes the language of the browser that created it.
    expect(confirmed.json().user).toMatchObject({
      email,
      role: 'traveller',
      name: 'Rita Sousa',
      locale: 'pt-PT',
    });
    expect(await user().executeTakeFirst()).toEqual({
      role: 'traveller',
      emailVerified: true,
      name: 'Rita Sousa',
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: confirmed.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(session.json().user.role).toBe('traveller');
    // The same password signs in through the login page's route.
    expect(await signIn(t.app, email)).toContain('=');
  });

  it('uses a link once, also when two tabs confirm it at the same time', async () => {
    const email = uniqueEmail('twice');
    await requestLink({ name: 'Twice', email });
    const token = await linkTokenFor(email);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404]);
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(travellerTexts.linkInvalid);
    const rows = await t.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a forged, malformed or expired link with the same 404 and creates nothing', async () => {
    const email = uniqueEmail('forged');
    await requestLink({ name: 'Forged', email });
    const token = await linkTokenFor(email);
    const [id] = token.split('.');
    for (const bad of [`${id}.not-the-secret`, 'nonsense', `${id}`, `${token}.extra`]) {
      const res = await confirm(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.message).toBe(travellerTexts.linkInvalid);
    }
    await t.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', id as string)
      .execute();
    expect((await confirm(token)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers the same for an address that already has an account, and tells its owner by e-mail', async () => {
    const company = await createUser(t.db, 'company');
    const res = await requestLink({ name: 'Someone', email: company.email });
    expect(res.statusCode).toBe(202);
    const [mail] = await waitForMails(t.db, company.email);
    expect(mail?.subject).toBe('You already have a Roteiro account');
    expect(mail?.text).toContain('http://localhost:3000/login');
    expect(mail?.text).not.toContain('/register/confirm');
    const role = await t.db.selectFrom('user').select('role').where('id', '=', company.id).executeTakeFirst();
    expect(role?.role).toBe('company');
  });

  it("writes the note to an account holder in the account's language, not the asking page's", async () => {
    const traveller = await createUser(t.db, 'traveller', { locale: 'pt-PT' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration/traveller',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Someone', email: traveller.email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await waitForMails(t.db, traveller.email);
    expect(mail?.subject).toBe('Já tem uma conta no Roteiro');
  });

  it('gives the first of two links of one address the account, the second "sign in instead"', async () => {
    const email = uniqueEmail('two-links');
    await requestLink({ name: 'First', email });
    const first = await linkTokenFor(email);
    await requestLink({ name: 'Second', email });
    const second = await linkTokenFor(email, 2);
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(201);
    const late = await confirm(first);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(staffTexts.accountExists);
  });

  it('checks the form: a bad e-mail, no name, a short password; a signed-in user cannot register', async () => {
    const bad = await requestLink({ name: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name']);
    const email = uniqueEmail('short');
    await requestLink({ name: 'Short', email });
    const token = await linkTokenFor(email);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBeDefined();
    const { cookie } = await registerTraveller(uniqueEmail('signed-in'));
    expect((await requestLink({ name: 'Again', email: uniqueEmail('x') }, cookie)).statusCode).toBe(403);
  });

  it('sends at most 3 links to one address in 10 minutes', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) {
      expect((await requestLink({ name: 'Flood', email })).statusCode).toBe(202);
    }
    // What the five requests queued is final once they have answered: three links, no waiting needed.
    expect(await queuedMails(t.db, email)).toHaveLength(3);
    expect(await waitForMails(t.db, email, 3)).toHaveLength(3);
  });
});

describe('My tours', () => {
  it("lists the bookings of the account's address, made before and after registering, upcoming first", async () => {
    const email = uniqueEmail('mytours');
    const before = await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(5),
      startTime: '10:00',
      clientEmail: email.toUpperCase(),
    });
    const { cookie } = await registerTraveller(email);
    const after = await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(3),
      startTime: '14:00',
      clientEmail: email,
    });
    // Someone else's booking is not listed.
    await createPaidBooking(t, { activityId: activity.id, day: lisbonDayIn(4), startTime: '10:00' });

    const res = await myTours(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TMyToursResponse;
    expect(body.isEmailVerified).toBe(true);
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.reference)).toEqual([after.reference, before.reference]);
    expect(body.items[0]).toMatchObject({
      activityTitle: 'Sintra palaces day',
      day: lisbonDayIn(3),
      startTime: '14:00',
      status: 'paid',
      participantCount: 2,
      isUpcoming: true,
    });

    // Each opens the manage view with its tickets through its signed token.
    const item = body.items[1];
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${item?.reference}?token=${encodeURIComponent(item?.token ?? '')}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().tickets).toHaveLength(2);
  });

  it("names activities and events in the reader's language: Portuguese where written, else English", async () => {
    const email = uniqueEmail('pt-tours');
    const { cookie } = await registerTraveller(email);
    const translated = await createBookableActivity(t.db, { title: 'Alfama fado walk' });
    await t.db
      .insertInto('activity_translation')
      .values({
        activityId: translated.id,
        locale: 'pt-PT',
        texts: JSON.stringify({ title: 'Passeio do fado em Alfama' }),
      })
      .execute();
    const eventDay = lisbonDayIn(6);
    const eventId = await createEvent(t.db, translated.id, { eventDate: eventDay, eventTime: '10:00' });
    await t.db
      .insertInto('event_translation')
      .values({ eventId, locale: 'pt-PT', texts: JSON.stringify({ title: 'Noite de fado' }) })
      .execute();
    const tour = await createPaidBooking(t, {
      activityId: translated.id,
      day: lisbonDayIn(2),
      startTime: '10:00',
      clientEmail: email,
    });
    const event = await createPaidBooking(t, {
      activityId: translated.id,
      kind: 'event',
      eventId,
      day: eventDay,
      startTime: '10:00',
      clientEmail: email,
    });
    // No Portuguese title written: English in either language.
    const untranslated = await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(8),
      startTime: '10:00',
      clientEmail: email,
    });
    const titles = async (language?: string) => {
      const res = await myTours(cookie, '', language);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TMyToursResponse).items.map((i) => [i.reference, i.activityTitle, i.eventTitle]);
    };
    expect(await titles('pt-PT,pt;q=0.9')).toEqual([
      [tour.reference, 'Passeio do fado em Alfama', null],
      [event.reference, 'Passeio do fado em Alfama', 'Noite de fado'],
      [untranslated.reference, 'Sintra palaces day', null],
    ]);
    const english = [
      [tour.reference, 'Alfama fado walk', null],
      [event.reference, 'Alfama fado walk', 'Fado night'],
      [untranslated.reference, 'Sintra palaces day', null],
    ];
    expect(await titles('en-GB')).toEqual(english);
    expect(await titles()).toEqual(english);
  });

  it('pages in SQL: past tours after upcoming ones, latest first', async () => {
    const email = uniqueEmail('paged');
    const { cookie } = await registerTraveller(email);
    const refs: string[] = [];
    for (const days of [2, 6, 9]) {
      refs.push(
        (
          await createPaidBooking(t, {
            activityId: activity.id,
            day: lisbonDayIn(days),
            startTime: '10:00',
            clientEmail: email,
          })
        ).reference,
      );
    }
    // Make the 6-day one a past tour: its group moves 3 days back.
    const past = await t.db
      .selectFrom('booking')
      .select('groupId')
      .where('reference', '=', refs[1] as string)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('activity_group')
      .set({ day: lisbonDayIn(-3) })
      .where('id', '=', past.groupId)
      .execute();

    const first = (await myTours(cookie, '?page=1&pageSize=2')).json() as TMyToursResponse;
    expect(first.total).toBe(3);
    expect(first.items.map((i) => i.reference)).toEqual([refs[0], refs[2]]);
    const second = (await myTours(cookie, '?page=2&pageSize=2')).json() as TMyToursResponse;
    expect(second.items.map((i) => [i.reference, i.isUpcoming])).toEqual([[refs[1], false]]);
    expect((await myTours(cookie, '?page=0')).statusCode).toBe(400);
  });

  it('is for travellers only, and lists nothing while a changed address is not proven', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/my-tours' });
    expect(anonymous.statusCode).toBe(401);
    const company = await createUser(t.db, 'company');
    expect((await myTours(await signIn(t.app, company.email))).statusCode).toBe(403);

    const email = uniqueEmail('changed');
    await createPaidBooking(t, {
      activityId: activity.id,
      day: lisbonDayIn(7),
      startTime: '10:00',
      clientEmail: email,
    });
    const { user, cookie } = await registerTraveller(email);
    expect(((await myTours(cookie)).json() as TMyToursResponse).total).toBe(1);
    await t.db.updateTable('user').set({ emailVerified: false }).where('id', '=', user.id).execute();
    const unproven = (await myTours(cookie)).json() as TMyToursResponse;
    expect(unproven).toMatchObject({ isEmailVerified: false, total: 0, items: [] });
  });
});
