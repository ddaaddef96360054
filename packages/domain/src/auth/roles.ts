// No zod here: the storefront imports this module and should not download zod for it.
import type { TLocale } from '../i18n/locale.ts';

/** `traveller`: a visitor's own account (/register): My tours and settings. */
export const ROLES = ['admin', 'company', 'employee', 'vendor', 'affiliate', 'traveller'] as const;
export type TRole = (typeof ROLES)[number];

/** Who may call a route. `guider` = company or employee (a guest guider included). */
export const ACCESS_LEVELS = [
  'public',
  'signedOut',
  'signedIn',
  'guider',
  'company',
  'employee',
  'admin',
  'vendor',
  'affiliate',
  'traveller',
  /** A reseller's API key (`Authorization: Bearer …`), no session: the OCTO routes (modules/distribution). */
  'reseller',
] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

export const isAccessLevel = (value: unknown): value is TAccess =>
  (ACCESS_LEVELS as readonly unknown[]).includes(value);

export type TSessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: TRole;
  /** May do everything a guider does except start an activity. */
  isGuestGuider: boolean;
  /** The company a guider acts for: its own id for a company, the employer's for an employee. */
  companyId: string | null;
  hasFinishedSetUp: boolean;
  /** The account's language: signed in, the pages and the e-mails about the account are in it. */
  locale: TLocale;
};

export const isGuider = (role: TRole): boolean => role === 'company' || role === 'employee';

/** Whether a signed-in role satisfies an access level (tenant checks come on top). */
export function roleSatisfies(access: TAccess, role: TRole | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signedOut':
      return role === null;
    case 'signedIn':
      return role !== null;
    case 'guider':
      return role !== null && isGuider(role);
    case 'company':
    case 'employee':
    case 'admin':
    case 'vendor':
    case 'affiliate':
    case 'traveller':
      return role === access;
    case 'reseller':
      // A reseller is a key, never a signed-in account.
      return false;
  }
}

/** Where the logo leads, per operations.md §2. */
export function logoTarget(role: TRole | null): string {
  switch (role) {
    case 'vendor':
      return '/vendor/dashboard';
    case 'employee':
      return '/guider/upcoming';
    case 'company':
      return '/company/upcoming';
    default:
      return '/home';
  }
}

/**
 * Where each role lands after signing in when no page was asked for: by password or by e-mailed link alike.
 * Admins land on their dashboard, not the storefront.
 */
export const HOME_BY_ROLE: Record<TRole, string> = {
  admin: '/admin/dashboard',
  company: '/company/dashboard',
  employee: '/guider/upcoming',
  vendor: '/vendor/dashboard',
  affiliate: '/affiliate/dashboard',
  traveller: '/my-tours',
};

/** Password length rule: longer than 8 characters (operations.md §9). */
export const PASSWORD_MIN_LENGTH = 9;
/** The longest password sign-in accepts (better-auth's maxPasswordLength): a longer one is refused when chosen. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Failed sign-ins allowed per 15 minutes (docs/decisions.md): per account at one client address (someone
 * mistyping), per account from all addresses (guessing one password from many machines), and per address over
 * all accounts (trying one password on many accounts; high, as one address may be a whole office or a proxy).
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 50;
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 100;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
