import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';

// A Nominatim-shaped place search: answers /search with one place, or 503 for "down".
const queries: string[] = [];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const q = url.searchParams.get('q') ?? '';
  queries.push(`${url.pathname}?q=${q}&format=${url.searchParams.get('format')}`);
  if (q === 'down') {
    res.writeHead(503).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify([{ display_name: 'Praça do Comércio, Lisboa', lat: '38.7075', lon: '-9.1364' }]));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const { port } = server.address() as AddressInfo;

describe('place search for the meeting point', () => {
  it('is reported unavailable, with no error, when GEOCODER_URL is not set', async () => {
    const t = await createTestApp();
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/geocode?q=Rossio',
      headers: { cookie: await signIn(t.app, admin.email) },
    });
    expect(res.json()).toEqual({ available: false, items: [] });
  });

  it('searches the configured geocoder and answers places; a failing one is a 502 with a clear text', async () => {
    const t = await createTestApp({ geocoderUrl: `http://127.0.0.1:${port}` });
    const admin = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, admin.email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/geocode?q=Comercio',
      headers: { cookie },
    });
    expect(res.json()).toEqual({
      available: true,
      items: [{ label: 'Praça do Comércio, Lisboa', lat: 38.7075, lng: -9.1364 }],
    });
    expect(queries).toContain('/search?q=Comercio&format=jsonv2');
    const down = await t.app.inject({ method: 'GET', url: '/api/admin/geocode?q=down', headers: { cookie } });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatchObject({
      message: catalogueFormMessages.placeSearchUnavailable,
      text: { id: 'catalogueForm.placeSearchUnavailable' },
    });
  });
});
