import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireRole } from './guards/RequireRole.tsx';
import { RequireSignedOut } from './guards/RequireSignedOut.tsx';
import { resolveRouteMeta } from './routeMeta.ts';
import { routes } from './router.tsx';

function matched(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) {
    throw new Error(`no route for ${path}`);
  }
  return matches;
}

/** The guard on the way to a path: the roles of RequireRole, 'signedOut' or null for public pages. */
function guardOf(path: string): readonly string[] | 'signedOut' | null {
  for (const { route } of matched(path)) {
    const element = route.element;
    if (isValidElement<{ roles: readonly string[] }>(element) && element.type === RequireRole) {
      return element.props.roles;
    }
    if (isValidElement(element) && element.type === RequireSignedOut) {
      return 'signedOut';
    }
  }
  return null;
}

const chromeOf = (path: string) => resolveRouteMeta(matched(path).map(({ route }) => route.handle)).chrome;

describe('routes', () => {
  it('puts each area behind its guard (operations.md §6)', () => {
    expect(guardOf('/admin/dev-mailbox')).toEqual(['admin']);
    expect(guardOf('/admin/anything/deeper')).toEqual(['admin']);
    expect(guardOf('/company/dashboard')).toEqual(['company']);
    expect(guardOf('/company/unknown')).toEqual(['company']);
    expect(guardOf('/guider/upcoming')).toEqual(['company', 'employee']);
    expect(guardOf('/vendor/dashboard')).toEqual(['vendor']);
    expect(guardOf('/vendor/scan')).toEqual(['vendor']);
    expect(guardOf('/vendor/generate-ticket')).toEqual(['vendor']);
    expect(guardOf('/affiliate/dashboard')).toEqual(['affiliate']);
    expect(guardOf('/affiliate/set-up-payment')).toEqual(['affiliate']);
    expect(guardOf('/my-tours')).toEqual(['traveller']);
    expect(guardOf('/settings')).toEqual([
      'admin',
      'company',
      'employee',
      'vendor',
      'affiliate',
      'traveller',
    ]);
    expect(guardOf('/settings/basic-information')).toHaveLength(6);
  });

  it('keeps sign-in pages for visitors and the storefront public', () => {
    for (const path of [
      '/login',
      '/vendor/login',
      '/guider/login',
      '/login-ed',
      '/register',
      '/register/confirm',
    ]) {
      expect(guardOf(path)).toBe('signedOut');
    }
    for (const path of ['/', '/home', '/discover', '/somewhere/else']) {
      expect(guardOf(path)).toBeNull();
    }
  });

  it('hides the footer on management routes and the whole frame on sign-in routes (operations.md §2)', () => {
    expect(chromeOf('/home')).toBe('full');
    expect(chromeOf('/nowhere')).toBe('full');
    for (const path of [
      '/company/dashboard',
      '/guider/x',
      '/admin/dev-mailbox',
      '/settings',
      '/vendor/dashboard',
    ]) {
      expect(chromeOf(path)).toBe('noFooter');
    }
    expect(chromeOf('/affiliate/dashboard')).toBe('noFooter');
    for (const path of ['/login', '/vendor/login', '/guider/login', '/login-ed', '/vendor/scan']) {
      expect(chromeOf(path)).toBe('none');
    }
  });

  it('leads /guide-settings to the guider settings', () => {
    const [, , redirect] = matched('/guide-settings');
    const element = redirect?.route.element;
    expect(isValidElement<{ to: string }>(element) && element.props.to).toBe('/guider/settings');
  });

  it('gives every page a title', () => {
    for (const path of [
      '/home',
      '/login',
      '/company/dashboard',
      '/admin/dev-mailbox',
      '/company/nope',
      '/x',
    ]) {
      expect(resolveRouteMeta(matched(path).map(({ route }) => route.handle)).title).toMatch(
        /^.+ \| Roteiro$/,
      );
    }
  });
});
