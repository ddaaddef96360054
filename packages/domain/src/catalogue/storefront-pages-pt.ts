// No zod here: the storefront's route table reads these texts.
import type { TLocale } from '../i18n/locale.ts';
import type { TTranslations } from '../i18n/translations.ts';
import { STATIC_PAGES, type TStaticPageKey } from './storefront-pages.ts';

type TPageTexts = { title: string; description: string };

/** The information pages' and forms' titles and descriptions in Portuguese (Portugal). */
export const STATIC_PAGES_PT: Record<TStaticPageKey, TTranslations<TPageTexts>> = {
  concierge: {
    title: 'Concierge e transfers privados',
    description:
      'Uma equipa local planeia a sua viagem em Portugal: transfers privados entre aeroportos e cidades, planos dia a dia e passeios reservados para si. Peça um orçamento gratuito.',
  },
  passes: {
    title: 'Passes da cidade: embarque quando lhe der jeito',
    description:
      'Passes com partidas ao longo de todo o dia: veja a primeira e a última partida de cada passe, de quanto em quanto tempo parte e o preço, e reserve.',
  },
  gallery: {
    title: 'Galeria de fotografias',
    description:
      'Fotografias dos passeios e experiências do Roteiro, das colinas de Lisboa aos palácios de Sintra. Abra qualquer fotografia para ver o respetivo passeio.',
  },
  faq: {
    title: 'Perguntas frequentes',
    description:
      'Respostas sobre reservas, bilhetes, reembolsos, guias e afiliados no Roteiro: horas-limite, a regra do cancelamento gratuito, bilhetes com código QR e muito mais.',
  },
  liveMap: {
    title: 'Mapa dos passeios ao vivo',
    description:
      'O ponto de encontro de cada passeio em Portugal num só mapa, com os passeios a decorrer neste momento assinalados. Encontre o que começa perto de si e reserve.',
  },
  lisbonAndPorto: {
    title: 'Lisboa e Porto em 7 dias',
    description:
      'Uma viagem de sete dias de Lisboa ao Porto: Alfama e Belém, Sintra e Cascais, Óbidos e Nazaré, Coimbra e Aveiro, o vale do Douro e o Porto, com transfers e guias privados. Peça o seu plano e orçamento.',
  },
  guideRegistration: {
    title: 'Faça os seus passeios com o Roteiro',
    description:
      'Empresas de animação turística em Portugal: assegure passeios partilhados e privados reservados no Roteiro com os seus guias e veículos, valide bilhetes no telemóvel e receba por cada passeio. Fale-nos da sua empresa.',
  },
  transferRegistration: {
    title: 'Seja motorista parceiro do Roteiro',
    description:
      'Empresas de transfers e motoristas em Portugal: assegure transfers do aeroporto e entre cidades reservados através do concierge do Roteiro. Fale-nos dos seus veículos e dos percursos que faz.',
  },
  feedback: {
    title: 'Conte-nos como correu',
    description:
      'Fez um passeio ou um transfer com o Roteiro? Diga-nos do que gostou e o que podemos melhorar: todas as respostas são lidas pela nossa equipa.',
  },
};

/** A static page's title and description in `locale` (the tab, the heading and the served HTML's preview). */
export function staticPageTexts(key: TStaticPageKey, locale: TLocale): TPageTexts {
  return locale === 'pt-PT' ? STATIC_PAGES_PT[key] : STATIC_PAGES[key];
}
