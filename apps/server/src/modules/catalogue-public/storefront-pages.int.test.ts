import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { findStaticPagePreview } from './storefront-pages.service.ts';

const t = await createTestApp();

type ActivityOverrides = Partial<{
  title: string;
  durationMinutes: number;
  priceCents: number;
  isVisible: boolean;
  isPass: boolean;
}>;

async function createActivity(db: Db, overrides: ActivityOverrides = {}) {
  const isPass = overrides.isPass ?? false;
  const { id } = await db
    .insertInto('activity')
    .values({
      title: overrides.title ?? 'Plain city walk',
      description: 'A walk through the city.',
      categories: ['walking-tours'] as never,
      durationMinutes: overrides.durationMinutes ?? 120,
      priceCents: overrides.priceCents ?? 2500,
      privatePriceCents: isPass ? null : 12000,
      marketPriceCents: null,
      guiderPaymentCents: 1000,
      isPass,
      firstDeparture: isPass ? '09:30' : null,
      lastDeparture: isPass ? '19:00' : null,
      frequencyMinutes: isPass ? 15 : null,
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
      isVisible: overrides.isVisible ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addPhotos(db: Db, activityId: string, galleryCount: number) {
  await db
    .insertInto('activity_media')
    .values([
      {
        activityId,
        kind: 'cover',
        position: 0,
        storageKey: `public/${activityId}/cover`,
        width: 1600,
        height: 1200,
      },
      ...Array.from({ length: galleryCount }, (_, position) => ({
        activityId,
        kind: 'gallery' as const,
        position,
        storageKey: `public/${activityId}/gallery-${position}`,
        width: 800,
        height: 600,
      })),
      {
        activityId,
        kind: 'video',
        position: 0,
        storageKey: `public/${activityId}/video.mp4`,
        width: null,
        height: null,
      },
    ])
    .execute();
}

const tramPass = await createActivity(t.db, { title: 'Tram 28 hop-on pass', isPass: true, priceCents: 1900 });
const boatPass = await createActivity(t.db, { title: 'River boat pass', isPass: true, priceCents: 1500 });
const hiddenPass = await createActivity(t.db, {
  title: 'Hidden pass',
  isPass: true,
  isVisible: false,
  priceCents: 100,
});
const longTour = await createActivity(t.db, { title: 'Sintra day', durationMinutes: 480 });
const shortTour = await createActivity(t.db, { title: 'Alfama walk', durationMinutes: 90 });
await addPhotos(t.db, tramPass, 1);
await addPhotos(t.db, longTour, 6);
await addPhotos(t.db, hiddenPass, 2);

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/passes', () => {
  it('lists the visible passes only, cheapest first, with their departures window', async () => {
    const res = await get('/api/passes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((p: { title: string }) => p.title)).toEqual([
      'River boat pass',
      'Tram 28 hop-on pass',
    ]);
    expect(body.total).toBe(2);
    expect(body.pageSize).toBe(24);
    expect(body.items[1]).toMatchObject({
      id: tramPass,
      slug: 'tram-28-hop-on-pass',
      isPass: true,
      priceCents: 1900,
      schedule: { firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 },
      cover: { card: `/media/${tramPass}/cover/card.webp` },
    });
    expect(body.items[0]).toMatchObject({ id: boatPass, cover: null });
  });

  it('pages', async () => {
    const body = (await get('/api/passes?page=2&pageSize=1')).json();
    expect(body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(body.items.map((p: { id: string }) => p.id)).toEqual([tramPass]);
  });

  it('answers 400 with a message for a bad page', async () => {
    const res = await get('/api/passes?page=0&pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The page must be a whole number from 1.');
  });
});

describe('GET /api/gallery', () => {
  it("gives each visible activity's cover then its first gallery photos, in the lists' order, no videos", async () => {
    const res = await get('/api/gallery');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.items.map((a: { title: string }) => a.title)).toEqual([
      'Sintra day',
      'River boat pass',
      'Tram 28 hop-on pass',
      'Alfama walk',
    ]);
    const sintra = body.items.find((a: { id: string }) => a.id === longTour);
    expect(sintra.slug).toBe('sintra-day');
    expect(sintra.photos.map((p: { thumb: string }) => p.thumb)).toEqual([
      `/media/${longTour}/cover/thumb.webp`,
      `/media/${longTour}/gallery-0/thumb.webp`,
      `/media/${longTour}/gallery-1/thumb.webp`,
      `/media/${longTour}/gallery-2/thumb.webp`,
    ]);
    expect(body.items.find((a: { id: string }) => a.id === shortTour).photos).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(hiddenPass);
  });

  it('pages by activity and refuses a page size above its limit', async () => {
    const body = (await get('/api/gallery?pageSize=1&page=1')).json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 1 });
    expect(body.items.map((a: { id: string }) => a.id)).toEqual([longTour]);
    const tooMany = await get('/api/gallery?pageSize=25');
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('The page size must be a whole number from 1 to 24.');
  });
});

describe('information pages', () => {
  it('are in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const page of Object.values(STATIC_PAGES)) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${page.path}</loc>`);
    }
  });

  it('have their own link preview picture; /unlock shows the cheapest pass with a cover', async () => {
    // Their title and description are the page's own, in the visitor's language (the web's route table).
    expect(await findStaticPagePreview(t.db, '/concierge')).toEqual({
      imagePath: `/media/${longTour}/cover/card.webp`,
    });
    expect(await findStaticPagePreview(t.db, '/frequently-asked-questions/')).toEqual({
      imagePath: `/media/${longTour}/cover/card.webp`,
    });
    // The cheapest pass (the boat) has no cover: the preview has no picture rather than another one's.
    expect(await findStaticPagePreview(t.db, '/unlock')).toEqual({ imagePath: null });
    expect(await findStaticPagePreview(t.db, '/concierge/quote')).toBeNull();
  });
});

describe('GET /api/live-map', () => {
  it("lists every visible activity's meeting point and marks the ones with a run in progress live", async () => {
    const quiet = await createActivity(t.db, { title: 'Live map quiet walk' });
    const running = await createActivity(t.db, { title: 'Live map running walk' });
    const hidden = await createActivity(t.db, { title: 'Live map hidden walk', isVisible: false });
    const company = await createCompany(t.db, { name: 'Live Map Tours' });
    const group = await t.db
      .insertInto('activity_group')
      .values({ activityId: running, day: '2026-11-23', startTime: '10:00', endTime: '12:00', capacity: 8 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('group_allocation')
      .values({
        groupId: group.id,
        companyId: company.id,
        joinedNOfSeats: 4,
        nOfSeats: 4,
        numberOfVehicles: 1,
      })
      .execute();
    const run = await t.db
      .insertInto('activity_run')
      .values({
        companyId: company.id,
        groupId: group.id,
        activityId: running,
        startedBy: company.id,
        payAmountCents: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const live = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/live-map' });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        points: { id: string; live: boolean; lat: number; slug: string }[];
        liveCount: number;
      };
    };
    const body = await live();
    const byId = new Map(body.points.map((point) => [point.id, point]));
    expect(byId.get(quiet)).toMatchObject({ live: false, lat: 38.7, slug: 'live-map-quiet-walk' });
    expect(byId.get(running)?.live).toBe(true);
    expect(byId.has(hidden)).toBe(false);
    expect(body.liveCount).toBe(body.points.filter((point) => point.live).length);

    // Finished: no longer live.
    await t.db
      .updateTable('activity_run')
      .set({ inProgress: false, endTime: new Date() })
      .where('id', '=', run.id)
      .execute();
    expect(new Map((await live()).points.map((point) => [point.id, point.live])).get(running)).toBe(false);
  });
});
