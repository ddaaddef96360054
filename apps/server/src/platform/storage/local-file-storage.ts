import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { FileStorage } from './file-storage.types.ts';
import { assertValidStorageKey, contentTypeFromKey } from './storage-key.ts';

export type LocalFileStorageConfig = {
  /** Directory holding the files; default `var/uploads` (relative to the working directory). */
  root?: string;
};

export const defaultLocalStorageRoot = 'var/uploads';

/**
 * Files on local disk: the bytes at `{root}/{key}`, the content type in a sidecar `{root}/.meta/{key}.json`.
 * Keys never have a segment starting with a dot, so no key can reach the `.meta` tree.
 */
export function createLocalFileStorage(config: LocalFileStorageConfig = {}): FileStorage {
  const root = resolve(config.root ?? defaultLocalStorageRoot);
  const pathsOf = (key: string) => {
    assertValidStorageKey(key);
    return { file: join(root, key), meta: join(root, '.meta', `${key}.json`) };
  };

  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const { file, meta } = pathsOf(key);
      try {
        await writeAtomically(meta, JSON.stringify({ contentType }));
        await writeAtomically(file, bytes);
      } catch (error) {
        throw new Error(`Local storage: could not write ${key}`, { cause: error });
      }
    },
    async get(key) {
      const { file, meta } = pathsOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if (isMissing(error)) {
          return null;
        }
        throw new Error(`Local storage: could not read ${key}`, { cause: error });
      }
      return { bytes, contentType: await readContentType(meta, key) };
    },
    async delete(key) {
      const { file, meta } = pathsOf(key);
      try {
        await rm(file, { force: true });
        await rm(meta, { force: true });
      } catch (error) {
        throw new Error(`Local storage: could not delete ${key}`, { cause: error });
      }
    },
  };
}

/** Write to a temporary file beside the target, then rename: a reader never sees half a file. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readContentType(metaPath: string, key: string): Promise<string> {
  try {
    const parsed: unknown = JSON.parse(await readFile(metaPath, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'contentType' in parsed &&
      typeof parsed.contentType === 'string'
    ) {
      return parsed.contentType;
    }
  } catch {
    // No or unreadable sidecar (e.g. a file copied in by hand): fall back to the extension.
  }
  return contentTypeFromKey(key);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
