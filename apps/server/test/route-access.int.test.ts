import { randomUUID } from 'node:crypto';
import { roleSatisfies, type TAccess, type TRole } from '@roteiro/domain/auth/roles';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from './factories.ts';
import { createTestApp, createUser, signIn } from './test-app.ts';

/**
 * Walks every registered route with every kind of caller and checks the access declaration holds:
 * a visitor on a protected route gets 401, a wrong role 403, and nobody ever gets a 5xx.
 */
const t = await createTestApp();

type Caller = { name: string; role: TRole | null; email: string | null };

const companyA = await createCompany(t.db, { name: 'Company A' });
const employeeA = await createEmployee(t.db, companyA.id);
const companyB = await createCompany(t.db, { name: 'Company B' });
const employeeB = await createEmployee(t.db, companyB.id);
const callers: Caller[] = [
  { name: 'anonymous', role: null, email: null },
  { name: 'admin', role: 'admin', email: (await createUser(t.db, 'admin')).email },
  { name: 'company', role: 'company', email: companyA.email },
  { name: 'employee', role: 'employee', email: employeeA.email },
  { name: 'vendor', role: 'vendor', email: (await createUser(t.db, 'vendor')).email },
  { name: 'affiliate', role: 'affiliate', email: (await createUser(t.db, 'affiliate')).email },
  { name: "another company's employee", role: 'employee', email: employeeB.email },
];

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
  return url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'not-here');
}

function expectedOutcome(access: TAccess, role: TRole | null): 'allowed' | 401 | 403 {
  if (access === 'public') {
    return 'allowed';
  }
  if (access === 'signedOut') {
    return role === null ? 'allowed' : 403;
  }
  if (role === null) {
    return 401;
  }
  return roleSatisfies(access, role) ? 'allowed' : 403;
}

describe('every route × every role', () => {
  const routes = t.app.routeTable;

  it('has an access declaration on every route', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  for (const caller of callers) {
    it(`answers ${caller.name} as each route declares`, async () => {
      let checked = 0;
      for (const route of routes) {
        const access = route.access as TAccess;
        // Signing out ends the session: give that route a session of its own.
        const cookie = await cookieFor(caller, route.url === '/api/session/sign-out');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${caller.name}: ${route.method} ${route.url} (${access}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        const expected = expectedOutcome(access, caller.role);
        if (expected === 'allowed') {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(expected);
        }
        checked += 1;
      }
      expect(checked).toBe(routes.length);
    });
  }
});
