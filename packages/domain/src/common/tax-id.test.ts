import { describe, expect, it } from 'vitest';
import { isValidNif, normalizeTaxId, taxIdProblem } from './tax-id.ts';

describe('isValidNif', () => {
  it('takes nine digits whose last is the mod-11 check digit', () => {
    // 123456789: 1·9+2·8+3·7+4·6+5·5+6·4+7·3+8·2 = 156, 156 mod 11 = 2, 11 − 2 = 9.
    expect(isValidNif('123456789')).toBe(true);
    // A remainder of 0 or 1 gives 0 (500000000: 45 mod 11 = 1).
    expect(isValidNif('500000000')).toBe(true);
    // Real-shaped company and public-body NIFs.
    expect(isValidNif('501442600')).toBe(true);
    expect(isValidNif('600084779')).toBe(true);
  });

  it('refuses a wrong check digit, another length, and anything but digits', () => {
    expect(isValidNif('123456780')).toBe(false);
    expect(isValidNif('123456788')).toBe(false);
    expect(isValidNif('501442601')).toBe(false);
    expect(isValidNif('12345678')).toBe(false);
    expect(isValidNif('1234567890')).toBe(false);
    expect(isValidNif('12345678A')).toBe(false);
    expect(isValidNif('')).toBe(false);
  });
});

describe('taxIdProblem', () => {
  it("takes a NIF, PT and a valid NIF, and EU VAT numbers of their country's format", () => {
    for (const valid of [
      '123456789',
      'PT123456789',
      'ESB12345678',
      'ESX1234567L',
      'DE123456789',
      'FR12345678901',
      'FRXX123456789',
      'NL123456789B01',
      'ATU12345678',
      'BE0123456789',
      'IE1234567T',
      'IE1234567WA',
      'IT12345678901',
      'EL123456789',
      'SE123456789001',
    ]) {
      expect(taxIdProblem(valid), valid).toBeNull();
    }
  });

  it('names a wrong check digit apart from a wrong format', () => {
    expect(taxIdProblem('123456780')).toBe('checkDigit');
    expect(taxIdProblem('PT123456780')).toBe('checkDigit');
    for (const wrong of [
      '12345678',
      'PT12345678',
      'PT1234567890',
      'DE12345678',
      'NL123456789',
      'ATU1234567',
      'FRIO123456789',
      'SE123456789012',
      'GR123456789',
      'US123456789',
      'XX123',
      'VAT',
    ]) {
      expect(taxIdProblem(wrong), wrong).toBe('format');
    }
  });
});

describe('normalizeTaxId', () => {
  it('drops spaces, dots and hyphens and writes capitals', () => {
    expect(normalizeTaxId(' pt 123.456-789 ')).toBe('PT123456789');
    expect(normalizeTaxId('nl 1234 56789 b01')).toBe('NL123456789B01');
  });
});
