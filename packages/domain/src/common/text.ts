import { z } from 'zod';
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';

/**
 * Limits of the texts a client sends: every input text and list has a maximum, so nobody stores a
 * 900 KB company name. The server refuses a control or bidirectional-override character in any text centrally
 * (parseInput, with `hasForbiddenCharacter`), whatever the schema; a line also refuses tabs and line breaks.
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

/** Tabs and line breaks (U+2028 and U+2029 too): a line holds none (multi-line texts may). */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
export const isSingleLine = (text: string): boolean => !LINE_BREAK_OR_TAB.test(text);

/**
 * A required line: trimmed, not empty (the field's own message), at most `max` characters, no tab or line break
 * inside.
 */
export const requiredLine = (message: string, max = LINE_MAX) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: textTooLong(max) })
    .refine(isSingleLine, { message: textRef(messages, 'textHasForbiddenCharacter') });

/** An address shown to someone who may not own it: its first letter and its domain (`a•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}•••${email.slice(at)}` : '•••';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * C0 controls but tab, line feed and carriage return; DEL and the C1 controls; the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a text display as another ("\u202Egnp.exe").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Whether a text holds a character no stored text may hold: a control character (NUL cannot be stored at all;
 * tab and line breaks are allowed, a line's schema refuses them), a bidirectional override, or half of a
 * surrogate pair (not Unicode: `jsonb` refuses it, other encoders replace it).
 */
export const hasForbiddenCharacter = (text: string): boolean =>
  CONTROL_OR_BIDI.test(text) || LONE_SURROGATE.test(text);
