import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { Offer } from 'schema-dts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { serveWebApp } from '../../platform/http/web-app.ts';
import { createBookableActivity, createEvent } from '../booking/checkout/checkout.test-helpers.ts';
import { finishedRun, reviewBody } from '../reviews/reviews.test-helpers.ts';
import { findPagePreview } from './catalogue-public.service.ts';

/**
 * Issue 38: every details and event page's served HTML carries one schema.org JSON-LD block with the fields
 * Google's rich results require (Product: name and one of offers/review/aggregateRating; Offer: price and
 * priceCurrency; Event: name, startDate, location), in the page's language.
 */
const t = await createTestApp();
const APP_URL = 'https://roteiro.example';
const distDir = mkdtempSync(join(tmpdir(), 'roteiro-json-ld-'));
writeFileSync(
  join(distDir, 'index.html'),
  '<html lang="en"><head><meta name="description" content="Default" /><title>Roteiro</title></head><body></body></html>',
);
const web = Fastify();
await serveWebApp(web, {
  distDir,
  appUrl: APP_URL,
  findPagePreview: (pathname, locale) => findPagePreview(t.db, pathname, locale, APP_URL),
});
afterAll(async () => {
  await web.close();
  rmSync(distDir, { recursive: true, force: true });
});

type TJsonLd = Record<string, unknown> & {
  offers?: Record<string, unknown>;
  location?: Record<string, unknown> & { address?: Record<string, unknown> };
};

/** The page's one JSON-LD block, parsed. */
async function jsonLdOf(url: string): Promise<TJsonLd> {
  const res = await web.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks, url).toHaveLength(1);
  const ld = JSON.parse(blocks[0]?.[1] ?? '') as TJsonLd;
  expect(ld['@context']).toBe('https://schema.org');
  return ld;
}

/** Google's required fields of a Product snippet and of its Offer. */
function expectGoogleProduct(ld: TJsonLd): void {
  expect(ld['@type']).toBe('Product');
  expect(typeof ld.name === 'string' && ld.name.length > 0).toBe(true);
  expect(Boolean(ld.offers || ld.review || ld.aggregateRating)).toBe(true);
  expectGoogleOffer(ld.offers);
}

function expectGoogleOffer(offer: Record<string, unknown> | undefined): void {
  expect(offer?.['@type']).toBe('Offer');
  expect(String(offer?.price)).toMatch(/^\d+(\.\d{2})?$/);
  expect(offer?.priceCurrency).toBe('EUR');
}

const setTranslation = (activityId: string, texts: Record<string, string>) =>
  t.db
    .insertInto('activity_translation')
    .values({ activityId, locale: 'pt-PT', texts: JSON.stringify(texts) })
    .execute();

describe('details pages', () => {
  it('an activity without reviews: its Product and Offer, in the reader language, no rating claimed', async () => {
    const activityId = await createBookableActivity(t.db, { title: 'Alfama at dusk', priceCents: 2550 });
    await t.db
      .insertInto('activity_media')
      .values([
        { activityId, kind: 'cover', storageKey: 'public/activity/dusk/cover', position: 0 },
        { activityId, kind: 'gallery', storageKey: 'public/activity/dusk/g1', position: 1 },
        { activityId, kind: 'video', storageKey: 'public/activity/dusk/v1', position: 2 },
      ])
      .execute();
    await setTranslation(activityId, {
      title: 'Alfama ao entardecer',
      description: 'Um passeio pelo bairro antigo.',
    });

    const en = await jsonLdOf(`/details/${activityId}/alfama-at-dusk`);
    expectGoogleProduct(en);
    expect(en).toMatchObject({
      name: 'Alfama at dusk',
      description: 'A walk through the old quarter.',
      url: `${APP_URL}/details/${activityId}/alfama-at-dusk?lang=en`,
      image: [
        `${APP_URL}/media/activity/dusk/cover/details.webp`,
        `${APP_URL}/media/activity/dusk/g1/details.webp`,
      ],
      offers: {
        '@type': 'Offer',
        price: '25.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${APP_URL}/details/${activityId}/alfama-at-dusk?lang=en`,
      },
    });
    expect(en).not.toHaveProperty('aggregateRating');
    expect(en).not.toHaveProperty('review');

    const pt = await jsonLdOf(`/details/${activityId}/alfama-at-dusk?lang=pt`);
    expectGoogleProduct(pt);
    expect(pt).toMatchObject({ name: 'Alfama ao entardecer', description: 'Um passeio pelo bairro antigo.' });
    expect(pt.url).toBe(`${APP_URL}/details/${activityId}/alfama-at-dusk?lang=pt`);
  });

  it('an activity with reviews: the Product merges its AggregateRating and reviews, still one block', async () => {
    const run = await finishedRun(t, { bookings: [{}, {}], scanned: [0, 1] });
    for (const [index, booking] of run.bookings.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/invitations/${booking.token}`,
        payload: reviewBody({ stars: index === 0 ? 5 : 4 }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const ld = await jsonLdOf(`/details/${run.activityId}/x`);
    expectGoogleProduct(ld);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(2);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  });

  it('a pass: its Product at the pass price; a private-only tour offers its group price', async () => {
    const passId = await createBookableActivity(t.db, {
      title: 'Sintra day pass',
      isPass: true,
      priceCents: 4000,
    });
    const pass = await jsonLdOf(`/details/${passId}/sintra-day-pass`);
    expectGoogleProduct(pass);
    expect(pass).toMatchObject({ name: 'Sintra day pass', offers: { price: '40.00' } });

    const privateId = await createBookableActivity(t.db, {
      title: 'Private Douro',
      isPrivateOnly: true,
      privatePriceCents: 18000,
    });
    expect((await jsonLdOf(`/details/${privateId}/private-douro`)).offers).toMatchObject({ price: '180.00' });
  });

  it('a hidden activity has none', async () => {
    const hiddenId = await createBookableActivity(t.db, { isVisible: false });
    const res = await web.inject({ method: 'GET', url: `/details/${hiddenId}/x` });
    expect(res.body).not.toContain('application/ld+json');
  });
});

describe('event pages', () => {
  it('an Event with its start in Lisbon time and offset, its place and offer; sold out when its group is full', async () => {
    const activityId = await createBookableActivity(t.db, { title: 'Fado house', durationMinutes: 90 });
    const summer = await createEvent(t.db, activityId, {
      eventDate: '2031-07-15',
      eventTime: '21:00',
      priceCents: 4500,
    });
    const winter = await createEvent(t.db, activityId, { eventDate: '2031-12-15', eventTime: '21:00' });
    await t.db
      .insertInto('event_translation')
      .values({ eventId: summer, locale: 'pt-PT', texts: JSON.stringify({ title: 'Noite de fado' }) })
      .execute();

    const ld = await jsonLdOf(`/event/${summer}/details/${activityId}/fado-night`);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Fado night',
      startDate: '2031-07-15T21:00:00+01:00',
      endDate: '2031-07-15T22:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Largo do Chafariz de Dentro',
        address: { '@type': 'PostalAddress', addressLocality: 'Lisbon, Portugal', addressCountry: 'PT' },
      },
      offers: { availability: 'https://schema.org/InStock', price: '45.00' },
    });
    // Google's required fields of an Event.
    expect(ld.name).toBeTruthy();
    expect(ld.location?.address).toBeTruthy();
    expectGoogleOffer(ld.offers);
    expect((await jsonLdOf(`/event/${summer}/details/${activityId}/fado-night?lang=pt`)).name).toBe(
      'Noite de fado',
    );
    expect((await jsonLdOf(`/event/${winter}/details/${activityId}/fado-night`)).startDate).toBe(
      '2031-12-15T21:00:00+00:00',
    );

    await t.db
      .insertInto('activity_group')
      .values({
        activityId,
        eventId: summer,
        day: '2031-07-15',
        startTime: '21:00',
        endTime: '22:30',
        capacity: 2,
        groupSize: 2,
      })
      .execute();
    expect((await jsonLdOf(`/event/${summer}/details/${activityId}/fado-night`)).offers?.availability).toBe(
      'https://schema.org/SoldOut',
    );
  });
});

describe('types', () => {
  it('types the builders with schema.org: a field schema.org does not know fails type-checking', () => {
    // @ts-expect-error: an Offer has no `cost` (the builders are typed by schema-dts, so such a typo cannot ship).
    const wrong: Offer = { '@type': 'Offer', cost: '1.00' };
    const right: Offer = { '@type': 'Offer', price: '1.00', priceCurrency: 'EUR' };
    expect([wrong, right]).toHaveLength(2);
  });
});
