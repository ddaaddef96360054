import { describe, expect, it } from 'vitest';
import {
  overlayTranslation,
  readTranslationTexts,
  translationState,
  ZActivityTranslationTexts,
} from './translation.ts';

const english = {
  title: 'Belém by tuk-tuk',
  description: 'A ride through Belém and its monuments.',
  meetingPoint: 'Praça do Império',
  cancellationPolicy: 'Free cancellation up to 24 hours before.',
  notSuitableFor: null,
  whatsIncluded: 'Water',
  whatToExpect: null,
  additionalInfo: null,
  accessibility: null,
  highlights: ['The tower', 'The monastery'],
  stops: [
    { id: 's1', title: 'Jerónimos', description: 'The monastery of the navigators.', attractions: null },
    { id: 's2', title: 'Torre de Belém', description: 'The tower on the river.', attractions: 'Views' },
  ],
};

describe('overlayTranslation', () => {
  it('shows every text in English, and says so, without a translation', () => {
    const { texts, english: shownInEnglish } = overlayTranslation(english, null);
    expect(texts).toEqual(english);
    expect(shownInEnglish).toEqual([
      'title',
      'description',
      'meetingPoint',
      'cancellationPolicy',
      'whatsIncluded',
      'highlights.0',
      'highlights.1',
      'stops.0.title',
      'stops.0.description',
      'stops.1.title',
      'stops.1.description',
      'stops.1.attractions',
    ]);
  });

  it('lays the translated texts over the English ones and lists only the missing ones', () => {
    const { texts, english: shownInEnglish } = overlayTranslation(english, {
      title: 'Belém de tuk-tuk',
      description: 'Um passeio por Belém e pelos seus monumentos.',
      meetingPoint: 'Praça do Império',
      cancellationPolicy: 'Cancelamento gratuito até 24 horas antes.',
      whatsIncluded: 'Água',
      notSuitableFor: 'Ignored: the English has none',
      highlights: ['A torre'],
      stops: [null, { title: 'Torre de Belém', description: 'A torre à beira-rio.' }],
    });
    expect(texts.title).toBe('Belém de tuk-tuk');
    expect(texts.whatsIncluded).toBe('Água');
    expect(texts.notSuitableFor).toBeNull();
    expect(texts.highlights).toEqual(['A torre', 'The monastery']);
    expect(texts.stops[0]).toEqual(english.stops[0]);
    expect(texts.stops[1]).toEqual({
      id: 's2',
      title: 'Torre de Belém',
      description: 'A torre à beira-rio.',
      attractions: 'Views',
    });
    expect(shownInEnglish).toEqual([
      'highlights.1',
      'stops.0.title',
      'stops.0.description',
      'stops.1.attractions',
    ]);
  });
});

describe('ZActivityTranslationTexts', () => {
  it('keeps only the written texts, trimmed', () => {
    expect(
      ZActivityTranslationTexts.parse({ title: '  Belém de tuk-tuk ', description: '', whatsIncluded: ' ' }),
    ).toEqual({
      title: 'Belém de tuk-tuk',
    });
  });

  it('holds a translation to the English limits', () => {
    const result = ZActivityTranslationTexts.safeParse({
      title: 'Curt',
      description: 'x'.repeat(1501),
      cancellationPolicy: 'x'.repeat(201),
      stops: [{ title: 'Torre de Belém', description: 'curta' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'title',
      'description',
      'cancellationPolicy',
      'stops.0.description',
    ]);
  });

  it('refuses a text it does not know', () => {
    expect(ZActivityTranslationTexts.safeParse({ price: 'x' }).success).toBe(false);
  });
});

describe('readTranslationTexts', () => {
  it('reads a missing or broken stored translation as nothing translated', () => {
    expect(readTranslationTexts(null)).toEqual({});
    expect(readTranslationTexts({ title: 42 })).toEqual({});
    expect(readTranslationTexts({ title: 'Belém de tuk-tuk' })).toEqual({ title: 'Belém de tuk-tuk' });
  });
});

describe('translationState', () => {
  it('is none without a text, partial with some, complete with every text the activity has', () => {
    expect(translationState(english, null)).toBe('none');
    expect(translationState(english, { title: 'Belém de tuk-tuk' })).toBe('partial');
    expect(
      translationState(english, {
        title: 'Belém de tuk-tuk',
        description: 'Um passeio por Belém e pelos seus monumentos.',
        meetingPoint: 'Praça do Império',
        cancellationPolicy: 'Cancelamento gratuito até 24 horas antes.',
        whatsIncluded: 'Água',
        highlights: ['A torre', 'O mosteiro'],
        stops: [
          { title: 'Jerónimos', description: 'O mosteiro dos navegadores.' },
          { title: 'Torre de Belém', description: 'A torre à beira-rio.', attractions: 'Vistas' },
        ],
      }),
    ).toBe('complete');
  });
});
