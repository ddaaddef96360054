/** The 12 avatar background colours (operations.md §9), Mantine colour names. */
export const AVATAR_COLORS = [
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
] as const;
export type TAvatarColor = (typeof AVATAR_COLORS)[number];

/** The same name always gets the same colour: a simple string hash picks one of the 12. */
export function avatarColor(name: string): TAvatarColor {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] as TAvatarColor;
}

/** Up to two initials: "Ana Maria Silva" → "AS", "tejo" → "T". */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return '?';
  }
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
