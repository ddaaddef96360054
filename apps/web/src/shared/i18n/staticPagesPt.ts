import { STATIC_PAGES, type TStaticPageKey } from '@roteiro/domain/catalogue/storefront-pages';
import type { STATIC_PAGES_PT } from '@roteiro/domain/catalogue/storefront-pages-pt';
import type { TLocale } from '@roteiro/domain/i18n/locale';

/**
 * The information pages' Portuguese titles and descriptions (route metadata), registered with the Portuguese
 * catalogues (domainTextsPt.ts), so an English first load carries none of them. Read when a page's metadata is
 * worded, which in Portuguese always follows that registration (i18n.ts loads it before wording anything).
 */
let portuguese: typeof STATIC_PAGES_PT | null = null;

export function registerStaticPagesPt(texts: typeof STATIC_PAGES_PT): void {
  portuguese = texts;
}

/** A page's Portuguese title or description, once registered. */
export function staticPageTextPt(key: TStaticPageKey, text: 'title' | 'description'): string | undefined {
  return portuguese?.[key][text];
}

/**
 * A page's title and description in `locale`: its Portuguese once registered (always, on a page worded in
 * Portuguese), else the English.
 */
export function staticPageTexts(
  key: TStaticPageKey,
  locale: TLocale,
): { title: string; description: string } {
  const english = STATIC_PAGES[key];
  return {
    title: (locale === 'en' ? undefined : staticPageTextPt(key, 'title')) ?? english.title,
    description: (locale === 'en' ? undefined : staticPageTextPt(key, 'description')) ?? english.description,
  };
}
