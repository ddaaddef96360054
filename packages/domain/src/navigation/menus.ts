import type { TRole } from '../auth/roles.ts';

/** A link in a navigation menu. */
/** `key` names the label's translation (`common.nav.items.<key>` in the web's catalogues). */
export type TMenuLink = { kind: 'link'; label: string; path: string; key?: string };
/** A labelled group of links (a submenu on desktop). */
export type TMenuGroup = { kind: 'group'; label: string; items: readonly TMenuLink[]; key?: string };
/** Something the web app does rather than a page it opens. */
export type TMenuActionId = 'signOut' | 'sendRegistrationCode' | 'openPaymentDashboard' | 'openQuote';
export type TMenuAction = { kind: 'action'; label: string; action: TMenuActionId; key?: string };
/** A place in the menu filled by a live panel (the activity in progress, operations.md §2). */
export type TMenuSlot = { kind: 'slot'; slot: 'activityInProgress' };
export type TMenuEntry = TMenuLink | TMenuGroup | TMenuAction | TMenuSlot;

const link = (label: string, path: string, key?: string): TMenuLink => ({ kind: 'link', label, path, key });
const action = (label: string, id: TMenuActionId, key?: string): TMenuAction => ({
  kind: 'action',
  label,
  action: id,
  key,
});
const signOut = action('Sign out', 'signOut', 'signOut');
const activityInProgress: TMenuSlot = { kind: 'slot', slot: 'activityInProgress' };

/** Signed-out navbar (operations.md §2). "Request a quote" opens the quote modal (660 wide, full screen on phones). */
export const SIGNED_OUT_MENU: readonly TMenuEntry[] = [
  link('Login', '/login', 'login'),
  link('Manage your booking', '/manage-booking', 'manageBooking'),
  action('Request a quote', 'openQuote', 'requestQuote'),
];

/** The admin menu (operations.md §2); "Manage content" holds activities, tickets, events, the blog and the site pages. */
export const ADMIN_MENU: readonly TMenuEntry[] = [
  link('Upcoming activities', '/admin/upcoming', 'upcoming'),
  link('Manage Payments', '/admin/payments', 'managePayments'),
  link('Manage guiders', '/admin/guiders', 'manageGuiders'),
  link('Bookings Stats', '/admin/bookings', 'bookingsStats'),
  {
    kind: 'group',
    label: 'Manage content',
    key: 'manageContent',
    items: [
      link('Activities', '/admin/activities', 'activities'),
      link('Tickets', '/admin/activities?tab=tickets', 'tickets'),
      link('Events', '/admin/activities?tab=events', 'events'),
      link('Blog', '/admin/blog', 'blog'),
      link('Site pages', '/admin/site-pages', 'sitePages'),
      link('Quote requests', '/admin/quotes', 'quoteRequests'),
      link('Form submissions', '/admin/forms', 'formSubmissions'),
      link('Reviews', '/admin/reviews', 'reviews'),
    ],
  },
  link('Affiliates program', '/admin/affiliates', 'affiliatesProgram'),
  link('Manage vendors', '/admin/vendors', 'manageVendors'),
  link('Resellers', '/admin/resellers', 'resellers'),
  action('Send registration code', 'sendRegistrationCode', 'sendRegistrationCode'),
  signOut,
];

const paymentDashboard = action('Payment dashboard', 'openPaymentDashboard', 'paymentDashboard');

export const EMPLOYEE_MENU: readonly TMenuEntry[] = [
  activityInProgress,
  link('Upcoming activities', '/guider/upcoming', 'upcoming'),
  link('Settings', '/guider/settings', 'settings'),
  signOut,
];

export const VENDOR_MENU: readonly TMenuEntry[] = [signOut];

export const AFFILIATE_MENU: readonly TMenuEntry[] = [
  link('Dashboard', '/affiliate/dashboard', 'dashboard'),
  signOut,
];

/** A traveller's account (the spec names the my-tours route but shows no menu): docs/decisions.md. */
export const TRAVELLER_MENU: readonly TMenuEntry[] = [
  link('My tours', '/my-tours', 'myTours'),
  link('Manage your booking', '/manage-booking', 'manageBooking'),
  link('Settings', '/settings', 'settings'),
  signOut,
];

/**
 * The company menu; "Payment dashboard" only once the payment setup is finished. Each link is named as the page it
 * opens is titled: the spec's "Available activities" is the "Plan your day" screen, and "Payments" (the
 * company's runs and transfers) sits beside the provider's "Payment dashboard".
 */
export function companyMenu(hasFinishedSetUp: boolean): readonly TMenuEntry[] {
  return [
    activityInProgress,
    link('Upcoming activities', '/company/upcoming', 'upcoming'),
    link('Plan your day', '/company/schedule', 'planYourDay'),
    link('Payments', '/guider/payments', 'payments'),
    ...(hasFinishedSetUp ? [paymentDashboard] : []),
    link('Manage employees', '/company/employees', 'manageEmployees'),
    link('Reviews', '/company/reviews', 'reviews'),
    link('Settings', '/company/settings', 'settings'),
    signOut,
  ];
}

/** The navigation menu of a visitor (`null`) or a signed-in role. */
export function menuFor(role: TRole | null, options: { hasFinishedSetUp: boolean }): readonly TMenuEntry[] {
  switch (role) {
    case null:
      return SIGNED_OUT_MENU;
    case 'admin':
      return ADMIN_MENU;
    case 'company':
      return companyMenu(options.hasFinishedSetUp);
    case 'employee':
      return EMPLOYEE_MENU;
    case 'vendor':
      return VENDOR_MENU;
    case 'affiliate':
      return AFFILIATE_MENU;
    case 'traveller':
      return TRAVELLER_MENU;
  }
}

/** The visible labels of a menu, groups flattened in place, slots left out. */
export function menuLabels(entries: readonly TMenuEntry[]): string[] {
  return entries.flatMap((entry) => {
    switch (entry.kind) {
      case 'slot':
        return [];
      case 'group':
        return [entry.label, ...entry.items.map((item) => item.label)];
      default:
        return [entry.label];
    }
  });
}
