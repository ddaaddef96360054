import { describe, expect, it } from 'vitest';
import { hasPlainWord, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLetters, pseudoLocalize } from './pseudo.ts';

describe('the pseudo-locale', () => {
  it('accents every ASCII letter and marks the text', () => {
    expect(pseudoLocalize('Scan tickets')).toBe(`${PSEUDO_OPEN}Šçåñ ţîçķéţš${PSEUDO_CLOSE}`);
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const accented = pseudoLetters(alphabet);
    expect(accented).toHaveLength(alphabet.length);
    expect(accented).not.toMatch(/[A-Za-z]/);
    expect(new Set(accented).size).toBe(alphabet.length);
  });

  it('keeps tags, placeholders, entities, digits and punctuation as written', () => {
    expect(pseudoLetters('Read <0>the rules</0> before {name} books 2 places, <1/> &amp; go!')).toBe(
      'Ŕéåđ <0>ţĥé ŕûļéš</0> ƀéƒöŕé {name} ƀööķš 2 þļåçéš, <1/> &amp; ĝö!',
    );
    expect(pseudoLetters('{count#} left · 12:30')).toBe('{count#} ļéƒţ · 12:30');
  });

  it('leaves a text without letters as it is', () => {
    expect(pseudoLocalize('12:30 · €40')).toBe('12:30 · €40');
    expect(pseudoLocalize('')).toBe('');
  });

  it('leaves no word a test would take for English', () => {
    expect(hasPlainWord('Book now')).toBe(true);
    expect(hasPlainWord(pseudoLocalize('Book now, then scan your QR tickets'))).toBe(false);
    expect(hasPlainWord('QR 12:30')).toBe(false);
  });
});
