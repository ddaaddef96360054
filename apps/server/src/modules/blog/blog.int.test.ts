import { blogTexts } from '@roteiro/domain/blog/blog';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { findBlogPagePreview } from './blog.service.ts';

const t = await createTestApp();

const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

async function createActivity(title: string, isVisible = true) {
  const { id } = await t.db
    .insertInto('activity')
    .values({
      title,
      description: 'A walk through the city.',
      categories: ['walking-tours'] as never,
      durationMinutes: 120,
      priceCents: 2500,
      privatePriceCents: 12000,
      marketPriceCents: null,
      guiderPaymentCents: 1000,
      isPass: false,
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
      languages: ['English'],
      sharedTimeSlots: ['10:00'],
      privateTimeSlots: ['10:00'],
      minNumOfParticipants: 1,
      maxNumOfParticipants: 8,
      meetingPoint: 'Praça do Comércio',
      markerLat: 38.7,
      markerLng: -9.1,
      city: 'Lisbon, Portugal',
      isVisible,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Headers = {}) =>
  t.app.inject({ method, url, payload, headers });
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(method, url, payload, { cookie: adminCookie });

let slugCounter = 0;
const article = (overrides: Record<string, unknown> = {}) => {
  slugCounter += 1;
  return {
    slug: `a-day-in-porto-${slugCounter}`,
    title: 'A day in Porto',
    description: 'Ribeira, the bridge and port cellars in one day.',
    body: '## Morning\n\nWalk down to the **Ribeira**.',
    ...overrides,
  };
};

async function createArticle(overrides: Record<string, unknown> = {}) {
  const input = article(overrides);
  const res = await asAdmin('POST', '/api/admin/blog', input);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, ...input };
}

async function uploadCover(bytes: Buffer, cookie = adminCookie) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), 'cover.png');
  const request = new Request('http://local/api/admin/blog/cover', { method: 'POST', body });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/blog/cover',
    headers: { 'content-type': request.headers.get('content-type') ?? '', cookie },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('blog management access', () => {
  it('is for admins only: 401 signed out, 403 for every other role', async () => {
    const { id } = await createArticle();
    const requests: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/blog'],
      ['GET', `/api/admin/blog/${id}`],
      ['POST', '/api/admin/blog', article()],
      ['PUT', `/api/admin/blog/${id}`, article()],
      ['POST', `/api/admin/blog/${id}/publish`, { published: true }],
      ['POST', '/api/admin/blog/preview', { body: 'x' }],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ['company', 'employee', 'vendor', 'affiliate'] as const) {
      const user = await createUser(t.db, role);
      const cookie = await signIn(t.app, user.email);
      for (const [method, url, payload] of requests) {
        expect((await call(method, url, payload, { cookie })).statusCode, `${role} ${method} ${url}`).toBe(
          403,
        );
      }
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4e89' } })
        .png()
        .toBuffer();
      expect((await uploadCover(png, cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/admin/blog/${id}`)).statusCode).toBe(401);
    // Nothing was published by the refused calls.
    expect((await asAdmin('GET', `/api/admin/blog/${id}`)).json().status).toBe('draft');
  });
});

describe('writing and publishing', () => {
  it('keeps a draft out of the public blog until it is published, and back out when unpublished', async () => {
    const draft = await createArticle({ title: 'Hidden draft' });
    expect((await call('GET', `/api/blog/${draft.slug}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/blog')).json().items.map((a: { slug: string }) => a.slug)).not.toContain(
      draft.slug,
    );
    expect(await findBlogPagePreview(t.db, `/blog/${draft.slug}`)).toBeNull();

    const published = await asAdmin('POST', `/api/admin/blog/${draft.id}/publish`, { published: true });
    expect(published.json()).toEqual({ message: blogTexts.published });
    const page = await call('GET', `/api/blog/${draft.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      title: 'Hidden draft',
      html: expect.stringContaining('<h2>Morning</h2>'),
    });
    expect((await call('GET', '/api/blog')).json().items[0].slug).toBe(draft.slug);
    expect(await findBlogPagePreview(t.db, `/blog/${draft.slug}`)).toEqual({
      title: 'Hidden draft',
      description: draft.description,
      imagePath: null,
    });
    const sitemap = await call('GET', '/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/blog/${draft.slug}</loc>`);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/blog</loc>');

    const back = await asAdmin('POST', `/api/admin/blog/${draft.id}/publish`, { published: false });
    expect(back.json()).toEqual({ message: blogTexts.unpublished });
    expect((await call('GET', `/api/blog/${draft.slug}`)).statusCode).toBe(404);
    expect((await call('GET', '/sitemap.xml')).body).not.toContain(`/blog/${draft.slug}<`);
  });

  it('refuses a second article with the same slug with a clear 409, on create and on edit', async () => {
    const first = await createArticle();
    const again = await asAdmin('POST', '/api/admin/blog', article({ slug: first.slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: blogTexts.slugTaken,
      fields: { slug: blogTexts.slugTaken },
    });
    const second = await createArticle();
    const rename = await asAdmin('PUT', `/api/admin/blog/${second.id}`, article({ slug: first.slug }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toBe(blogTexts.slugTaken);
    const same = await asAdmin(
      'PUT',
      `/api/admin/blog/${first.id}`,
      article({ slug: first.slug, title: 'Renamed' }),
    );
    expect(same.statusCode).toBe(200);
    expect((await asAdmin('GET', `/api/admin/blog/${first.id}`)).json()).toMatchObject({ title: 'Renamed' });
  });

  it('names the field of bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: 'Not A Slug' }, 'slug', blogTexts.slugFormat],
      [{ title: '  ' }, 'title', blogTexts.titleRequired],
      [{ description: '' }, 'description', blogTexts.descriptionRequired],
      [{ body: '' }, 'body', blogTexts.bodyRequired],
      [{ coverKey: '../../etc/passwd' }, 'coverKey', blogTexts.coverInvalid],
      [{ coverKey: 'public/blog/00000000-0000-4000-8000-000000000000' }, 'coverKey', blogTexts.coverInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await asAdmin('POST', '/api/admin/blog', article(change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    expect((await asAdmin('GET', '/api/admin/blog/not-a-uuid')).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('PUT', `/api/admin/blog/${missing}`, article())).statusCode).toBe(404);
    expect(
      (await asAdmin('POST', `/api/admin/blog/${missing}/publish`, { published: true })).statusCode,
    ).toBe(404);
  });

  it('takes a cover through the upload checks and shows it in the list and the preview', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f2c230' } })
      .png()
      .toBuffer();
    const upload = await uploadCover(png);
    expect(upload.statusCode, upload.body).toBe(201);
    const { key, url } = upload.json();
    expect(key).toMatch(/^public\/blog\//);
    expect((await call('GET', url)).statusCode).toBe(200);
    const notImage = await uploadCover(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toBe(blogTexts.coverWrongType);

    const written = await createArticle({ coverKey: key });
    await asAdmin('POST', `/api/admin/blog/${written.id}/publish`, { published: true });
    const card = (await call('GET', '/api/blog'))
      .json()
      .items.find((a: { slug: string }) => a.slug === written.slug);
    expect(card.coverUrl).toBe(`/media/${key.slice('public/'.length)}/card.webp`);
    expect((await findBlogPagePreview(t.db, `/blog/${written.slug}`))?.imagePath).toBe(card.coverUrl);
  });
});

describe('sanitising and activity links', () => {
  it('never lets a script, an event handler or a javascript: link reach the public page or the preview', async () => {
    const body = [
      '# Trip',
      '<script>alert("x")</script>',
      '<img src="x" onerror="alert(1)">',
      '[tap me](javascript:alert(2))',
      '<a href="javascript:alert(3)" onclick="alert(4)">raw link</a>',
      '![pic](javascript:alert(5))',
    ].join('\n\n');
    const written = await createArticle({ body });
    await asAdmin('POST', `/api/admin/blog/${written.id}/publish`, { published: true });
    const page = await call('GET', `/api/blog/${written.slug}`);
    const preview = await asAdmin('POST', '/api/admin/blog/preview', { body });
    for (const html of [page.json().html as string, preview.json().html as string]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/(?:href|src)\s*=\s*"javascript:/i);
      expect(html).toContain('&lt;script&gt;');
    }
    expect(page.body).not.toMatch(/<script/i);
  });

  it('links the public activities an article names, and leaves hidden ones as text', async () => {
    const sintra = await createActivity('Sintra palaces by the back roads');
    await createActivity('Secret cellar tour', false);
    const body =
      'Join the [Sintra tour](activity:sintra-palaces-by-the-back-roads) or the [cellar](activity:secret-cellar-tour).';
    const preview = await asAdmin('POST', '/api/admin/blog/preview', { body });
    const path = `/details/${sintra}/sintra-palaces-by-the-back-roads`;
    expect(preview.json()).toEqual({
      html: `<p>Join the <a href="${path}">Sintra tour</a> or the cellar.</p>\n`,
      activities: [{ id: sintra, title: 'Sintra palaces by the back roads', path }],
      unresolved: ['secret-cellar-tour'],
    });
    const written = await createArticle({ body });
    await asAdmin('POST', `/api/admin/blog/${written.id}/publish`, { published: true });
    const page = (await call('GET', `/api/blog/${written.slug}`)).json();
    expect(page.activities).toEqual([{ id: sintra, title: 'Sintra palaces by the back roads', path }]);
    expect(page).not.toHaveProperty('unresolved');
  });
});
