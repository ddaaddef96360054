import { messages } from '@roteiro/domain/messages/messages';
import { settingsTexts } from '@roteiro/domain/settings/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { queuedMails } from '../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/test-app.ts';
import { waitForMails } from '../../../test/wait.ts';

const t = await createTestApp();

const profile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/settings/profile', headers: { cookie } });
const save = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/profile', headers: { cookie }, payload });
const changePassword = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/settings/password', headers: { cookie }, payload });

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----roteiro-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('personal and company information', () => {
  it('a company reads and saves name, e-mail, seats and messaging ID', async () => {
    const company = await createCompany(t.db, { name: 'Tejo Tours' });
    const cookie = await signIn(t.app, company.email);
    expect((await profile(cookie)).json()).toMatchObject({
      role: 'company',
      numberOfSeats: null,
      messagingId: null,
    });
    const res = await save(cookie, {
      name: 'Tejo Owner',
      email: company.email,
      numberOfSeats: 12,
      messagingId: '@tejo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Tejo Owner',
      numberOfSeats: 12,
      messagingId: '@tejo',
      emailVerified: true,
    });
    const row = await t.db
      .selectFrom('company')
      .select(['numberOfSeats', 'messagingId'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ numberOfSeats: 12, messagingId: '@tejo' });
  });

  it('an employee saves its messaging ID on its employee record; seats do not apply', async () => {
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    const cookie = await signIn(t.app, employee.email);
    const res = await save(cookie, {
      name: 'Ana',
      email: employee.email,
      numberOfSeats: 40,
      messagingId: '12345',
    });
    expect(res.json()).toMatchObject({ name: 'Ana', messagingId: '12345', numberOfSeats: null });
    const row = await t.db
      .selectFrom('employee')
      .select('messagingId')
      .where('id', '=', employee.employeeId)
      .executeTakeFirstOrThrow();
    expect(row.messagingId).toBe('12345');
    const companyRow = await t.db
      .selectFrom('company')
      .select('numberOfSeats')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(companyRow.numberOfSeats).toBeNull();
  });

  it('never changes the e-mail: that takes the current password and a confirmed link', async () => {
    const user = await createUser(t.db, 'vendor');
    const cookie = await signIn(t.app, user.email);
    const res = await save(cookie, { name: 'Vendor', email: `new-${user.email}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Vendor', email: user.email, emailVerified: true });
  });

  it('refuses an empty name, a bad e-mail and negative seats with messages', async () => {
    const company = await createCompany(t.db);
    const cookie = await signIn(t.app, company.email);
    const res = await save(cookie, { name: ' ', numberOfSeats: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Enter your name',
      numberOfSeats: 'The number of seats has to be a whole number, 0 or more',
    });
    expect((await save('', { name: 'x', email: 'a@b.pt' })).statusCode).toBe(401);
  });

  it('stores an uploaded photo as the avatar and refuses what is not an image', async () => {
    const user = await createUser(t.db, 'affiliate');
    const cookie = await signIn(t.app, user.email);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c05020' } })
      .png()
      .toBuffer();
    const upload = multipart('photo', 'me.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      headers: { cookie, 'content-type': upload.contentType },
      payload: upload.body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toMatch(/^\/media\/avatar\/.+\/thumb\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: res.json().image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await profile(cookie)).json().image).toBe(res.json().image);

    const text = multipart('photo', 'me.png', 'image/png', Buffer.from('not an image at all'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      headers: { cookie, 'content-type': text.contentType },
      payload: text.body,
    });
    expect(refused.statusCode).toBe(415);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      headers: { cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('language', () => {
  const setLanguage = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/language', headers: { cookie }, payload });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it("changes the account's language, and the session then carries it", async () => {
    const user = await createUser(t.db, 'traveller');
    const cookie = await signIn(t.app, user.email);
    expect((await session(cookie)).json().user.locale).toBe('en');
    const res = await setLanguage(cookie, { locale: 'pt-PT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'pt-PT' });
    const row = await t.db
      .selectFrom('user')
      .select('locale')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('pt-PT');
    expect((await session(cookie)).json().user.locale).toBe('pt-PT');
    // A later sign-in (another browser) finds it too.
    expect((await session(await signIn(t.app, user.email))).json().user.locale).toBe('pt-PT');
  });

  it('refuses a language it does not offer, with the field message', async () => {
    const company = await createCompany(t.db);
    const cookie = await signIn(t.app, company.email);
    for (const payload of [{ locale: 'pt-BR' }, { locale: 'de' }, {}]) {
      const res = await setLanguage(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ locale: settingsTexts.languageInvalid });
    }
    expect((await session(cookie)).json().user.locale).toBe('en');
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/language',
      payload: { locale: 'pt-PT' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('needs both passwords longer than 8 characters and a different new one', async () => {
    const user = await createUser(t.db, 'company');
    const cookie = await signIn(t.app, user.email);
    const short = await changePassword(cookie, { currentPassword: '12345678', newPassword: '12345678' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toMatchObject({
      currentPassword: messages.passwordTooShort,
      newPassword: messages.passwordTooShort,
    });
    const same = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.newPassword).toBe(messages.passwordMustDiffer);
  });

  it('re-checks the current password', async () => {
    const user = await createUser(t.db, 'employee');
    const cookie = await signIn(t.app, user.email);
    const res = await changePassword(cookie, {
      currentPassword: 'not-the-password',
      newPassword: 'a-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.currentPassword).toBe('Your current password is not correct.');
    await signIn(t.app, user.email);
  });

  it('counts a wrong current password as a failed sign-in: past 10 from one address, 429 with Retry-After', async () => {
    const user = await createUser(t.db, 'company');
    const cookie = await signIn(t.app, user.email);
    const from = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload, remoteAddress });
    const guess = { currentPassword: 'not-the-password', newPassword: 'a-new-password' };
    for (let i = 0; i < 10; i++) {
      const res = await from('203.0.113.71', '/api/settings/password', guess);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.currentPassword).toBe(settingsTexts.currentPasswordWrong);
    }
    // The limit holds for the right password too, and for the other changes that ask for it.
    const right = { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password' };
    for (const [url, payload] of [
      ['/api/settings/password', right],
      ['/api/settings/email', { email: uniqueEmail('moved'), currentPassword: TEST_PASSWORD }],
      ['/api/settings/account/delete', { confirm: true, currentPassword: TEST_PASSWORD }],
    ] as const) {
      const refused = await from('203.0.113.71', url, payload);
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The sign-in page counts the same guesses: the owner's right password from that address waits too.
    const signInThere = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '203.0.113.71',
    });
    expect(signInThere.statusCode).toBe(429);
    // From another address the owner changes it.
    const changed = await from('203.0.113.72', '/api/settings/password', right);
    expect(changed.statusCode).toBe(200);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const user = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, user.email);
    const otherCookie = await signIn(t.app, user.email);
    const res = await changePassword(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.passwordChanged });
    expect((await profile(cookie)).statusCode).toBe(200);
    expect((await profile(otherCookie)).statusCode).toBe(401);
    await expect(signIn(t.app, user.email)).rejects.toThrow();
    await signIn(t.app, user.email, 'brand-new-password');
  });
});

describe('delete account', () => {
  const remove = (
    cookie: string,
    payload: Record<string, unknown> = { confirm: true, currentPassword: TEST_PASSWORD },
  ) => t.app.inject({ method: 'POST', url: '/api/settings/account/delete', headers: { cookie }, payload });
  const isDeleted = async (userId: string) =>
    (await t.db.selectFrom('user').select('deactivatedAt').where('id', '=', userId).executeTakeFirstOrThrow())
      .deactivatedAt !== null;

  it('asks for the current password, even just after signing in', async () => {
    const user = await createUser(t.db, 'vendor');
    const cookie = await signIn(t.app, user.email);
    const withoutPassword = await remove(cookie, { confirm: true });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().error.fields).toEqual({
      currentPassword: settingsTexts.currentPasswordRequiredToDelete,
    });
    const wrong = await remove(cookie, { confirm: true, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: settingsTexts.currentPasswordWrong });
    expect(await isDeleted(user.id)).toBe(false);
    expect((await remove(cookie)).statusCode).toBe(200);
    expect(await isDeleted(user.id)).toBe(true);
  });

  it('an account without a password (an affiliate) proves itself by a sign-in under 15 minutes old', async () => {
    const fresh = await createUser(t.db, 'affiliate');
    const freshCookie = await signIn(t.app, fresh.email);
    expect((await remove(freshCookie, { confirm: true })).statusCode).toBe(200);
    expect(await isDeleted(fresh.id)).toBe(true);

    const stale = await createUser(t.db, 'affiliate');
    const staleCookie = await signIn(t.app, stale.email);
    await t.db
      .updateTable('session')
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where('userId', '=', stale.id)
      .execute();
    const refused = await remove(staleCookie, { confirm: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(settingsTexts.deletionNeedsFreshSignIn);
    expect(await isDeleted(stale.id)).toBe(false);
  });

  it('anonymises and deactivates the account, ends its sessions and says so', async () => {
    const user = await createUser(t.db, 'vendor');
    await t.db
      .insertInto('vendor')
      .values({ email: user.email, name: 'Kiosk', userId: user.id, registeredAt: new Date() })
      .execute();
    const cookie = await signIn(t.app, user.email);
    const res = await remove(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.accountDeleted });
    const row = await t.db
      .selectFrom('user')
      .select(['name', 'email', 'image', 'deactivatedAt'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Deleted account');
    expect(row.email).not.toBe(user.email);
    expect(row.deactivatedAt).not.toBeNull();
    const vendor = await t.db
      .selectFrom('vendor')
      .select(['email', 'name'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(vendor.email).not.toBe(user.email);
    const credentials = await t.db.selectFrom('account').select('id').where('userId', '=', user.id).execute();
    expect(credentials).toHaveLength(0);
    expect((await profile(cookie)).statusCode).toBe(401);
    await expect(signIn(t.app, user.email)).rejects.toThrow();
  });

  it("a company's employees are deactivated with it; its payment account stays for unpaid runs", async () => {
    const company = await createCompany(t.db, { name: 'Leaving Tours' });
    await t.db
      .updateTable('company')
      .set({ paymentAccountId: `acct_test_${company.id}`, messagingId: '@leaving' })
      .where('id', '=', company.id)
      .execute();
    const employee = await createEmployee(t.db, company.id);
    const futureAllocationId = await joinFutureGroup(company.id);
    const employeeCookie = await signIn(t.app, employee.email);
    const cookie = await signIn(t.app, company.email);
    expect((await remove(cookie)).statusCode).toBe(200);
    const allocation = await t.db
      .selectFrom('group_allocation')
      .select(['status', 'canceledAt'])
      .where('id', '=', futureAllocationId)
      .executeTakeFirstOrThrow();
    expect(allocation.status).toBe('canceled');
    const employeeUser = await t.db
      .selectFrom('user')
      .select('deactivatedAt')
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(employeeUser.deactivatedAt).not.toBeNull();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: employeeCookie },
    });
    expect(session.statusCode).toBe(403);
    expect(session.json().error.message).toBe(messages.accountDeactivated);
    const companyRow = await t.db
      .selectFrom('company')
      .select(['name', 'paymentAccountId', 'messagingId'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(companyRow).toEqual({
      name: 'Leaving Tours',
      paymentAccountId: `acct_test_${company.id}`,
      messagingId: null,
    });
  });

  it("an affiliate's code stops working but its commissions' account stays", async () => {
    const user = await createUser(t.db, 'affiliate');
    await t.db
      .insertInto('affiliate')
      .values({
        name: 'Aff',
        email: user.email,
        userId: user.id,
        discountCode: `DEL${Date.now().toString(36).toUpperCase()}`,
        paymentAccountId: `acct_test_${user.id}`,
        commissionRateBasisPoints: 1000,
      })
      .execute();
    const cookie = await signIn(t.app, user.email);
    expect((await remove(cookie)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('affiliate')
      .select(['discountCode', 'paymentAccountId', 'email'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.discountCode).toBeNull();
    expect(row.paymentAccountId).toBe(`acct_test_${user.id}`);
    expect(row.email).not.toBe(user.email);
  });

  it('keeps the last admin', async () => {
    const admins = await t.db
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'admin')
      .where('deactivatedAt', 'is', null)
      .execute();
    const admin = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, admin.email);
    // Leave only this admin active.
    await t.db
      .updateTable('user')
      .set({ deactivatedAt: new Date() })
      .where('id', 'in', admins.length ? admins.map((a) => a.id) : ['none'])
      .execute();
    const res = await remove(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The last admin account cannot be deleted.');
    await t.db
      .updateTable('user')
      .set({ deactivatedAt: null })
      .where('id', 'in', admins.length ? admins.map((a) => a.id) : ['none'])
      .execute();
  });

  it('needs a signed-in user and an explicit confirmation', async () => {
    const url = '/api/settings/account/delete';
    expect((await t.app.inject({ method: 'POST', url, payload: { confirm: true } })).statusCode).toBe(401);
    const user = await createUser(t.db, 'vendor');
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect((await profile(cookie)).json().name).not.toBe('Deleted account');
  });
});

/** The company joins a group next year; returns the allocation id. */
async function joinFutureGroup(companyId: string): Promise<string> {
  const activity = await t.db
    .insertInto('activity')
    .values({
      title: 'Future tour',
      description: 'A tour in the future.',
      durationMinutes: 60,
      priceCents: 3000,
      privatePriceCents: 15000,
      cancellationPolicy: 'Free cancellation',
      languages: ['en'],
      sharedTimeSlots: ['10:00'],
      privateTimeSlots: ['10:00'],
      minNumOfParticipants: 1,
      maxNumOfParticipants: 8,
      meetingPoint: 'Rossio',
      markerLat: 38.71,
      markerLng: -9.14,
      city: 'Lisbon, Portugal',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const day = `${new Date().getUTCFullYear() + 1}-06-01`;
  const group = await t.db
    .insertInto('activity_group')
    .values({ activityId: activity.id, day, startTime: '10:00', endTime: '11:00', capacity: 8 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const allocation = await t.db
    .insertInto('group_allocation')
    .values({ groupId: group.id, companyId, joinedNOfSeats: 6, nOfSeats: 6, numberOfVehicles: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return allocation.id;
}

describe('changing the e-mail', () => {
  const requestChange = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/settings/email', headers: { cookie }, payload });
  const linkIn = async (recipient: string) => {
    const [mail] = await waitForMails(t.db, recipient);
    return new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://none');
  };

  it('needs the current password, changes nothing until the new address confirms, and tells the old one', async () => {
    const user = await createUser(t.db, 'vendor');
    const other = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, user.email);
    // Signed in long ago: the password is asked for.
    await t.db
      .updateTable('session')
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where('userId', '=', user.id)
      .execute();
    const newEmail = uniqueEmail('moved');

    const withoutPassword = await requestChange(cookie, { email: newEmail });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().error.fields.currentPassword).toBe(settingsTexts.currentPasswordRequired);
    const wrong = await requestChange(cookie, { email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.json().error.fields.currentPassword).toBe(settingsTexts.currentPasswordWrong);
    const taken = await requestChange(cookie, { email: other.email, currentPassword: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBe(settingsTexts.emailTaken);
    expect(await queuedMails(t.db, newEmail)).toEqual([]);

    const requested = await requestChange(cookie, {
      email: newEmail.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({
      pendingEmail: newEmail,
      message: settingsTexts.emailChangeSent(newEmail),
    });
    // Nothing changed yet: the account keeps its address and signs in with it.
    expect((await profile(cookie)).json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    await expect(signIn(t.app, user.email)).resolves.toContain('session_token');

    const link = await linkIn(newEmail);
    expect(link.pathname).toBe('/settings/email/confirm');
    const token = link.searchParams.get('token') ?? '';
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/settings/email/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(shown.json()).toEqual({ email: newEmail });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/settings/email/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail, message: settingsTexts.emailChanged });
    const row = await t.db
      .selectFrom('user')
      .select(['email', 'emailVerified'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: newEmail, emailVerified: true });
    await expect(signIn(t.app, newEmail)).resolves.toContain('session_token');
    // The old address was told when it was asked for and when it happened.
    const notices = await waitForMails(t.db, user.email, 2);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Your Roteiro e-mail address was changed',
      'A change of your Roteiro e-mail address was requested',
    ]);
    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/settings/email/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(settingsTexts.emailChangeLinkInvalid);
  });

  it("writes each e-mail of the change in the account's language when it is sent (issue 36)", async () => {
    const user = await createUser(t.db, 'company');
    const cookie = await signIn(t.app, user.email);
    const language = (locale: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/language',
        headers: { cookie },
        payload: { locale },
      });
    expect((await language('pt-PT')).statusCode).toBe(200);
    const newEmail = uniqueEmail('mudou');
    const requested = await requestChange(cookie, { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(requested.statusCode).toBe(202);

    const [confirm] = await waitForMails(t.db, newEmail);
    expect(confirm?.subject).toBe('Confirme o seu novo endereço de e-mail no Roteiro');
    expect(confirm?.text).toContain(
      `Recebemos um pedido para a sua conta Roteiro passar a usar ${newEmail}.`,
    );
    expect(confirm?.text).toContain('Abra esta ligação para confirmar (funciona uma vez, durante 24 horas)');
    expect(confirm?.html).toContain('<html lang="pt-PT">');
    const [notice] = await waitForMails(t.db, user.email);
    expect(notice?.subject).toBe('Foi pedida a alteração do endereço de e-mail da sua conta Roteiro');
    expect(notice?.text).toContain('altere já a sua palavra-passe');

    // The account went back to English before the link was opened: the last notice is in English.
    expect((await language('en')).statusCode).toBe(200);
    const token = new URL(/https?:\/\/\S+/.exec(confirm?.text ?? '')?.[0] ?? 'http://none').searchParams.get(
      'token',
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/settings/email/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const [changed] = await waitForMails(t.db, user.email, 2);
    expect(changed?.subject).toBe('Your Roteiro e-mail address was changed');
    expect(changed?.html).toContain('<html lang="en">');
  });

  it('tells a Portuguese account that its address changed in Portuguese', async () => {
    const user = await createUser(t.db, 'vendor');
    await t.db.updateTable('user').set({ locale: 'pt-PT' }).where('id', '=', user.id).execute();
    const cookie = await signIn(t.app, user.email);
    const newEmail = uniqueEmail('novo');
    expect(
      (await requestChange(cookie, { email: newEmail, currentPassword: TEST_PASSWORD })).statusCode,
    ).toBe(202);
    const token = (await linkIn(newEmail)).searchParams.get('token');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/settings/email/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const notices = await waitForMails(t.db, user.email, 2);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'O endereço de e-mail da sua conta Roteiro foi alterado',
      'Foi pedida a alteração do endereço de e-mail da sua conta Roteiro',
    ]);
    expect(notices[0]?.text).toContain(`A sua conta Roteiro passa a iniciar sessão com ${newEmail}.`);
  });

  it('an account with a password needs it even just after signing in', async () => {
    const user = await createUser(t.db, 'vendor');
    const cookie = await signIn(t.app, user.email);
    const newEmail = uniqueEmail('unproven');
    const res = await requestChange(cookie, { email: newEmail });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ currentPassword: settingsTexts.currentPasswordRequired });
    expect(await queuedMails(t.db, newEmail)).toEqual([]);
    expect((await profile(cookie)).json().pendingEmail).toBeNull();
  });

  it('without the password, only within 15 minutes of signing in (affiliates sign in by link)', async () => {
    const user = await createUser(t.db, 'affiliate');
    const cookie = await signIn(t.app, user.email);
    const fresh = await requestChange(cookie, { email: uniqueEmail('fresh') });
    expect(fresh.statusCode).toBe(202);
    await t.db
      .updateTable('session')
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where('userId', '=', user.id)
      .execute();
    const stale = await requestChange(cookie, { email: uniqueEmail('stale') });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields.email).toBe(settingsTexts.emailChangeNeedsFreshSignIn);
  });

  it('a newer request replaces the pending one, and an expired link is refused', async () => {
    const user = await createUser(t.db, 'traveller');
    const cookie = await signIn(t.app, user.email);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await requestChange(cookie, { email: first, currentPassword: TEST_PASSWORD });
    const firstLink = await linkIn(first);
    await requestChange(cookie, { email: second, currentPassword: TEST_PASSWORD });
    const confirm = (link: URL) =>
      t.app.inject({
        method: 'POST',
        url: '/api/settings/email/confirm',
        payload: { token: link.searchParams.get('token') },
      });
    expect((await confirm(firstLink)).statusCode).toBe(404);
    const secondLink = await linkIn(second);
    await t.db
      .updateTable('email_change_request')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    expect((await confirm(secondLink)).statusCode).toBe(404);
    expect((await profile(cookie)).json()).toMatchObject({ email: user.email, pendingEmail: null });
  });
});
