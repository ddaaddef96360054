import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, uniqueEmail } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait.ts';
import { listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';

const t = await createTestApp();
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

const addVendor = (email: string, cookie = adminCookie, locale?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/vendors',
    headers: { cookie },
    payload: locale === undefined ? { email } : { email, locale },
  });

describe('admin adds a vendor', () => {
  it('is for admins only', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/vendors', payload: { email: 'a@b.pt' } }))
        .statusCode,
    ).toBe(401);
    const company = await createUser(t.db, 'company');
    const res = await addVendor(uniqueEmail('v'), await signIn(t.app, company.email));
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/vendors',
      headers: { cookie: await signIn(t.app, company.email) },
    });
    expect(list.statusCode).toBe(403);
  });

  it('creates the vendor and e-mails the registration link', async () => {
    const email = uniqueEmail('vendor');
    const res = await addVendor(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const mail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: email, page: 1, pageSize: 5 })).items[0],
    );
    expect(mail.text).toContain(`http://localhost:3000/vendor/${id}/register`);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(details.json()).toMatchObject({ id, email, status: 'pending', registeredAt: null });
  });

  it('e-mails the invitation in the inviting admin’s language', async () => {
    const portugueseAdmin = await createUser(t.db, 'admin', { locale: 'pt-PT' });
    const email = uniqueEmail('quiosque');
    const res = await addVendor(email, await signIn(t.app, portugueseAdmin.email));
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: email, page: 1, pageSize: 5 })).items[0],
    );
    expect(mail.subject).toBe('Crie a sua conta de vendedor no Roteiro');
    expect(mail.text).toContain('Foi adicionado como vendedor de bilhetes no Roteiro.');
    expect(mail.text).toContain(`http://localhost:3000/vendor/${res.json().id}/register`);
    expect(mail.text).toContain('Depois, inicie sessão em http://localhost:3000/vendor/login.');
    // The default admin's account is English: so is its invitation.
    const english = uniqueEmail('kiosk');
    expect((await addVendor(english)).statusCode).toBe(201);
    const englishMail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: english, page: 1, pageSize: 5 })).items[0],
    );
    expect(englishMail.subject).toBe('Create your Roteiro vendor account');
    // The admin may choose the vendor's language instead; a language we do not write is refused.
    const chosen = uniqueEmail('banca');
    expect((await addVendor(chosen, adminCookie, 'pt-PT')).statusCode).toBe(201);
    const chosenMail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: chosen, page: 1, pageSize: 5 })).items[0],
    );
    expect(chosenMail.subject).toBe('Crie a sua conta de vendedor no Roteiro');
    const french = await addVendor(uniqueEmail('kiosque'), adminCookie, 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().error.fields.locale).toBe('Choose the language of the invitation.');
  });

  it('refuses a bad e-mail, a vendor added twice and an address with an account', async () => {
    expect((await addVendor('nope')).statusCode).toBe(400);
    const email = uniqueEmail('dup');
    expect((await addVendor(email)).statusCode).toBe(201);
    const dup = await addVendor(email);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.email).toBe('This vendor has already been added');
    const company = await createUser(t.db, 'company');
    const taken = await addVendor(company.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBe('This email already belongs to another account');
  });

  it('lists vendors 10 per page with search; unknown vendor is 404', async () => {
    const tag = `vl${Date.now()}`;
    for (let i = 0; i < 11; i += 1) {
      expect((await addVendor(uniqueEmail(tag))).statusCode).toBe(201);
    }
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors?search=${tag}`,
      headers: { cookie: adminCookie },
    });
    expect(page1.json()).toMatchObject({ total: 11, pageSize: 10 });
    expect(page1.json().items).toHaveLength(10);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors?search=${tag}&page=2`,
      headers: { cookie: adminCookie },
    });
    expect(page2.json().items).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/vendors/00000000-0000-4000-8000-000000000000',
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('vendor registration', () => {
  it('creates the account once, then the vendor signs in and reaches vendor routes', async () => {
    const email = uniqueEmail('reg');
    const { id } = (await addVendor(email)).json();
    const info = await t.app.inject({ method: 'GET', url: `/api/vendors/${id}/registration` });
    // Whoever holds the link sees which inbox it was sent to, not the address.
    expect(info.json()).toEqual({ emailHint: `${email[0]}•••@example.test`, isRegistered: false });
    expect(info.body).not.toContain(email.split('@')[0]);

    const short = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${id}/register`,
      payload: { name: 'Kiosk', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('The password has to have more than 8 characters.');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${id}/register`,
      headers: { 'accept-language': 'pt-PT' },
      payload: { name: 'Belém Kiosk', password: 'vendor-password' },
    });
    expect(res.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${id}/register`,
      payload: { name: 'Someone else', password: 'other-password' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This vendor account has already been created. Sign in instead.');

    const cookie = await signIn(t.app, email, 'vendor-password');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    // The account takes the language of the browser that registered it.
    expect(session.json().user).toMatchObject({ role: 'vendor', name: 'Belém Kiosk', locale: 'pt-PT' });
    const row = await t.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.emailVerified).toBe(true);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/vendors/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(details.json()).toMatchObject({ status: 'active', name: 'Belém Kiosk' });
    // Registration is for signed-out visitors only.
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/vendors/${id}/registration`,
      headers: { cookie },
    });
    expect(signedIn.statusCode).toBe(403);
  });

  it('lets only one of two simultaneous registrations win', async () => {
    const email = uniqueEmail('race');
    const { id } = (await addVendor(email)).json();
    const results = await Promise.all(
      ['one-password', 'two-password'].map((password) =>
        t.app.inject({
          method: 'POST',
          url: `/api/vendors/${id}/register`,
          payload: { name: 'Racer', password },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const users = await t.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('answers 404 for an unknown vendor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendors/00000000-0000-4000-8000-000000000000/registration',
    });
    expect(res.statusCode).toBe(404);
  });
});
