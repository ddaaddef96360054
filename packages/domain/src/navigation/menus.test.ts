import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.ts';
import { menuFor, menuLabels, type TMenuEntry, type TMenuLink } from './menus.ts';

const links = (entries: readonly TMenuEntry[]): TMenuLink[] =>
  entries.flatMap((entry) => {
    if (entry.kind === 'link') {
      return [entry];
    }
    return entry.kind === 'group' ? [...entry.items] : [];
  });

describe('menuFor', () => {
  it('gives visitors Login, Manage your booking and Request a quote (which opens the quote modal)', () => {
    expect(menuFor(null, { hasFinishedSetUp: false })).toEqual([
      { kind: 'link', label: 'Login', path: '/login', key: 'login' },
      { kind: 'link', label: 'Manage your booking', path: '/manage-booking', key: 'manageBooking' },
      { kind: 'action', label: 'Request a quote', action: 'openQuote', key: 'requestQuote' },
    ]);
  });

  it('gives admins the admin menu with a Manage content submenu that holds the blog and the site pages', () => {
    const menu = menuFor('admin', { hasFinishedSetUp: false });
    expect(menuLabels(menu)).toEqual([
      'Upcoming activities',
      'Manage Payments',
      'Manage guiders',
      'Bookings Stats',
      'Manage content',
      'Activities',
      'Tickets',
      'Events',
      'Blog',
      'Site pages',
      'Quote requests',
      'Form submissions',
      'Reviews',
      'Affiliates program',
      'Manage vendors',
      'Resellers',
      'Send registration code',
      'Sign out',
    ]);
    expect(Object.fromEntries(links(menu).map((item) => [item.label, item.path]))).toEqual({
      'Upcoming activities': '/admin/upcoming',
      'Manage Payments': '/admin/payments',
      'Manage guiders': '/admin/guiders',
      'Bookings Stats': '/admin/bookings',
      Activities: '/admin/activities',
      Tickets: '/admin/activities?tab=tickets',
      Events: '/admin/activities?tab=events',
      Blog: '/admin/blog',
      'Site pages': '/admin/site-pages',
      'Quote requests': '/admin/quotes',
      'Form submissions': '/admin/forms',
      Reviews: '/admin/reviews',
      'Affiliates program': '/admin/affiliates',
      'Manage vendors': '/admin/vendors',
      Resellers: '/admin/resellers',
    });
  });

  it('shows the company Payment dashboard only once the payment setup is finished', () => {
    expect(menuLabels(menuFor('company', { hasFinishedSetUp: false }))).toEqual([
      'Upcoming activities',
      'Plan your day',
      'Payments',
      'Manage employees',
      'Reviews',
      'Settings',
      'Sign out',
    ]);
    expect(menuLabels(menuFor('company', { hasFinishedSetUp: true }))).toEqual([
      'Upcoming activities',
      'Plan your day',
      'Payments',
      'Payment dashboard',
      'Manage employees',
      'Reviews',
      'Settings',
      'Sign out',
    ]);
    expect(links(menuFor('company', { hasFinishedSetUp: true })).map((item) => item.path)).toEqual([
      '/company/upcoming',
      '/company/schedule',
      '/guider/payments',
      '/company/employees',
      '/company/reviews',
      '/company/settings',
    ]);
  });

  it('gives employees their guider pages', () => {
    const menu = menuFor('employee', { hasFinishedSetUp: true });
    expect(menuLabels(menu)).toEqual(['Upcoming activities', 'Settings', 'Sign out']);
    expect(links(menu).map((item) => item.path)).toEqual(['/guider/upcoming', '/guider/settings']);
  });

  it('keeps an activity-in-progress slot at the top of the company and employee menus only', () => {
    for (const role of ROLES) {
      const menu = menuFor(role, { hasFinishedSetUp: true });
      const hasSlot = menu[0]?.kind === 'slot';
      expect(hasSlot).toBe(role === 'company' || role === 'employee');
    }
  });

  it('gives vendors only Sign out and affiliates their dashboard', () => {
    expect(menuLabels(menuFor('vendor', { hasFinishedSetUp: false }))).toEqual(['Sign out']);
    expect(links(menuFor('affiliate', { hasFinishedSetUp: false }))).toEqual([
      { kind: 'link', label: 'Dashboard', path: '/affiliate/dashboard', key: 'dashboard' },
    ]);
    expect(menuLabels(menuFor('affiliate', { hasFinishedSetUp: false }))).toEqual(['Dashboard', 'Sign out']);
  });

  it('gives travellers My tours, Manage your booking and Settings', () => {
    const menu = menuFor('traveller', { hasFinishedSetUp: false });
    expect(menuLabels(menu)).toEqual(['My tours', 'Manage your booking', 'Settings', 'Sign out']);
    expect(links(menu).map((item) => item.path)).toEqual(['/my-tours', '/manage-booking', '/settings']);
  });

  it('ends every signed-in menu with Sign out and never repeats a label', () => {
    for (const role of ROLES) {
      const labels = menuLabels(menuFor(role, { hasFinishedSetUp: true }));
      expect(labels.at(-1)).toBe('Sign out');
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
