import { newActivityDefaults } from '@roteiro/domain/catalogue/activity-form';
import { translationState, ZActivityTranslationTexts } from '@roteiro/domain/catalogue/translation';
import { describe, expect, it } from 'vitest';
import {
  englishTexts,
  resizedTranslationValues,
  translationFormValues,
  writtenTranslationTexts,
} from './activityTranslationForm.ts';

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

  it("while creating, follows the wizard's stops and highlights by position, keeping what is written", () => {
    // A new activity: nothing stored, the English texts still being written.
    const start = translationFormValues(englishTexts(newActivityDefaults()), {});
    // Its first stop, not written yet.
    expect(start.stops).toEqual([{ title: '', description: '', attractions: '' }]);
    const withStops = resizedTranslationValues(
      { ...start, title: 'Visita guiada a Alfama' },
      englishTexts({ ...tour, isPass: true }),
    );
    expect(withStops.title).toBe('Visita guiada a Alfama');
    expect(withStops.highlights).toEqual(['']);
    expect(withStops.stops).toHaveLength(2);
    const written = {
      ...withStops,
      stops: [withStops.stops[0], { ...withStops.stops[1], title: 'Santa Luzia' }],
    };
    // A stop removed in the wizard takes its Portuguese texts with it; the others stay where they are.
    const fewer = resizedTranslationValues(
      written as typeof withStops,
      englishTexts({ ...tour, stops: tour.stops.slice(0, 1) }),
    );
    expect(fewer.stops).toEqual([{ title: '', description: '', attractions: '' }]);
    expect(fewer.highlights).toEqual([]);
    expect(fewer.title).toBe('Visita guiada a Alfama');
  });

  it('counts as unsaved what is written, not the empty fields that come and go with the English texts', () => {
    const start = translationFormValues(englishTexts(newActivityDefaults()), {});
    const grown = resizedTranslationValues(start, englishTexts({ ...tour, isPass: true }));
    expect(JSON.stringify(writtenTranslationTexts(grown))).toBe(
      JSON.stringify(writtenTranslationTexts(start)),
    );
    const typed = {
      ...grown,
      stops: [{ title: 'Sé de Lisboa', description: '', attractions: '' }, ...grown.stops.slice(1)],
    };
    expect(writtenTranslationTexts(typed).stops).toEqual([['0.title', 'Sé de Lisboa']]);
    // Positions matter: the second highlight written is not the first.
    expect(writtenTranslationTexts({ ...grown, highlights: ['', 'Destaque'] }).highlights).toEqual([
      ['1', 'Destaque'],
    ]);
  });
});
