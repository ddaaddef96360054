import { describe, expect, it } from 'vitest';
import { REGISTRATION_CODE_LENGTH, randomCode } from './random-code.ts';

describe('randomCode', () => {
  it('has the asked length and only letters and digits', () => {
    for (let i = 0; i < 200; i++) {
      expect(randomCode(REGISTRATION_CODE_LENGTH)).toMatch(/^[A-Za-z0-9]{7}$/);
    }
  });
  it('varies', () => {
    const codes = new Set(Array.from({ length: 500 }, () => randomCode(7)));
    expect(codes.size).toBe(500);
  });
  it('refuses a non-positive length', () => {
    expect(() => randomCode(0)).toThrow(RangeError);
  });
});
