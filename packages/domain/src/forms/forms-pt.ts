import type { TLocale } from '../i18n/locale.ts';
import type { TTranslations } from '../i18n/translations.ts';
import type { FORMS, formMessages, TFormField, TFormKind } from './forms.ts';

/** A field's words in Portuguese; a choice's options by their English value (the value stored stays English). */
type TFieldTextsPt = {
  label: string;
  description?: string;
  required?: string;
  options?: Record<string, string>;
};
type TFormTextsPt<TKind extends TFormKind> = {
  thanks: string;
  submitLabel: string;
  fields: Record<(typeof FORMS)[TKind]['fields'][number]['name'], TFieldTextsPt>;
};

const nameRequired = 'Indique o seu nome';
const emailField = { label: 'E-mail', required: 'Introduza um endereço de e-mail válido.' };
const phoneField = { label: 'Número de telefone', required: 'Indique um número de telefone' };
const anythingElse = { label: 'Mais alguma coisa (opcional)' };

/**
 * The storefront's forms in Portuguese (Portugal): the page, the messages of its fields and the
 * sender's copy. Staff read the answers in English (the admin list and their e-mail), with the stored values.
 */
export const FORMS_PT: { [TKind in TFormKind]: TFormTextsPt<TKind> } = {
  'guide-registration': {
    thanks: 'Obrigado: a nossa equipa de parcerias responde por e-mail em dois dias úteis.',
    submitLabel: 'Enviar a minha candidatura',
    fields: {
      companyName: { label: 'Nome da empresa', required: 'Indique o nome da sua empresa' },
      contactName: { label: 'O seu nome', required: nameRequired },
      email: emailField,
      phone: phoneField,
      region: {
        label: 'Onde opera',
        required: 'Indique onde opera',
        description: 'Cidades ou regiões, por exemplo Lisboa, Sintra e Cascais',
      },
      licence: {
        label: 'Número de registo no RNAAT (opcional)',
        description: 'O seu registo como operador de animação turística, se o tiver',
      },
      tours: { label: 'Os passeios que faz', required: 'Fale-nos dos passeios que faz' },
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
      companyName: { label: 'Nome da empresa ou do motorista', required: 'Indique o nome da sua empresa' },
      contactName: { label: 'Nome de contacto', required: nameRequired },
      email: emailField,
      phone: phoneField,
      base: {
        label: 'Cidade ou aeroporto onde está sediado',
        required: 'Indique onde está sediado',
        description: 'por exemplo, aeroporto de Lisboa, Porto, Faro',
      },
      licence: { label: 'Número do alvará (opcional)' },
      vehicles: {
        label: 'Veículos e lugares',
        required: 'Fale-nos dos seus veículos',
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
        required: 'Escolha como correu a sua experiência',
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
        required: 'Escolha sim, talvez ou não',
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
  tellName: nameRequired,
};

/** A form's thanks and button in `locale`. */
export function formTexts(
  kind: TFormKind,
  english: { thanks: string; submitLabel: string },
  locale: TLocale,
): { thanks: string; submitLabel: string } {
  return locale === 'pt-PT' ? FORMS_PT[kind] : english;
}

/** A field's label, description, required message and option labels in `locale`. */
export function formFieldTexts(kind: TFormKind, field: TFormField, locale: TLocale) {
  const fields: Record<string, TFieldTextsPt | undefined> = FORMS_PT[kind].fields;
  const portuguese = locale === 'pt-PT' ? fields[field.name] : undefined;
  return {
    label: portuguese?.label ?? field.label,
    description: portuguese ? portuguese.description : field.description,
    required: portuguese?.required ?? field.required,
    option: (value: string) => portuguese?.options?.[value] ?? value,
  };
}
