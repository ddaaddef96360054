import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../shared/i18n/testTexts.ts';
import { RequireRole } from './guards/RequireRole.tsx';
import { resolveRouteMeta } from './routeMeta.ts';
import { routes } from './router.tsx';

const { t } = await testTexts('en', ['common']);

/** The booking pages: which page answers a path, behind which guard, with which frame. */
function routeOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const roles = matches
    .map(({ route }) => route.element)
    .find((element) => isValidElement(element) && element.type === RequireRole);
  return {
    path: matches.at(-1)?.route.path,
    roles: isValidElement<{ roles: readonly string[] }>(roles) ? roles.props.roles : null,
    meta: resolveRouteMeta(
      matches.map(({ route }) => route.handle),
      t,
      'en',
    ),
  };
}

describe('booking routes', () => {
  it('serves the traveller pages publicly, the tickets without the frame', () => {
    expect(routeOf('/booking-success')).toMatchObject({ path: 'booking-success', roles: null });
    expect(routeOf('/manage-booking')).toMatchObject({ path: 'manage-booking', roles: null });
    expect(routeOf('/manage-booking/ABC123')).toMatchObject({
      path: 'manage-booking/:reference',
      roles: null,
    });
    expect(routeOf('/ticket')).toMatchObject({ path: 'ticket', roles: null });
    expect(routeOf('/ticket').meta.chrome).toBe('none');
    expect(routeOf('/manage-booking').meta.chrome).toBe('full');
  });

  it('keeps Bookings Stats and the payment history for admins', () => {
    expect(routeOf('/admin/bookings')).toMatchObject({ path: 'bookings', roles: ['admin'] });
    expect(routeOf('/admin/payment-history')).toMatchObject({ path: 'payment-history', roles: ['admin'] });
  });
});
