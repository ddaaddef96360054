import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.types.ts';
import { assertValidStorageKey } from './storage-key.ts';

export type S3FileStorageConfig = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://localhost:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** S3-compatible object storage (AWS S3, MinIO, R2...), path-style addressing. */
export function createS3FileStorage(config: S3FileStorageConfig): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Only send/verify the newer flexible checksums when an operation requires them: many
    // S3-compatible servers reject or ignore them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = config;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
        );
      } catch (error) {
        throw storageError('put', bucket, key, error);
      }
    },
    async get(key) {
      assertValidStorageKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!result.Body) {
          throw new Error('the answer has no body');
        }
        const bytes = Buffer.from(await result.Body.transformToByteArray());
        return { bytes, contentType: result.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) {
          return null;
        }
        throw storageError('get', bucket, key, error);
      }
    },
    async delete(key) {
      assertValidStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw storageError('delete', bucket, key, error);
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') {
    return true;
  }
  const metadata = '$metadata' in error ? error.$metadata : undefined;
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    'httpStatusCode' in metadata &&
    metadata.httpStatusCode === 404
  );
}

function storageError(operation: string, bucket: string, key: string, cause: unknown): Error {
  const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return new Error(`S3 storage: ${operation} ${bucket}/${key} failed: ${reason}`, { cause });
}
