import type { TTranslations } from '../i18n/translations.ts';
import type { sitePageTexts } from './site-pages.ts';

/** The site pages' texts in Portuguese (Portugal): an admin editing them with Roteiro in Portuguese. */
export const sitePageTextsPt: TTranslations<typeof sitePageTexts> = {
  titleRequired: 'Dê um título à página',
  descriptionRequired:
    'Escreva uma descrição curta (aparece nos resultados de pesquisa e nas ligações partilhadas)',
  bodyRequired: 'Escreva a página',
  notFound: 'Esta página não existe.',
  notWritten: 'Esta página ainda não foi escrita.',
  languageUnknown: 'Escolha inglês (en) ou português (pt-PT)',
  saved: 'A página foi guardada.',
  englishFirst:
    'Escreva primeiro a página em inglês: os visitantes leem-na em inglês enquanto não tiver texto na sua língua.',
};
