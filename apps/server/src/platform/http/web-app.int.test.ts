import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBookableActivity } from '../../../test/bookings.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * Pages in the visitor's language: the server picks it per request (`?lang=`, the remembered choice,
 * `Accept-Language`), renders the page in it, says so (`<html lang>`, `Content-Language`, `Vary`), links the page's
 * other languages (hreflang) and keeps one rendering per language. The web build is a small stand-in here (its
 * index.html, manifest and server renderer); the browser journeys run the real one (e2e/public-paths.spec.ts).
 */
const distDir = mkdtempSync(join(tmpdir(), 'roteiro-web-i18n-'));
mkdirSync(join(distDir, '.vite'));
mkdirSync(join(distDir, '.ssr'));
writeFileSync(
  join(distDir, 'index.html'),
  `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta name="description" content="The site's own description." />
    <title>Roteiro</title>
    <script type="module" src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main.js">
  </head>
  <body>
    <noscript>Roteiro needs JavaScript to run. Please enable it in your browser.</noscript>
    <div id="root"></div>
  </body>
</html>`,
);
writeFileSync(
  join(distDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/app/main.tsx': { file: 'assets/main.js' },
    'src/routes/storefront/HomePage.tsx': {
      file: 'assets/home.js',
      css: ['assets/home.css'],
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'assets/shared.js' },
  }),
);
// The renderer says which language it rendered in and counts its renders (the cache is checked by them).
writeFileSync(
  join(distDir, '.ssr/entry-server.js'),
  `globalThis.__pageRenders = [];
export async function renderPage(url, locale) {
  globalThis.__pageRenders.push(locale);
  const { pathname } = new URL(url);
  const pt = locale === 'pt-PT';
  return {
    meta: pt
      ? { title: 'Passeios em Portugal | Roteiro', description: 'Passeios com guias locais.' }
      : { title: 'Tours in Portugal | Roteiro', description: 'Tours with local guides.' },
    messages: { locale, namespaces: ['common'], messages: { 'common.hello': [pt ? 'Olá' : 'Hello'] } },
    page:
      pathname === '/'
        ? { status: 200, html: '<h1>' + (pt ? 'Olá' : 'Hello') + '</h1>', state: {}, module: 'src/routes/storefront/HomePage.tsx', isPrivate: false }
        : pathname.startsWith('/manage-booking/')
          ? { status: 200, html: '<h1>Booking ' + globalThis.__pageRenders.length + '</h1>', state: {}, module: 'src/routes/storefront/HomePage.tsx', isPrivate: true }
          : null,
  };
}
`,
);

const t = await createTestApp({ webDistDir: distDir, publicCacheSeconds: 60 });
const renders = () => (globalThis as unknown as { __pageRenders: string[] }).__pageRenders;
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };
const PORTUGUESE_BROWSER = { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' };

describe('the language of a page', () => {
  it("follows the browser's languages when nothing else says", async () => {
    const pt = await page('/', PORTUGUESE_BROWSER);
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-language']).toBe('pt-PT');
    expect(pt.body).toContain('<html lang="pt-PT"');
    expect(pt.body).toContain('<title>Passeios em Portugal | Roteiro</title>');
    expect(pt.body).toContain('<meta name="description" content="Passeios com guias locais." />');
    expect(pt.body).toContain('<div id="root"><h1>Olá</h1></div>');
    expect(pt.body).toContain('<noscript>O Roteiro precisa de JavaScript para funcionar.');
    // The messages the page shows travel with it, for the browser to take the page over in the same language.
    expect(pt.body).toContain('<script type="application/json" id="roteiro-messages">');
    expect(pt.body).toContain('"locale":"pt-PT"');

    const en = await page('/', ENGLISH_BROWSER);
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('<title>Tours in Portugal | Roteiro</title>');
    // A browser in neither language, or none at all, gets English.
    expect((await page('/', { 'accept-language': 'de-DE,fr;q=0.8' })).headers['content-language']).toBe('en');
    expect((await page('/')).headers['content-language']).toBe('en');
  });

  it('keeps the remembered choice (the cookie) over the browser, and the URL’s language over both', async () => {
    const remembered = await page('/gallery', { ...ENGLISH_BROWSER, cookie: 'session=x; lang=pt-PT' });
    expect(remembered.headers['content-language']).toBe('pt-PT');
    expect(remembered.body).toContain('<html lang="pt-PT"');

    const explicit = await page('/gallery?lang=en', { ...PORTUGUESE_BROWSER, cookie: 'lang=pt-PT' });
    expect(explicit.headers['content-language']).toBe('en');
    expect(explicit.body).toContain('<title>Tours in Portugal | Roteiro</title>');
    expect((await page('/gallery?lang=pt', ENGLISH_BROWSER)).headers['content-language']).toBe('pt-PT');
    // A value it does not know is ignored.
    expect((await page('/gallery?lang=klingon', PORTUGUESE_BROWSER)).headers['content-language']).toBe(
      'pt-PT',
    );
  });

  it('links the page in each language, keeping its other parameters', async () => {
    const res = await page('/discover?search=bel%C3%A9m&lang=pt', ENGLISH_BROWSER);
    const base = 'http://localhost:3000/discover?search=bel%C3%A9m';
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${base}&amp;lang=en" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="pt-PT" href="${base}&amp;lang=pt" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${base}" />`);
    expect(res.body).toContain('<meta property="og:locale" content="pt_PT" />');
    expect(res.body).toContain('<meta property="og:locale:alternate" content="en_IE" />');
  });

  it('shows an activity’s own title and description, as written, in both languages', async () => {
    const activity = await createBookableActivity(t.db, { title: 'Alfama fado walk' });
    for (const headers of [ENGLISH_BROWSER, PORTUGUESE_BROWSER]) {
      const res = await page(`/details/${activity.id}/alfama-fado-walk`, headers);
      expect(res.body).toContain('<title>Alfama fado walk | Roteiro</title>');
      expect(res.body).toContain('<meta property="og:title" content="Alfama fado walk" />');
      expect(res.body).toContain('<meta name="description" content="Monuments of Belém by tuk-tuk." />');
    }
  });
});

describe('the page cache', () => {
  it('keeps one rendering per language and says which request headers choose it', async () => {
    const path = '/?cache=check';
    const start = renders().length;
    const en1 = await page(path, ENGLISH_BROWSER);
    const en2 = await page(path, { 'accept-language': 'en' });
    expect(renders().slice(start)).toEqual(['en']);
    expect(en2.body).toBe(en1.body);

    const pt1 = await page(path, PORTUGUESE_BROWSER);
    const pt2 = await page(path, { ...ENGLISH_BROWSER, cookie: 'lang=pt-PT' });
    expect(renders().slice(start)).toEqual(['en', 'pt-PT']);
    expect(pt2.body).toBe(pt1.body);
    expect(pt1.body).not.toBe(en1.body);
    expect(pt1.headers.etag).not.toBe(en1.headers.etag);

    for (const res of [en1, pt1]) {
      expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A browser revalidating its English copy gets 304; its Portuguese copy is another one.
    const revalidated = await page(path, { ...ENGLISH_BROWSER, 'if-none-match': String(en1.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const other = await page(path, { ...PORTUGUESE_BROWSER, 'if-none-match': String(en1.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(renders().slice(start)).toEqual(['en', 'pt-PT']);
  });
});

describe("one visitor's page (a booking opened by its link)", () => {
  it('is rendered for every request and kept by no cache', async () => {
    const path = '/manage-booking/ABC123?token=secret';
    const start = renders().length;
    const first = await page(path, ENGLISH_BROWSER);
    const second = await page(path, { ...ENGLISH_BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(renders().slice(start)).toEqual(['en', 'en']);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // Each answer is its own rendering (the booking as it is now), never the one before.
    expect(first.body).toContain(`<h1>Booking ${start + 1}</h1>`);
    expect(second.body).toContain(`<h1>Booking ${start + 2}</h1>`);
  });
});

describe('the code of a page rendered by the server', () => {
  it('waits in an inert template (preloaded once the page is painted), its styles in the head', async () => {
    const res = await page('/', ENGLISH_BROWSER);
    expect(res.statusCode).toBe(200);
    const [head = '', template = ''] =
      /^([\s\S]*)<template id="roteiro-code-preloads">([\s\S]*?)<\/template>/.exec(res.body)?.slice(1) ?? [];
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(head).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
    expect(template).toBe(
      ['main', 'home', 'shared']
        .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}.js">`)
        .join(''),
    );
  });

  it('is preloaded at once on a page the browser renders itself', async () => {
    const res = await page('/login', ENGLISH_BROWSER);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/main.js">');
    expect(res.body).not.toContain('roteiro-code-preloads');
  });
});
