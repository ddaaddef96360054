import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TTtdProduct, ZThingsToDoFeed } from '@roteiro/domain/distribution/things-to-do';
import { afterAll, describe, expect, it } from 'vitest';
import { createResellerWithKey } from '../../../test/resellers.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { openPglite } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createBookableActivity, createEvent } from '../booking/checkout/checkout.test-helpers.ts';

/** Issue 38: Google's Things to do product feed, served to a reseller's key and checked against its documented format. */
const t = await createTestApp();
const reseller = await createResellerWithKey(t.db);
const feed = (headers: Record<string, string> = reseller.headers) =>
  t.app.inject({ method: 'GET', url: '/feeds/things-to-do', headers });

/**
 * Demo-like data: a tour with shared and private options, a pass, a hidden tour, an event; pictures and a rating; the
 * tour's categories, what's included and meeting point, in English and Portuguese.
 */
const tourId = await createBookableActivity(t.db, {
  title: 'Belém by tuk-tuk',
  priceCents: 3550,
  privatePriceCents: 15000,
  maxNumOfParticipants: 6,
});
const passId = await createBookableActivity(t.db, {
  title: 'Sintra day pass',
  isPass: true,
  priceCents: 4000,
});
const hiddenId = await createBookableActivity(t.db, { title: 'Not yet', isVisible: false });
const eventId = await createEvent(t.db, tourId, { eventDate: '2031-07-15', priceCents: 4500 });
await t.db
  .updateTable('activity')
  .set({
    categories: ['tuk-tuk', 'food-tours', 'walking-tours', 'day-trip'],
    whatsIncluded: 'Tuk-tuk, driver-guide and a pastel de nata.',
  })
  .where('id', '=', tourId)
  .execute();
await t.db
  .insertInto('activity_translation')
  .values({
    activityId: tourId,
    locale: 'pt-PT',
    texts: JSON.stringify({
      title: 'Belém de tuk-tuk',
      description: 'Os monumentos de Belém.',
      meetingPoint: 'Largo do Chafariz de Dentro, junto ao chafariz',
      whatsIncluded: 'Tuk-tuk, motorista-guia e um pastel de nata.',
      highlights: ['Mosteiro dos Jerónimos', ''],
    }),
  })
  .execute();
// Two highlights, the second without a Portuguese version.
await t.db
  .insertInto('activity_highlight')
  .values([
    { activityId: tourId, position: 0, text: 'Jerónimos Monastery' },
    { activityId: tourId, position: 1, text: 'Belém Tower from the river' },
  ])
  .execute();
await t.db
  .insertInto('activity_media')
  .values([
    { activityId: tourId, kind: 'gallery', storageKey: 'public/activity/belem/g1', position: 1 },
    { activityId: tourId, kind: 'cover', storageKey: 'public/activity/belem/cover', position: 0 },
  ])
  .execute();
await t.db
  .insertInto('activity_rating')
  .values({ activityId: tourId, count: 4, starsTotal: 18, stars4: 2, stars5: 2 })
  .execute();

function productOf(products: TTtdProduct[], id: string): TTtdProduct {
  const product = products.find((p) => p.id === id);
  expect(product, id).toBeDefined();
  return product as TTtdProduct;
}

describe('GET /feeds/things-to-do', () => {
  it('answers a reseller key with a feed valid to the documented format: options, prices, pages, rating, images', async () => {
    const res = await feed();
    expect(res.statusCode, res.body).toBe(200);
    const parsed = ZThingsToDoFeed.safeParse(res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    const body = ZThingsToDoFeed.parse(res.json());
    expect(body.feed_metadata).toMatchObject({
      shard_id: 0,
      total_shards_count: 1,
      processing_instruction: 'PROCESS_AS_SNAPSHOT',
    });
    const appUrl = t.config.appUrl;

    const tour = productOf(body.products, tourId);
    expect(tour.title.localized_texts).toEqual([
      { language_code: 'en', text: 'Belém by tuk-tuk' },
      { language_code: 'pt-PT', text: 'Belém de tuk-tuk' },
    ]);
    expect(tour.rating).toEqual({ average_value: 4.5, rating_count: 4 });
    expect(tour.related_media).toEqual([
      { url: `${appUrl}/media/activity/belem/cover/details.webp`, type: 'MEDIA_TYPE_PHOTO' },
      { url: `${appUrl}/media/activity/belem/g1/details.webp`, type: 'MEDIA_TYPE_PHOTO' },
    ]);
    expect(tour.options.map((o) => [o.id, o.price_options[0]?.price])).toEqual([
      [`${tourId}-shared`, { currency_code: 'EUR', units: 35, nanos: 500_000_000 }],
      [`${tourId}-private`, { currency_code: 'EUR', units: 150, nanos: 0 }],
    ]);
    expect(tour.options[1]?.title.localized_texts[1]).toEqual({
      language_code: 'pt-PT',
      text: 'Passeio privado (até 6 pessoas)',
    });
    const page = `${appUrl}/details/${tourId}/belem-by-tuk-tuk`;
    expect(tour.options[0]?.landing_page).toEqual({
      url: page,
      localized_urls: {
        localized_texts: [
          { language_code: 'en', text: `${page}?lang=en` },
          { language_code: 'pt-PT', text: `${page}?lang=pt` },
        ],
      },
    });

    // Roteiro's rule on every option (full refund up to 24 h before), the categories Google has labels for.
    const fullRefund = {
      refund_conditions: [{ min_duration_before_start_time_sec: 86_400, refund_percent: 100 }],
    };
    for (const option of tour.options) {
      expect(option.cancellation_policy, option.id).toEqual(fullRefund);
      expect(option.option_categories, option.id).toEqual([{ label: 'food' }, { label: 'day-trips' }]);
      expect(option.meeting_point?.location).toEqual({
        place_info: {
          name: 'Largo do Chafariz de Dentro',
          coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
        },
      });
      expect(option.meeting_point?.description?.localized_texts).toEqual([
        { language_code: 'en', text: 'Largo do Chafariz de Dentro' },
        { language_code: 'pt-PT', text: 'Largo do Chafariz de Dentro, junto ao chafariz' },
      ]);
    }
    expect(tour.product_features).toEqual([
      {
        feature_type: 'TEXT_FEATURE_INCLUSION',
        value: {
          localized_texts: [
            { language_code: 'en', text: 'Tuk-tuk, driver-guide and a pastel de nata.' },
            { language_code: 'pt-PT', text: 'Tuk-tuk, motorista-guia e um pastel de nata.' },
          ],
        },
      },
      {
        feature_type: 'TEXT_FEATURE_HIGHLIGHT',
        value: {
          localized_texts: [
            { language_code: 'en', text: 'Jerónimos Monastery' },
            { language_code: 'pt-PT', text: 'Mosteiro dos Jerónimos' },
          ],
        },
      },
      {
        feature_type: 'TEXT_FEATURE_HIGHLIGHT',
        value: { localized_texts: [{ language_code: 'en', text: 'Belém Tower from the river' }] },
      },
    ]);
    // Paid online, confirmed at once; QR tickets on a phone or printed.
    expect(tour).toMatchObject({
      confirmation_type: 'CONFIRMATION_TYPE_INSTANT',
      fulfillment_type: { mobile: true, print_at_home: true, pickup: false },
    });

    const pass = productOf(body.products, passId);
    expect(pass.options).toHaveLength(1);
    // The pass has no text of what's included, and only a category Google has no label for (walking-tours).
    expect(pass).not.toHaveProperty('product_features');
    expect(pass.options[0]?.cancellation_policy).toEqual(fullRefund);
    expect(pass.options[0]).not.toHaveProperty('option_categories');
    expect(pass.options[0]?.price_options[0]?.price).toEqual({ currency_code: 'EUR', units: 40, nanos: 0 });
    expect(pass).not.toHaveProperty('rating');
    const event = productOf(body.products, `event-${eventId}`);
    expect(event.options[0]?.landing_page.url).toBe(
      `${appUrl}/event/${eventId}/details/${tourId}/fado-night`,
    );
    expect(event.options[0]?.price_options[0]?.price.units).toBe(45);
    expect(event.options[0]?.cancellation_policy).toEqual(fullRefund);
    expect(event.product_features).toEqual(tour.product_features);
    expect(body.products.some((p) => p.id === hiddenId)).toBe(false);
  });

  it('refuses a request without a key (401), with an unknown or revoked key, or a session (403/401)', async () => {
    expect((await feed({})).statusCode).toBe(401);
    expect((await feed({ authorization: 'Bearer rtk_not_a_key' })).statusCode).toBe(403);
    const revoked = await createResellerWithKey(t.db);
    await t.db
      .updateTable('reseller_key')
      .set({ revokedAt: new Date() })
      .where('id', '=', revoked.keyId)
      .execute();
    const refused = await feed(revoked.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const admin = await createUser(t.db, 'admin');
    expect((await feed({ cookie: await signIn(t.app, admin.email) })).statusCode).toBe(401);
  });

  it('the schema refuses a feed missing a required field', () => {
    const noLandingPage = {
      feed_metadata: {
        shard_id: 0,
        total_shards_count: 1,
        processing_instruction: 'PROCESS_AS_SNAPSHOT',
        nonce: 1,
      },
      products: [
        {
          id: 'p',
          title: { localized_texts: [{ language_code: 'en', text: 'P' }] },
          options: [
            {
              id: 'o',
              title: { localized_texts: [{ language_code: 'en', text: 'O' }] },
              price_options: [{ id: 'adult', price: { currency_code: 'EUR', units: 1 } }],
            },
          ],
        },
      ],
    };
    expect(ZThingsToDoFeed.safeParse(noLandingPage).success).toBe(false);
  });
});

/** `npm run feed:things-to-do -- --out FILE` on the embedded database, as an operator runs it with the server stopped. */
describe('npm run feed:things-to-do', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-feed-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'src/modules/distribution/things-to-do-cli.ts', ...args], {
      cwd: join(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      timeout: 180_000,
    });

  it('writes the feed of the database to the file, valid to the format', { timeout: 240_000 }, async () => {
    const database = await openPglite({ dataDir: join(dataDir, 'db') });
    try {
      await migrateToLatest(database.db);
      await createBookableActivity(database.db, { title: 'Porto by night' });
    } finally {
      await database.close();
    }
    const result = run('--out', join(dataDir, 'feed.json'));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('1 products written');
    const written = ZThingsToDoFeed.parse(JSON.parse(readFileSync(join(dataDir, 'feed.json'), 'utf8')));
    expect(written.products.map((p) => p.title.localized_texts[0]?.text)).toEqual(['Porto by night']);

    const usage = run('--out');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run feed:things-to-do');
  });
});
