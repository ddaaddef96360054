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
