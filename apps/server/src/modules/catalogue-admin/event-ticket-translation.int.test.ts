import { randomUUID } from 'node:crypto';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/test-app.ts';
import { findPagePreview } from '../catalogue-public/catalogue-public.service.ts';
import {
  createActivityThroughApi,
  createCatalogueTestApp,
  tourValues,
} from './catalogue-admin.test-helpers.ts';

/**
 * Events' and tickets' Portuguese texts (issue 36): admins read and write them; the home page, the event's
 * page and its share preview show them to a Portuguese reader and say which texts stayed in English. Also the
 * activity cards of /unlock, /gallery and the live map in the reader's language.
 */
const t = await createCatalogueTestApp();
const today = lisbonDay(new Date());

type TKind = 'events' | 'tickets';
const translationUrl = (kind: TKind, id: string, locale = 'pt-PT') =>
  `/api/admin/${kind}/${id}/translations/${locale}`;
const save = (kind: TKind, id: string, texts: unknown, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: translationUrl(kind, id), headers: { cookie }, payload: { texts } });
const read = (kind: TKind, id: string, cookie = t.admin) =>
  t.app.inject({ method: 'GET', url: translationUrl(kind, id), headers: { cookie } });
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function newEvent(title: string, activityId?: string) {
  const id = randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { cookie: t.admin },
    payload: {
      id,
      event: {
        title,
        priceCents: 4500,
        eventDate: addDays(today, 3),
        eventTime: '21:00',
        activityId: activityId ?? (await createActivityThroughApi(t, await tourValues(t))),
        whatsappGroupLink: '',
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

async function newTicket(title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/tickets',
    headers: { cookie: t.admin },
    payload: {
      ticket: {
        title,
        description: 'One of the largest aquariums in Europe.',
        // The cheapest first on the home page: this file's tickets are all there.
        priceCents: 100,
        ticketLink: 'https://tickets.example.com/oceanario',
        city: 'Lisbon, Portugal',
        categories: ['tickets'],
        coverImageKey: null,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe("events' and tickets' Portuguese texts, for admins", () => {
  it('read empty before any is written, then as saved (trimmed, empty texts left out)', async () => {
    const eventId = await newEvent('Fado night in Alfama');
    expect((await read('events', eventId)).json()).toEqual({
      id: eventId,
      locale: 'pt-PT',
      texts: {},
      updatedAt: null,
    });
    const saved = await save('events', eventId, { title: '  Noite de fado em Alfama ' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await read('events', eventId)).json();
    expect(after.texts).toEqual({ title: 'Noite de fado em Alfama' });
    expect(after.updatedAt).toEqual(expect.any(String));

    const ticketId = await newTicket('Oceanário de Lisboa');
    expect((await read('tickets', ticketId)).json().texts).toEqual({});
    const texts = { title: 'Oceanário de Lisboa', description: 'Um dos maiores aquários da Europa.' };
    expect(
      (await save('tickets', ticketId, { ...texts, description: ` ${texts.description}` })).statusCode,
    ).toBe(200);
    expect((await read('tickets', ticketId)).json().texts).toEqual(texts);
    // Saving again replaces the whole translation: a text left out (or empty) is English again.
    expect((await save('tickets', ticketId, { title: texts.title, description: '' })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('ticket_product_translation')
      .select(['texts', 'locale'])
      .where('ticketProductId', '=', ticketId)
      .execute();
    expect(rows).toEqual([{ texts: { title: texts.title }, locale: 'pt-PT' }]);
  });

  it('refuse texts over the English limits with the field message, and keep what was saved', async () => {
    const ticketId = await newTicket('Pena Palace ticket');
    await save('tickets', ticketId, { title: 'Bilhete do Palácio da Pena' });
    const refused = await save('tickets', ticketId, {
      title: 'x'.repeat(161),
      description: 'y'.repeat(751),
      price: 1,
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields;
    expect(fields['texts.title']).toBe(m.titleTooLong);
    expect(fields['texts.description']).toBe(m.ticketDescriptionTooLong);
    expect((await read('tickets', ticketId)).json().texts).toEqual({ title: 'Bilhete do Palácio da Pena' });

    const eventId = await newEvent('Sunset sail');
    const long = await save('events', eventId, { title: 'x'.repeat(161) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['texts.title']).toBe(m.titleTooLong);
    // An event has no description to translate.
    expect((await save('events', eventId, { title: 'Veleiro', description: 'x' })).statusCode).toBe(400);
  });

  it('answer 404 for an unknown item, 400 for an unknown language, and only to admins', async () => {
    for (const kind of ['events', 'tickets'] as const) {
      expect((await save(kind, randomUUID(), { title: 'Título' })).statusCode).toBe(404);
      expect((await read(kind, randomUUID())).statusCode).toBe(404);
    }
    expect(
      await t.db
        .selectFrom('event_translation')
        .select('eventId')
        .where('texts', '=', '{"title":"Título"}')
        .execute(),
    ).toEqual([]);
    const eventId = await newEvent('Guitar evening');
    const spanish = await t.app.inject({
      method: 'PUT',
      url: translationUrl('events', eventId, 'es'),
      headers: { cookie: t.admin },
      payload: { texts: { title: 'Noche' } },
    });
    expect(spanish.statusCode).toBe(400);
    const company = await createUser(t.db, 'company');
    const cookie = await signIn(t.app, company.email);
    expect((await save('events', eventId, { title: 'Noite' }, cookie)).statusCode).toBe(403);
    expect((await read('tickets', randomUUID(), cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: translationUrl('events', eventId) })).statusCode).toBe(
      401,
    );

    // A translation goes with its item.
    const ticketId = await newTicket('Tram museum');
    await save('tickets', ticketId, { title: 'Museu do elétrico' });
    await t.db.deleteFrom('ticket_product').where('id', '=', ticketId).execute();
    expect(
      await t.db
        .selectFrom('ticket_product_translation')
        .select('ticketProductId')
        .where('ticketProductId', '=', ticketId)
        .execute(),
    ).toEqual([]);
  });

  it("show each event's and ticket's translation state in the admins' lists", async () => {
    const state = async (kind: TKind, id: string) => {
      const body = await t.app.inject({
        method: 'GET',
        url: `/api/admin/${kind}?pageSize=100`,
        headers: { cookie: t.admin },
      });
      expect(body.statusCode, body.body).toBe(200);
      return body.json().items.find((item: { id: string }) => item.id === id)?.portuguese;
    };
    const eventId = await newEvent('Port wine tasting');
    expect(await state('events', eventId)).toBe('none');
    await save('events', eventId, { title: 'Prova de vinho do Porto' });
    expect(await state('events', eventId)).toBe('complete');

    const ticketId = await newTicket('Belém Tower ticket');
    expect(await state('tickets', ticketId)).toBe('none');
    await save('tickets', ticketId, { description: 'A torre à beira-rio.' });
    expect(await state('tickets', ticketId)).toBe('partial');
    await save('tickets', ticketId, {
      title: 'Bilhete da Torre de Belém',
      description: 'A torre à beira-rio.',
    });
    expect(await state('tickets', ticketId)).toBe('complete');
  });
});

describe('the public reads of events and tickets in the reader’s language', () => {
  it('show a translated event to a Portuguese reader on the home page, its page and its preview', async () => {
    const activityId = await createActivityThroughApi(t, await tourValues(t));
    const eventId = await newEvent('Midnight fado concert', activityId);
    const untranslatedId = await newEvent('Jazz by the river', activityId);
    await save('events', eventId, { title: 'Concerto de fado à meia-noite' });

    const eventOf = (home: { events: { id: string }[] }, id: string) => home.events.find((e) => e.id === id);
    const portuguese = await get('/api/storefront/home?locale=pt-PT');
    expect(eventOf(portuguese, eventId)).toMatchObject({
      title: 'Concerto de fado à meia-noite',
      contentLocale: 'pt-PT',
      // The address stays the English title's.
      slug: 'midnight-fado-concert',
    });
    expect(eventOf(portuguese, untranslatedId)).toMatchObject({
      title: 'Jazz by the river',
      contentLocale: 'en',
    });
    expect(eventOf(await get('/api/storefront/home'), eventId)).toMatchObject({
      title: 'Midnight fado concert',
      contentLocale: 'en',
    });

    const details = await get(`/api/events/${eventId}/activities/${activityId}?locale=pt-PT`);
    expect(details).toMatchObject({ title: 'Concerto de fado à meia-noite', contentLocale: 'pt-PT' });
    expect((await get(`/api/events/${eventId}/activities/${activityId}`)).title).toBe(
      'Midnight fado concert',
    );

    const path = `/event/${eventId}/details/${activityId}/midnight-fado-concert`;
    expect(await findPagePreview(t.db, path, 'pt-PT')).toMatchObject({
      title: 'Concerto de fado à meia-noite',
    });
    expect(await findPagePreview(t.db, path, 'en')).toMatchObject({ title: 'Midnight fado concert' });
  });

  it('show a ticket in Portuguese where translated, and name the texts left in English', async () => {
    const translatedId = await newTicket('Jerónimos Monastery ticket');
    const partialId = await newTicket('Coach museum ticket');
    const untranslatedId = await newTicket('Aqueduct ticket');
    await save('tickets', translatedId, {
      title: 'Bilhete do Mosteiro dos Jerónimos',
      description: 'A entrada no mosteiro e no claustro.',
    });
    await save('tickets', partialId, { title: 'Bilhete do Museu dos Coches' });

    const ticketOf = (home: { tickets: { id: string }[] }, id: string) =>
      home.tickets.find((ticket) => ticket.id === id);
    const portuguese = await get('/api/storefront/home?locale=pt-PT');
    expect(ticketOf(portuguese, translatedId)).toMatchObject({
      title: 'Bilhete do Mosteiro dos Jerónimos',
      description: 'A entrada no mosteiro e no claustro.',
      contentLocale: 'pt-PT',
      englishTexts: [],
    });
    expect(ticketOf(portuguese, partialId)).toMatchObject({
      title: 'Bilhete do Museu dos Coches',
      description: 'One of the largest aquariums in Europe.',
      contentLocale: 'pt-PT',
      englishTexts: ['description'],
    });
    expect(ticketOf(portuguese, untranslatedId)).toMatchObject({
      title: 'Aqueduct ticket',
      contentLocale: 'en',
      englishTexts: ['title', 'description'],
    });
    // An English reader reads the English texts, none of them listed.
    expect(ticketOf(await get('/api/storefront/home'), translatedId)).toMatchObject({
      title: 'Jerónimos Monastery ticket',
      contentLocale: 'en',
      englishTexts: [],
    });
  });

  it('give the activity cards of /unlock, /gallery and the live map in the reader’s language', async () => {
    const values = await tourValues(t);
    const id = await createActivityThroughApi(t, { ...values, title: 'Translated river pass' });
    // A pass (the API's wizard needs more than this test does): its departures window, written directly.
    await t.db
      .updateTable('activity')
      .set({ isPass: true, firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 })
      .where('id', '=', id)
      .execute();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${id}/translations/pt-PT`,
      headers: { cookie: t.admin },
      payload: { texts: { title: 'Passe do rio traduzido', meetingPoint: 'Cais do Sodré, junto ao rio' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const itemOf = (body: { items?: { id: string }[]; points?: { id: string }[] }) =>
      (body.items ?? body.points ?? []).find((item) => item.id === id);

    expect(itemOf(await get('/api/passes?pageSize=50&locale=pt-PT'))).toMatchObject({
      title: 'Passe do rio traduzido',
      contentLocale: 'pt-PT',
      slug: 'translated-river-pass',
    });
    expect(itemOf(await get('/api/passes?pageSize=50'))).toMatchObject({
      title: 'Translated river pass',
      contentLocale: 'en',
    });
    expect(itemOf(await get('/api/gallery?pageSize=24&locale=pt-PT'))).toMatchObject({
      title: 'Passe do rio traduzido',
      contentLocale: 'pt-PT',
    });
    expect(itemOf(await get('/api/gallery?pageSize=24'))).toMatchObject({ title: 'Translated river pass' });
    expect(itemOf(await get('/api/live-map?locale=pt-PT'))).toMatchObject({
      title: 'Passe do rio traduzido',
      contentLocale: 'pt-PT',
      meetingPoint: 'Cais do Sodré, junto ao rio',
      meetingPointLocale: 'pt-PT',
    });
    expect(itemOf(await get('/api/live-map'))).toMatchObject({
      title: 'Translated river pass',
      contentLocale: 'en',
      meetingPointLocale: 'en',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/live-map?locale=es' })).statusCode).toBe(400);
  });
});
