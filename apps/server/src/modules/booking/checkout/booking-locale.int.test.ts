import { bookingMessages, REFUND_RULE, refundRule } from '@roteiro/domain/booking/booking';
import { textRef } from '@roteiro/domain/i18n/texts';
import { addDays } from '@roteiro/domain/time/lisbon';
import { describe, expect, it } from 'vitest';
import { attachedCalendar, queuedMailContents, queuedMailsInFull } from '../../../../test/outbox-jobs.ts';
import { createTestApp, uniqueEmail } from '../../../../test/test-app.ts';
import { printLink } from '../counter/print-link.ts';
import { bookingToken } from '../tickets/booking-token.ts';
import {
  checkoutBody,
  createBookableActivity,
  createEvent,
  deliver,
  payAndOpenBooking,
  testPayments,
  tomorrow,
} from './checkout.test-helpers.ts';

/**
 * A traveller's language: the storefront sends it as `Accept-Language` with each call; the booking
 * (and a newsletter sign-up, a form, a quote request) stores it, and every e-mail to the traveller is written in
 * it. The API's own messages stay English.
 */
const t = await createTestApp();
const PORTUGUESE = { 'accept-language': 'pt-PT' };

async function paidBooking(headers: Record<string, string>) {
  const activityId = await createBookableActivity(t.db, { title: 'Passeio de Alfama' });
  const clientEmail = uniqueEmail('viajante');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    // Three days ahead: far enough from the start for a cancellation to be refunded.
    payload: checkoutBody(activityId, { clientEmail, clientName: 'Ana Silva', day: addDays(tomorrow(), 2) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = await t.db
    .selectFrom('booking')
    .select(['id', 'reference', 'clientEmail', 'checkoutSessionId', 'locale'])
    .where('reference', '=', res.json().reference)
    .executeTakeFirstOrThrow();
  const { webhook } = await testPayments(t).completeTestCheckout(String(booking.checkoutSessionId));
  expect((await deliver(t, webhook)).statusCode).toBe(200);
  return booking;
}

describe('a booking made in Portuguese', () => {
  it('is stored in Portuguese and confirmed by an e-mail in Portuguese, with Portuguese links', async () => {
    const booking = await paidBooking(PORTUGUESE);
    expect(booking.locale).toBe('pt-PT');
    const [confirmation] = await queuedMailContents(t.db, booking.clientEmail);
    expect(confirmation?.subject).toBe(`A sua reserva ${booking.reference}: Passeio de Alfama`);
    expect(confirmation?.text).toContain('Obrigado, Ana Silva. A sua reserva está confirmada.');
    expect(confirmation?.text).toContain('Participantes: 2 pessoas');
    expect(confirmation?.text).toContain('Pago: 50,00\u00a0€');
    expect(confirmation?.text).toContain('Cancelamento gratuito até');
    expect(confirmation?.text).not.toContain(refundRule('pt-PT'));
    // The manage link opens the booking's page in Portuguese, whatever browser opens it.
    expect(confirmation?.text).toMatch(
      new RegExp(`/manage-booking/${booking.reference}\\?token=[^\\s]+&lang=pt`),
    );
  });

  it('is canceled with an e-mail in Portuguese, while the API answers in English', async () => {
    const booking = await paidBooking(PORTUGUESE);
    const token = bookingToken(t.config.authSecret, booking);
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.reference}/cancel`,
      headers: PORTUGUESE,
      payload: { token },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.reference}/cancel`,
      headers: PORTUGUESE,
      payload: { token },
    });
    // The server names the domain text (a reference); the storefront words it in Portuguese.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'refunded',
      cannotChangeReason: textRef(bookingMessages, 'alreadyCanceled'),
    });
    const mails = await queuedMailContents(t.db, booking.clientEmail);
    expect(mails.map((mail) => mail.subject)).toContain(`A sua reserva ${booking.reference} foi cancelada`);
  });

  it('pays on a checkout page in Portuguese (Stripe Checkout is asked for the same language)', async () => {
    const pages: Record<string, string> = {};
    for (const [language, headers] of [
      ['pt-PT', PORTUGUESE],
      ['en', { 'accept-language': 'en-GB' }],
    ] as const) {
      const activityId = await createBookableActivity(t.db, { title: 'Passeio de Alfama' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers,
        payload: checkoutBody(activityId, {
          clientEmail: uniqueEmail('viajante'),
          day: addDays(tomorrow(), 2),
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const page = await t.app.inject({ method: 'GET', url: new URL(res.json().checkoutUrl).pathname });
      expect(page.statusCode).toBe(200);
      pages[language] = page.body;
    }
    expect(pages['pt-PT']).toContain('<html lang="pt-PT">');
    expect(pages['pt-PT']).toContain('MODO DE TESTE');
    expect(pages['pt-PT']).toContain('<title>Pagamento · Modo de teste</title>');
    expect(pages['pt-PT']).toContain('Pagar 50,00\u00a0€');
    expect(pages['pt-PT']).toContain('>Cancelar<');
    expect(pages['pt-PT']).toContain('Cancelamento gratuito até');
    expect(pages.en).toContain('<html lang="en">');
    expect(pages.en).toContain('Pay €50.00');
    expect(pages.en).toContain('Free cancellation until');
  });

  it('names the event and its activity by their Portuguese titles, English where none is written', async () => {
    const activityId = await createBookableActivity(t.db, { title: 'Alfama fado walk' });
    const eventId = await createEvent(t.db, activityId, { eventDate: addDays(tomorrow(), 2) });
    await t.db
      .insertInto('activity_translation')
      .values({
        activityId,
        locale: 'pt-PT',
        texts: JSON.stringify({ title: 'Passeio do fado em Alfama', meetingPoint: 'Largo do Chafariz' }),
      })
      .execute();
    await t.db
      .insertInto('event_translation')
      .values({ eventId, locale: 'pt-PT', texts: JSON.stringify({ title: 'Noite de fado' }) })
      .execute();
    const book = async (headers: Record<string, string>) => {
      const clientEmail = uniqueEmail('fado');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers,
        payload: checkoutBody(activityId, {
          kind: 'event',
          eventId,
          day: addDays(tomorrow(), 2),
          startTime: '21:00',
          clientEmail,
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { reference } = res.json() as { reference: string };
      const { checkoutSessionId } = await t.db
        .selectFrom('booking')
        .select('checkoutSessionId')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const session = await testPayments(t).getTestCheckoutSession(String(checkoutSessionId));
      const { token, view } = await payAndOpenBooking(t, { reference, clientEmail });
      const print = printLink('http://localhost:3000', t.config.authSecret, reference, new Date());
      const printed = await t.app.inject({
        method: 'GET',
        url: `/api/ticket-print?${new URL(print.url).search.slice(1)}`,
      });
      expect(printed.statusCode, printed.body).toBe(200);
      const [confirmation] = await queuedMailsInFull(t.db, clientEmail);
      return {
        line: session?.lineItems[0]?.name,
        view,
        printed: printed.json(),
        confirmation,
        ics: attachedCalendar(confirmation).text,
        token,
      };
    };
    const pt = await book(PORTUGUESE);
    expect(pt.line).toBe(`Noite de fado (Passeio do fado em Alfama) — ${addDays(tomorrow(), 2)} 21:00`);
    expect(pt.view).toMatchObject({
      eventTitle: 'Noite de fado',
      activity: { title: 'Passeio do fado em Alfama', meetingPoint: 'Largo do Chafariz' },
      // Not translated: the English text.
      cancellationPolicy: 'Free cancellation up to 24 hours before.',
    });
    expect(pt.printed).toMatchObject({
      eventTitle: 'Noite de fado',
      activity: { title: 'Passeio do fado em Alfama' },
    });
    expect(pt.confirmation?.subject).toContain('Noite de fado (Passeio do fado em Alfama)');
    expect(pt.confirmation?.text).toContain('Ponto de encontro: Largo do Chafariz');
    expect(pt.ics).toContain('\r\nSUMMARY:Noite de fado (Passeio do fado em Alfama)\r\n');
    expect(pt.ics).toContain('\r\nLOCATION:Largo do Chafariz\r\n');

    const en = await book({ 'accept-language': 'en-GB' });
    expect(en.line).toBe(`Fado night (Alfama fado walk) — ${addDays(tomorrow(), 2)} 21:00`);
    expect(en.view).toMatchObject({
      eventTitle: 'Fado night',
      activity: { title: 'Alfama fado walk', meetingPoint: 'Largo do Chafariz de Dentro' },
    });
    expect(en.printed).toMatchObject({ eventTitle: 'Fado night', activity: { title: 'Alfama fado walk' } });
    expect(en.confirmation?.subject).toContain('Fado night (Alfama fado walk)');
    expect(en.ics).toContain('\r\nSUMMARY:Fado night (Alfama fado walk)\r\n');
  });

  it('stays English for an English browser, as before', async () => {
    const booking = await paidBooking({ 'accept-language': 'en-US,en;q=0.9' });
    expect(booking.locale).toBe('en');
    const [confirmation] = await queuedMailContents(t.db, booking.clientEmail);
    expect(confirmation?.subject).toBe(`Your booking ${booking.reference}: Passeio de Alfama`);
    expect(confirmation?.text).toContain('Free cancellation until');
    expect(confirmation?.text).not.toContain(REFUND_RULE);
    expect(confirmation?.text).not.toContain('lang=');
  });
});

describe('the other requests a traveller makes in Portuguese', () => {
  it('newsletter: the confirmation in Portuguese, and the welcome too, whatever the confirming browser says', async () => {
    const email = uniqueEmail('leitor');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: PORTUGUESE,
      payload: { email },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const row = await t.db
      .selectFrom('newsletter_subscription')
      .select('locale')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('pt-PT');
    const [confirm] = await queuedMailContents(t.db, email);
    expect(confirm?.subject).toBe('Confirme a sua subscrição da newsletter do Roteiro');
    const link = new URL(/(http\S+\/newsletter\/confirm\S+)/.exec(confirm?.text ?? '')?.[1] ?? '');
    expect(link.searchParams.get('lang')).toBe('pt');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { 'accept-language': 'en' },
      payload: { email, token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const subjects = (await queuedMailContents(t.db, email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      'Confirme a sua subscrição da newsletter do Roteiro',
      'Bem-vindo à newsletter do Roteiro',
    ]);
  });

  it('a form: stored in Portuguese, the copy in Portuguese with the Portuguese labels, staff in English', async () => {
    const email = uniqueEmail('opiniao');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: PORTUGUESE,
      payload: { rating: 'Excellent', recommend: 'Yes', email, contactName: 'Rui' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const row = await t.db
      .selectFrom('form_submission')
      .select(['locale', 'answers'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('pt-PT');
    // The answers keep the form's English values, which staff read.
    expect(row.answers).toMatchObject({ rating: 'Excellent', recommend: 'Yes' });
    const [copy] = await queuedMailContents(t.db, email);
    expect(copy?.subject).toBe('Recebemos a sua resposta: Conte-nos como correu');
    expect(copy?.text).toContain('Olá, Rui,');
    expect(copy?.text).toContain('Como correu a sua experiência?: Excelente');
    const [staff] = await queuedMailContents(t.db, t.config.mail.staffEmail);
    expect(staff?.subject).toContain('Tell us how it went');
  });

  it('a quote request: stored with its language, which the staff e-mail names', async () => {
    const email = uniqueEmail('orcamento');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: PORTUGUESE,
      payload: {
        clientName: 'Marta',
        email,
        destinations: ['Lisboa'],
        dates: 'maio',
        nOfParticipants: 2,
        ageRange: '30-40',
        selectedGroupType: 'Couple',
        shouldPlanItinerary: false,
        withPrivateGuide: true,
        withAirportTransfer: false,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const row = await t.db
      .selectFrom('quote_request')
      .select('locale')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('pt-PT');
    const staff = await queuedMailContents(t.db, t.config.mail.staffEmail);
    const request = staff.find((mail) => mail.subject === 'New quote request from Marta');
    expect(request?.text).toContain('Reply in: Portuguese (Portugal)');
  });
});
