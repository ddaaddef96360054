import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/test-app.ts';
import type { FileStorage } from '../storage/storage.ts';
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
  defineUploadRoute(
    app,
    { db: t.db, storage },
    {
      url: '/api/pictures',
      access: 'public',
      summary: 'two pictures',
      fields: z.object({ title: z.string().trim().min(3, { message: 'Give it a title.' }) }),
      files: { front: file, back: file },
      status: 201,
      response: z.object({ keys: z.array(z.string()) }),
      handler: async ({ store }) => {
        const front = await store('front');
        const back = await store('back');
        if (then === 'fail') {
          // Like an insert that loses to a unique key after the files were stored.
          throw new AppError('CONFLICT', 'Already there.');
        }
        return { keys: [front.key, back.key] };
      },
    },
  );
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
