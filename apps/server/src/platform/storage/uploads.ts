import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import type { FileStorage } from './file-storage.types.ts';
import { deleteStoredFiles, insertStoredFiles } from './stored-file.repository.ts';
import {
  type CheckedUpload,
  checkUpload,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantName,
  type UploadAccept,
} from './upload-checker.ts';

/** Files under this prefix are served to anyone at /media/…; everything else only through guarded routes. */
export const PUBLIC_PREFIX = 'public/';

export type StoredMedia = {
  /** Storage key of a video; for an image, the folder of its variants (`{key}/{variant}.webp`). */
  key: string;
  kind: 'image' | 'video';
  width: number | null;
  height: number | null;
};

/** The URL of a public image variant (or of a video, with no variant). */
export function mediaUrl(key: string, variant?: ImageVariantName): string {
  const path = key.startsWith(PUBLIC_PREFIX) ? key.slice(PUBLIC_PREFIX.length) : key;
  return variant ? `/media/${path}/${variant}.webp` : `/media/${path}`;
}

export type StoreOptions = {
  purpose: string;
  ownerUserId: string | null;
  isPublic: boolean;
};

/**
 * Stores an upload already checked from its bytes: an image as WebP variants under `{key}/{variant}.webp`,
 * a video as it is under `{key}`. Storage writes happen before the rows, so a crash leaves at worst an
 * unreferenced file, never a row pointing at nothing.
 */
export async function storeChecked(
  deps: { db: Executor; storage: FileStorage },
  checked: CheckedUpload,
  options: StoreOptions,
): Promise<StoredMedia> {
  const base = `${options.isPublic ? PUBLIC_PREFIX : 'private/'}${options.purpose}/${randomUUID()}`;
  const meta = { ownerUserId: options.ownerUserId, purpose: options.purpose };
  if (checked.kind === 'video') {
    const key = `${base}.${checked.extension}`;
    await deps.storage.put(key, checked.bytes, checked.contentType);
    await insertStoredFiles(deps.db, [
      { key, contentType: checked.contentType, byteSize: checked.bytes.length, ...meta },
    ]);
    return { key, kind: 'video', width: null, height: null };
  }
  for (const variant of checked.variants) {
    await deps.storage.put(`${base}/${variant.name}.webp`, variant.bytes, variant.contentType);
  }
  await insertStoredFiles(
    deps.db,
    checked.variants.map((v) => ({
      key: `${base}/${v.name}.webp`,
      contentType: v.contentType,
      byteSize: v.bytes.length,
      ...meta,
    })),
  );
  const largest = checked.variants.reduce((a, b) => (b.width > a.width ? b : a));
  return { key: base, kind: 'image', width: largest.width, height: largest.height };
}

/** Checks an upload from its bytes (throws `UploadRejected`) and stores it. */
export async function storeUpload(
  deps: { db: Executor; storage: FileStorage },
  bytes: Buffer,
  options: StoreOptions & { accept: UploadAccept; maxBytes?: number },
): Promise<StoredMedia> {
  const checked = await checkUpload(bytes, { accept: options.accept, maxBytes: options.maxBytes });
  return storeChecked(deps, checked, options);
}

/** Every storage key a stored upload occupies. */
export function storageKeysOf(media: StoredMedia): string[] {
  return media.kind === 'video'
    ? [media.key]
    : Object.keys(IMAGE_VARIANT_WIDTHS).map((variant) => `${media.key}/${variant}.webp`);
}

/**
 * Removes stored uploads again (a request that failed after storing them): the files and their rows.
 * Best effort: a file that cannot be removed is left for a cleanup, never a reason to fail twice.
 */
export async function discardUploads(
  deps: { db: Executor; storage: FileStorage },
  uploads: StoredMedia[],
): Promise<void> {
  const keys = uploads.flatMap(storageKeysOf);
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  await deleteStoredFiles(deps.db, keys);
}
