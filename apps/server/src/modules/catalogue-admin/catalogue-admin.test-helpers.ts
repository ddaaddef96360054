import { randomUUID } from 'node:crypto';
import {
  activityInputFromForm,
  newActivityDefaults,
  type TActivityFormValues,
} from '@roteiro/domain/catalogue/activity-form';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fakes/fake-stripe-server.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app.ts';
import { createStripePaymentProvider } from '../../platform/payments/stripe-payment-provider.ts';

export type CatalogueTestApp = TestApp & { fake: FakeStripeServer; admin: string };

/** The app with the Stripe adapter pointed at the Stripe-shaped local server, and an admin's cookie. */
export async function createCatalogueTestApp(): Promise<CatalogueTestApp> {
  const fake = await startFakeStripeServer();
  afterAll(() => fake.close());
  const payments = createStripePaymentProvider({
    apiKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake',
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: 0,
  });
  const t = await createTestApp({}, { payments });
  const admin = await createUser(t.db, 'admin');
  return { ...t, fake, admin: await signIn(t.app, admin.email) };
}

export function multipartBody(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----roteiro${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngImage = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 140 } } })
    .png()
    .toBuffer();

/** Uploads a real image through the admin media route and returns its key. */
export async function uploadImage(t: CatalogueTestApp): Promise<string> {
  const body = multipartBody(await pngImage(), 'photo.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...body.headers, cookie: t.admin },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}

/** A valid tour's form values with uploaded cover and gallery. */
export async function tourValues(t: CatalogueTestApp): Promise<TActivityFormValues> {
  return {
    ...newActivityDefaults(),
    title: 'alfama walking tour',
    description: 'Climb the oldest quarter of Lisbon with a local guide.',
    categories: ['walking-tours', 'history'],
    durationMinutes: 180,
    priceCents: 2500,
    privatePriceCents: 14000,
    marketPriceCents: 3500,
    guiderPaymentCents: 6000,
    coverKey: await uploadImage(t),
    galleryKeys: [await uploadImage(t)],
    cancellationPolicy: 'Free cancellation up to 24 hours before.',
    stops: [
      {
        title: 'Lisbon Cathedral',
        description: 'The Sé, built in 1147.',
        imageUrl: '',
        direction: 'https://maps.example.com/se',
        attractions: '',
      },
      {
        title: 'Miradouro de Santa Luzia',
        description: 'Tiled terrace with a view.',
        imageUrl: '',
        direction: '',
        attractions: '',
      },
    ],
  };
}

export async function createActivityThroughApi(t: CatalogueTestApp, values: TActivityFormValues) {
  const id = randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/activities',
    headers: { cookie: t.admin },
    payload: { id, activity: activityInputFromForm(values) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}
