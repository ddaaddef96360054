import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLetters, pseudoLocalize } from '@roteiro/domain/i18n/pseudo';
import type { TCompiledMessages } from './catalogues.ts';

/**
 * The browser tests' pseudo-locale (issue 36) over compiled catalogues: loaded only by a page served in it (i18n.ts
 * imports it on demand; the page renderer at once), so no real visitor's page carries it.
 */

type TCompiled = TCompiledMessages[string];

/** A compiled message's parts: texts (with Lingui's tags) accented; placeholders kept, a choice's cases walked. */
function pseudoParts(parts: readonly unknown[]): unknown[] {
  return parts.map((part) => {
    if (typeof part === 'string') {
      return pseudoLetters(part);
    }
    if (!Array.isArray(part)) {
      return part;
    }
    const [name, type, cases] = part as [unknown, unknown, unknown];
    if (
      (type === 'select' || type === 'plural' || type === 'selectordinal') &&
      cases &&
      typeof cases === 'object'
    ) {
      return [
        name,
        type,
        Object.fromEntries(
          Object.entries(cases as Record<string, unknown>).map(([key, value]) => [
            key,
            Array.isArray(value)
              ? pseudoParts(value)
              : typeof value === 'string'
                ? pseudoLetters(value)
                : value,
          ]),
        ),
      ];
    }
    return part;
  });
}

/** Whether a compiled message holds words of its own (not only a placeholder such as a name). */
function hasWords(parts: readonly unknown[]): boolean {
  return parts.some((part) =>
    typeof part === 'string'
      ? /[A-Za-z]/.test(part.replace(/<\/?\w+\s*\/?>/g, ''))
      : Array.isArray(part) &&
        typeof part[2] === 'object' &&
        part[2] !== null &&
        Object.values(part[2] as Record<string, unknown>).some(
          (value) =>
            (Array.isArray(value) && hasWords(value)) || (typeof value === 'string' && hasWords([value])),
        ),
  );
}

/** One compiled message pseudo-localized, with the marker around it when it has words of its own. */
export function pseudoMessage(message: TCompiled): TCompiled {
  if (typeof message === 'string') {
    return pseudoLocalize(message) as TCompiled;
  }
  if (!Array.isArray(message)) {
    return message;
  }
  const parts = pseudoParts(message);
  return (hasWords(message) ? [PSEUDO_OPEN, ...parts, PSEUDO_CLOSE] : parts) as TCompiled;
}

/** A catalogue's messages pseudo-localized (ids unchanged). */
export function pseudoMessages(messages: TCompiledMessages): TCompiledMessages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));
}

export { pseudoLocalize };
