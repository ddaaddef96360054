import { randomUUID } from 'node:crypto';
import type { TAccess } from '@roteiro/domain/auth/roles';
import { describe, expect, it } from 'vitest';
import { createBookableActivity } from '../src/modules/booking/checkout/checkout.test-helpers.ts';
import { saleBody, sold } from '../src/modules/booking/counter/counter.test-helpers.ts';
import { createFinishedRuns } from '../src/modules/staff/staff-test-helpers.ts';
import { createCompany, createEmployee, createVendor } from './factories.ts';
import { createResellerWithKey } from './resellers.ts';
import { createTestApp, createUser, signIn } from './test-app.ts';

/**
 * Walks every registered route with every kind of caller. What each caller may do is written here, in
 * this file, not taken from the app's own access function: a visitor on a protected route gets 401, a
 * wrong role 403, nobody ever gets a 5xx. Route parameters are real ids of company B's rows, so the
 * tenant checks of company A's callers are exercised too (another company's row answers 404).
 */
const t = await createTestApp();

type CallerName =
  | 'anonymous'
  | 'admin'
  | 'company'
  | 'employee'
  | 'vendor'
  | 'affiliate'
  | 'traveller'
  | "another company's employee"
  | 'reseller';
/** A signed-in account (by e-mail), or a reseller's API key (no session), or neither. */
type Caller = { name: CallerName; email: string | null; headers?: Record<string, string> };

const companyA = await createCompany(t.db, { name: 'Company A' });
const employeeA = await createEmployee(t.db, companyA.id);
const companyB = await createCompany(t.db, { name: 'Company B' });
const employeeB = await createEmployee(t.db, companyB.id);
const [runOfB] = await createFinishedRuns(t, {
  companyId: companyB.id,
  employeeId: employeeB.employeeId,
  startedBy: employeeB.id,
  count: 1,
});
const groupOfB = await t.db
  .selectFrom('activity_run')
  .select('groupId')
  .where('id', '=', runOfB ?? '')
  .executeTakeFirstOrThrow();
const vendor = await createVendor(t.db, { name: 'Vendor A' });
// Vendor B's cash sale: vendor A, allowed by role, gets 404 for it.
const vendorB = await createVendor(t.db, { name: 'Vendor B' });
const saleOfB = await sold(
  t,
  await signIn(t.app, vendorB.email),
  saleBody(await createBookableActivity(t.db), { participants: 1 }),
);
const callers: Caller[] = [
  { name: 'anonymous', email: null },
  { name: 'admin', email: (await createUser(t.db, 'admin')).email },
  { name: 'company', email: companyA.email },
  { name: 'employee', email: employeeA.email },
  { name: 'vendor', email: vendor.email },
  { name: 'affiliate', email: (await createUser(t.db, 'affiliate')).email },
  { name: 'traveller', email: (await createUser(t.db, 'traveller')).email },
  { name: "another company's employee", email: employeeB.email },
  { name: 'reseller', email: null, headers: (await createResellerWithKey(t.db)).headers },
];

const everyone: CallerName[] = callers.map((c) => c.name);
const signedIn = everyone.filter((name) => name !== 'anonymous' && name !== 'reseller');
/** Who may call a route of each access level. */
const allowed: Record<TAccess, CallerName[]> = {
  public: everyone,
  signedOut: ['anonymous', 'reseller'],
  signedIn,
  guider: ['company', 'employee', "another company's employee"],
  company: ['company'],
  employee: ['employee', "another company's employee"],
  admin: ['admin'],
  vendor: ['vendor'],
  affiliate: ['affiliate'],
  traveller: ['traveller'],
  reseller: ['reseller'],
};

/** Real ids for route parameters: company B's rows where a route is about a company's data. */
const realIds: Record<string, string> = {
  employeeId: employeeB.employeeId,
  runId: runOfB ?? '',
  groupId: groupOfB.groupId,
  companyId: companyB.id,
  guiderId: companyB.id,
  document: 'driversLicense',
  saleId: saleOfB.id,
  vendorId: vendorB.vendorId,
};

/** Routes about one company's rows: company A's callers, allowed by role, get 404 for company B's row. */
const tenantRoutes = new Set([
  'GET /api/company/employees/:employeeId',
  'GET /api/company/employees/:employeeId/payments',
  'POST /api/company/employees/:employeeId/invitation',
  'POST /api/company/employees/:employeeId/deactivate',
  'POST /api/company/employees/:employeeId/reactivate',
  'PUT /api/company/runs/:runId/paid',
  'GET /api/employees/:employeeId/documents/:document',
  'GET /api/guider/groups/:groupId/manifest',
  'POST /api/guider/groups/:groupId/scan',
  'POST /api/guider/groups/:groupId/start',
  'POST /api/guider/runs/:runId/finish',
]);
const companyACallers = new Set<CallerName>(['company', 'employee']);

/** Routes about one vendor's sales: vendor A gets 404 for vendor B's sale. */
const vendorTenantRoutes = new Set([
  'GET /api/vendor/sales/:saleId',
  'POST /api/vendor/sales/:saleId/refund',
  'POST /api/vendor/sales/:saleId/cancel',
]);

const cookies = new Map<string, string>();
async function cookieFor(caller: Caller, fresh: boolean): Promise<string | undefined> {
  if (!caller.email) {
    return undefined;
  }
  if (fresh) {
    return signIn(t.app, caller.email);
  }
  const known = cookies.get(caller.name) ?? (await signIn(t.app, caller.email));
  cookies.set(caller.name, known);
  return known;
}

function concreteUrl(url: string): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => realIds[name] ?? randomUUID())
    .replace(/\*$/, 'not-here');
}

const bodies: Record<string, unknown> = {
  'PUT /api/company/runs/:runId/paid': { isPaid: true },
  // Company B has no payment setup: the admin's transfer is skipped with its reason (200), nobody is paid.
  'POST /api/admin/payments/transfers': { runIds: [runOfB] },
  'POST /api/guider/groups/:groupId/scan': { qrText: 'a@b@c', addedTicketNumbers: [] },
  'POST /api/guider/groups/:groupId/start': { idempotencyKey: randomUUID(), tickets: ['a@b@c'] },
};

describe('every route × every role', () => {
  const routes = t.app.routeTable;

  it('has an access declaration on every route', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('covers every tenant route it names', () => {
    const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const route of [...tenantRoutes, ...vendorTenantRoutes]) {
      expect(known, route).toContain(route);
    }
  });

  for (const caller of callers) {
    it(`answers ${caller.name} as each route declares`, async () => {
      let checked = 0;
      for (const route of routes) {
        const access = route.access as TAccess;
        const key = `${route.method} ${route.url}`;
        // Signing out ends the session: give that route a session of its own.
        const cookie = await cookieFor(caller, route.url === '/api/session/sign-out');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { ...(cookie ? { cookie } : {}), ...caller.headers },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: bodies[key] ?? {} }),
        });
        const label = `${caller.name}: ${key} (${access}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (allowed[access].includes(caller.name)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          if (tenantRoutes.has(key) && companyACallers.has(caller.name)) {
            expect(res.statusCode, label).toBe(404);
          }
          if (vendorTenantRoutes.has(key) && caller.name === 'vendor') {
            expect(res.statusCode, label).toBe(404);
          }
        } else {
          // Without a session (a visitor, a reseller's key) a protected route is 401; a reseller route without a key
          // (every signed-in caller) is 401 too (OCTO's UNAUTHORIZED); a wrong role is 403.
          const hasNoSession = caller.name === 'anonymous' || caller.name === 'reseller';
          expect(res.statusCode, label).toBe(hasNoSession || access === 'reseller' ? 401 : 403);
        }
        checked += 1;
      }
      expect(checked).toBe(routes.length);
    });
  }

  it('lets vendor B itself reach its own sale (the 404s above are tenant checks, not missing rows)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/sales/${saleOfB.id}`,
      headers: { cookie: await signIn(t.app, vendorB.email) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(saleOfB.id);
  });

  it('lets company B itself reach its own rows (the 404s above are tenant checks, not missing rows)', async () => {
    const cookie = await signIn(t.app, companyB.email);
    const employee = await t.app.inject({
      method: 'GET',
      url: `/api/company/employees/${employeeB.employeeId}`,
      headers: { cookie },
    });
    expect(employee.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/company/runs/${runOfB}/paid`,
      headers: { cookie },
      payload: { isPaid: true },
    });
    expect(paid.statusCode).toBe(200);
  });
});
