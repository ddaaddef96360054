import { randomUUID } from 'node:crypto';
import { activityInputFromForm, type TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { signIn } from '../../../test/test-app.ts';
import {
  createActivityThroughApi,
  createCatalogueTestApp,
  multipartBody,
  pngImage,
  tourValues,
  uploadImage,
} from './catalogue-admin.test-helpers.ts';

const t = await createCatalogueTestApp();

const productRequests = () => t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products');

async function post(values: TActivityFormValues, id = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/activities',
    headers: { cookie: t.admin },
    payload: { id, activity: activityInputFromForm(values) },
  });
}

describe('access', () => {
  it('is for admins only', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/admin/activities', payload: {} });
    expect(visitor.statusCode).toBe(401);
    const company = await createCompany(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities',
      headers: { cookie: await signIn(t.app, company.email) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/admin/media', () => {
  it('checks and re-encodes an image into card and details sizes', async () => {
    const body = multipartBody(await pngImage(2000, 1500), 'cover.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body.payload,
      headers: { ...body.headers, cookie: t.admin },
    });
    expect(res.statusCode).toBe(201);
    const media = res.json();
    expect(media).toMatchObject({ kind: 'image', width: 1600, height: 1200 });
    expect(media.key).toMatch(/^public\/activity\//);
    expect(media.url).toBe(`/media/${media.key.slice('public/'.length)}/card.webp`);
    const card = await t.app.inject({ method: 'GET', url: media.url });
    expect(card.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image or a video, whatever its name', async () => {
    const body = multipartBody(Buffer.from('not really a picture'), 'photo.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body.payload,
      headers: { ...body.headers, cookie: t.admin },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts a video (checked from its bytes) and an activity can reference it', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom'),
      Buffer.alloc(64),
    ]);
    const body = multipartBody(mp4, 'clip.mp4', 'video/mp4');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body.payload,
      headers: { ...body.headers, cookie: t.admin },
    });
    expect(res.statusCode).toBe(201);
    const video = res.json();
    expect(video).toMatchObject({ kind: 'video', width: null, height: null, thumbUrl: null });
    expect(video.key).toMatch(/^public\/activity\/.+\.mp4$/);
    const id = await createActivityThroughApi(t, { ...(await tourValues(t)), videoKeys: [video.key] });
    const rows = await t.db
      .selectFrom('activity_media')
      .select(['kind', 'storageKey'])
      .where('activityId', '=', id)
      .where('kind', '=', 'video')
      .execute();
    expect(rows).toEqual([{ kind: 'video', storageKey: video.key }]);
  });

  it('answers a request that is not multipart with a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: t.admin },
      payload: {},
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('creating an activity', () => {
  it('creates the tour products (private price minus guider payment, shared at 10 €) then saves everything', async () => {
    const before = productRequests().length;
    const values = await tourValues(t);
    const id = await createActivityThroughApi(t, values);

    const calls = productRequests().slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toMatchObject({
      name: 'Alfama walking tour',
      description: values.description,
      default_price_data: { currency: 'eur', unit_amount: '8000' },
      metadata: { activityId: id, kind: 'main' },
    });
    expect(calls[0]?.body.images).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/media\/activity\/.+\/card\.webp$/),
    ]);
    expect(calls[1]?.body).toMatchObject({
      name: 'Alfama walking tour (shared)',
      default_price_data: { unit_amount: '1000' },
      metadata: { activityId: id, kind: 'shared' },
    });
    expect(calls[0]?.idempotencyKey).toContain(id);

    const row = await t.db
      .selectFrom('activity')
      .select(['title', 'priceLink', 'sharedPriceLink', 'productId', 'isVisible', 'isPrivateOnly', 'city'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Alfama walking tour',
      isVisible: true,
      isPrivateOnly: true,
      city: 'Lisbon, Portugal',
    });
    expect(row.priceLink).toMatch(/^price_/);
    expect(row.sharedPriceLink).toMatch(/^price_/);
    expect(t.fake.objects.get(row.priceLink ?? '')).toMatchObject({ unit_amount: 8000 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/${id}`,
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(200);
    const edit = res.json();
    expect(edit.values.stops.map((s: { title: string }) => s.title)).toEqual([
      'Lisbon Cathedral',
      'Miradouro de Santa Luzia',
    ]);
    expect(edit.values.highlights).toEqual([{ text: '' }]);
    expect(edit.values.privateTimeSlots).toEqual(values.privateTimeSlots);
    expect(edit.values.coverKey).toBe(values.coverKey);
    expect(edit.media).toHaveLength(2);
    const media = await t.db
      .selectFrom('activity_media')
      .select(['kind', 'width', 'height'])
      .where('activityId', '=', id)
      .execute();
    expect(media.every((row) => row.width && row.height)).toBe(true);
  });

  it('sells a pass at its price, with its schedule and highlights and no shared product', async () => {
    const before = productRequests().length;
    const values: TActivityFormValues = {
      ...(await tourValues(t)),
      title: 'Tram day pass',
      isPass: true,
      priceCents: 1900,
      privatePriceCents: null,
      guiderPaymentCents: 0,
      highlights: [{ text: 'Unlimited tram rides' }],
    };
    const id = await createActivityThroughApi(t, values);
    const calls = productRequests().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ default_price_data: { unit_amount: '1900' } });
    const row = await t.db
      .selectFrom('activity')
      .select(['sharedPriceLink', 'firstDeparture', 'lastDeparture', 'frequencyMinutes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      sharedPriceLink: null,
      firstDeparture: '09:30:00',
      lastDeparture: '19:00:00',
      frequencyMinutes: 15,
    });
    const highlights = await t.db
      .selectFrom('activity_highlight')
      .select('text')
      .where('activityId', '=', id)
      .execute();
    expect(highlights).toEqual([{ text: 'Unlimited tram rides' }]);
  });

  it('never creates the same activity twice: a repeated create is a 409 with no new product', async () => {
    const values = await tourValues(t);
    const id = await createActivityThroughApi(t, values);
    const before = productRequests().length;
    const again = await post(values, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.activityAlreadySaved);
    expect(productRequests().length).toBe(before);
  });

  it('saves nothing and answers the spec text when the payment provider fails', async () => {
    const values = await tourValues(t);
    const id = randomUUID();
    t.fake.failNext('POST', '/v1/products', 500, { type: 'api_error', message: 'Stripe is down' });
    const res = await post(values, id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'PROVIDER_ERROR',
      message: messages.activityCreateFailed,
      text: { id: 'messages.activityCreateFailed' },
    });
    const row = await t.db.selectFrom('activity').select('id').where('id', '=', id).executeTakeFirst();
    expect(row).toBeUndefined();
    // The same save again works once the provider is back.
    const retry = await post(values, id);
    expect(retry.statusCode).toBe(201);
  });

  it('refuses media that was never uploaded', async () => {
    const values = { ...(await tourValues(t)), coverKey: `public/activity/${randomUUID()}` };
    const res = await post(values);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ coverKey: m.coverRequired });
  });
});

describe('activity validation (catalogue.md §5), answered with the spec messages', () => {
  const cases: [string, Partial<TActivityFormValues>, string, string][] = [
    ['title under 5 characters', { title: 'Alfa' }, 'activity.title', messages.tourTitleTooShort],
    [
      'description under 10',
      { description: 'Too short' },
      'activity.description',
      messages.tourDescriptionLength,
    ],
    [
      'description over 1500',
      { description: 'x'.repeat(1501) },
      'activity.description',
      messages.tourDescriptionLength,
    ],
    ['negative duration', { durationMinutes: -5 }, 'activity.durationMinutes', messages.tourDuration],
    [
      'duration not in whole minutes',
      { durationMinutes: 1.5 },
      'activity.durationMinutes',
      messages.tourDuration,
    ],
    ['no price', { priceCents: null }, 'activity.priceCents', m.priceRequired],
    [
      'tour without private price',
      { privatePriceCents: null },
      'activity.privatePriceCents',
      m.privatePriceRequired,
    ],
    [
      'guider payment above private price',
      { guiderPaymentCents: 20000 },
      'activity.guiderPaymentCents',
      m.guiderPaymentTooHigh,
    ],
    [
      'cancellation policy under 10',
      { cancellationPolicy: 'Free' },
      'activity.cancellationPolicy',
      m.cancellationPolicyLength,
    ],
    [
      'cancellation policy over 200',
      { cancellationPolicy: 'x'.repeat(201) },
      'activity.cancellationPolicy',
      m.cancellationPolicyLength,
    ],
    ['no language', { languages: [] }, 'activity.languages', m.languageRequired],
    ['no shared slot', { sharedTimeSlots: [] }, 'activity.sharedTimeSlots', m.timeSlotRequired],
    ['no private slot', { privateTimeSlots: [] }, 'activity.privateTimeSlots', m.timeSlotRequired],
    ['bad time slot', { sharedTimeSlots: ['25:00'] }, 'activity.sharedTimeSlots.0', m.timeSlotFormat],
    [
      'optional text over 2750',
      { accessibility: 'x'.repeat(2751) },
      'activity.accessibility',
      m.optionalTextTooLong,
    ],
    ['min participants 0', { minNumOfParticipants: 0 }, 'activity.minNumOfParticipants', m.minParticipants],
    [
      'max below min',
      { minNumOfParticipants: 4, maxNumOfParticipants: 3 },
      'activity.maxNumOfParticipants',
      m.maxParticipants,
    ],
    ['meeting point under 5', { meetingPoint: 'Sé' }, 'activity.meetingPoint', m.meetingPointTooShort],
    ['city not in the list', { city: 'Porto, Portugal' }, 'activity.city', messages.selectCity],
    ['no stop', { stops: [] }, 'activity.stops', m.stopRequired],
    [
      'stop title under 5',
      {
        stops: [{ title: 'Sé', description: 'The cathedral.', imageUrl: '', direction: '', attractions: '' }],
      },
      'activity.stops.0.title',
      m.stopTitleTooShort,
    ],
    [
      'stop description over 400',
      {
        stops: [
          { title: 'Cathedral', description: 'x'.repeat(401), imageUrl: '', direction: '', attractions: '' },
        ],
      },
      'activity.stops.0.description',
      m.stopDescriptionLength,
    ],
    ['no gallery', { galleryKeys: [] }, 'activity.galleryKeys', m.galleryRequired],
    ['no cover', { coverKey: '' }, 'activity.coverKey', m.coverRequired],
  ];

  it.each(cases)('%s', async (_name, patch, field, message) => {
    const before = productRequests().length;
    const res = await post({ ...(await tourValues(t)), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(productRequests().length).toBe(before);
  });

  it('asks a pass for a highlight of at least 5 characters', async () => {
    const pass = { ...(await tourValues(t)), isPass: true, privatePriceCents: null };
    const short = await post({ ...pass, highlights: [{ text: 'Tram' }] });
    expect(short.json().error.fields['activity.highlights.0.text']).toBe(m.highlightTooShort);
    const none = await post({ ...pass, highlights: [] });
    expect(none.json().error.fields['activity.highlights']).toBe(m.highlightRequired);
  });

  it('accepts the optional texts, stop links and videos left empty', async () => {
    const res = await post(await tourValues(t));
    expect(res.statusCode).toBe(201);
  });
});

describe('updating an activity', () => {
  it('updates the products (a new price when the amount changes) and replaces stops in their new order', async () => {
    const values = await tourValues(t);
    const id = await createActivityThroughApi(t, values);
    const before = await t.db
      .selectFrom('activity')
      .select(['priceLink', 'sharedPriceLink'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const newGallery = await uploadImage(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${id}`,
      headers: { cookie: t.admin },
      payload: {
        activity: activityInputFromForm({
          ...values,
          privatePriceCents: 16000,
          galleryKeys: [...values.galleryKeys, newGallery],
          stops: [...values.stops].reverse(),
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.db
      .selectFrom('activity')
      .select(['priceLink', 'sharedPriceLink'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.priceLink).not.toBe(before.priceLink);
    expect(t.fake.objects.get(after.priceLink ?? '')).toMatchObject({ unit_amount: 10000 });
    expect(after.sharedPriceLink).toBe(before.sharedPriceLink);
    const stops = await t.db
      .selectFrom('activity_stop')
      .select('title')
      .where('activityId', '=', id)
      .orderBy('position')
      .execute();
    expect(stops.map((s) => s.title)).toEqual(['Miradouro de Santa Luzia', 'Lisbon Cathedral']);
    const gallery = await t.db
      .selectFrom('activity_media')
      .select('storageKey')
      .where('activityId', '=', id)
      .where('kind', '=', 'gallery')
      .orderBy('position')
      .execute();
    expect(gallery.map((g) => g.storageKey)).toEqual([...values.galleryKeys, newGallery]);
  });

  it('keeps the activity as it was when the provider fails, with the spec text', async () => {
    const values = await tourValues(t);
    const id = await createActivityThroughApi(t, values);
    const { priceLink } = await t.db
      .selectFrom('activity')
      .select('priceLink')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    t.fake.failNext('GET', `/v1/prices/${priceLink}`, 500, { type: 'api_error', message: 'down' });
    const failing = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${id}`,
      headers: { cookie: t.admin },
      payload: { activity: activityInputFromForm({ ...values, title: 'A new title for it' }) },
    });
    expect(failing.statusCode).toBe(502);
    expect(failing.json().error).toEqual({
      code: 'PROVIDER_ERROR',
      message: messages.activityUpdateFailed,
      text: { id: 'messages.activityUpdateFailed' },
    });
    const row = await t.db
      .selectFrom('activity')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Alfama walking tour');
  });

  it('answers 404 for an unknown activity', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${randomUUID()}`,
      headers: { cookie: t.admin },
      payload: { activity: activityInputFromForm(await tourValues(t)) },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('manage list', () => {
  it('lists activities longest first, one page at a time, and switches visibility and featured', async () => {
    const values = await tourValues(t);
    const long = await createActivityThroughApi(t, {
      ...values,
      title: 'Longest tour of all',
      durationMinutes: 5000,
    });
    await createActivityThroughApi(t, { ...values, title: 'Second longest tour', durationMinutes: 4000 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activities?page=1&pageSize=2',
      headers: { cookie: t.admin },
    });
    const body = res.json();
    expect(body.items.map((a: { title: string }) => a.title)).toEqual([
      'Longest tour of all',
      'Second longest tour',
    ]);
    expect(body.total).toBeGreaterThan(2);
    expect(body.items[0].coverUrl).toMatch(/thumb\.webp$/);

    const flags = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/activities/${long}/flags`,
      headers: { cookie: t.admin },
      payload: { isVisible: false, isFeatured: true },
    });
    expect(flags.json()).toEqual({ id: long, isVisible: false, isFeatured: true });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/activities/${long}/flags`,
      headers: { cookie: t.admin },
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});
