// No zod here: the storefront's route table and footer import these, and its first load should not download zod.

/**
 * The site's own pages: About, Contracts and Privacy, written by admins in each language. Their keys
 * are fixed (the footer links each one); only their texts change.
 */
export const SITE_PAGE_KEYS = ['about', 'contracts', 'privacy'] as const;
export type TSitePageKey = (typeof SITE_PAGE_KEYS)[number];

/** Each page's address on the storefront. */
export const SITE_PAGE_PATHS = {
  about: '/about',
  contracts: '/contracts',
  privacy: '/privacy',
} as const satisfies Record<TSitePageKey, string>;

export const isSitePageKey = (value: unknown): value is TSitePageKey =>
  typeof value === 'string' && (SITE_PAGE_KEYS as readonly string[]).includes(value);

/** The page a path shows (a trailing slash allowed), or null. */
export function sitePageKeyOfPath(pathname: string): TSitePageKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return SITE_PAGE_KEYS.find((key) => SITE_PAGE_PATHS[key] === path) ?? null;
}
