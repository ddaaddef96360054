import type { TLocale } from '../i18n/locale.ts';
import type { TTranslations } from '../i18n/translations.ts';
import {
  type QUOTE_CITY_SUGGESTIONS,
  type QUOTE_GROUP_TYPES,
  type QUOTE_INTEREST_TYPES,
  type QUOTE_STEP_TITLES,
  QUOTE_TEXT_MAX,
  type quoteFieldMessages,
} from './quote.ts';

/**
 * The quote wizard's words in Portuguese (Portugal). The answers keep the English values the spec
 * names (group types, interests), so staff read every request the same way; only what is shown changes.
 */
export const quoteFieldMessagesPt: TTranslations<typeof quoteFieldMessages> = {
  destinations: 'Escolha ou escreva pelo menos um destino',
  dates: 'Diga-nos quando vai viajar',
  participants: 'Pelo menos 1 participante',
  ageRange: 'Diga-nos as idades de quem viaja',
  groupType: 'Escolha quem vai viajar',
  interests: 'Escolha ou escreva pelo menos um interesse',
  yesNo: 'Escolha sim ou não',
  textTooLong: `No máximo ${QUOTE_TEXT_MAX} caracteres`,
  name: 'Indique o seu nome',
  tooLong: 'Este texto é demasiado longo',
};

/** The four steps' titles, one per English title. */
export const QUOTE_STEP_TITLES_PT = [
  'Para onde e quando',
  'Quem vem',
  'Planeamento e extras',
  'Os seus dados',
] as const satisfies readonly string[] & { length: (typeof QUOTE_STEP_TITLES)['length'] };

export const QUOTE_GROUP_TYPE_NAMES_PT: Record<(typeof QUOTE_GROUP_TYPES)[number], string> = {
  Solo: 'Viagem individual',
  Couple: 'Casal',
  Family: 'Família',
  Friends: 'Amigos',
};

export const QUOTE_INTEREST_NAMES_PT: Record<(typeof QUOTE_INTEREST_TYPES)[number], string> = {
  'City sightseeing': 'Visitar a cidade',
  Nightlife: 'Vida noturna',
  'Food exploration': 'Gastronomia',
  'Wine tasting': 'Provas de vinho',
  Beaches: 'Praias',
  'Culture and History': 'Cultura e história',
};

/** The planning question's two answers (catalogue.md §9), by their value. */
export const QUOTE_PLANNING_OPTIONS_PT = {
  yes: { label: 'Preciso de ajuda para planear a minha viagem', shortLabel: 'Sim, por favor!' },
  no: { label: 'Já tenho a minha viagem planeada', shortLabel: 'Já sei o que quero fazer.' },
} as const;

/** The destination suggestions as Portugal names them (only Lisbon differs). */
export const QUOTE_CITY_NAMES_PT: Partial<Record<(typeof QUOTE_CITY_SUGGESTIONS)[number], string>> = {
  Lisbon: 'Lisboa',
};

/** A value of one of these lists (group type, interest, city) as `locale` shows it. */
export function quoteValueName(
  names: Partial<Record<string, string>>,
  value: string,
  locale: TLocale,
): string {
  return locale === 'pt-PT' ? (names[value] ?? value) : value;
}
