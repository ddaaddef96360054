import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage, type S3FileStorageConfig } from './s3-file-storage.ts';

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

export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.s3) {
    return createS3FileStorage(config.s3);
  }
  return createLocalFileStorage({ root: config.localRoot });
}
