import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Server, startFakeS3Server } from '../../../test/fakes/fake-s3-server.ts';
import type { FileStorage } from './file-storage.types.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { createFileStorage } from './storage.ts';
import { InvalidStorageKey } from './storage-key.ts';

let s3: FakeS3Server;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startFakeS3Server();
  storage = await createFileStorage({
    s3: {
      endpoint: s3.url,
      region: 'eu-west-1',
      bucket: 'roteiro-uploads',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'test-secret',
    },
  });
});

afterAll(async () => {
  await s3.close();
});

describe('S3 file storage', () => {
  it('is chosen when S3 is configured and puts a signed, path-style object', async () => {
    expect(storage.kind).toBe('s3');
    const bytes = Buffer.from('webp-bytes');

    await storage.put('activities/act-1/cover-card.webp', bytes, 'image/webp');

    const put = s3.requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ bucket: 'roteiro-uploads', key: 'activities/act-1/cover-card.webp' });
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\//);
    expect(s3.objects.get('roteiro-uploads/activities/act-1/cover-card.webp')).toEqual({
      bytes,
      contentType: 'image/webp',
    });
  });

  it('gets the object back with its content type, and null when missing', async () => {
    await storage.put('videos/tour.mp4', Buffer.from('mp4-bytes'), 'video/mp4');
    expect(await storage.get('videos/tour.mp4')).toEqual({
      bytes: Buffer.from('mp4-bytes'),
      contentType: 'video/mp4',
    });
    expect(await storage.get('videos/missing.mp4')).toBeNull();
  });

  it('deletes the object', async () => {
    await storage.put('docs/licence.webp', Buffer.from('doc'), 'image/webp');
    await storage.delete('docs/licence.webp');
    expect(s3.objects.has('roteiro-uploads/docs/licence.webp')).toBe(false);
    expect(await storage.get('docs/licence.webp')).toBeNull();
  });

  it('refuses a traversal key before any request', async () => {
    const before = s3.requests.length;
    await expect(storage.put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKey,
    );
    expect(s3.requests.length).toBe(before);
  });

  it('throws a clear error when the server fails', async () => {
    const broken = createS3FileStorage({
      endpoint: 'http://127.0.0.1:1',
      region: 'eu-west-1',
      bucket: 'roteiro-uploads',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'test-secret',
    });
    await expect(broken.put('a.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'S3 storage: put roteiro-uploads/a.txt failed',
    );
  });
});
