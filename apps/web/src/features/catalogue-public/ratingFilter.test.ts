import { describe, expect, it } from 'vitest';
import { ratingFilterFrom } from './catalogueQueries.ts';

describe('ratingFilterFrom', () => {
  it("reads Discover's sort by rating and minimum rating from its URL", () => {
    expect(ratingFilterFrom(new URLSearchParams('sort=rating&minRating=4'))).toEqual({
      sort: 'rating',
      minRating: 4,
    });
  });

  it('leaves out anything the API would refuse', () => {
    for (const query of ['sort=price&minRating=0', 'minRating=6', 'minRating=4.5', 'minRating=four', '']) {
      expect(ratingFilterFrom(new URLSearchParams(query)), query).toEqual({
        sort: undefined,
        minRating: undefined,
      });
    }
  });
});
