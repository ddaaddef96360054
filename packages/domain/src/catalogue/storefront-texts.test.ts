import { describe, expect, it } from 'vitest';
import '../i18n/all-translations.ts';
import { FORMS, formFacts, formFieldTexts, formTexts } from '../forms/forms.ts';
import { quotePlanningOption, quoteStepTitle, quoteValueName } from '../quote/quote.ts';
import { CATEGORY_NAMES, categoryName } from './categories.ts';
import { languageName } from './languages.ts';
import { STATIC_PAGES, staticPageTexts } from './storefront-pages.ts';

/** The storefront's names and pages in both languages, worded from the tables and their catalogues. */
describe('the storefront texts of the domain tables', () => {
  it('names categories and tour languages in the reader’s language; a language typed by hand as typed', () => {
    expect(categoryName('walking-tours', 'en')).toBe(CATEGORY_NAMES['walking-tours']);
    expect(categoryName('walking-tours', 'pt-PT')).toBe('Passeios a pé');
    expect(languageName('German', 'pt-PT')).toBe('Alemão');
    expect(languageName('German', 'en')).toBe('German');
    expect(languageName('Klingon', 'pt-PT')).toBe('Klingon');
  });

  it('titles and describes the information pages in both languages', () => {
    expect(staticPageTexts('faq', 'en')).toEqual({
      title: STATIC_PAGES.faq.title,
      description: STATIC_PAGES.faq.description,
    });
    expect(staticPageTexts('concierge', 'pt-PT').title).toBe('Concierge e transfers privados');
  });

  it('words a form’s thanks, button, fields and choices; the e-mail field and the stored values stay', () => {
    expect(formTexts('feedback', 'en')).toEqual({
      thanks: FORMS.feedback.thanks,
      submitLabel: FORMS.feedback.submitLabel,
    });
    expect(formTexts('feedback', 'pt-PT').submitLabel).toBe('Enviar a minha opinião');
    const region = FORMS['guide-registration'].fields.find((field) => field.name === 'region');
    expect(region && formFieldTexts('guide-registration', region, 'pt-PT')).toMatchObject({
      label: 'Onde opera',
      description: 'Cidades ou regiões, por exemplo Lisboa, Sintra e Cascais',
    });
    expect(formFacts('feedback', { rating: 'Very poor', recommend: 'No', email: 'a@b.pt' }, 'pt-PT')).toEqual(
      [
        ['Como correu a sua experiência?', 'Muito fraca'],
        ['Recomendaria o Roteiro a um amigo?', 'Não'],
        ['Do que gostou?', '—'],
        ['O que podemos fazer melhor?', '—'],
        ['Referência da reserva', '—'],
        ['O seu nome', '—'],
        ['E-mail', 'a@b.pt'],
      ],
    );
    expect(formFacts('feedback', { rating: 'Very poor', recommend: 'No', email: 'a@b.pt' })[0]).toEqual([
      'How was your experience?',
      'Very poor',
    ]);
  });

  it('words the quote wizard’s steps, answers and values; a value typed by the traveller stays', () => {
    expect(quoteStepTitle(0, 'pt-PT')).toBe('Para onde e quando');
    expect(quoteStepTitle(3, 'en')).toBe('Your details');
    expect(quotePlanningOption('no', 'pt-PT')).toEqual({
      label: 'Já tenho a minha viagem planeada',
      shortLabel: 'Já sei o que quero fazer.',
    });
    expect(quotePlanningOption('yes', 'en').shortLabel).toBe('Yes, please!');
    expect(quoteValueName('groupTypes', 'Solo', 'pt-PT')).toBe('Viagem individual');
    expect(quoteValueName('interests', 'Culture and History', 'pt-PT')).toBe('Cultura e história');
    expect(quoteValueName('cities', 'Lisbon', 'pt-PT')).toBe('Lisboa');
    expect(quoteValueName('cities', 'Porto', 'pt-PT')).toBe('Porto');
    expect(quoteValueName('interests', 'Surfing', 'pt-PT')).toBe('Surfing');
    expect(quoteValueName('groupTypes', 'Solo', 'en')).toBe('Solo');
  });
});
