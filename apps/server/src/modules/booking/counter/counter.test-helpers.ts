import { randomUUID } from 'node:crypto';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { TVendorSale, TVendorSaleRequest } from '@roteiro/domain/vendors/counter';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { deliver, testPayments } from '../checkout/checkout.test-helpers.ts';

/** Fixtures of the counter tests: a vendor's sale request, selling, and paying a card sale on the test provider. */

/** The day sales are made for: far enough for the 24-hour refund rule, within the booking horizon. */
export const saleDay = () => addDays(lisbonDay(new Date()), 3);

export function saleBody(
  activityId: string,
  overrides: Partial<TVendorSaleRequest> = {},
): TVendorSaleRequest {
  return {
    activityId,
    kind: 'shared',
    day: saleDay(),
    startTime: '10:00',
    participants: 2,
    clientName: 'Rita Sousa',
    clientEmail: 'rita@example.test',
    paymentMethod: 'cash',
    saleKey: randomUUID(),
    ...overrides,
  };
}

export async function postSale(t: TestApp, cookie: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/sales',
    headers: { cookie },
    payload: body as object,
  });
}

/** Sells and returns the sale (the request must succeed). */
export async function sold(t: TestApp, cookie: string, body: TVendorSaleRequest): Promise<TVendorSale> {
  const res = await postSale(t, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TVendorSale;
}

/** The customer pays a card sale on the test provider's checkout; the webhook fulfils it. */
export async function payOnPhone(t: TestApp, saleId: string): Promise<void> {
  const booking = await t.db
    .selectFrom('booking')
    .select('checkoutSessionId')
    .where('id', '=', saleId)
    .executeTakeFirstOrThrow();
  const { webhook } = await testPayments(t).completeTestCheckout(booking.checkoutSessionId ?? '');
  const res = await deliver(t, webhook);
  expect(res.statusCode, res.body).toBe(200);
}
