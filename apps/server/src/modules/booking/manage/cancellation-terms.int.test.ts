import { cancellationTermsText, cancellationTexts } from '@roteiro/domain/booking/cancellation';
import { describe, expect, it } from 'vitest';
import { createBookableActivity, lisbonSlotAt } from '../../../../test/bookings.ts';
import { attachedCalendar, queuedMailsInFull } from '../../../../test/outbox-jobs.ts';
import { createTestApp, uniqueEmail } from '../../../../test/test-app.ts';
import { checkoutBody, payAndOpenBooking } from '../checkout/checkout.test-helpers.ts';

/**
 * A traveller is told the chosen slot's cancellation terms before paying and after, in the same
 * words everywhere: the checkout page (above Pay), the booking's view (success and manage pages), the
 * confirmation e-mail and its calendar event. A cancellation's e-mail carries a calendar file that removes
 * the event.
 */
const t = await createTestApp();
const HOUR = 3_600_000;
const { nonRefundable } = cancellationTexts;

/** Checks out a slot starting `hoursAhead` from now, shows its test-mode checkout page and pays it. */
async function bookAndPay(hoursAhead: number, headers: Record<string, string> = {}) {
  const slot = lisbonSlotAt(new Date(Date.now() + hoursAhead * HOUR));
  const { id: activityId } = await createBookableActivity(t.db, { sharedTimeSlots: [slot.startTime] });
  const clientEmail = uniqueEmail('terms');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: checkoutBody(activityId, { ...slot, clientEmail }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { reference, checkoutUrl } = res.json() as { reference: string; checkoutUrl: string };
  const checkoutPage = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
  expect(checkoutPage.statusCode).toBe(200);
  const { token, view } = await payAndOpenBooking(t, { reference, clientEmail });
  return { reference, token, clientEmail, checkoutPage: checkoutPage.body, view, slot };
}

describe('the cancellation terms of the chosen slot', () => {
  it('a slot 20 hours ahead is non-refundable on the checkout page, the view, the e-mail and the .ics', async () => {
    const booking = await bookAndPay(20);
    expect(booking.checkoutPage).toContain(nonRefundable);
    expect(booking.view.cancellationTerms).toEqual({ isRefundable: false });
    expect(booking.view.canChange).toBe(false);
    const [confirmation] = await queuedMailsInFull(t.db, booking.clientEmail);
    expect(confirmation?.text).toContain(nonRefundable);
    expect(confirmation?.text).not.toMatch(/Free cancellation/);
    expect(attachedCalendar(confirmation).text).toContain(`DESCRIPTION:`);
    expect(attachedCalendar(confirmation).text).toContain(nonRefundable.replace(/[,;]/g, '\\$&'));
  });

  it('a slot two days ahead is free to cancel until 24 hours before it, said the same way everywhere', async () => {
    const booking = await bookAndPay(50);
    const freeUntil = new Date(Date.now() + 26 * HOUR);
    expect(booking.view.cancellationTerms.isRefundable).toBe(true);
    // 24 hours before the slot's start (to the minute, as the slot is).
    expect(Math.abs(Date.parse(booking.view.cancellationTerms.freeUntil) - freeUntil.getTime())).toBeLessThan(
      61_000,
    );
    const sentence = booking.checkoutPage.match(/Free cancellation until [^<]+\(Lisbon time\)/)?.[0];
    expect(sentence).toBeDefined();
    const [confirmation] = await queuedMailsInFull(t.db, booking.clientEmail);
    expect(confirmation?.text).toContain(String(sentence));
    expect(attachedCalendar(confirmation).text).toContain(String(sentence).replace(/[,;]/g, '\\$&'));
    expect(confirmation?.text).not.toContain(nonRefundable);
  });

  it('in Portuguese on the checkout page and in the e-mail', async () => {
    const booking = await bookAndPay(20, { 'accept-language': 'pt-PT' });
    const naoReembolsavel = cancellationTermsText({ isRefundable: false }, 'pt-PT');
    expect(naoReembolsavel).toMatch(/^Não reembolsável: /);
    expect(booking.checkoutPage).toContain(naoReembolsavel);
    const [confirmation] = await queuedMailsInFull(t.db, booking.clientEmail);
    expect(confirmation?.text).toContain(naoReembolsavel);
  });

  it('a canceled booking’s e-mail carries a calendar file that cancels the same event', async () => {
    const booking = await bookAndPay(50);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.reference}/cancel`,
      payload: { token: booking.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [confirmation, canceled] = await queuedMailsInFull(t.db, booking.clientEmail);
    expect(canceled?.subject).toBe(`Your booking ${booking.reference} is canceled`);
    const published = attachedCalendar(confirmation);
    const cancel = attachedCalendar(canceled);
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancel.text).toContain('METHOD:CANCEL\r\n');
    expect(cancel.text).toContain('STATUS:CANCELLED\r\n');
    expect(cancel.text).toContain(`UID:${booking.reference}\r\n`);
    expect(published.text).toContain(`UID:${booking.reference}\r\n`);
    const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)?.[1]);
    expect(sequence(cancel.text)).toBeGreaterThan(sequence(published.text));
    expect(cancel.text.match(/DTSTART:\S+/)?.[0]).toBe(published.text.match(/DTSTART:\S+/)?.[0]);
  });
});
