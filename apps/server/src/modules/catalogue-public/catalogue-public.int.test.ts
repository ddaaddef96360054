import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { injectPageHead, pageHead, serveWebApp } from '../../platform/http/web-app.ts';
import { findPagePreview } from './catalogue-public.service.ts';

const t = await createTestApp();

type ActivityOverrides = Partial<{
  title: string;
  description: string;
  categories: string[];
  city: string;
  durationMinutes: number;
  isVisible: boolean;
  isFeatured: boolean;
  evaluationCount: number;
  starsTotal: number;
}>;

async function createActivity(db: Db, overrides: ActivityOverrides = {}) {
  const { id } = await db
    .insertInto('activity')
    .values({
      title: overrides.title ?? 'Plain city walk',
      description: overrides.description ?? 'A quiet walk through the streets of the city.',
      categories: (overrides.categories ?? ['walking-tours']) as never,
      durationMinutes: overrides.durationMinutes ?? 120,
      priceCents: 2500,
      privatePriceCents: 12000,
      marketPriceCents: 3000,
      guiderPaymentCents: 5000,
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
      languages: ['English', 'Portuguese'],
      sharedTimeSlots: ['10:00', '14:30'],
      privateTimeSlots: ['10:00'],
      minNumOfParticipants: 2,
      maxNumOfParticipants: 8,
      meetingPoint: 'Praça do Comércio',
      markerLat: 38.7,
      markerLng: -9.1,
      city: overrides.city ?? 'Lisbon, Portugal',
      isVisible: overrides.isVisible ?? true,
      isFeatured: overrides.isFeatured ?? false,
      evaluationCount: overrides.evaluationCount ?? 0,
      starsTotal: overrides.starsTotal ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Cards read the reviews' aggregate (issue 37): its rows say the same count and stars.
  const count = overrides.evaluationCount ?? 0;
  if (count > 0) {
    const total = overrides.starsTotal ?? 0;
    const base = Math.floor(total / count);
    const above = total - base * count;
    const stars = { stars1: 0, stars2: 0, stars3: 0, stars4: 0, stars5: 0 };
    stars[`stars${base}` as keyof typeof stars] += count - above;
    if (above > 0) {
      stars[`stars${base + 1}` as keyof typeof stars] += above;
    }
    await db
      .insertInto('activity_rating')
      .values({ activityId: id, count, starsTotal: total, ...stars })
      .execute();
  }
  return id;
}

const belem = await createActivity(t.db, {
  title: 'Belém monuments by tuk-tuk',
  description: 'A ride to the Jerónimos Monastery and the Belém Tower, with custard tarts.',
  categories: ['tuk-tuk', 'architecture'],
  durationMinutes: 120,
  isFeatured: true,
  evaluationCount: 65,
  starsTotal: 301,
});
const sintra = await createActivity(t.db, {
  title: 'Palaces in the hills',
  description: 'Pena Palace and the Regaleira gardens in one long day.',
  categories: ['day-trip', 'nature'],
  city: 'Sintra, Portugal',
  durationMinutes: 480,
});
const hidden = await createActivity(t.db, {
  title: 'Secret Belém tasting',
  description: 'Hidden from the public catalogue until it is ready.',
  isVisible: false,
});
await t.db
  .insertInto('activity_highlight')
  .values([
    { activityId: belem, position: 0, text: 'Electric tuk-tuk' },
    { activityId: belem, position: 1, text: 'Custard tarts stop' },
  ])
  .execute();
await t.db
  .insertInto('activity_stop')
  .values({
    activityId: belem,
    position: 0,
    title: 'Jerónimos Monastery',
    description: 'Manueline masterpiece.',
  })
  .execute();
await t.db
  .insertInto('activity_media')
  .values([
    {
      activityId: belem,
      kind: 'cover',
      position: 0,
      storageKey: 'public/activity/cover-1',
      width: 1600,
      height: 1200,
    },
    {
      activityId: belem,
      kind: 'gallery',
      position: 0,
      storageKey: 'public/activity/gallery-1',
      width: 800,
      height: 600,
    },
  ])
  .execute();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe('GET /api/activities', () => {
  it('lists only visible activities, longest first', async () => {
    const res = await get('/api/activities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(['Palaces in the hills', 'Belém monuments by tuk-tuk']);
    expect(body.total).toBe(2);
  });

  it('finds an activity by a title word typed without its accent', async () => {
    const body = (await get('/api/activities?search=Belem')).json();
    expect(titles(body)).toEqual(['Belém monuments by tuk-tuk']);
  });

  it('finds by a description word without accents, by prefix, by category name and by city', async () => {
    expect(titles((await get('/api/activities?search=jeronimos')).json())).toEqual([
      'Belém monuments by tuk-tuk',
    ]);
    expect(titles((await get('/api/activities?search=jeron')).json())).toEqual([
      'Belém monuments by tuk-tuk',
    ]);
    expect(titles((await get('/api/activities?search=architecture')).json())).toEqual([
      'Belém monuments by tuk-tuk',
    ]);
    expect(titles((await get('/api/activities?search=sintra')).json())).toEqual(['Palaces in the hills']);
    expect(titles((await get('/api/activities?search=%C3%89VORA')).json())).toEqual([]);
  });

  it('ranks title matches above description matches', async () => {
    const other = await createActivity(t.db, {
      title: 'River cruise at sunset',
      description: 'Sail past the palaces of the riverside.',
      durationMinutes: 600,
    });
    const body = (await get('/api/activities?search=palaces')).json();
    expect(titles(body)).toEqual(['Palaces in the hills', 'River cruise at sunset']);
    await t.db.deleteFrom('activity').where('id', '=', other).execute();
  });

  it('never shows hidden activities, even when searched', async () => {
    const body = (await get('/api/activities?search=secret')).json();
    expect(body).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
    expect(hidden).toBeTruthy();
  });

  it('filters by category and paginates in SQL', async () => {
    expect(titles((await get('/api/activities?category=tuk-tuk')).json())).toEqual([
      'Belém monuments by tuk-tuk',
    ]);
    const page2 = (await get('/api/activities?page=2&pageSize=1')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(titles(page2)).toEqual(['Belém monuments by tuk-tuk']);
  });

  it('returns card data: price, rating to 2 decimals and image sizes', async () => {
    const card = (await get('/api/activities?category=tuk-tuk')).json().items[0];
    expect(card).toMatchObject({
      id: belem,
      slug: 'belem-monuments-by-tuk-tuk',
      priceCents: 2500,
      rating: 4.63,
      ratingCount: 65,
      cover: { card: '/media/activity/cover-1/card.webp', thumb: '/media/activity/cover-1/thumb.webp' },
    });
  });

  it('answers bad filters with 400 and a message, and survives query syntax', async () => {
    const bad = await get('/api/activities?category=spa');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.category).toBe('Unknown category');
    expect((await get('/api/activities?pageSize=1000')).statusCode).toBe(400);
    const weird = await get(`/api/activities?search=${encodeURIComponent("tuk & !(:* | ' belem")}`);
    expect(weird.statusCode).toBe(200);
    expect(titles(weird.json())).toEqual(['Belém monuments by tuk-tuk']);
    expect((await get(`/api/activities?search=${encodeURIComponent('&&&')}`)).json().total).toBe(0);
  });
});

describe('GET /api/activities/:id', () => {
  it('gives everything the details page shows', async () => {
    const res = await get(`/api/activities/${belem}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Belém monuments by tuk-tuk',
      highlights: ['Electric tuk-tuk', 'Custard tarts stop'],
      stops: [{ title: 'Jerónimos Monastery', description: 'Manueline masterpiece.' }],
      gallery: [{ details: '/media/activity/gallery-1/details.webp' }],
      sharedTimeSlots: ['10:00', '14:30'],
      privateTimeSlots: ['10:00'],
      languages: ['English', 'Portuguese'],
      privatePriceCents: 12000,
      marketPriceCents: 3000,
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
      marker: { lat: 38.7, lng: -9.1 },
    });
  });

  it('is 404 for a hidden or unknown activity and 400 for a malformed id', async () => {
    expect((await get(`/api/activities/${hidden}`)).statusCode).toBe(404);
    expect((await get('/api/activities/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await get('/api/activities/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('Unknown activity');
  });
});

describe('events, tickets and the home page', () => {
  const today = lisbonDay(new Date());
  it('shows upcoming visible events soonest first and visible tickets cheapest first', async () => {
    const events = await t.db
      .insertInto('event')
      .values([
        {
          title: 'Fado night',
          priceCents: 4000,
          eventDate: addDays(today, 3),
          eventTime: '21:00',
          activityId: belem,
        },
        {
          title: 'Santos populares',
          priceCents: 1500,
          eventDate: today,
          eventTime: '19:30',
          activityId: belem,
        },
        {
          title: 'Past party',
          priceCents: 100,
          eventDate: addDays(today, -1),
          eventTime: '19:30',
          activityId: belem,
        },
        {
          title: 'Hidden gig',
          priceCents: 200,
          eventDate: today,
          eventTime: '19:30',
          activityId: belem,
          isVisible: false,
        },
        {
          title: 'Hidden activity gig',
          priceCents: 300,
          eventDate: today,
          eventTime: '19:30',
          activityId: hidden,
        },
      ])
      .returning(['id', 'title'])
      .execute();
    await t.db
      .insertInto('ticket_product')
      .values([
        {
          title: 'Oceanário',
          description: 'Aquarium entry',
          priceCents: 2500,
          ticketLink: 'https://example.test/o',
          city: 'Lisbon, Portugal',
        },
        {
          title: 'Pena Palace',
          description: 'Palace entry',
          priceCents: 2000,
          ticketLink: 'https://example.test/p',
          city: 'Sintra, Portugal',
        },
        {
          title: 'Hidden ticket',
          description: 'x',
          priceCents: 1,
          ticketLink: 'https://example.test/h',
          city: 'Lisbon, Portugal',
          isVisible: false,
        },
      ])
      .execute();
    const home = (await get('/api/storefront/home')).json();
    expect(home.featured.map((a: { title: string }) => a.title)).toEqual(['Belém monuments by tuk-tuk']);
    expect(home.events.map((e: { title: string }) => e.title)).toEqual(['Santos populares', 'Fado night']);
    expect(home.events[0]).toMatchObject({ eventTime: '19:30', eventDate: today, activityId: belem });
    expect(home.tickets.map((x: { title: string }) => x.title)).toEqual(['Pena Palace', 'Oceanário']);

    const fado = events.find((e) => e.title === 'Fado night');
    const hiddenGig = events.find((e) => e.title === 'Hidden gig');
    const details = await get(`/api/events/${fado?.id}/activities/${belem}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ title: 'Fado night', priceCents: 4000, activity: { id: belem } });
    expect((await get(`/api/events/${hiddenGig?.id}/activities/${belem}`)).statusCode).toBe(404);
    expect((await get(`/api/events/${fado?.id}/activities/${sintra}`)).statusCode).toBe(404);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(
      `<loc>http://localhost:3000/details/${belem}/belem-monuments-by-tuk-tuk</loc>`,
    );
    expect(sitemap.body).toContain(
      `<loc>http://localhost:3000/event/${fado?.id}/details/${belem}/fado-night</loc>`,
    );
    expect(sitemap.body).toContain('<loc>http://localhost:3000/tours/tuk-tuk-tours</loc>');
    expect(sitemap.body).not.toContain(hidden);
    expect(sitemap.body).not.toContain(hiddenGig?.id);
  });
});

describe('link previews', () => {
  const html =
    '<html><head><meta name="description" content="Default" /><title>Roteiro</title></head><body></body></html>';
  it('finds the title, description and cover of a public details page, none for hidden ones', async () => {
    // (Its rating's JSON-LD is tested with real reviews in reviews.int.test.ts.)
    expect(await findPagePreview(t.db, `/details/${belem}/belem-monuments-by-tuk-tuk`)).toMatchObject({
      title: 'Belém monuments by tuk-tuk',
      description: 'A ride to the Jerónimos Monastery and the Belém Tower, with custard tarts.',
      imagePath: '/media/activity/cover-1/card.webp',
    });
    expect(await findPagePreview(t.db, `/details/${hidden}`)).toBeNull();
    expect(await findPagePreview(t.db, '/details/not-a-uuid')).toBeNull();
    expect(await findPagePreview(t.db, '/discover')).toBeNull();
  });
  it('writes escaped meta tags into index.html', () => {
    const out = injectPageHead(
      html,
      pageHead({
        appUrl: 'https://roteiro.example',
        pathAndQuery: '/details/1',
        locale: 'en',
        meta: { title: 'Activity | Roteiro', description: 'Default page text' },
        preview: {
          title: 'Fado & "wine" <night>',
          description: 'Songs & <b>tapas</b>',
          imagePath: '/media/x/card.webp',
        },
      }),
    );
    expect(out).toContain('<title>Fado &amp; &quot;wine&quot; &lt;night&gt; | Roteiro</title>');
    expect(out).toContain('<meta name="description" content="Songs &amp; &lt;b&gt;tapas&lt;/b&gt;" />');
    expect(out).toContain('<meta property="og:image" content="https://roteiro.example/media/x/card.webp" />');
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(out).not.toContain('content="Default"');
    expect(out).not.toContain('<night>');
  });
  it("keeps an activity's `$` patterns as text (String.replace expanded them into copies of the page)", () => {
    const out = injectPageHead(
      html,
      pageHead({
        appUrl: 'https://roteiro.example',
        pathAndQuery: '/details/1',
        locale: 'en',
        meta: null,
        preview: { title: "Fado $' night $&", description: 'A $` walk, $$ and $1', imagePath: null },
      }),
    );
    expect(out.match(/<head>/g)).toHaveLength(1);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out.match(/<body>/g)).toHaveLength(1);
    expect(out).toContain('<title>Fado $&#39; night $&amp; | Roteiro</title>');
    expect(out).toContain('<meta name="description" content="A $` walk, $$ and $1" />');
    expect(out).toContain('<meta property="og:title" content="Fado $&#39; night $&amp;" />');
  });
});

describe('pages served with their preview', () => {
  it('answers the home page and details pages with index.html, previews only for public details', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'roteiro-web-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<html><head><meta name="description" content="Default" /><title>Roteiro</title></head><body></body></html>',
    );
    const web = Fastify();
    await serveWebApp(web, {
      distDir,
      appUrl: 'https://roteiro.example',
      findPagePreview: (pathname) => findPagePreview(t.db, pathname),
    });
    const page = (url: string) => web.inject({ method: 'GET', url });

    const root = await page('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Roteiro</title>');
    const details = await page(`/details/${belem}/belem-monuments-by-tuk-tuk`);
    expect(details.statusCode).toBe(200);
    expect(details.body).toContain('<title>Belém monuments by tuk-tuk | Roteiro</title>');
    expect(details.body).toContain(
      '<meta property="og:image" content="https://roteiro.example/media/activity/cover-1/card.webp" />',
    );
    const hiddenPage = await page(`/details/${hidden}`);
    expect(hiddenPage.statusCode).toBe(200);
    expect(hiddenPage.body).toContain('<title>Roteiro</title>');
    expect((await page('/details/not-a-uuid/x')).body).toContain('<title>Roteiro</title>');
    expect((await page('/api/nothing')).statusCode).toBe(404);
    await web.close();
  });
});
