import { createLocalFileStorage } from './local-file-storage.ts';
import type { S3FileStorageConfig } from './s3-file-storage.ts';

/**
 * Uploaded files (activity images and videos, employee documents, profile photos). Keys are validated
 * (see `assertValidStorageKey`): an invalid key throws `InvalidStorageKey`. `get` answers null when absent.
 */
export type FileStorage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  kind: 'local' | 's3';
};

export type FileStorageConfig = {
  /** S3-compatible storage, when configured (all five values). */
  s3?: S3FileStorageConfig;
  /** Local directory when no S3 is configured; default `var/uploads`. */
  localRoot?: string;
};

/** Async so the S3 SDK is only loaded when S3 is configured (keeps start-up fast). */
export async function createFileStorage(config: FileStorageConfig): Promise<FileStorage> {
  if (config.s3) {
    const { createS3FileStorage } = await import('./s3-file-storage.ts');
    return createS3FileStorage(config.s3);
  }
  return createLocalFileStorage({ root: config.localRoot });
}
