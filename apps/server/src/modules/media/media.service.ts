import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import {
  checkUpload,
  type ImageVariantName,
  type UploadAccept,
} from '../../platform/storage/upload-checker.ts';
import { insertStoredFiles } from './media.repository.ts';

/** Files under this prefix are served to anyone at /media/…; everything else only through guarded routes. */
export const PUBLIC_PREFIX = 'public/';

export type StoredMedia = {
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

/**
 * Checks an upload from its bytes and stores it: an image as WebP variants under `{key}/{variant}.webp`,
 * a video as it is under `{key}`. Storage writes happen before the rows, so a crash leaves at worst an
 * unreferenced file, never a row pointing at nothing.
 */
export async function storeUpload(
  deps: { db: Executor; storage: FileStorage },
  bytes: Buffer,
  options: {
    accept: UploadAccept;
    purpose: string;
    ownerUserId: string | null;
    isPublic: boolean;
    maxBytes?: number;
  },
): Promise<StoredMedia> {
  const checked = await checkUpload(bytes, { accept: options.accept, maxBytes: options.maxBytes });
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
