import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.types.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createFileStorage } from './storage.ts';
import { InvalidStorageKey } from './storage-key.ts';

let root: string;
let storage: FileStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'roteiro-storage-'));
  storage = await createFileStorage({ localRoot: root });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('is the default and round-trips bytes and content type', async () => {
    expect(storage.kind).toBe('local');
    const bytes = Buffer.from([0, 1, 2, 3, 250, 251]);

    await storage.put('activities/act-1/cover-card.webp', bytes, 'image/webp');

    expect(await readFile(join(root, 'activities/act-1/cover-card.webp'))).toEqual(bytes);
    expect(await storage.get('activities/act-1/cover-card.webp')).toEqual({
      bytes,
      contentType: 'image/webp',
    });
  });

  it('overwrites an existing key', async () => {
    await storage.put('docs/a.bin', Buffer.from('first'), 'application/octet-stream');
    await storage.put('docs/a.bin', Buffer.from('second'), 'text/plain');
    expect(await storage.get('docs/a.bin')).toEqual({
      bytes: Buffer.from('second'),
      contentType: 'text/plain',
    });
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();

    await storage.put('to-delete/file.mp4', Buffer.from('video'), 'video/mp4');
    await storage.delete('to-delete/file.mp4');
    expect(await storage.get('to-delete/file.mp4')).toBeNull();
    await expect(storage.delete('to-delete/file.mp4')).resolves.toBeUndefined();
  });

  it('derives the content type from the extension when there is no sidecar', async () => {
    const local = createLocalFileStorage({ root });
    await writeFile(join(root, 'copied-by-hand.png'), Buffer.from('png'));
    expect((await local.get('copied-by-hand.png'))?.contentType).toBe('image/png');
  });

  it.each([
    '../outside.txt',
    'a/../../outside.txt',
    '/etc/passwd',
    'a//b',
    'a/',
    '.meta/a.json',
    'a/.hidden',
    'Upper.png',
    'space name.png',
    'a\\b',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
  });
});
