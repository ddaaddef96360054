export type TTextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Splits plain text into text and http(s) links, so links in e-mails can be clicked. */
export function linkify(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) {
      parts.push({ kind: 'text', text: text.slice(last, start) });
    }
    // A sentence's final full stop or comma is not part of the link.
    const href = match[0].replace(/[.,;:!?]+$/, '');
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) {
    parts.push({ kind: 'text', text: text.slice(last) });
  }
  return parts;
}
