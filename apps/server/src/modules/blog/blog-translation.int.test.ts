import { randomUUID } from 'node:crypto';
import { blogTexts } from '@roteiro/domain/blog/blog';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { findBlogPagePreview } from './blog.service.ts';

/**
 * An article's Portuguese texts (issue 36): admins read and write them; the public reads show them to a
 * Portuguese reader (the language in the URL, so each language has its own cached answer) and say which texts
 * stayed in English.
 */
// The public cache is on, as in production: a save must show at once in every language all the same.
const t = await createTestApp({ publicCacheSeconds: 60 });
const admin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, payload, adminCookie);

const translationUrl = (id: string, locale = 'pt-PT') => `/api/admin/blog/${id}/translations/${locale}`;
const save = (id: string, texts: object, cookie = adminCookie) =>
  call('PUT', translationUrl(id), { texts }, cookie);

const portuguese = {
  title: 'Um dia no Porto',
  description: 'A Ribeira, a ponte e as caves do vinho do Porto num só dia.',
  body: '## Manhã\n\nDesça até à **Ribeira**.',
};

/** A published article of its own (a unique slug), in English. */
async function publishedArticle(overrides: Record<string, unknown> = {}) {
  const slug = `porto-${randomUUID().slice(0, 8)}`;
  const input = {
    slug,
    title: 'A day in Porto',
    description: 'Ribeira, the bridge and port cellars in one day.',
    body: '## Morning\n\nWalk down to the **Ribeira**.',
    ...overrides,
  };
  const created = await asAdmin('POST', '/api/admin/blog', input);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  expect((await asAdmin('POST', `/api/admin/blog/${id}/publish`, { published: true })).statusCode).toBe(200);
  return { id, slug };
}

describe("an article's Portuguese texts, for admins", () => {
  it('reads empty before any is written, then as saved (trimmed, empty texts left out), replaced by each save', async () => {
    const { id } = await publishedArticle();
    const before = await asAdmin('GET', translationUrl(id));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ articleId: id, locale: 'pt-PT', texts: {}, updatedAt: null });

    const saved = await save(id, { ...portuguese, title: `  ${portuguese.title} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ articleId: id, texts: portuguese, updatedAt: expect.any(String) });
    const after = await asAdmin('GET', translationUrl(id));
    expect(after.json().texts).toEqual(portuguese);

    // Saving again replaces the whole translation: a text left out (or emptied) is English again.
    expect((await save(id, { title: portuguese.title, description: '' })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('blog_article_translation')
      .select(['locale', 'title', 'description', 'body'])
      .where('articleId', '=', id)
      .execute();
    expect(rows).toEqual([{ locale: 'pt-PT', title: portuguese.title, description: null, body: null }]);
  });

  it('refuses a text over the English limit or an unknown field with a 400 naming it, and keeps what was saved', async () => {
    const { id } = await publishedArticle();
    await save(id, portuguese);
    const refused = await save(id, { title: 'x'.repeat(121), slug: 'um-dia-no-porto' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({ 'texts.title': 'At most 120 characters' });
    expect((await asAdmin('GET', translationUrl(id))).json().texts).toEqual(portuguese);
  });

  it('answers 404 for an unknown article, 400 for a language it cannot be written in, and only to admins', async () => {
    const { id } = await publishedArticle();
    const unknown = await save(randomUUID(), portuguese);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(blogTexts.notFound);
    expect((await asAdmin('GET', translationUrl(randomUUID()))).statusCode).toBe(404);
    expect((await call('PUT', translationUrl(id, 'en'), { texts: portuguese }, adminCookie)).statusCode).toBe(
      400,
    );
    expect((await asAdmin('GET', translationUrl(id, 'es'))).statusCode).toBe(400);

    expect((await call('GET', translationUrl(id))).statusCode).toBe(401);
    expect((await call('PUT', translationUrl(id), { texts: portuguese })).statusCode).toBe(401);
    for (const role of ['company', 'employee', 'vendor', 'affiliate'] as const) {
      const user = await createUser(t.db, role);
      const cookie = await signIn(t.app, user.email);
      expect((await call('GET', translationUrl(id), undefined, cookie)).statusCode, role).toBe(403);
      expect((await save(id, portuguese, cookie)).statusCode, role).toBe(403);
    }
    // Nothing was written by the refused calls; the translation goes with its article.
    expect((await asAdmin('GET', translationUrl(id))).json().updatedAt).toBeNull();
    await save(id, portuguese);
    await t.db.deleteFrom('blog_article').where('id', '=', id).execute();
    const left = await t.db
      .selectFrom('blog_article_translation')
      .select('articleId')
      .where('articleId', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it("shows each article's translation state in the admins' list", async () => {
    const state = async (id: string) => {
      const res = await asAdmin('GET', '/api/admin/blog');
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json().items.find((row: { id: string }) => row.id === id);
      expect(item).not.toHaveProperty('ptTitle');
      return item?.portuguese;
    };
    const { id } = await publishedArticle();
    expect(await state(id)).toBe('none');
    await save(id, { title: portuguese.title });
    expect(await state(id)).toBe('partial');
    await save(id, portuguese);
    expect(await state(id)).toBe('complete');
  });

  it('keeps rows written around the API to the same shape (the database checks)', async () => {
    const { id } = await publishedArticle();
    const insert = (values: Record<string, unknown>) =>
      t.db
        .insertInto('blog_article_translation')
        .values({ articleId: id, locale: 'pt-PT', ...values } as never)
        .execute();
    await expect(insert({ locale: 'es' })).rejects.toThrow();
    await expect(insert({ title: '' })).rejects.toThrow();
    await expect(insert({ title: ' Um dia ' })).rejects.toThrow();
    await expect(insert({ description: 'x'.repeat(301) })).rejects.toThrow();
    await expect(
      t.db
        .insertInto('blog_article_translation')
        .values({ articleId: randomUUID(), locale: 'pt-PT', title: 'Um dia' })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("the public blog in the reader's language", () => {
  it('shows a Portuguese reader the translated texts and English where missing, and says which', async () => {
    const { id, slug } = await publishedArticle();
    // Read (and cached) before the translation is written: the save must show at once.
    const untranslated = await call('GET', `/api/blog/${slug}?locale=pt-PT`);
    expect(untranslated.json()).toMatchObject({
      title: 'A day in Porto',
      englishTexts: ['title', 'description', 'body'],
    });
    await save(id, { title: portuguese.title, body: portuguese.body });

    const pt = await call('GET', `/api/blog/${slug}?locale=pt-PT`);
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.json()).toMatchObject({
      slug,
      title: portuguese.title,
      description: 'Ribeira, the bridge and port cellars in one day.',
      html: '<h2>Manhã</h2>\n<p>Desça até à <strong>Ribeira</strong>.</p>\n',
      englishTexts: ['description'],
    });
    const en = await call('GET', `/api/blog/${slug}`);
    expect(en.json()).toMatchObject({ title: 'A day in Porto', englishTexts: [] });
    expect(en.json().html).toContain('<h2>Morning</h2>');
    expect((await call('GET', `/api/blog/${slug}?locale=en`)).json().title).toBe('A day in Porto');
    expect((await call('GET', `/api/blog/${slug}?locale=fr`)).statusCode).toBe(400);

    const card = async (query: string) =>
      (await call('GET', `/api/blog${query}`))
        .json()
        .items.find((item: { slug: string }) => item.slug === slug);
    expect(await card('?locale=pt-PT')).toMatchObject({
      title: portuguese.title,
      englishTexts: ['description'],
    });
    expect(await card('')).toMatchObject({ title: 'A day in Porto', englishTexts: [] });
  });

  it('gives an untranslated article in English to a Portuguese reader, every text listed as English', async () => {
    const { slug } = await publishedArticle({ title: 'Untranslated Porto' });
    const pt = await call('GET', `/api/blog/${slug}?locale=pt-PT`);
    expect(pt.json()).toMatchObject({
      title: 'Untranslated Porto',
      englishTexts: ['title', 'description', 'body'],
    });
    const card = (await call('GET', '/api/blog?locale=pt-PT'))
      .json()
      .items.find((item: { slug: string }) => item.slug === slug);
    expect(card.englishTexts).toEqual(['title', 'description']);
  });

  it("names the linked activities by their Portuguese title, linked by the English one's address", async () => {
    const { id: activityId } = await t.db
      .insertInto('activity')
      .values({
        title: 'Porto river cruise',
        description: 'Six bridges from the river.',
        categories: ['boat-tours'] as never,
        durationMinutes: 60,
        priceCents: 1500,
        privatePriceCents: 9000,
        marketPriceCents: null,
        guiderPaymentCents: 500,
        isPass: false,
        cancellationPolicy: 'Free cancellation up to 24 hours before.',
        languages: ['English'],
        sharedTimeSlots: ['10:00'],
        privateTimeSlots: ['10:00'],
        minNumOfParticipants: 1,
        maxNumOfParticipants: 8,
        meetingPoint: 'Cais da Ribeira',
        markerLat: 41.14,
        markerLng: -8.61,
        city: 'Porto, Portugal',
        isVisible: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('activity_translation')
      .values({ activityId, locale: 'pt-PT', texts: JSON.stringify({ title: 'Cruzeiro das seis pontes' }) })
      .execute();
    const { id, slug } = await publishedArticle({
      body: 'Take the [river cruise](activity:porto-river-cruise).',
    });
    await save(id, { body: 'Faça o [cruzeiro](activity:porto-river-cruise).' });
    const pt = (await call('GET', `/api/blog/${slug}?locale=pt-PT`)).json();
    const path = `/details/${activityId}/porto-river-cruise`;
    expect(pt.html).toContain(`<a href="${path}">cruzeiro</a>`);
    expect(pt.activities).toEqual([{ id: activityId, title: 'Cruzeiro das seis pontes', path }]);
    const en = (await call('GET', `/api/blog/${slug}`)).json();
    expect(en.activities).toEqual([{ id: activityId, title: 'Porto river cruise', path }]);
  });

  it('gives the share preview in the page language, and lists each article with its Portuguese alternate in the sitemap', async () => {
    const { id, slug } = await publishedArticle();
    await save(id, portuguese);
    expect(await findBlogPagePreview(t.db, `/blog/${slug}`, 'pt-PT')).toEqual({
      title: portuguese.title,
      description: portuguese.description,
      imagePath: null,
    });
    expect(await findBlogPagePreview(t.db, `/blog/${slug}`, 'en')).toMatchObject({ title: 'A day in Porto' });

    const sitemap = (await call('GET', '/sitemap.xml')).body;
    const entry = new RegExp(`<url><loc>http://localhost:3000/blog/${slug}</loc>.*?</url>`).exec(
      sitemap,
    )?.[0];
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="pt-PT" href="http://localhost:3000/blog/${slug}?lang=pt"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/blog/${slug}?lang=en"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/blog/${slug}"/>`,
    );
  });
});
