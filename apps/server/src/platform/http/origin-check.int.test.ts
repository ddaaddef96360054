import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, signIn } from '../../../test/test-app.ts';

/** State-changing requests a browser sends from another site are refused. */
const t = await createTestApp();
const APP_ORIGIN = new URL(t.config.appUrl).origin;
const company = await createCompany(t.db);
const cookie = await signIn(t.app, company.email);

const isDeactivated = async (userId: string) =>
  (await t.db.selectFrom('user').select('deactivatedAt').where('id', '=', userId).executeTakeFirstOrThrow())
    .deactivatedAt !== null;
const employeeCount = async () =>
  (await t.db.selectFrom('employee').select('id').where('companyId', '=', company.id).execute()).length;

describe('cross-origin writes', () => {
  it('a text/plain POST from another site with the cookie does not deactivate an employee', async () => {
    const employee = await createEmployee(t.db, company.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employee.employeeId}/deactivate`,
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(await isDeactivated(employee.id)).toBe(false);
  });

  it('a multipart POST from another site does not add an employee', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4e89' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('name', 'Intruder');
    form.append('email', 'intruder@example.test');
    for (const field of ['driversLicense', 'citizenCard']) {
      form.append(field, new Blob([new Uint8Array(image)]), `${field}.png`);
    }
    const before = await employeeCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/employees',
      headers: { cookie, origin: 'http://localhost:3001' },
      payload: form,
    });
    expect(res.statusCode).toBe(403);
    expect(await employeeCount()).toBe(before);
  });

  it('refuses a browser that says the request is cross-site or same-site, and an opaque origin', async () => {
    const employee = await createEmployee(t.db, company.id);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/company/employees/${employee.employeeId}/deactivate`,
        headers: { cookie, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await isDeactivated(employee.id)).toBe(false);
  });

  it('lets the app itself and clients that are not browsers write', async () => {
    const first = await createEmployee(t.db, company.id);
    const fromApp = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${first.employeeId}/deactivate`,
      headers: { cookie, origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(fromApp.statusCode).toBe(200);
    const second = await createEmployee(t.db, company.id);
    const fromCurl = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${second.employeeId}/deactivate`,
      headers: { cookie },
    });
    expect(fromCurl.statusCode).toBe(200);
    // Reads are not writes: another site may still GET public data.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('lets the app write when opened at another address of its own host, and only its own', async () => {
    // APP_URL says one address; the visitor typed another that reaches the same server (127.0.0.1 for localhost).
    const employee = await createEmployee(t.db, company.id);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employee.employeeId}/deactivate`,
      headers: { cookie, host: '127.0.0.1:3000', origin: 'http://evil.example:3000' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await isDeactivated(employee.id)).toBe(false);
    const ownAddress = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employee.employeeId}/deactivate`,
      headers: { cookie, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    });
    expect(ownAddress.statusCode).toBe(200);
    expect(await isDeactivated(employee.id)).toBe(true);
  });

  it('keeps the payment webhook reachable: its signature decides', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        origin: 'https://hooks.provider.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=nope',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The webhook signature is not valid.');
  });
});
