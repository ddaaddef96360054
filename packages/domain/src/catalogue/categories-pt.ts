// No zod here: the storefront's first load shows these names.
import type { TLocale } from '../i18n/locale.ts';
import { CATEGORY_NAMES, type TCategoryKey } from './categories.ts';

/** The 18 categories' names in Portuguese (Portugal); the spec's names are the English ones. */
export const CATEGORY_NAMES_PT: Record<TCategoryKey, string> = {
  'tuk-tuk': 'Tuk-tuk',
  museums: 'Museus',
  history: 'História',
  architecture: 'Arquitetura',
  sightseeing: 'Pontos turísticos',
  'culture-history': 'Cultura e história',
  'sunny-weather': 'Dias de sol',
  'water-sports': 'Desportos aquáticos',
  'wine-tasting': 'Prova de vinhos',
  nature: 'Natureza',
  bicycle: 'Bicicleta',
  'walking-tours': 'Passeios a pé',
  'boat-tours': 'Passeios de barco',
  'day-trip': 'Excursão de um dia',
  tickets: 'Bilhetes',
  'food-tours': 'Passeios gastronómicos',
  free: 'Gratuito',
  'live-music': 'Música ao vivo',
};

/** A category's name in `locale`. */
export function categoryName(key: TCategoryKey, locale: TLocale): string {
  return locale === 'pt-PT' ? CATEGORY_NAMES_PT[key] : CATEGORY_NAMES[key];
}
