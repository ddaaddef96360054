import { messages } from '@roteiro/domain/messages/messages';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, signIn } from '../../../test/test-app.ts';

const t = await createTestApp();

const information = {
  name: 'Tejo Tours Lda',
  phoneNumber: '+351 912 345 678',
  city: 'Lisboa',
  line1: 'Rua Augusta 10',
  line2: '2.º esquerdo',
  postal_code: '1100-053',
  tax_id: 'PT509999999',
};

async function signedInCompany() {
  const company = await createCompany(t.db, { name: 'Tejo Tours' });
  return { company, cookie: await signIn(t.app, company.email) };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('company profile, step 1: company information', () => {
  it('starts empty, prompts for messaging ID and seats, and saves every field', async () => {
    const { company, cookie } = await signedInCompany();
    const before = await call('GET', '/api/company/profile', cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      information: {
        ...Object.fromEntries(Object.keys(information).map((k) => [k, ''])),
        name: 'Tejo Tours',
      },
      hasPaymentAccount: false,
      hasFinishedSetUp: false,
      isMissingMessagingOrSeats: true,
    });
    const saved = await call('PUT', '/api/company/profile', cookie, information);
    expect(saved.statusCode, saved.body).toBe(200);
    // The phone number is stored in E.164.
    expect(saved.json().information).toEqual({ ...information, phoneNumber: '+351912345678' });
    const row = await t.db
      .selectFrom('company')
      .select(['name', 'phoneNumber', 'postalCode', 'taxId', 'line2'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: information.name,
      phoneNumber: '+351912345678',
      postalCode: '1100-053',
      taxId: 'PT509999999',
      line2: '2.º esquerdo',
    });
  });

  it('stores each field in its one spelling, and refuses one that does not mean what it says', async () => {
    const { company, cookie } = await signedInCompany();
    const refused = await call('PUT', '/api/company/profile', cookie, {
      ...information,
      phoneNumber: '+351 123 456 789',
      postal_code: '1100',
      tax_id: '123456780',
      line1: 'Rua Augusta\n10',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      phoneNumber: staffTexts.phoneInvalid,
      postal_code: staffTexts.postalCodeFormat,
      tax_id: staffTexts.taxIdCheckDigit,
      line1: messages.textHasForbiddenCharacter,
    });
    const wrongVat = await call('PUT', '/api/company/profile', cookie, { ...information, tax_id: 'DE12345' });
    expect(wrongVat.json().error.fields).toEqual({ tax_id: staffTexts.taxIdFormat });
    const unsaved = await t.db
      .selectFrom('company')
      .select(['phoneNumber', 'postalCode', 'taxId'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(unsaved).toEqual({ phoneNumber: null, postalCode: null, taxId: null });

    const saved = await call('PUT', '/api/company/profile', cookie, {
      ...information,
      phoneNumber: '213 456 789',
      postal_code: '1100 053',
      tax_id: 'es b1234567 8',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().information).toMatchObject({
      phoneNumber: '+351213456789',
      postal_code: '1100-053',
      tax_id: 'ESB12345678',
    });
    // A Portuguese NIF on its own, with its check digit.
    const nif = await call('PUT', '/api/company/profile', cookie, { ...information, tax_id: '123 456 789' });
    expect(nif.json().information.tax_id).toBe('123456789');
  });

  it('requires every field, each with its message', async () => {
    const { cookie } = await signedInCompany();
    const res = await call('PUT', '/api/company/profile', cookie, {
      ...information,
      line2: '  ',
      tax_id: '',
      city: undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      line2: staffTexts.line2Required,
      tax_id: staffTexts.taxIdRequired,
      city: staffTexts.cityRequired,
    });
  });

  it('no longer prompts once messaging ID and seats are set', async () => {
    const { company, cookie } = await signedInCompany();
    await t.db
      .updateTable('company')
      .set({ messagingId: '123', numberOfSeats: 8 })
      .where('id', '=', company.id)
      .execute();
    expect((await call('GET', '/api/company/profile', cookie)).json().isMissingMessagingOrSeats).toBe(false);
  });

  it('is for companies only', async () => {
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    const res = await call('PUT', '/api/company/profile', await signIn(t.app, employee.email), information);
    expect(res.statusCode).toBe(403);
  });
});

describe('company profile, step 2: payment account', () => {
  it('needs the company information first', async () => {
    const { cookie } = await signedInCompany();
    const res = await call('POST', '/api/company/payment-account', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(staffTexts.profileIncompleteForPayments);
  });

  it('creates one account, onboards in test mode, and finishes the setup when details are submitted', async () => {
    const { company, cookie } = await signedInCompany();
    await call('PUT', '/api/company/profile', cookie, information);
    const first = await call('POST', '/api/company/payment-account', cookie);
    expect(first.statusCode, first.body).toBe(200);
    const link = new URL(first.json().url);
    expect(link.pathname).toMatch(/^\/test-provider\/onboarding\/acct_/);
    expect(link.searchParams.get('return')).toBe(
      'http://localhost:3000/company/settings/profile?onboarding=return',
    );
    expect(link.searchParams.get('refresh')).toBe(
      'http://localhost:3000/company/settings/profile?onboarding=refresh',
    );
    // The refresh route asks again: same account, new link.
    const second = await call('POST', '/api/company/payment-account', cookie);
    expect(new URL(second.json().url).pathname).toBe(link.pathname);
    const row = await t.db
      .selectFrom('company')
      .select(['paymentAccountId', 'hasFinishedSetUp'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(link.pathname).toBe(`/test-provider/onboarding/${row.paymentAccountId}`);

    // Returning before onboarding is finished changes nothing; the dashboard link is refused.
    expect((await call('POST', '/api/company/payment-account/refresh', cookie)).json()).toEqual({
      hasFinishedSetUp: false,
    });
    const early = await call('POST', '/api/company/payment-dashboard', cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(staffTexts.paymentSetupNotFinished);

    const done = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `return=${encodeURIComponent(link.searchParams.get('return') ?? '')}`,
    });
    expect(done.statusCode).toBe(303);
    const refreshed = await call('POST', '/api/company/payment-account/refresh', cookie);
    expect(refreshed.json()).toEqual({ hasFinishedSetUp: true });
    const session = await call('GET', '/api/session', cookie);
    expect(session.json().user.hasFinishedSetUp).toBe(true);
    expect((await call('GET', '/api/company/profile', cookie)).json()).toMatchObject({
      hasPaymentAccount: true,
      hasFinishedSetUp: true,
    });

    const dashboard = await call('POST', '/api/company/payment-dashboard', cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().url).toBe(
      `http://localhost:3000/test-provider/dashboard/${row.paymentAccountId}`,
    );
  });

  it('answers two simultaneous requests with one account', async () => {
    const { company, cookie } = await signedInCompany();
    await call('PUT', '/api/company/profile', cookie, information);
    const answers = await Promise.all([
      call('POST', '/api/company/payment-account', cookie),
      call('POST', '/api/company/payment-account', cookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const paths = answers.map((a) => new URL(a.json().url).pathname);
    expect(paths[0]).toBe(paths[1]);
    const row = await t.db
      .selectFrom('company')
      .select('paymentAccountId')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(paths[0]).toBe(`/test-provider/onboarding/${row.paymentAccountId}`);
  });
});
