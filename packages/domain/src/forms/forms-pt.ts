import type { TLocale } from '../i18n/locale.ts';
import type { TTranslations } from '../i18n/translations.ts';
import type { FORMS, formMessages, TFormField, TFormKind } from './forms.ts';

/**
 * A field's words in Portuguese; a choice's options by their English value (the value stored stays English). Its
 * message when left empty is a text of `formMessages` (formMessagesPt).
 */
type TFieldTextsPt = {
  label: string;
  description?: string;
  options?: Record<string, string>;
};
type TFormTextsPt<TKind extends TFormKind> = {
  thanks: string;
  submitLabel: string;
  fields: Record<(typeof FORMS)[TKind]['fields'][number]['name'], TFieldTextsPt>;
};

const emailField = { label: 'E-mail' };
const phoneField = { label: 'Número de telefone' };
const anythingElse = { label: 'Mais alguma coisa (opcional)' };

/**
 * The storefront's forms in Portuguese (Portugal): the page, its fields and the sender's copy. Staff read the
 * answers in English (the admin list and their e-mail), with the stored values.
 */
export const FORMS_PT: { [TKind in TFormKind]: TFormTextsPt<TKind> } = {
  'guide-registration': {
    thanks: 'Obrigado: a nossa equipa de parcerias responde por e-mail em dois dias úteis.',
    submitLabel: 'Enviar a minha candidatura',
    fields: {
      companyName: { label: 'Nome da empresa' },
      contactName: { label: 'O seu nome' },
      email: emailField,
      phone: phoneField,
      region: {
        label: 'Onde opera',
        description: 'Cidades ou regiões, por exemplo Lisboa, Sintra e Cascais',
      },
      licence: {
        label: 'Número de registo no RNAAT (opcional)',
        description: 'O seu registo como operador de animação turística, se o tiver',
      },
      tours: { label: 'Os passeios que faz' },
      fleet: {
        label: 'Guias e veículos (opcional)',
        description: 'por exemplo, 4 guias e 2 carrinhas de 8 lugares',
      },
      message: anythingElse,
    },
  },
  'transfer-registration': {
    thanks: 'Obrigado: a nossa equipa de concierge responde por e-mail em dois dias úteis.',
    submitLabel: 'Enviar a minha candidatura',
    fields: {
      companyName: { label: 'Nome da empresa ou do motorista' },
      contactName: { label: 'Nome de contacto' },
      email: emailField,
      phone: phoneField,
      base: {
        label: 'Cidade ou aeroporto onde está sediado',
        description: 'por exemplo, aeroporto de Lisboa, Porto, Faro',
      },
      licence: { label: 'Número do alvará (opcional)' },
      vehicles: {
        label: 'Veículos e lugares',
        description: 'por exemplo, 2 ligeiros de 3 lugares e 1 carrinha de 8 lugares',
      },
      routes: { label: 'Percursos que faz (opcional)' },
      message: anythingElse,
    },
  },
  feedback: {
    thanks: 'Obrigado pela sua opinião: todas as respostas são lidas pela nossa equipa.',
    submitLabel: 'Enviar a minha opinião',
    fields: {
      rating: {
        label: 'Como correu a sua experiência?',
        options: {
          Excellent: 'Excelente',
          Good: 'Boa',
          Okay: 'Razoável',
          Poor: 'Fraca',
          'Very poor': 'Muito fraca',
        },
      },
      recommend: {
        label: 'Recomendaria o Roteiro a um amigo?',
        options: { Yes: 'Sim', Maybe: 'Talvez', No: 'Não' },
      },
      liked: { label: 'Do que gostou? (opcional)' },
      improve: { label: 'O que podemos fazer melhor? (opcional)' },
      bookingReference: {
        label: 'Referência da reserva (opcional)',
        description: 'Está no seu e-mail de confirmação, se reservou no Roteiro',
      },
      contactName: { label: 'O seu nome (opcional)' },
      email: emailField,
    },
  },
};

/** The forms' own messages in Portuguese. */
export const formMessagesPt: TTranslations<typeof formMessages> = {
  unknownForm: 'Formulário desconhecido',
  chooseAnswer: 'Escolha uma resposta',
  enterText: 'Escreva um texto',
  tooLong: (max: number) => `No máximo ${max} caracteres`,
  noControl: 'Retire os caracteres especiais desta resposta',
  unknownField: 'Campo desconhecido',
  tellName: 'Indique o seu nome',
  companyNameRequired: 'Indique o nome da sua empresa',
  phoneRequired: 'Indique um número de telefone',
  regionRequired: 'Indique onde opera',
  toursRequired: 'Fale-nos dos passeios que faz',
  baseRequired: 'Indique onde está sediado',
  vehiclesRequired: 'Fale-nos dos seus veículos',
  ratingRequired: 'Escolha como correu a sua experiência',
  recommendRequired: 'Escolha sim, talvez ou não',
};

/** A form's thanks and button in `locale`. */
export function formTexts(
  kind: TFormKind,
  english: { thanks: string; submitLabel: string },
  locale: TLocale,
): { thanks: string; submitLabel: string } {
  return locale === 'pt-PT' ? FORMS_PT[kind] : english;
}

/** A field's label, description and option labels in `locale`. */
export function formFieldTexts(kind: TFormKind, field: TFormField, locale: TLocale) {
  const fields: Record<string, TFieldTextsPt | undefined> = FORMS_PT[kind].fields;
  const portuguese = locale === 'pt-PT' ? fields[field.name] : undefined;
  return {
    label: portuguese?.label ?? field.label,
    description: portuguese ? portuguese.description : field.description,
    option: (value: string) => portuguese?.options?.[value] ?? value,
  };
}
