import { PASSWORD_MAX_LENGTH, type TAccess, type TRole } from '@roteiro/domain/auth/roles';
import { ZErrorBody } from '@roteiro/domain/errors/contract';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { coercedPaths, inputJsonSchema, unboundedInputs } from '../../../test/input-schemas.ts';
import { multipartPayload } from '../../../test/multipart.ts';
import { createResellerWithKey } from '../../../test/resellers.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD } from '../../../test/test-app.ts';
import { JSON_DEPTH_MAX } from './parse.ts';

/** Bad input from outside answers a 4xx with the app's error body, never a 500. */
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
        error: { code: 'BAD_REQUEST', message: messages.malformedUrl, text: { id: 'messages.malformedUrl' } },
      });
    }
  });
});

/** A signed-in caller of the role each route needs (none for visitors' routes). */
const callerRoles: Record<TAccess, TRole | null> = {
  public: null,
  signedOut: null,
  signedIn: 'traveller',
  guider: 'company',
  company: 'company',
  employee: 'employee',
  admin: 'admin',
  vendor: 'vendor',
  affiliate: 'affiliate',
  traveller: 'traveller',
  reseller: null,
};
/** One caller per role (the bodies below are refused before any handler could sign them out). */
const callers = new Map<TRole, Record<string, string>>();
let resellerHeaders: Record<string, string> | undefined;
async function cookieOf(access: TAccess | undefined): Promise<Record<string, string>> {
  if (access === 'reseller') {
    resellerHeaders ??= (await createResellerWithKey(t.db)).headers;
    return resellerHeaders;
  }
  const role = access ? callerRoles[access] : null;
  if (!role) {
    return {};
  }
  const known = callers.get(role);
  if (known) {
    return known;
  }
  const { email } =
    role === 'company'
      ? await createCompany(t.db)
      : role === 'employee'
        ? await createEmployee(t.db, (await createCompany(t.db)).id)
        : await createUser(t.db, role);
  const headers = { cookie: await signIn(t.app, email) };
  callers.set(role, headers);
  return headers;
}

const writeRoutes = t.app.routeTable.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
/** A path with each parameter filled (a well-formed id that names nothing). */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+|\*$/g, '00000000-0000-4000-8000-000000000000');
const expectErrorFormat = (res: { statusCode: number; body: string }, what: string) => {
  expect(ZErrorBody.safeParse(JSON.parse(res.body)).success, `${what}: ${res.body.slice(0, 200)}`).toBe(true);
};

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

  it('10,000 levels answer 400 on every JSON write route, not a stack overflow', {
    timeout: 300_000,
  }, async () => {
    const routes = writeRoutes.filter((route) => !route.input?.files);
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { 'content-type': 'application/json', ...(await cookieOf(route.access)) },
        payload: nested(5000),
      });
      if (res.statusCode !== 400) {
        wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      } else if (route.url.startsWith('/api/')) {
        expectErrorFormat(res, `${route.method} ${route.url}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('past the limit is refused with its message; at the limit the schema decides', async () => {
    const cookie = await cookieOf('public');
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: { 'content-type': 'application/json', ...cookie },
        payload,
      });
    const tooDeep = await send(`{"notes":${'['.repeat(JSON_DEPTH_MAX)}1${']'.repeat(JSON_DEPTH_MAX)}}`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: messages.jsonTooDeep, text: { id: 'messages.jsonTooDeep' } },
    });
    const atLimit = await send(
      `{"notes":${'['.repeat(JSON_DEPTH_MAX - 1)}1${']'.repeat(JSON_DEPTH_MAX - 1)}}`,
    );
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('multipart without a boundary', () => {
  it('answers 400 on each upload route', async () => {
    const uploads = writeRoutes.filter((route) => route.input?.files);
    expect(uploads.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const route of uploads) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          headers: { 'content-type': contentType, ...(await cookieOf(route.access)) },
          payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--x--\r\n',
        });
        if (res.statusCode !== 400) {
          wrong.push(
            `${route.method} ${route.url} (${contentType}) → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        } else {
          expect(res.json()).toEqual({
            error: {
              code: 'BAD_REQUEST',
              message: messages.multipartWithoutBoundary,
              text: { id: 'messages.multipartWithoutBoundary' },
            },
          });
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a control or bidirectional-override character', () => {
  it('anywhere in a JSON body or a search answers 400 at that field, and nothing is stored', async () => {
    const quotesBefore = await t.db.selectFrom('quote_request').select('id').execute();
    for (const [character, name] of [
      ['\u202E', 'right-to-left override'],
      ['\u2066', 'left-to-right isolate'],
      ['\u0007', 'bell (C0)'],
      ['\u001B', 'escape (C0)'],
      ['\u007F', 'delete'],
      ['\u0085', 'next line (C1)'],
      ['\u009B', 'control sequence introducer (C1)'],
    ]) {
      expectBadRequest(
        await t.app.inject({
          method: 'POST',
          url: '/api/quote-requests',
          payload: {
            ...quote,
            clientName: `Maria${character}gnp.exe`,
            destinations: ['Porto', `Lis${character}bon`],
          },
        }),
        'clientName',
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { ...quote, destinations: ['Porto', `Lis${character}bon`] },
      });
      expectBadRequest(res, 'destinations.1');
      expect(Object.keys(res.json().error.fields), name).toEqual(['destinations.1']);
      expectBadRequest(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/vendors?search=${encodeURIComponent(`a${character}`)}`,
          headers: { cookie: adminCookie },
        }),
      );
    }
    expect(await t.db.selectFrom('quote_request').select('id').execute()).toEqual(quotesBefore);
  });

  it('tabs and line breaks stay allowed where a text may have several lines', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { ...quote, email: 'lines@example.test', notes: 'First line\r\nSecond line\n\tindented' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
