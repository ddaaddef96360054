import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * The browser tests' pseudo-locale (issue 36): a page is rendered in it only by a server started with
 * ROTEIRO_PSEUDO_LOCALE and only for a request with the `lang=pseudo` cookie; it is kept apart from the English
 * page in the cache. The web build is a stand-in whose renderer says how it was asked to render.
 */
const distDir = mkdtempSync(join(tmpdir(), 'roteiro-web-pseudo-'));
mkdirSync(join(distDir, '.vite'));
mkdirSync(join(distDir, '.ssr'));
writeFileSync(
  join(distDir, 'index.html'),
  '<!doctype html>\n<html lang="en"><head><title>Roteiro</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(distDir, '.vite/manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
);
writeFileSync(
  join(distDir, '.ssr/entry-server.js'),
  `export async function renderPage(url, locale, getJson, options) {
  const pseudo = options?.pseudo === true;
  return {
    meta: { title: pseudo ? '[Ŧöûŕš] | Roteiro' : 'Tours | Roteiro', description: '' },
    messages: { locale, namespaces: ['common'], messages: {}, ...(pseudo ? { pseudo: true } : {}) },
    page: null,
  };
}
`,
);

const offered = await createTestApp({ webDistDir: distDir, publicCacheSeconds: 60, pseudoLocale: true });
const real = await createTestApp({ webDistDir: distDir, publicCacheSeconds: 60 });

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const PSEUDO = { ...ENGLISH, cookie: 'session=x; lang=pseudo' };

describe('the pseudo-locale', () => {
  it('is served for the pseudo cookie by a server that offers it, and kept apart from English', async () => {
    const pseudo = await offered.app.inject({ method: 'GET', url: '/gallery', headers: PSEUDO });
    expect(pseudo.headers['content-language']).toBe('en');
    expect(pseudo.body).toContain('<title>[Ŧöûŕš] | Roteiro</title>');
    expect(pseudo.body).toContain('"pseudo":true');

    const english = await offered.app.inject({ method: 'GET', url: '/gallery', headers: ENGLISH });
    expect(english.body).toContain('<title>Tours | Roteiro</title>');
    expect(english.body).not.toContain('"pseudo"');
    const again = await offered.app.inject({ method: 'GET', url: '/gallery', headers: PSEUDO });
    expect(again.body).toBe(pseudo.body);
  });

  it('is never served by a server that does not offer it, nor over another language', async () => {
    const res = await real.app.inject({ method: 'GET', url: '/gallery', headers: PSEUDO });
    expect(res.body).toContain('<title>Tours | Roteiro</title>');
    expect(res.body).not.toContain('"pseudo"');
    const portuguese = await offered.app.inject({
      method: 'GET',
      url: '/gallery?lang=pt',
      headers: PSEUDO,
    });
    expect(portuguese.headers['content-language']).toBe('pt-PT');
    expect(portuguese.body).not.toContain('"pseudo"');
  });
});
