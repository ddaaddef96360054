import { messages } from '@roteiro/domain/messages/messages';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/test-app.ts';
import { cookieOf, createFinishedRuns, employeeForm, pngImage, waitForMail } from './staff-test-helpers.ts';

const t = await createTestApp();
const image = await pngImage();

async function signedInCompany(name = 'Tejo Tours') {
  const company = await createCompany(t.db, { name });
  return { company, cookie: await signIn(t.app, company.email) };
}

const addEmployee = (cookie: string, form: FormData) =>
  t.app.inject({ method: 'POST', url: '/api/company/employees', headers: { cookie }, payload: form });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Adds an employee and registers them from the e-mailed link; returns ids and a signed-in cookie. */
async function addAndRegister(companyCookie: string) {
  const email = uniqueEmail('guide');
  const added = await addEmployee(
    companyCookie,
    employeeForm({ name: 'Rui Guia', email, driversLicense: image, citizenCard: image }),
  );
  expect(added.statusCode, added.body).toBe(201);
  const mail = await waitForMail(t, email);
  const link = new URL(/(http\S+)/.exec(mail.text)?.[1] ?? '');
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/registration/employee${link.pathname.replace('/guider/register', '')}`,
    payload: { name: 'Rui Guia', password: TEST_PASSWORD, invitation: link.searchParams.get('invitation') },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return {
    employeeId: added.json().id as string,
    email,
    userId: registered.json().user.id as string,
    cookie: cookieOf(registered),
  };
}

describe('add employee', () => {
  it('stores the employee with both documents, pending, and e-mails the invitation with the registration link', async () => {
    const { company, cookie } = await signedInCompany('Lisboa Walks');
    const email = uniqueEmail('ana');
    const res = await addEmployee(
      cookie,
      employeeForm({
        name: 'Ana Lopes',
        email: email.toUpperCase(),
        driversLicense: image,
        citizenCard: image,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('employee')
      .select(['email', 'name', 'registrationFinished', 'userId', 'driversLicenseKey', 'citizenCardKey'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email, name: 'Ana Lopes', registrationFinished: false, userId: null });
    expect(row.driversLicenseKey).toMatch(/^private\/employee-document\//);
    expect(row.citizenCardKey).not.toBe(row.driversLicenseKey);
    const files = await t.db
      .selectFrom('stored_file')
      .select(['contentType'])
      .where('key', 'like', `${row.driversLicenseKey}/%`)
      .execute();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.contentType === 'image/webp')).toBe(true);

    const mail = await waitForMail(t, email);
    expect(mail.subject).toBe('Lisboa Walks invited you to Roteiro');
    expect(mail.text).toContain(`http://localhost:3000/${company.id}/guider/register?invitation=`);

    const list = await get('/api/company/employees', cookie);
    expect(list.json()).toMatchObject({
      items: [{ id: res.json().id, name: 'Ana Lopes', email, status: 'pending' }],
      page: 1,
      total: 1,
    });
  });

  it("refuses the owner's own e-mail and a duplicate with the spec's texts", async () => {
    const { company, cookie } = await signedInCompany();
    const own = await addEmployee(
      cookie,
      employeeForm({ name: 'Me', email: company.email, driversLicense: image, citizenCard: image }),
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toMatchObject({
      message: messages.employeeOwnEmail,
      fields: { email: messages.employeeOwnEmail },
    });

    const email = uniqueEmail('dup');
    const form = () => employeeForm({ name: 'Dup', email, driversLicense: image, citizenCard: image });
    expect((await addEmployee(cookie, form())).statusCode).toBe(201);
    const dup = await addEmployee(cookie, form());
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      message: messages.employeeDuplicate,
      fields: { email: messages.employeeDuplicate },
    });
  });

  it('requires name, e-mail and both images, each with its message', async () => {
    const { cookie } = await signedInCompany();
    const res = await addEmployee(cookie, employeeForm({ name: '', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: staffTexts.nameRequired,
      email: messages.invalidEmail,
      driversLicense: staffTexts.documentRequired,
      citizenCard: staffTexts.documentRequired,
    });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/company/employees',
      headers: { cookie },
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('accepts images only, judged from the bytes, not the name', async () => {
    const { cookie } = await signedInCompany();
    const fake = Buffer.from('%PDF-1.4 this is not an image');
    const res = await addEmployee(
      cookie,
      employeeForm({ name: 'Eva', email: uniqueEmail('eva'), driversLicense: image, citizenCard: fake }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields).toEqual({ citizenCard: staffTexts.documentNotImage });
    expect(await t.db.selectFrom('employee').select('id').where('name', '=', 'Eva').execute()).toHaveLength(
      0,
    );
  });

  it('is for companies only', async () => {
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    const res = await addEmployee(
      await signIn(t.app, employee.email),
      employeeForm({ name: 'X', email: uniqueEmail('x'), driversLicense: image, citizenCard: image }),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('resend invitation', () => {
  it("sends a pending employee's invitation again, and refuses once they have registered", async () => {
    const { cookie } = await signedInCompany('Resend Co');
    const email = uniqueEmail('lost');
    const added = await addEmployee(
      cookie,
      employeeForm({ name: 'Lost Mail', email, driversLicense: image, citizenCard: image }),
    );
    await waitForMail(t, email);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/company/employees/${added.json().id}/invitation`,
        headers: { cookie },
      });
    expect((await resend()).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await t.db.selectFrom('dev_message').select('id').where('recipient', '=', email).execute()).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(2);

    const { employeeId } = await addAndRegister(cookie);
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employeeId}/invitation`,
      headers: { cookie },
    });
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error.message).toBe(staffTexts.alreadyRegistered);
    const other = await signedInCompany('Other');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${added.json().id}/invitation`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

/** The subjects of the e-mails delivered to `email` (the dev mailbox). */
const subjectsTo = async (email: string) =>
  (await t.db.selectFrom('dev_message').select('subject').where('recipient', '=', email).execute()).map(
    (row) => row.subject,
  );

describe('the invitation’s language', () => {
  it('is the inviting company account’s language, for the invitation and its resend', async () => {
    const { company, cookie } = await signedInCompany('Sintra Trilhos');
    await t.db.updateTable('user').set({ locale: 'pt-PT' }).where('id', '=', company.id).execute();
    const email = uniqueEmail('marta');
    const added = await addEmployee(
      cookie,
      employeeForm({ name: 'Marta Guia', email, driversLicense: image, citizenCard: image }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const mail = await waitForMail(t, email);
    expect(mail.subject).toBe('Sintra Trilhos convidou-o para o Roteiro');
    expect(mail.text).toContain('Olá, Marta Guia,');
    expect(mail.text).toContain(
      'Sintra Trilhos adicionou-o como guia no Roteiro. Crie a sua conta com esta ligação',
    );
    expect(mail.text).toContain(`http://localhost:3000/${company.id}/guider/register?invitation=`);
    expect(mail.html).toContain('lang="pt-PT"');

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${added.json().id}/invitation`,
      headers: { cookie },
    });
    expect(resend.statusCode).toBe(200);
    await expect
      .poll(() => subjectsTo(email), { timeout: 15_000 })
      .toEqual(['Sintra Trilhos convidou-o para o Roteiro', 'Sintra Trilhos convidou-o para o Roteiro']);
  });

  it('is the language the company chose for the person, for the invitation and its resend', async () => {
    // A Portuguese company hires an English-speaking guide.
    const { company, cookie } = await signedInCompany('Sintra Trilhos');
    await t.db.updateTable('user').set({ locale: 'pt-PT' }).where('id', '=', company.id).execute();
    const email = uniqueEmail('tom');
    const added = await addEmployee(
      cookie,
      employeeForm({ name: 'Tom Guide', email, locale: 'en', driversLicense: image, citizenCard: image }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const mail = await waitForMail(t, email);
    expect(mail.subject).toBe('Sintra Trilhos invited you to Roteiro');
    expect(mail.html).toContain('lang="en"');
    await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${added.json().id}/invitation`,
      headers: { cookie },
    });
    await expect
      .poll(() => subjectsTo(email), { timeout: 15_000 })
      .toEqual(['Sintra Trilhos invited you to Roteiro', 'Sintra Trilhos invited you to Roteiro']);

    // A language we do not write is refused, at its field, before anything is stored.
    const refused = await addEmployee(
      cookie,
      employeeForm({
        name: 'Ana',
        email: uniqueEmail('ana'),
        locale: 'fr',
        driversLicense: image,
        citizenCard: image,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.locale).toBe('Choose the language of the invitation.');
  });
});

describe('manage employee', () => {
  it('shows a registered employee as active with both documents, to its company', async () => {
    const { cookie } = await signedInCompany();
    const { employeeId, email } = await addAndRegister(cookie);
    const res = await get(`/api/company/employees/${employeeId}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: employeeId,
      name: 'Rui Guia',
      email,
      status: 'active',
      documents: {
        driversLicense: `/api/employees/${employeeId}/documents/driversLicense`,
        citizenCard: `/api/employees/${employeeId}/documents/citizenCard`,
      },
    });
    const doc = await get(`/api/employees/${employeeId}/documents/citizenCard?size=thumb`, cookie);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/webp');
    expect(doc.headers['cache-control']).toBe('private, no-store');
  });

  it("serves documents only to the employee's company and admins", async () => {
    const { cookie } = await signedInCompany();
    const { employeeId, cookie: employeeCookie } = await addAndRegister(cookie);
    const url = `/api/employees/${employeeId}/documents/driversLicense`;
    const admin = await createUser(t.db, 'admin');
    expect((await get(url, await signIn(t.app, admin.email))).statusCode).toBe(200);
    const other = await signedInCompany('Other');
    expect((await get(url, other.cookie)).statusCode).toBe(404);
    expect((await get(url, employeeCookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });

  it("keeps company A's employees out of company B's reach", async () => {
    const a = await signedInCompany('A');
    const b = await signedInCompany('B');
    const { employeeId, userId } = await addAndRegister(a.cookie);
    expect((await get(`/api/company/employees/${employeeId}`, b.cookie)).statusCode).toBe(404);
    expect((await get(`/api/company/employees/${employeeId}/payments`, b.cookie)).statusCode).toBe(404);
    for (const action of ['deactivate', 'reactivate']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/company/employees/${employeeId}/${action}`,
        headers: { cookie: b.cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await get('/api/company/employees', b.cookie)).json().items).toEqual([]);
    const user = await t.db
      .selectFrom('user')
      .select('deactivatedAt')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.deactivatedAt).toBeNull();
  });

  it("doesn't let an employee of company A see or change anything of company B", async () => {
    const a = await signedInCompany('A');
    const b = await signedInCompany('B');
    const employeeOfA = await addAndRegister(a.cookie);
    const employeeOfB = await addAndRegister(b.cookie);
    const cookie = employeeOfA.cookie;
    expect((await get(`/api/company/employees/${employeeOfB.employeeId}`, cookie)).statusCode).toBe(403);
    expect(
      (await get(`/api/employees/${employeeOfB.employeeId}/documents/citizenCard`, cookie)).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employeeOfB.employeeId}/deactivate`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('deactivation ends the sessions at once; the next request is refused; reactivation lets them sign in again', async () => {
    const { cookie } = await signedInCompany();
    const { employeeId, email, cookie: employeeCookie } = await addAndRegister(cookie);
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employeeId}/deactivate`,
      headers: { cookie },
    });
    expect(deactivated.statusCode).toBe(200);
    const next = await get('/api/session', employeeCookie);
    expect(next.statusCode).toBe(403);
    expect(next.json().error.message).toBe(messages.accountDeactivated);
    expect((await get(`/api/company/employees/${employeeId}`, cookie)).json().status).toBe('deactivated');
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(403);

    const reactivated = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employeeId}/reactivate`,
      headers: { cookie },
    });
    expect(reactivated.statusCode).toBe(200);
    expect((await get(`/api/company/employees/${employeeId}`, cookie)).json().status).toBe('active');
    await signIn(t.app, email);
  });
});

describe('payment history', () => {
  it('lists the runs the employee operated, 5 per page, newest first, and toggles Paid/Unpaid', async () => {
    const { company, cookie } = await signedInCompany();
    const { employeeId, userId } = await addAndRegister(cookie);
    const runIds = await createFinishedRuns(t, {
      companyId: company.id,
      employeeId,
      startedBy: userId,
      count: 6,
    });
    const first = await get(`/api/company/employees/${employeeId}/payments`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 5, total: 6 });
    expect(first.json().items).toHaveLength(5);
    expect(first.json().items[0]).toMatchObject({
      id: runIds[5],
      activityTitle: 'Alfama by tuk-tuk',
      groupStartTime: '10:00',
      payAmountCents: 4500,
      isPaid: false,
      inProgress: false,
    });
    const second = await get(`/api/company/employees/${employeeId}/payments?page=2`, cookie);
    expect(second.json().items.map((r: { id: string }) => r.id)).toEqual([runIds[0]]);

    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/company/runs/${runIds[0]}/paid`,
      headers: { cookie },
      payload: { isPaid: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(
      (await get(`/api/company/employees/${employeeId}/payments?page=2`, cookie)).json().items[0].isPaid,
    ).toBe(true);

    const other = await signedInCompany('Other');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/company/runs/${runIds[0]}/paid`,
      headers: { cookie: other.cookie },
      payload: { isPaid: false },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await get(`/api/company/employees/${employeeId}/payments?page=0`, cookie);
    expect(bad.statusCode).toBe(400);
  });
});
