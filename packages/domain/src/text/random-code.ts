const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random code of `length` letters and digits (catalogue.md §9), from the platform's secure random source.
 * Registration codes are 7 characters (operations.md §9).
 */
export function randomCode(length: number, alphabet: string = ALPHABET): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError('length must be a positive integer');
  }
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    const bytes = new Uint8Array(length * 2);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && code.length < length) {
        code += alphabet[byte % alphabet.length];
      }
    }
  }
  return code;
}

export const REGISTRATION_CODE_LENGTH = 7;
