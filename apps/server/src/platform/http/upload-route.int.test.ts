import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import multipart from '@fastify/multipart';
import { endpoint } from '@roteiro/domain/api/endpoint';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartPayload } from '../../../test/multipart.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import type { FileStorage } from '../storage/file-storage.types.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../storage/upload-checker.ts';
import { AppError } from './app-error.ts';
import { installErrorHandler } from './error-handler.ts';
import { trackRouteAccess } from './routing.ts';
import { defineUploadRoute } from './upload-route.ts';

const t = await createTestApp();
const pngImage = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#1d4e89' } })
    .png()
    .toBuffer();
/** The test app's storage, remembering every key written. */
const written: string[] = [];
const storage: FileStorage = {
  ...t.adapters.storage,
  put: async (key, bytes, contentType) => {
    written.push(key);
    await t.adapters.storage.put(key, bytes, contentType);
  },
};

const ZPictureFields = z.object({ title: z.string().trim().min(3, { message: 'Give it a title.' }) });
const ZPictureKeys = z.object({ keys: z.array(z.string()) });
const picturesEndpoint = endpoint<{
  upload: true;
  body: typeof ZPictureFields;
  response: typeof ZPictureKeys;
}>()('POST', '/api/pictures');

/** A small app with one upload route whose handler stores both files, then does what `then` says. */
async function uploadApp(then: 'succeed' | 'fail') {
  const app = Fastify();
  trackRouteAccess(app);
  installErrorHandler(app);
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('checkResponses', true);
  await app.register(multipart);
  const file = {
    accept: 'image' as const,
    required: 'Choose a picture.',
    wrongType: 'Only pictures.',
    purpose: 'upload-test',
    isPublic: false,
  };
  defineUploadRoute(app, { db: t.db, storage }, picturesEndpoint, {
    access: 'public',
    summary: 'two pictures',
    fields: ZPictureFields,
    files: { front: file, back: file },
    status: 201,
    response: ZPictureKeys,
    handler: async ({ store }) => {
      const front = await store('front');
      const back = await store('back');
      if (then === 'fail') {
        // Like an insert that loses to a unique key after the files were stored.
        throw new AppError('CONFLICT', 'Already there.');
      }
      return { keys: [front.key, back.key] };
    },
  });
  await app.ready();
  return app;
}

function form(parts: { title?: string; front?: Buffer; back?: Buffer }) {
  const body = new FormData();
  if (parts.title !== undefined) {
    body.append('title', parts.title);
  }
  if (parts.front) {
    body.append('front', new Blob([new Uint8Array(parts.front)]), 'front.png');
  }
  if (parts.back) {
    body.append('back', new Blob([new Uint8Array(parts.back)]), 'back.png');
  }
  return body;
}

async function send(app: Awaited<ReturnType<typeof uploadApp>>, body: FormData) {
  const request = new Request('http://local/api/pictures', { method: 'POST', body });
  return app.inject({
    method: 'POST',
    url: '/api/pictures',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const storedKeys = async () =>
  (await t.db.selectFrom('stored_file').select('key').where('purpose', '=', 'upload-test').execute()).map(
    (row) => row.key,
  );

describe('upload routes', () => {
  it('stores the checked files and answers the handler result', async () => {
    const app = await uploadApp('succeed');
    const res = await send(app, form({ title: 'Passport', front: await pngImage(), back: await pngImage() }));
    expect(res.statusCode).toBe(201);
    const { keys } = res.json() as { keys: string[] };
    for (const key of keys) {
      expect(await t.adapters.storage.get(`${key}/thumb.webp`)).not.toBeNull();
    }
    await app.close();
  });

  it('removes every file it stored when the request then fails', async () => {
    const app = await uploadApp('fail');
    const before = await storedKeys();
    written.length = 0;
    const res = await send(app, form({ title: 'Passport', front: await pngImage(), back: await pngImage() }));
    expect(res.statusCode).toBe(409);
    expect(written.length).toBe(6); // three WebP sizes of each picture
    for (const key of written) {
      expect(await t.adapters.storage.get(key), key).toBeNull();
    }
    expect(await storedKeys()).toEqual(before);
    await app.close();
  });

  it('reports every missing or wrong part at once, each with its own message', async () => {
    const app = await uploadApp('succeed');
    const missing = await send(app, form({ title: 'x', front: await pngImage() }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ title: 'Give it a title.', back: 'Choose a picture.' });
    const wrong = await send(
      app,
      form({ title: 'Passport', front: await pngImage(), back: Buffer.from('%PDF-1.4 not a picture') }),
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only pictures.',
      fields: { back: 'Only pictures.' },
    });
    const notMultipart = await app.inject({ method: 'POST', url: '/api/pictures', payload: {} });
    expect(notMultipart.statusCode).toBe(400);
    expect(Object.keys(notMultipart.json().error.fields)).toEqual(['title', 'front', 'back']);
    await app.close();
  });
});

/**
 * A multipart body with one file of `size` bytes starting with `head`, streamed: `pulled()` says how many bytes
 * of it the server had read when it answered.
 */
function streamedUpload(field: string, head: Buffer, size: number) {
  const boundary = 'roteiro-test-boundary';
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 7);
  let pulled = 0;
  async function* body() {
    yield opening;
    yield head;
    for (let sent = head.length; sent < size; sent += chunk.length) {
      pulled += chunk.length;
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    }
    yield closing;
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Readable.from(body(), { highWaterMark: 1 }),
    pulled: () => pulled,
  };
}

/** A PNG that says it is `width` × `height`, with almost no pixel data: enough to be measured, not decoded. */
function pngHeader(width: number, height: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * Math.min(width, 8)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const adminCookie = await signIn(t.app, (await createUser(t.db, 'admin')).email);

describe('upload limits', () => {
  const uploadMedia = async (upload: ReturnType<typeof streamedUpload>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: adminCookie, 'content-type': upload.contentType },
      payload: upload.payload,
    });

  it('refuses a file that is neither image nor video after its first bytes, not after 100 MB', async () => {
    const upload = streamedUpload('file', Buffer.from('%PDF-1.4 not a picture'), 100 * 1024 * 1024);
    const res = await uploadMedia(upload);
    expect(res.statusCode).toBe(415);
    expect(upload.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses an image over 10 MB once 10 MB have arrived, although videos may have 100 MB', async () => {
    const upload = streamedUpload('file', pngHeader(4000, 3000), 100 * 1024 * 1024);
    const res = await uploadMedia(upload);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields.file).toBe('The file is too large.');
    expect(upload.pulled()).toBeLessThan(MAX_IMAGE_BYTES + 2 * 1024 * 1024);
  });

  it('refuses an image of too many pixels with its own message, before decoding it', async () => {
    const user = await createUser(t.db, 'vendor');
    const body = new FormData();
    body.append('photo', new Blob([new Uint8Array(pngHeader(8900, 8900))]), 'huge.png'); // 79 megapixels
    const { contentType, payload } = await multipartPayload(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/photo',
      headers: { cookie: await signIn(t.app, user.email), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(413);
    const message = `This image has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
    const text = { id: 'messages.imageTooManyPixels', args: [MAX_IMAGE_PIXELS / 1_000_000] };
    expect(res.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message,
      text,
      fields: { photo: message },
      fieldTexts: { photo: text },
    });
  });
});
