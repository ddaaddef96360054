/**
 * Tax identifiers a company gives: a Portuguese NIF, or an EU VAT number (country prefix and that
 * country's pattern, as the EU's VIES lists them; a Portuguese one is `PT` and a valid NIF). No zod here: the
 * rules are plain functions for the schemas and their tests.
 */

/**
 * Whether nine digits are a NIF with a valid check digit (mod 11: the first eight weighted 9 to 2; a remainder
 * of 0 or 1 gives 0, any other r gives 11 − r).
 */
export function isValidNif(text: string): boolean {
  if (!/^\d{9}$/.test(text)) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    sum += Number(text[i]) * (9 - i);
  }
  const remainder = sum % 11;
  return Number(text[8]) === (remainder < 2 ? 0 : 11 - remainder);
}

/** Each EU member state's VAT number after its prefix (Greece's prefix is EL; XI is Northern Ireland). */
export const EU_VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** A tax ID as typed without its spaces, dots and hyphens, in capitals (`pt 123.456.789` → `PT123456789`). */
export const normalizeTaxId = (text: string): string => text.replace(/[\s.-]/g, '').toUpperCase();

export type TTaxIdProblem = 'format' | 'checkDigit';

/**
 * What is wrong with a normalised tax ID, or null: a NIF (nine digits) or `PT` + NIF with a wrong check digit
 * is `checkDigit`; anything that is neither a NIF nor an EU VAT number of its country's pattern is `format`.
 */
export function taxIdProblem(normalized: string): TTaxIdProblem | null {
  if (/^\d{9}$/.test(normalized)) {
    return isValidNif(normalized) ? null : 'checkDigit';
  }
  const pattern = EU_VAT_PATTERNS[normalized.slice(0, 2)];
  const rest = normalized.slice(2);
  if (!pattern?.test(rest)) {
    return 'format';
  }
  return normalized.startsWith('PT') && !isValidNif(rest) ? 'checkDigit' : null;
}
