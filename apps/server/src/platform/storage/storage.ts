import type { FileStorage } from './file-storage.types.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import type { S3FileStorageConfig } from './s3-file-storage.ts';

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
