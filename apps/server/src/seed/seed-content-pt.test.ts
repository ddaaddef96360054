import { ZActivityTranslationTexts } from '@roteiro/domain/catalogue/translation';
import { describe, expect, it } from 'vitest';
import { demoActivityTextsPt } from './seed-content-pt.ts';
import { demoActivities } from './seed-data.ts';

describe('the demo activities in Portuguese', () => {
  it('translates every demo activity but the day pass, by its English title, within the English limits', () => {
    expect(Object.keys(demoActivityTextsPt).sort()).toEqual(
      demoActivities
        .map((a) => a.title)
        .filter((title) => title !== 'Lisbon river and tram day pass')
        .sort(),
    );
    for (const [title, texts] of Object.entries(demoActivityTextsPt)) {
      const parsed = ZActivityTranslationTexts.safeParse(texts);
      expect(parsed.success, `${title}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has as many stops and highlights as the English, where it translates them', () => {
    for (const activity of demoActivities) {
      const texts = demoActivityTextsPt[activity.title];
      if (texts?.stops) {
        expect(texts.stops).toHaveLength(activity.stops.length);
      }
      if (texts?.highlights) {
        expect(texts.highlights).toHaveLength(activity.highlights.length);
      }
    }
  });
});
