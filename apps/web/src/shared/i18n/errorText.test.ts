import { hasPlainWord, pseudoLocalize } from '@roteiro/domain/i18n/pseudo';
import { refOf, textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { payoutTexts } from '@roteiro/domain/money/payouts';
import { describe, expect, it } from 'vitest';
import { resultText } from '../../features/payouts/payoutTexts.ts';
import { ApiError } from '../lib/api.ts';
import { errorText, fieldText } from './errorText.ts';
import { textsOf } from './useT.tsx';

/**
 * The domain's texts that errors are worded from (errorText, fieldText, a payout's result), in the browser tests'
 * pseudo-locale: pseudo-localized as `say` and `tx` write them, so an English one left unworded shows there.
 */
const pseudoTexts = textsOf('en', (id) => pseudoLocalize(id), pseudoLocalize);
const englishTexts = textsOf('en', (id) => id);

const refused = new ApiError(404, 'NOT_FOUND', messages.notFound, {
  text: refOf(messages, 'notFound'),
  fields: { email: textRef(messages, 'notFound'), name: 'Tejo Tours' },
});

describe('errors in the pseudo-locale', () => {
  it("words a server answer's domain text pseudo-localized, and English in a real page", () => {
    const worded = errorText(refused, pseudoTexts);
    expect(worded).toBe(pseudoLocalize(messages.notFound));
    expect(hasPlainWord(worded)).toBe(false);
    expect(errorText(refused, englishTexts)).toBe(messages.notFound);
    // The server's own message (it names no domain text) stays as it came, so the test still sees it.
    expect(errorText(new ApiError(500, 'INTERNAL', 'Something broke'), pseudoTexts)).toBe('Something broke');
  });

  it("words a field's domain text pseudo-localized, any other string as it is", () => {
    const worded = fieldText(refused, 'email', pseudoTexts);
    expect(worded).toBe(pseudoLocalize(messages.notFound));
    expect(hasPlainWord(worded ?? '')).toBe(false);
    expect(fieldText(refused, 'name', pseudoTexts)).toBe('Tejo Tours');
    expect(fieldText(refused, 'email', englishTexts)).toBe(messages.notFound);
    expect(fieldText(refused, 'email', 'en')).toBe(messages.notFound);
    expect(fieldText(refused, 'missing', pseudoTexts)).toBeUndefined();
  });

  it("words a payout result's reference pseudo-localized, a message without one as it came", () => {
    const already = refOf(payoutTexts, 'alreadyTransferred');
    const worded = resultText(payoutTexts.alreadyTransferred, already, pseudoTexts);
    expect(worded).toBe(pseudoLocalize(payoutTexts.alreadyTransferred));
    expect(hasPlainWord(worded)).toBe(false);
    expect(resultText(payoutTexts.alreadyTransferred, already, englishTexts)).toBe(
      payoutTexts.alreadyTransferred,
    );
    expect(resultText('The provider said no.', null, pseudoTexts)).toBe('The provider said no.');
  });
});
