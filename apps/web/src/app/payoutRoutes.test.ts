import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireRole } from './guards/RequireRole.tsx';
import { routes } from './router.tsx';

/** The roles guarding a path and whether a real page (not "Page not found") answers it. */
function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  let roles: readonly string[] | null = null;
  for (const { route } of matches) {
    if (isValidElement<{ roles: readonly string[] }>(route.element) && route.element.type === RequireRole) {
      roles = route.element.props.roles;
    }
  }
  const leaf = matches.at(-1)?.route;
  return { roles, isPage: leaf !== undefined && leaf.path !== '*' };
}

describe('payout routes', () => {
  it('puts Manage Payments behind the admin guard', () => {
    expect(resolve('/admin/payments')).toEqual({ roles: ['admin'], isPage: true });
  });

  it('serves /guider/payments and /guider/stripe-dashboard to companies and employees (not a 404)', () => {
    for (const path of ['/guider/payments', '/guider/stripe-dashboard']) {
      expect(resolve(path), path).toEqual({ roles: ['company', 'employee'], isPage: true });
    }
  });
});
