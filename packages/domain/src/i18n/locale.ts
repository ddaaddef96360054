// No zod here: the storefront's first load and the server's page rendering read these.

/** The storefront's languages: English, the default, and Portuguese as written in Portugal. */
export const LOCALES = ['en', 'pt-PT'] as const;
export type TLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: TLocale = 'en';

/** The cookie that remembers a visitor's choice, and the query parameter of a page's explicit language. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_QUERY = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's value in a URL (`?lang=pt`). */
export const LOCALE_URL_VALUE = { en: 'en', 'pt-PT': 'pt' } as const satisfies Record<TLocale, string>;

/** Each language in its own words, as the switcher offers it. */
export const LOCALE_NAMES = { en: 'English', 'pt-PT': 'Português' } as const satisfies Record<
  TLocale,
  string
>;

/**
 * The locale Intl formats with. Irish English writes euros and dates the way the product always has
 * ("€12.50", "24 November 2026"); Portuguese is Portugal's ("12,50 €", "24 de novembro de 2026").
 */
export const INTL_LOCALE = { en: 'en-IE', 'pt-PT': 'pt-PT' } as const satisfies Record<TLocale, string>;

/** Open Graph's spelling of the locale (`og:locale`). */
export const OG_LOCALE = { en: 'en_IE', 'pt-PT': 'pt_PT' } as const satisfies Record<TLocale, string>;

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * One of our locales for a language tag or a URL value, or null: any English is `en`, any Portuguese
 * (`pt`, `pt-PT`, also `pt-BR`, closer to Portugal's than English is) is `pt-PT`.
 */
export function toLocale(value: string | null | undefined): TLocale | null {
  const tag = value?.trim().toLowerCase() ?? '';
  if (tag === 'en' || tag.startsWith('en-')) {
    return 'en';
  }
  if (tag === 'pt' || tag.startsWith('pt-')) {
    return 'pt-PT';
  }
  return null;
}

/** The best of our locales in an `Accept-Language` header (by quality, then by order), or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): TLocale | null {
  let best: { locale: TLocale; quality: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.split(';');
    const locale = toLocale(tag);
    if (!locale) {
      continue;
    }
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality)) {
      best = { locale, quality };
    }
  }
  return best?.locale ?? null;
}

/** A cookie's value in a `Cookie` header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type TLocaleSource = 'query' | 'cookie' | 'header' | 'default';

/**
 * The language of a page request: the page's explicit one (`?lang=pt`, the URL of an hreflang alternate),
 * else the visitor's remembered choice (the cookie), else the browser's languages, else English.
 */
export function pickLocale(request: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { locale: TLocale; source: TLocaleSource } {
  const fromQuery = toLocale(request.query);
  if (fromQuery) {
    return { locale: fromQuery, source: 'query' };
  }
  const fromCookie = toLocale(request.cookie);
  if (fromCookie) {
    return { locale: fromCookie, source: 'cookie' };
  }
  const fromHeader = localeFromAcceptLanguage(request.acceptLanguage);
  if (fromHeader) {
    return { locale: fromHeader, source: 'header' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/** The `Set-Cookie`/`document.cookie` text that remembers a choice for a year, on every path. */
export function localeCookie(locale: TLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** `path?query` with the explicit language set (`locale`) or removed (null), other parameters kept. */
export function withLocaleQuery(pathAndQuery: string, locale: TLocale | null): string {
  const index = pathAndQuery.indexOf('?');
  const path = index < 0 ? pathAndQuery : pathAndQuery.slice(0, index);
  const params = new URLSearchParams(index < 0 ? '' : pathAndQuery.slice(index + 1));
  params.delete(LOCALE_QUERY);
  if (locale) {
    params.set(LOCALE_QUERY, LOCALE_URL_VALUE[locale]);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
