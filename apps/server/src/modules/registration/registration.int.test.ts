import { messages } from '@roteiro/domain/messages/messages';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/test-app.ts';
import { cookieOf, employeeForm, pngImage, waitForMail } from '../staff/staff-test-helpers.ts';

// Counts the password hashes (scrypt: tens of milliseconds of CPU each), still doing them.
vi.mock('better-auth/crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('better-auth/crypto')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const t = await createTestApp();
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

async function sendCode(email: string, typedAs = email) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/registration-codes',
    headers: { cookie: adminCookie },
    payload: { email: typedAs },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await waitForMail(t, email);
  const code = /registration code is: ([A-Za-z0-9]{7})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return { code: code as string, mail };
}

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/registration/company', payload });

describe('registration codes', () => {
  it('stores a single-use 7-character code for the e-mail and mails it with the registration link', async () => {
    const email = uniqueEmail('newco');
    const { code, mail } = await sendCode(email, `  ${email.toUpperCase()} `);
    expect(mail.recipient).toBe(email);
    expect(mail.text).toContain('http://localhost:3000/guider/register');
    const row = await t.db
      .selectFrom('registration_code')
      .select(['code', 'email', 'createdBy', 'usedAt'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ code, email, createdBy: admin.id, usedAt: null });
  });

  it('writes the e-mail in the language of the request that sent it', async () => {
    const email = uniqueEmail('pastelaria');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registration-codes',
      headers: { cookie: adminCookie, 'accept-language': 'pt-PT,pt;q=0.9' },
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waitForMail(t, email);
    expect(mail.subject).toBe('O seu código de registo no Roteiro');
    const code = /O seu código de registo é: ([A-Za-z0-9]{7})/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.text).toContain(`Crie a conta da sua empresa com este endereço de e-mail (${email})`);
    expect(mail.text).toContain('http://localhost:3000/guider/register');
    // The code it carries registers the company like the English one.
    const registered = await register({ name: 'Pastelaria Nova', email, password: TEST_PASSWORD, code });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it('refuses a bad e-mail with a field message, and an address that already has an account', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registration-codes',
      headers: { cookie: adminCookie },
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: messages.invalidEmail });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registration-codes',
      headers: { cookie: adminCookie },
      payload: { email: admin.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: staffTexts.accountExists });
  });

  it('is for admins only', async () => {
    const company = await createCompany(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registration-codes',
      headers: { cookie: await signIn(t.app, company.email) },
      payload: { email: uniqueEmail('x') },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('company registration (/guider/register)', () => {
  it('creates the company with a verified e-mail, consumes the code and signs it in', async () => {
    const email = uniqueEmail('tejo');
    const { code } = await sendCode(email);
    const res = await register({ name: 'Tejo Novo', email, password: TEST_PASSWORD, code });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email, role: 'company', hasFinishedSetUp: false, locale: 'en' });
    const user = await t.db
      .selectFrom('user')
      .innerJoin('company', 'company.id', 'user.id')
      .select(['user.id', 'user.emailVerified', 'company.name'])
      .where('user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ emailVerified: true, name: 'Tejo Novo' });
    const used = await t.db
      .selectFrom('registration_code')
      .select(['usedByUserId'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(used.usedByUserId).toBe(user.id);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieOf(res) },
    });
    expect(session.json().user).toMatchObject({ id: user.id, role: 'company', companyId: user.id });
  });

  it("stores the registering browser's language as the account's, and the session carries it", async () => {
    const email = uniqueEmail('douro');
    const { code } = await sendCode(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration/company',
      headers: { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' },
      payload: { name: 'Douro Passeios', email, password: TEST_PASSWORD, code },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email, locale: 'pt-PT' });
    const row = await t.db
      .selectFrom('user')
      .select('locale')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('pt-PT');
  });

  it('cannot use a code twice', async () => {
    const email = uniqueEmail('twice');
    const { code } = await sendCode(email);
    expect((await register({ name: 'First', email, password: TEST_PASSWORD, code })).statusCode).toBe(201);
    const again = await register({ name: 'Second', email, password: TEST_PASSWORD, code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(staffTexts.accountExists);
  });

  it('lets exactly one of two racing registrations with the same code through', async () => {
    const email = uniqueEmail('race');
    const { code } = await sendCode(email);
    const answers = await Promise.all([
      register({ name: 'Racer A', email, password: TEST_PASSWORD, code }),
      register({ name: 'Racer B', email, password: TEST_PASSWORD, code }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    const companies = await t.db
      .selectFrom('company')
      .innerJoin('user', 'user.id', 'company.id')
      .select('company.id')
      .where('user.email', '=', email)
      .execute();
    expect(companies).toHaveLength(1);
  });

  it('refuses a wrong code before hashing the password: a guess costs no scrypt and holds no transaction', async () => {
    vi.mocked(hashPassword).mockClear();
    const res = await register({
      name: 'Guesser',
      email: uniqueEmail('guesser'),
      password: TEST_PASSWORD,
      code: 'WRONG12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toBe(staffTexts.registrationCodeInvalid);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses a code sent to another e-mail, and an unknown code, without creating anything', async () => {
    const { code } = await sendCode(uniqueEmail('owner'));
    const stranger = uniqueEmail('stranger');
    for (const tryCode of [code, 'ZZZZZZ9']) {
      const res = await register({
        name: 'Stranger',
        email: stranger,
        password: TEST_PASSWORD,
        code: tryCode,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: staffTexts.registrationCodeInvalid,
        fields: { code: staffTexts.registrationCodeInvalid },
      });
    }
    const user = await t.db.selectFrom('user').select('id').where('email', '=', stranger).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('validates every field with its message', async () => {
    const res = await register({ name: ' ', email: 'nope', password: 'short', code: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: staffTexts.companyNameRequired,
      email: messages.invalidEmail,
      password: messages.passwordTooShort,
      code: staffTexts.registrationCodeFormat,
    });
  });

  it('answers an empty form with a message per field, never a 5xx', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: staffTexts.companyNameRequired,
      code: staffTexts.registrationCodeFormat,
      email: expect.any(String),
      password: expect.any(String),
    });
  });

  it('is for signed-out visitors only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration/company',
      headers: { cookie: adminCookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('employee registration (/{companyId}/guider/register)', () => {
  async function invite(companyEmail: string, companyId: string) {
    const email = uniqueEmail('guide');
    const image = await pngImage();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/employees',
      headers: { cookie: await signIn(t.app, companyEmail) },
      payload: employeeForm({ name: 'Joana Guia', email, driversLicense: image, citizenCard: image }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waitForMail(t, email);
    const link = new URL(/(http\S+\/guider\/register\S*)/.exec(mail.text)?.[1] ?? '');
    expect(link.pathname).toBe(`/${companyId}/guider/register`);
    return {
      email,
      invitation: link.searchParams.get('invitation') ?? '',
      employeeId: res.json().id as string,
    };
  }

  it('shows the invitation, registers the employee with a verified e-mail and signs them in', async () => {
    const company = await createCompany(t.db, { name: 'Sintra Trails' });
    const { email, invitation, employeeId } = await invite(company.email, company.id);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/registration/employee/${company.id}?invitation=${encodeURIComponent(invitation)}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ companyName: 'Sintra Trails', email, name: 'Joana Guia' });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registration/employee/${company.id}`,
      headers: { 'accept-language': 'pt-PT' },
      payload: { name: 'Joana Silva', password: TEST_PASSWORD, invitation },
    });
    expect(res.statusCode, res.body).toBe(201);
    // The account takes the language of the browser that registered it.
    expect(res.json().user).toMatchObject({
      email,
      role: 'employee',
      companyId: company.id,
      locale: 'pt-PT',
    });
    const row = await t.db
      .selectFrom('employee')
      .innerJoin('user', 'user.id', 'employee.userId')
      .select(['employee.registrationFinished', 'employee.name', 'user.emailVerified'])
      .where('employee.id', '=', employeeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ registrationFinished: true, name: 'Joana Silva', emailVerified: true });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/registration/employee/${company.id}`,
      payload: { name: 'Joana Silva', password: TEST_PASSWORD, invitation },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(staffTexts.invitationInvalid);
  });

  it('validates the name and the password length', async () => {
    const company = await createCompany(t.db);
    const { invitation } = await invite(company.email, company.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registration/employee/${company.id}`,
      payload: { name: '', password: '12345678', invitation },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: staffTexts.nameRequired,
      password: messages.passwordTooShort,
    });
  });

  it('refuses a forged invitation, or one used under another company', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const { invitation } = await invite(company.email, company.id);
    const [employeeId] = invitation.split('.');
    for (const [companyId, token] of [
      [company.id, `${employeeId}.forged`],
      [other.id, invitation],
      [company.id, 'nonsense'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/registration/employee/${companyId}`,
        payload: { name: 'Intruder', password: TEST_PASSWORD, invitation: token },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(staffTexts.invitationInvalid);
    }
  });
});
