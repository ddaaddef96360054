import { describe, expect, it } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { ApiError } from '../../shared/lib/api.ts';
import { refusalTitle } from './reviewRefusal.ts';

const [english, portuguese] = await Promise.all([
  testTexts('en', ['reviews']),
  testTexts('pt-PT', ['reviews']),
]);

describe('refusalTitle', () => {
  it("titles each refusal of a review link in the reader's language", () => {
    const notAttended = refusalTitle(new ApiError(403, 'reviewNotAttended', 'Only travellers…'));
    expect(notAttended).toBe('reviews.refusal.reviewNotAttended');
    expect(english.t(notAttended ?? 'reviews.form.heading')).toBe(
      'Only travellers who were there can review',
    );
    expect(portuguese.t(notAttended ?? 'reviews.form.heading')).toBe('Só quem participou pode avaliar');
    for (const code of [
      'reviewLinkInvalid',
      'reviewLinkExpired',
      'reviewAlreadyWritten',
      'reviewEditClosed',
    ] as const) {
      expect(refusalTitle(new ApiError(400, code, ''))).toBe(`reviews.refusal.${code}`);
    }
  });

  it('leaves any other failure to the retrying error state', () => {
    expect(refusalTitle(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBeNull();
    expect(refusalTitle(new ApiError(500, 'INTERNAL', 'boom'))).toBeNull();
    expect(refusalTitle(new Error('boom'))).toBeNull();
  });
});
