import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-pages';
import { useT } from '../../../shared/i18n/useT.tsx';

/**
 * The site pages' and the languages' names as the admin's language says them: a page (SITE_PAGE_NAMES's
 * "About us"), a language as a heading or a button ("Portuguese") and inside a sentence ("in Portuguese", "em
 * português").
 */
export function useSitePageNames() {
  const { t } = useT();
  return {
    page: (key: TSitePageKey) => t(`authoring.sitePages.names.${key}`),
    language: (locale: TLocale) => t(`authoring.sitePages.languages.${locale}`),
    languageInText: (locale: TLocale) => t(`authoring.sitePages.languagesInText.${locale}`),
  };
}
