// No zod here: the web's pseudo-locale module (loaded only in pseudo mode) and the page renderer read this file.

/**
 * The browser tests' pseudo-locale (issue 36): English with every letter swapped for an accented look-alike and a
 * marker around each text, as Lingui's pseudolocalization writes it ("[Ŝçåñ ţîçķéţš]"), so that a test can tell
 * a text that went through the translations from one written into the code. Never shown to real users: the
 * server offers it only when started with ROTEIRO_PSEUDO_LOCALE=1 (apps/server/src/config.ts).
 */
export const PSEUDO_LOCALE = 'pseudo';

/** What a pseudo-localized text starts and ends with (no ASCII letters: a test sees it as translated). */
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';

const LOWER = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž';
const UPPER = 'ÅƁÇĐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ';

const A = 'a'.charCodeAt(0);
const UPPER_A = 'A'.charCodeAt(0);

/** One ASCII letter's look-alike; any other character as it is. */
function accent(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= A && code < A + 26) {
    return LOWER[code - A] ?? char;
  }
  if (code >= UPPER_A && code < UPPER_A + 26) {
    return UPPER[code - UPPER_A] ?? char;
  }
  return char;
}

/**
 * What stays as written inside a text: a Lingui tag (`<0>`, `</0>`, `<1/>`), an ICU placeholder (`{name}`) and an
 * HTML entity (`&amp;`); like Lingui's pseudolocalization, which leaves tags and variables untouched.
 */
const KEPT = /(<\/?\w+\s*\/?>|\{\s*[\w$#]+\s*\}|&#?\w+;)/;

/** The letters of a text accented, its tags, placeholders and entities kept; no marker (a part of a text). */
export function pseudoLetters(text: string): string {
  return text
    .split(KEPT)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, accent)))
    .join('');
}

/** A whole text pseudo-localized: its letters accented, with the marker around it (nothing to mark: as it is). */
export function pseudoLocalize(text: string): string {
  return /[A-Za-z]/.test(text) ? `${PSEUDO_OPEN}${pseudoLetters(text)}${PSEUDO_CLOSE}` : text;
}

/** Whether a text holds a run of `minLetters` ASCII letters, i.e. a word that was not pseudo-localized. */
export function hasPlainWord(text: string, minLetters = 3): boolean {
  return new RegExp(`[A-Za-z]{${minLetters},}`).test(text);
}
