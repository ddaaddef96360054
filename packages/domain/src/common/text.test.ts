import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, isSingleLine } from './text.ts';

describe('hasForbiddenCharacter', () => {
  it('finds C0 controls, DEL, C1 controls and bidirectional overrides and isolates', () => {
    const forbidden = [
      ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
      ...Array.from({ length: 33 }, (_, i) => 0x7f + i),
      0x202a,
      0x202b,
      0x202c,
      0x202d,
      0x202e,
      0x2066,
      0x2067,
      0x2068,
      0x2069,
    ];
    for (const code of forbidden) {
      expect(hasForbiddenCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    expect(hasForbiddenCharacter('\uD800')).toBe(true);
  });

  it('lets through tabs, line breaks and the texts of any language', () => {
    for (const text of [
      'Line 1\nLine 2\r\n\tindented',
      'Açores, São Miguel · 1º',
      'שלום مرحبا 東京 🇵🇹',
      '\u200E\u200F',
    ]) {
      expect(hasForbiddenCharacter(text), text).toBe(false);
    }
  });
});

describe('isSingleLine', () => {
  it('refuses tabs and line breaks', () => {
    expect(isSingleLine('Rua Augusta 1')).toBe(true);
    for (const text of ['a\tb', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b']) {
      expect(isSingleLine(text)).toBe(false);
    }
  });
});
