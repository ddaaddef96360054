import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TAccess, TRole } from '@roteiro/domain/auth/roles';
import { ZErrorBody } from '@roteiro/domain/errors/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFinishedRuns } from '../src/modules/staff/staff-test-helpers.ts';
import { createBookableActivity, createPaidBooking, lisbonDayIn } from './bookings.ts';
import { createCompany, createEmployee } from './factories.ts';
import { inputJsonSchema, type JsonSchemaNode } from './input-schemas.ts';
import { multipartPayload } from './multipart.ts';
import { createRandom, type Random, randomJson, valueFor } from './random-input.ts';
import { createResellerWithKey } from './resellers.ts';
import { createTestApp, uniqueEmail } from './test-app.ts';

/**
 * The property test of every write route: each gets BODIES_PER_ROUTE random bodies derived from its own input
 * schemas (mostly almost valid, with wrong types, missing and extra fields, texts past their limits, NUL and
 * other hostile characters, malformed JSON), sent by a caller of the role it needs, and never answers 5xx;
 * every 4xx of the API is the app's error body. In `npm test` the seed is fixed and each route gets 50 bodies,
 * so a run is repeatable; `npm run fuzz` sends 1,000 per route with a fresh seed (scripts/fuzz.mjs). The seed
 * is printed with any failure: RANDOM_BODIES_SEED replays it (RANDOM_BODIES sets the count).
 */
const FIXED_SEED = 20261127;
const SEED = Number(process.env.RANDOM_BODIES_SEED || FIXED_SEED);
const BODIES_PER_ROUTE = Number(process.env.RANDOM_BODIES || 50);
/** Requests of a route in flight at once (PostgreSQL answers them side by side). */
const IN_FLIGHT = 8;

const t = await createTestApp();

// Real rows, so that ids in paths and bodies often exist and requests get past the first 404.
const company = await createCompany(t.db, { name: 'Random Tours' });
const employee = await createEmployee(t.db, company.id);
const [runId] = await createFinishedRuns(t, {
  companyId: company.id,
  employeeId: employee.employeeId,
  startedBy: employee.id,
  count: 1,
});
const activity = await createBookableActivity(t.db);
const booking = await createPaidBooking(t, {
  activityId: activity.id,
  day: lisbonDayIn(3),
  startTime: '10:00',
});
const vendor = await t.db
  .insertInto('vendor')
  .values({ email: uniqueEmail('vendor'), name: 'Random vendor' })
  .returning('id')
  .executeTakeFirstOrThrow();
const realIds: Record<string, string> = {
  employeeId: employee.employeeId,
  companyId: company.id,
  guiderId: company.id,
  runId: runId ?? randomUUID(),
  groupId: booking.groupId,
  id: activity.id,
  reference: booking.reference,
  vendorId: vendor.id,
};
const ids = Object.values(realIds);
const tinyPng = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1d4e89' } })
  .png()
  .toBuffer();

/** A signed-in caller made straight in the database (a session row and its signed cookie: no password hashing). */
async function mintCaller(role: TRole, userId?: string): Promise<string> {
  let id = userId;
  if (!id) {
    id = randomUUID();
    await t.db
      .insertInto('user')
      .values({ id, email: uniqueEmail(role), name: `Random ${role}`, role, emailVerified: true })
      .execute();
    if (role === 'company') {
      await t.db.insertInto('company').values({ id, name: 'Random company' }).execute();
    }
    if (role === 'employee') {
      await t.db
        .insertInto('employee')
        .values({
          companyId: company.id,
          email: uniqueEmail('random-guide'),
          name: 'Random guide',
          driversLicenseKey: 'private/employee-document/x',
          citizenCardKey: 'private/employee-document/y',
          userId: id,
          registrationFinished: true,
        })
        .execute();
    }
  }
  const token = randomBytes(24).toString('base64url');
  await t.db
    .insertInto('session')
    .values({
      id: randomUUID(),
      token,
      userId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
      ipAddress: null,
      userAgent: null,
    })
    .execute();
  // better-auth's signed cookie: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded.
  const signature = createHmac('sha256', t.config.authSecret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The role that calls a route of each access level (none for visitors' routes). */
const roleFor: Record<TAccess, TRole | null> = {
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
const cookies = new Map<TRole, string>();
/** OCTO routes: a reseller's key (its limit scaled up like every test's). */
const resellerHeaders = (await createResellerWithKey(t.db)).headers;
cookies.set('company', await mintCaller('company', company.id));
cookies.set('employee', await mintCaller('employee', employee.id));
const cookieFor = async (role: TRole) => {
  const known = cookies.get(role) ?? (await mintCaller(role));
  cookies.set(role, known);
  return known;
};

type Request = {
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  shown: string;
};

function concreteUrl(random: Random, url: string, params: JsonSchemaNode | undefined): string {
  return url.replace(/:([A-Za-z]+)|\*$/g, (_match, name: string | undefined) => {
    const key = name ?? '*';
    const value =
      name && realIds[name] && random.chance(0.8)
        ? realIds[name]
        : valueFor(random, params?.properties?.[key], ids);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // A URL carries UTF-8: half of a surrogate pair cannot be in one.
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  });
}

async function multipartBody(random: Random, fields: JsonSchemaNode | undefined, files: string[]) {
  const form = new FormData();
  const values = valueFor(random, fields, ids);
  if (values && typeof values === 'object' && !Array.isArray(values)) {
    for (const [name, value] of Object.entries(values)) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  for (const name of files) {
    const kind = random.int(0, 3);
    if (kind === 1) {
      form.append(name, new Blob([new Uint8Array(tinyPng)]), 'photo.png');
    } else if (kind === 2) {
      form.append(name, new Blob([new Uint8Array(randomBytes(random.int(0, 5000)))]), 'noise.bin');
    } else if (kind === 3) {
      form.append(name, JSON.stringify(randomJson(random)));
    }
  }
  return multipartPayload(form);
}

async function randomRequest(random: Random, route: (typeof t.app.routeTable)[number]): Promise<Request> {
  const url = concreteUrl(random, route.url, inputJsonSchema(route, 'params'));
  const query = inputJsonSchema(route, 'query');
  const search = query
    ? new URLSearchParams(
        Object.entries((valueFor(random, query, ids) as Record<string, unknown> | null) ?? {}).map(
          ([key, value]): [string, string] => [
            key,
            typeof value === 'string' ? value : JSON.stringify(value),
          ],
        ),
      ).toString()
    : '';
  const fullUrl = search ? `${url}?${search}` : url;
  if (route.input?.files) {
    const { contentType, payload } = await multipartBody(
      random,
      inputJsonSchema(route, 'body'),
      route.input.files,
    );
    return { url: fullUrl, headers: { 'content-type': contentType }, payload, shown: '(multipart)' };
  }
  const roll = random.next();
  if (roll < 0.04) {
    const broken = random.pick(['{"a":', '[1,2', '{"email":"\\u0000"', 'nul\u0000l', '']);
    return { url: fullUrl, headers: { 'content-type': 'application/json' }, payload: broken, shown: broken };
  }
  if (roll < 0.07) {
    const text = JSON.stringify(randomJson(random));
    return { url: fullUrl, headers: { 'content-type': 'text/plain' }, payload: text, shown: text };
  }
  const body = route.input?.body ? valueFor(random, inputJsonSchema(route, 'body'), ids) : randomJson(random);
  const json = JSON.stringify(body) ?? 'null';
  return { url: fullUrl, headers: { 'content-type': 'application/json' }, payload: json, shown: json };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
const errorCodeOf = (body: string) =>
  (parsed(body) as { error?: { code?: string } } | undefined)?.error?.code;

const writeRoutes = t.app.routeTable.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
/** Each route its own sequence of bodies, the same for the same seed whatever the other routes do. */
const seedOf = (key: string) =>
  [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), SEED);

describe(`${BODIES_PER_ROUTE} random bodies to every write route (seed ${SEED})`, () => {
  it('covers the write routes', () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
  });

  for (const route of writeRoutes) {
    const key = `${route.method} ${route.url}`;
    it(`${key} never answers 5xx`, { timeout: 600_000 }, async () => {
      const random = createRandom(seedOf(key));
      const role = roleFor[route.access as TAccess];
      const failures: string[] = [];
      const send = async (i: number, request: Request) => {
        const cookie = role ? await cookieFor(role) : undefined;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: request.url,
          headers: {
            ...request.headers,
            ...(cookie ? { cookie } : {}),
            ...(route.access === 'reseller' ? resellerHeaders : {}),
          },
          payload: request.payload,
          remoteAddress: '198.18.7.7',
        });
        const what = `#${i} ${request.url} ${request.shown.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) {
          failures.push(what);
        } else if (res.statusCode >= 400 && route.url.startsWith('/api/')) {
          if (!ZErrorBody.safeParse(parsed(res.body)).success) {
            failures.push(`not the error format: ${what}`);
          }
        }
        // Signed out, deleted or deactivated (by this request or an earlier one): the next gets a new caller.
        const clearsSession = String(res.headers['set-cookie'] ?? '').includes('session_token=;');
        if (
          role &&
          (res.statusCode === 401 || clearsSession || errorCodeOf(res.body) === 'ACCOUNT_DEACTIVATED')
        ) {
          cookies.set(role, await mintCaller(role));
        }
      };
      // The bodies are drawn in order (the seed replays them); a few are in flight at once.
      for (let first = 0; first < BODIES_PER_ROUTE && failures.length < 5; first += IN_FLIGHT) {
        const batch: [number, Request][] = [];
        for (let i = first; i < Math.min(first + IN_FLIGHT, BODIES_PER_ROUTE); i += 1) {
          batch.push([i, await randomRequest(random, route)]);
        }
        await Promise.all(batch.map(([i, request]) => send(i, request)));
      }
      expect(failures, `seed ${SEED}`).toEqual([]);
    });
  }
});
