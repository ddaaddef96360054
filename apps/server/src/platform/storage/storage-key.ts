/** A storage key was refused (bad characters, `..`, empty segment...). A programming error, not user input. */
export class InvalidStorageKey extends Error {
  readonly key: string;

  constructor(key: string, why: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${why}`);
    this.name = 'InvalidStorageKey';
    this.key = key;
  }
}

const maxKeyLength = 512;
const allowedCharacters = /^[a-z0-9/._-]+$/;

/**
 * Keys are relative paths of lower-case letters, digits and `/._-`. No segment may be empty or start
 * with a dot: this refuses `.`, `..`, hidden files and leading or doubled slashes.
 */
export function assertValidStorageKey(key: string): void {
  if (key.length === 0 || key.length > maxKeyLength) {
    throw new InvalidStorageKey(key, `length must be 1 to ${maxKeyLength}`);
  }
  if (!allowedCharacters.test(key)) {
    throw new InvalidStorageKey(key, 'only a-z, 0-9, "/", ".", "_" and "-" are allowed');
  }
  for (const segment of key.split('/')) {
    if (segment.length === 0) {
      throw new InvalidStorageKey(key, 'empty path segment (leading, trailing or double slash)');
    }
    if (segment.startsWith('.')) {
      throw new InvalidStorageKey(key, 'a path segment may not start with "." (no "..", no hidden files)');
    }
  }
}

const contentTypesByExtension: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  pdf: 'application/pdf',
};

/** Content type guessed from a key's extension, for objects stored without one. */
export function contentTypeFromKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return contentTypesByExtension[extension] ?? 'application/octet-stream';
}
