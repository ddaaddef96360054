import type { TTranslations } from '../i18n/translations.ts';
import type { blogTexts } from './blog.ts';

/** The blog's texts in Portuguese (Portugal): an admin writing articles with Roteiro in Portuguese. */
export const blogTextsPt: TTranslations<typeof blogTexts> = {
  slugTaken: 'Outro artigo já usa este endereço. Escolha um slug diferente.',
  slugFormat: 'Use letras minúsculas, algarismos e hífenes (por exemplo sintra-num-dia)',
  titleRequired: 'Dê um título ao artigo',
  descriptionRequired: 'Escreva uma descrição curta (aparece na lista e nas ligações partilhadas)',
  bodyRequired: 'Escreva o artigo',
  coverInvalid: 'Carregue novamente a imagem de capa',
  coverRequired: 'Escolha uma imagem para a capa.',
  coverWrongType: 'A capa tem de ser uma imagem JPEG, PNG ou WebP.',
  notFound: 'Este artigo não existe.',
  published: 'O artigo foi publicado.',
  unpublished: 'O artigo voltou aos rascunhos.',
  saved: 'O artigo foi guardado.',
};
