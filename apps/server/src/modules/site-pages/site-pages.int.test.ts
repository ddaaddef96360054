import { sitePageTexts } from '@roteiro/domain/site-pages/site-pages';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { findSitePagePreview } from './site-pages.service.ts';

// The public cache is on, as in production: an admin's save must show at once all the same.
const t = await createTestApp({ publicCacheSeconds: 60 });

const admin = await createUser(t.db, 'admin', { name: 'Inês Admin' });
const adminCookie = await signIn(t.app, admin.email);

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers });
const asAdmin = (method: Method, url: string, payload?: object) =>
  call(method, url, payload, { cookie: adminCookie });

const english = {
  title: 'About Roteiro',
  description: 'A marketplace for tours in Portugal.',
  body: '## Who we are\n\nA small team in **Lisbon**.',
};
const portuguese = {
  title: 'Sobre o Roteiro',
  description: 'Uma plataforma de passeios em Portugal.',
  body: '## Quem somos\n\nUma pequena equipa em **Lisboa**.',
};

async function save(key: string, locale: string, text: object) {
  const res = await asAdmin('PUT', `/api/admin/site-pages/${key}/${locale}`, text);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

beforeEach(async () => {
  await t.db.deleteFrom('site_page').execute();
  t.app.publicCache.invalidate();
});

describe('reading a page', () => {
  it("shows the visitor's language, and English while the page has no text in theirs", async () => {
    await save('about', 'en', english);
    await save('about', 'pt-PT', portuguese);

    const pt = await call('GET', '/api/site-pages/about?locale=pt-PT');
    expect(pt.statusCode).toBe(200);
    expect(pt.json()).toMatchObject({
      key: 'about',
      locale: 'pt-PT',
      title: 'Sobre o Roteiro',
      description: portuguese.description,
      html: '<h2>Quem somos</h2>\n<p>Uma pequena equipa em <strong>Lisboa</strong>.</p>\n',
    });
    const en = await call('GET', '/api/site-pages/about');
    expect(en.json()).toMatchObject({ locale: 'en', title: 'About Roteiro' });
    expect(en.json().html).toContain('<h2>Who we are</h2>');

    await save('privacy', 'en', { ...english, title: 'Privacy policy' });
    const fallback = await call('GET', '/api/site-pages/privacy?locale=pt-PT');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toMatchObject({ locale: 'en', title: 'Privacy policy' });
  });

  it('answers 404 for a page not written in any language, and 400 for an unknown page or language', async () => {
    const missing = await call('GET', '/api/site-pages/contracts?locale=pt-PT');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(sitePageTexts.notWritten);
    const unknown = await call('GET', '/api/site-pages/terms');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.key).toBe(sitePageTexts.notFound);
    const language = await call('GET', '/api/site-pages/about?locale=fr');
    expect(language.statusCode).toBe(400);
    expect(language.json().error.fields.locale).toBe(sitePageTexts.languageUnknown);
  });

  it('never lets a script, an event handler or a javascript: link reach the page', async () => {
    const body = [
      '# Terms',
      '<script>alert("x")</script>',
      '<img src="x" onerror="alert(1)">',
      '[tap me](javascript:alert(2))',
      '[Manage your booking](/manage-booking) and [the CNPD](https://www.cnpd.pt)',
    ].join('\n\n');
    await save('contracts', 'en', { ...english, body });
    const { html } = (await call('GET', '/api/site-pages/contracts')).json();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/href\s*=\s*"javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="/manage-booking">Manage your booking</a>');
    expect(html).toContain('<a href="https://www.cnpd.pt" rel="nofollow noopener noreferrer">the CNPD</a>');
  });

  it("gives the served page its own title and description in the visitor's language, and lists it in the sitemap", async () => {
    await save('about', 'en', english);
    await save('about', 'pt-PT', portuguese);
    expect(await findSitePagePreview(t.db, '/about', 'pt-PT')).toEqual({
      title: 'Sobre o Roteiro',
      description: portuguese.description,
      imagePath: null,
    });
    expect(await findSitePagePreview(t.db, '/about/', 'en')).toMatchObject({ title: 'About Roteiro' });
    expect(await findSitePagePreview(t.db, '/privacy', 'en')).toBeNull();
    expect(await findSitePagePreview(t.db, '/blog', 'en')).toBeNull();
    const sitemap = (await call('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/about</loc>');
    expect(sitemap).not.toContain('http://localhost:3000/privacy<');
  });
});

describe('editing a page', () => {
  it("shows an admin's save at once, with who saved it and when", async () => {
    await save('about', 'en', english);
    expect((await call('GET', '/api/site-pages/about')).json().title).toBe('About Roteiro');

    const saved = await save('about', 'en', { ...english, title: 'About us, the Roteiro team' });
    expect(saved.json()).toEqual({ message: sitePageTexts.saved });
    // The cached answer was dropped by the save.
    expect((await call('GET', '/api/site-pages/about')).json().title).toBe('About us, the Roteiro team');

    const page = (await asAdmin('GET', '/api/admin/site-pages/about')).json();
    expect(page).toMatchObject({
      key: 'about',
      path: '/about',
      texts: {
        en: { title: 'About us, the Roteiro team', body: english.body, updatedBy: 'Inês Admin' },
        'pt-PT': null,
      },
    });
    expect(Date.now() - Date.parse(page.texts.en.updatedAt)).toBeLessThan(60_000);
    const rows = await t.db.selectFrom('site_page').select(['key', 'locale', 'updatedBy']).execute();
    expect(rows).toEqual([{ key: 'about', locale: 'en', updatedBy: admin.id }]);

    const list = (await asAdmin('GET', '/api/admin/site-pages')).json();
    expect(list.items.map((item: { key: string; path: string }) => [item.key, item.path])).toEqual([
      ['about', '/about'],
      ['contracts', '/contracts'],
      ['privacy', '/privacy'],
    ]);
    expect(list.items[0].texts).toMatchObject({
      en: { title: 'About us, the Roteiro team', updatedBy: 'Inês Admin' },
      'pt-PT': null,
    });
    expect(list.items[0].texts.en).not.toHaveProperty('body');
  });

  it('refuses a Portuguese text before the English one (English required, Portuguese optional)', async () => {
    const early = await asAdmin('PUT', '/api/admin/site-pages/contracts/pt-PT', portuguese);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(sitePageTexts.englishFirst);
    expect(await t.db.selectFrom('site_page').select('key').execute()).toEqual([]);

    await save('contracts', 'en', { ...english, title: 'Terms of sale' });
    await save('contracts', 'pt-PT', portuguese);
    const rows = await t.db
      .selectFrom('site_page')
      .select(['locale', 'title', 'updatedBy'])
      .where('key', '=', 'contracts')
      .orderBy('locale')
      .execute();
    expect(rows).toEqual([
      { locale: 'en', title: 'Terms of sale', updatedBy: admin.id },
      { locale: 'pt-PT', title: portuguese.title, updatedBy: admin.id },
    ]);
    // Saved again: the same row, changed.
    await save('contracts', 'pt-PT', { ...portuguese, title: 'Condições de venda' });
    expect((await call('GET', '/api/site-pages/contracts?locale=pt-PT')).json()).toMatchObject({
      locale: 'pt-PT',
      title: 'Condições de venda',
    });
  });

  it('is for admins only: 401 signed out, 403 for every other role, and nothing is saved', async () => {
    await save('about', 'en', english);
    const requests: [Method, string, object?][] = [
      ['GET', '/api/admin/site-pages'],
      ['GET', '/api/admin/site-pages/about'],
      ['PUT', '/api/admin/site-pages/about/en', { ...english, title: 'Hacked' }],
      ['PUT', '/api/admin/site-pages/privacy/pt-PT', portuguese],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ['company', 'employee', 'vendor', 'affiliate', 'traveller'] as const) {
      const cookie = await signIn(t.app, (await createUser(t.db, role)).email);
      for (const [method, url, payload] of requests) {
        const res = await call(method, url, payload, { cookie });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', '/api/site-pages/about')).json().title).toBe('About Roteiro');
    expect(await t.db.selectFrom('site_page').select('key').execute()).toEqual([{ key: 'about' }]);
  });

  it('refuses bad input with a 400 that names the field and says what is wrong', async () => {
    const cases: [string, object, string, string][] = [
      ['about/en', { ...english, title: '   ' }, 'title', sitePageTexts.titleRequired],
      ['about/en', { ...english, title: 'x'.repeat(121) }, 'title', 'At most 120 characters'],
      ['about/en', { ...english, description: '' }, 'description', sitePageTexts.descriptionRequired],
      ['about/en', { ...english, description: 'x'.repeat(301) }, 'description', 'At most 300 characters'],
      ['about/en', { title: 'About', description: 'A page.' }, 'body', sitePageTexts.bodyRequired],
      ['about/en', { ...english, body: 'x'.repeat(40_001) }, 'body', 'At most 40000 characters'],
      ['terms/en', english, 'key', sitePageTexts.notFound],
      ['about/fr', english, 'locale', sitePageTexts.languageUnknown],
    ];
    for (const [path, payload, field, message] of cases) {
      const res = await asAdmin('PUT', `/api/admin/site-pages/${path}`, payload);
      expect(res.statusCode, `${path} ${field}`).toBe(400);
      expect(res.json().error.fields[field], `${path} ${field}`).toBe(message);
    }
    const extra = await asAdmin('PUT', '/api/admin/site-pages/about/en', { ...english, slug: 'about' });
    expect(extra.statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/site-pages/terms')).statusCode).toBe(400);
    expect(await t.db.selectFrom('site_page').select('key').execute()).toEqual([]);
  });

  it('keeps rows written around the API to the same shape (the database checks)', async () => {
    const row = { key: 'about' as const, locale: 'en' as const, ...english };
    const refused = [
      { ...row, key: 'terms' as never },
      { ...row, locale: 'fr' as never },
      { ...row, title: '' },
      { ...row, title: 'x'.repeat(121) },
      { ...row, description: 'x'.repeat(301) },
      { ...row, body: '' },
      { ...row, body: 'x'.repeat(40_001) },
    ];
    for (const values of refused) {
      await expect(t.db.insertInto('site_page').values(values).execute()).rejects.toThrow(/check|violates/i);
    }
    await t.db.insertInto('site_page').values(row).execute();
    await expect(t.db.insertInto('site_page').values(row).execute()).rejects.toThrow(/duplicate|unique/i);
  });
});
