import { newActivityDefaults } from '@roteiro/domain/catalogue/activity-form';
import { translationState, ZActivityTranslationTexts } from '@roteiro/domain/catalogue/translation';
import { describe, expect, it } from 'vitest';
import { englishTexts, translationFormValues } from './activityTranslationForm.ts';

const tour = {
  ...newActivityDefaults(),
  title: 'Alfama walking tour',
  description: 'A walk through the oldest quarter of Lisbon with a local guide.',
  cancellationPolicy: 'Free cancellation up to 24 hours before.',
  whatsIncluded: 'A pastel de nata',
  highlights: [{ text: 'Only a pass shows highlights' }],
  stops: [
    {
      title: 'Lisbon Cathedral',
      description: 'The Sé, built in 1147.',
      imageUrl: '',
      direction: '',
      attractions: '',
    },
    {
      title: 'Santa Luzia',
      description: 'Tiled terrace with a view.',
      imageUrl: '',
      direction: '',
      attractions: 'Castle',
    },
  ],
};

describe('the Portuguese texts form', () => {
  it('lists the English texts the activity has: empty optional texts as none, and a tour without highlights', () => {
    const english = englishTexts(tour);
    expect(english.title).toBe('Alfama walking tour');
    expect(english.whatsIncluded).toBe('A pastel de nata');
    expect(english.accessibility).toBeNull();
    expect(english.highlights).toEqual([]);
    expect(english.stops[0]?.attractions).toBeNull();
    expect(englishTexts({ ...tour, isPass: true }).highlights).toEqual(['Only a pass shows highlights']);
  });

  it('fills one field per English text from the stored translation, stops matched by position', () => {
    const english = englishTexts({ ...tour, isPass: true });
    const values = translationFormValues(english, {
      title: 'Visita guiada a Alfama',
      highlights: ['Destaque'],
      stops: [null, { title: 'Santa Luzia', description: 'Um terraço de azulejos.', attractions: undefined }],
    });
    expect(values.title).toBe('Visita guiada a Alfama');
    expect(values.description).toBe('');
    expect(values.highlights).toEqual(['Destaque']);
    expect(values.stops).toEqual([
      { title: '', description: '', attractions: '' },
      { title: 'Santa Luzia', description: 'Um terraço de azulejos.', attractions: '' },
    ]);
  });

  it('sends empty fields as not translated, and the state follows what is written', () => {
    const english = englishTexts(tour);
    const empty = translationFormValues(english, {});
    const none = ZActivityTranslationTexts.parse(empty);
    expect(none.title).toBeUndefined();
    expect(translationState(english, none)).toBe('none');

    const some = ZActivityTranslationTexts.parse({ ...empty, title: '  Visita guiada a Alfama  ' });
    expect(some.title).toBe('Visita guiada a Alfama');
    expect(translationState(english, some)).toBe('partial');
  });

  it('drops a translated stop the activity no longer has', () => {
    const english = englishTexts({ ...tour, stops: tour.stops.slice(0, 1) });
    const values = translationFormValues(english, {
      stops: [{ title: 'Sé de Lisboa' }, { title: 'Santa Luzia' }],
    });
    expect(values.stops).toHaveLength(1);
    expect(values.stops[0]?.title).toBe('Sé de Lisboa');
  });
});
