import { z } from 'zod';

/**
 * Limits of the texts a client sends (issue 15): every input text and list has a maximum, so nobody stores a
 * 900 KB company name. The server refuses a NUL character in any text centrally (parseInput), whatever the schema.
 */
/** A line: a name, an address line, a phone number, a tax ID. */
export const LINE_MAX = 200;
/** A web address (a ticket link, a stop's image or directions). */
export const URL_MAX = 2048;
/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;
/** An e-mailed link's token or signature. */
export const TOKEN_MAX = 512;

export const textTooLong = (max: number) => `Use at most ${max} characters.`;
export const listTooLong = (max: number) => `At most ${max} can be added.`;

/** Trimmed text of at most `max` characters. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: textTooLong(max) });

/** A required line: trimmed, not empty (the field's own message), at most `max` characters. */
export const requiredLine = (message: string, max = LINE_MAX) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: textTooLong(max) });

/** An address shown to someone who may not own it: its first letter and its domain (`a•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}•••${email.slice(at)}` : '•••';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text holds a character that cannot be stored: NUL (no PostgreSQL text takes it) or half of a
 * surrogate pair (not Unicode: `jsonb` refuses it, other encoders replace it).
 */
export const hasForbiddenCharacter = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);
