import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';

/** The languages as the admin area names them (it is English). */
export const LANGUAGE_NAMES: Record<TLocale, string> = { en: 'English', 'pt-PT': 'Portuguese' };

/** Where an admin edits a page's text in one language. */
export const sitePageEditPath = (key: TSitePageKey, locale: TLocale) => `/admin/site-pages/${key}/${locale}`;
