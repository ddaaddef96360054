import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { ZCategoryKey } from './category-schema.ts';

describe('CATEGORIES', () => {
  it('lists the 18 categories of the spec, in its order', () => {
    expect(CATEGORIES.map((category) => category.name)).toEqual([
      'Tuk Tuk',
      'Museums',
      'History',
      'Architecture',
      'Sightseeing',
      'Culture & History',
      'Sunny weather',
      'Water sports',
      'Wine tasting',
      'Nature',
      'Bicycle',
      'Walking Tours',
      'Boat Tours',
      'Day trip',
      'Tickets',
      'Food Tours',
      'Free',
      'Live music',
    ]);
  });

  it('has unique, URL-safe keys', () => {
    const keys = CATEGORIES.map((category) => category.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('accepts only known keys', () => {
    expect(ZCategoryKey.safeParse('tuk-tuk').success).toBe(true);
    expect(ZCategoryKey.safeParse('Tuk Tuk').success).toBe(false);
  });
});
