import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

/** A built web app of one page, enough to see the headers of an HTML answer. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'roteiro-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Roteiro</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'assets/app.js'), 'export {};');
  return dir;
}

const t = await createTestApp({ webDistDir: webDist() });

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectBaseline(headers: Record<string, string | string[] | number | undefined>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(directives(headers['content-security-policy'])['frame-ancestors'], what).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('are on HTML pages, with a policy that runs no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectBaseline(page.headers, 'page');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['img-src']).toContain('https://*.tile.openstreetmap.org');
    // Plain http here: no HSTS and no upgrade of requests.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectBaseline(asset.headers, 'asset');
  });

  it('are on API answers, errors included, and on public media', async () => {
    for (const url of [
      '/api/health',
      // A cached public read, built, then answered from the cache before most hooks run.
      '/api/activities',
      '/api/activities',
      '/api/nothing-here',
      '/api/blog/a%00b',
      '/media/public/nothing.webp',
      '/details/a%00b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expectBaseline(res.headers, url);
      if (url.startsWith('/api/')) {
        // A JSON answer is no document: a policy that allows nothing, and none of the document-only headers.
        expect(directives(res.headers['content-security-policy']), url).toEqual({
          'default-src': ["'none'"],
          'frame-ancestors': ["'none'"],
        });
        expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      }
    }
    await t.adapters.storage.put('public/test/pixel.webp', Buffer.from('RIFF'), 'image/webp');
    const media = await t.app.inject({ method: 'GET', url: '/media/test/pixel.webp' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expectBaseline(media.headers, 'media');
    // Fastify answers a URL that is not valid percent-encoding before any hook runs.
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expectBaseline(badUrl.headers, 'bad url');
    // A write refused because it came from another site.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expectBaseline(refused.headers, 'cross-origin refusal');
  });

  it('give the API documentation its own policy, which Swagger UI works with', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expectBaseline(docs.headers, 'docs');
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toContain('data:');
  });
});

describe('with an https APP_URL', () => {
  it('adds HSTS and upgrades insecure requests', async () => {
    const secure = await createTestApp({ appUrl: 'https://roteiro.example', webDistDir: webDist() });
    const page = await secure.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(page.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
