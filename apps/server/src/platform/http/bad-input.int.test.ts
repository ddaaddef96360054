import { PASSWORD_MAX_LENGTH } from '@roteiro/domain/auth/roles';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { coercedPaths, inputJsonSchema, unboundedInputs } from '../../../test/input-schemas.ts';
import { multipartPayload } from '../../../test/multipart.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD } from '../../../test/test-app.ts';

/** Bad input from outside answers a 4xx with the app's error body, never a 500 (issue 15). */
const t = await createTestApp();
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

const quote = {
  destinations: ['Lisbon'],
  dates: 'In May',
  nOfParticipants: 2,
  ageRange: '30 to 40',
  selectedGroupType: 'Couple',
  shouldPlanItinerary: false,
  withPrivateGuide: false,
  withAirportTransfer: false,
  clientName: 'Maria',
  email: 'maria@example.test',
};

const expectBadRequest = (res: { statusCode: number; json: () => unknown }, field?: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(['BAD_REQUEST', 'VALIDATION_FAILED']).toContain(body.error.code);
  if (field) {
    expect(body.error.fields?.[field]).toBe(messages.textHasForbiddenCharacter);
  }
};

describe('a NUL character or half of a surrogate pair', () => {
  it('in a JSON text field answers 400 at that field', async () => {
    expectBadRequest(
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings/profile',
        headers: { cookie: adminCookie },
        payload: { name: 'Ana\u0000', email: admin.email },
      }),
      'name',
    );
    expectBadRequest(
      await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { ...quote, destinations: ['Lis\u0000bon'] },
      }),
      'destinations.0',
    );
    // Half of a surrogate pair is no Unicode text (jsonb refuses it: the mail queued with it was a 500).
    expectBadRequest(
      await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...quote, email: '\ud800@example.test', clientName: 'Ma\udfffria' }),
      }),
      'clientName',
    );
  });

  it('in a search, a path parameter or a multipart field answers 400', async () => {
    for (const url of ['/api/admin/vendors?search=%00', '/api/admin/quote-requests?search=a%00b']) {
      expectBadRequest(await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } }));
    }
    expectBadRequest(await t.app.inject({ method: 'GET', url: '/api/activities?search=%00' }));
    expectBadRequest(await t.app.inject({ method: 'GET', url: '/api/blog/a%00b' }));
    const company = await createCompany(t.db);
    const form = new FormData();
    form.append('name', 'Ana\u0000');
    form.append('email', 'ana@example.test');
    const { contentType, payload } = await multipartPayload(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/employees',
      headers: { cookie: await signIn(t.app, company.email), 'content-type': contentType },
      payload,
    });
    expectBadRequest(res, 'name');
  });
});

describe('passwords', () => {
  it('longer than sign-in accepts are refused when chosen, so no account is locked out by its own password', async () => {
    const user = await createUser(t.db, 'vendor');
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(200) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe(messages.passwordTooLong);
    // Exactly at the limit is fine, and signs in again.
    const longest = 'y'.repeat(PASSWORD_MAX_LENGTH);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/settings/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: longest },
    });
    expect(changed.statusCode).toBe(200);
    await expect(signIn(t.app, user.email, longest)).resolves.toContain('session_token');
  });
});

describe('types and sizes', () => {
  it('`true` is not a number of participants, and a number is not a yes/no answer', async () => {
    const participants = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { ...quote, nOfParticipants: true },
    });
    expect(participants.statusCode).toBe(400);
    expect(participants.json().error.fields.nOfParticipants).toBeDefined();
    const yesNo = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { ...quote, withPrivateGuide: 1 },
    });
    expect(yesNo.statusCode).toBe(400);
    expect(await t.db.selectFrom('quote_request').select('id').execute()).toHaveLength(0);
  });

  it('no JSON body converts a value of another type (z.coerce)', () => {
    const coerced = t.app.routeTable.flatMap((route) =>
      route.input?.body && !route.input.files
        ? coercedPaths(route.input.body, `${route.method} ${route.url} body`)
        : [],
    );
    expect(coerced).toEqual([]);
  });

  it('every text and list a route takes has a maximum length, and every number a range', () => {
    const unbounded = t.app.routeTable.flatMap((route) =>
      (['body', 'query', 'params'] as const).flatMap((part) =>
        unboundedInputs(inputJsonSchema(route, part), `${route.method} ${route.url} ${part}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('a 900 KB company name is refused, not stored', async () => {
    const company = await createCompany(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/company/profile',
      headers: { cookie: await signIn(t.app, company.email) },
      payload: {
        name: 'x'.repeat(900 * 1024),
        phoneNumber: '+351 210 000 000',
        city: 'Lisbon',
        line1: 'Rua Augusta 1',
        line2: '1º',
        postal_code: '1100-048',
        tax_id: 'PT123456789',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBeDefined();
  });
});

describe('a malformed URL', () => {
  it('answers 400 in the app error format, on API and page paths', async () => {
    for (const url of ['/%E0%A4%A', '/api/blog/%E0%A4%A', '/details/%E0%A4%A/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { code: 'BAD_REQUEST', message: messages.malformedUrl },
      });
    }
  });
});
