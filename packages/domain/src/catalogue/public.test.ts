import { describe, expect, it } from 'vitest';
import { ZPublicActivityListQuery } from './public.ts';
import { activityPath, eventPath, ratingAverage, slugify } from './storefront.ts';

describe('ratingAverage', () => {
  it('rounds to 2 decimals and is null without evaluations', () => {
    expect(ratingAverage(197, 42)).toBe(4.69);
    expect(ratingAverage(301, 65)).toBe(4.63);
    expect(ratingAverage(10, 2)).toBe(5);
    expect(ratingAverage(0, 0)).toBeNull();
  });
});

describe('slugify and paths', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('Belém monuments by tuk-tuk')).toBe('belem-monuments-by-tuk-tuk');
    expect(slugify('  Óbidos & Nazaré!  ')).toBe('obidos-nazare');
    expect(activityPath({ id: 'a1', title: 'Sintra palaces' })).toBe('/details/a1/sintra-palaces');
    expect(eventPath({ id: 'e1', activityId: 'a1', title: 'Fado night' })).toBe(
      '/event/e1/details/a1/fado-night',
    );
  });
});

describe('ZPublicActivityListQuery', () => {
  it('defaults the page and drops empty filters', () => {
    expect(ZPublicActivityListQuery.parse({ search: ' ', category: '' })).toEqual({ page: 1, pageSize: 12 });
  });
  it('refuses unknown categories and oversized pages', () => {
    expect(ZPublicActivityListQuery.safeParse({ category: 'spa' }).success).toBe(false);
    expect(ZPublicActivityListQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
