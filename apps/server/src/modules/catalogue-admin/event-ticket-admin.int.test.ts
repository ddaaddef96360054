import { randomUUID } from 'node:crypto';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import { messages } from '@roteiro/domain/messages/messages';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { describe, expect, it } from 'vitest';
import {
  createActivityThroughApi,
  createCatalogueTestApp,
  tourValues,
  uploadImage,
} from './catalogue-admin.test-helpers.ts';

const t = await createCatalogueTestApp();
const today = lisbonDay(new Date());
const productRequests = () => t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products');

async function newActivity() {
  return createActivityThroughApi(t, await tourValues(t));
}

const eventBody = (activityId: string, patch: Record<string, unknown> = {}) => ({
  title: 'Fado night in Alfama',
  priceCents: 4500,
  eventDate: addDays(today, 7),
  eventTime: '21:00',
  activityId,
  whatsappGroupLink: '',
  ...patch,
});

const postEvent = (event: unknown, id = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { cookie: t.admin },
    payload: { id, event },
  });

describe('events', () => {
  it('creates one payment product (event title, activity description and cover, event price) and stores the day', async () => {
    const activityId = await newActivity();
    const before = productRequests().length;
    const id = randomUUID();
    const res = await postEvent(eventBody(activityId), id);
    expect(res.statusCode, res.body).toBe(201);
    const calls = productRequests().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      name: 'Fado night in Alfama',
      description: 'Climb the oldest quarter of Lisbon with a local guide.',
      default_price_data: { unit_amount: '4500' },
      metadata: { eventId: id, kind: 'event' },
    });
    expect(calls[0]?.body.images).toHaveLength(1);
    const row = await t.db
      .selectFrom('event')
      .select(['eventDate', 'eventTime', 'priceLink', 'isVisible', 'whatsappGroupLink'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      eventDate: addDays(today, 7),
      eventTime: '21:00:00',
      isVisible: true,
      whatsappGroupLink: null,
    });
    expect(row.priceLink).toMatch(/^price_/);
  });

  it('accepts today and refuses a day before today', async () => {
    const activityId = await newActivity();
    expect((await postEvent(eventBody(activityId, { eventDate: today }))).statusCode).toBe(201);
    const past = await postEvent(eventBody(activityId, { eventDate: addDays(today, -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields['event.eventDate']).toBe(m.eventDateInPast);
  });

  it('requires title, price, date, time and an existing activity', async () => {
    const res = await postEvent({
      title: '',
      priceCents: null,
      eventDate: '',
      eventTime: '',
      activityId: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'event.title': m.eventTitleRequired,
      'event.priceCents': m.priceRequired,
      'event.eventDate': m.eventDateRequired,
      'event.eventTime': m.eventTimeRequired,
      'event.activityId': m.eventActivityRequired,
    });
    const unknown = await postEvent(eventBody(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ activityId: m.eventActivityRequired });
  });

  it('saves nothing when the provider fails and says so with the spec text', async () => {
    const activityId = await newActivity();
    const id = randomUUID();
    t.fake.failNext('POST', '/v1/products', 500, { type: 'api_error', message: 'down' });
    const res = await postEvent(eventBody(activityId), id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'PROVIDER_ERROR',
      message: messages.eventCreateFailed,
      text: { id: 'messages.eventCreateFailed' },
    });
    expect(
      await t.db.selectFrom('event').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('updates the product price and the event, lists events cheapest first and hides one', async () => {
    const activityId = await newActivity();
    const id = randomUUID();
    await postEvent(eventBody(activityId, { title: 'Cheap event', priceCents: 1 }), id);
    const { priceLink } = await t.db
      .selectFrom('event')
      .select('priceLink')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${id}`,
      headers: { cookie: t.admin },
      payload: { event: eventBody(activityId, { title: 'Cheapest event', priceCents: 0 }) },
    });
    expect(update.statusCode, update.body).toBe(200);
    const row = await t.db
      .selectFrom('event')
      .select(['title', 'priceLink'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Cheapest event');
    expect(row.priceLink).not.toBe(priceLink);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/events?pageSize=1',
      headers: { cookie: t.admin },
    });
    expect(list.json().items).toEqual([expect.objectContaining({ id, priceCents: 0, eventTime: '21:00' })]);

    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${id}/flags`,
      headers: { cookie: t.admin },
      payload: { isVisible: false },
    });
    expect(hide.json()).toEqual({ id, isVisible: false });
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events/${id}`,
      headers: { cookie: t.admin },
    });
    expect(edit.json()).toMatchObject({
      isVisible: false,
      values: { title: 'Cheapest event', eventTime: '21:00' },
    });
  });
});

const ticketBody = (patch: Record<string, unknown> = {}) => ({
  title: 'Oceanário de Lisboa',
  description: 'Skip-the-line entry to the oceanarium.',
  priceCents: 2500,
  ticketLink: 'https://tickets.example.com/oceanario',
  city: 'Lisbon, Portugal',
  categories: ['tickets'],
  coverImageKey: null,
  ...patch,
});
const postTicket = (ticket: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/tickets',
    headers: { cookie: t.admin },
    payload: { ticket },
  });

describe('tickets', () => {
  it('saves a ticket directly, with no payment product', async () => {
    const before = productRequests().length;
    const res = await postTicket(ticketBody({ coverImageKey: await uploadImage(t) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(productRequests().length).toBe(before);
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tickets/${res.json().id}`,
      headers: { cookie: t.admin },
    });
    expect(edit.json()).toMatchObject({
      isVisible: true,
      values: { title: 'Oceanário de Lisboa', city: 'Lisbon, Portugal' },
    });
    expect(edit.json().coverUrl).toMatch(/card\.webp$/);
  });

  it('requires title, description, price and link; description at most 750; city from the list', async () => {
    const res = await postTicket({
      title: '',
      description: '',
      priceCents: null,
      ticketLink: '',
      city: 'Porto',
      categories: [],
    });
    expect(res.json().error.fields).toMatchObject({
      'ticket.title': m.ticketTitleRequired,
      'ticket.description': m.ticketDescriptionRequired,
      'ticket.priceCents': m.priceRequired,
      'ticket.ticketLink': m.ticketLinkRequired,
      'ticket.city': messages.selectCity,
    });
    const long = await postTicket(ticketBody({ description: 'x'.repeat(751) }));
    expect(long.json().error.fields['ticket.description']).toBe(m.ticketDescriptionTooLong);
    expect((await postTicket(ticketBody({ description: 'x'.repeat(750) }))).statusCode).toBe(201);
  });

  it('lists tickets cheapest first, updates and hides them', async () => {
    const free = (await postTicket(ticketBody({ title: 'Free museum day', priceCents: 0 }))).json().id;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tickets?pageSize=1',
      headers: { cookie: t.admin },
    });
    expect(list.json().items[0]).toMatchObject({ id: free, priceCents: 0 });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tickets/${free}`,
      headers: { cookie: t.admin },
      payload: {
        ticket: ticketBody({ title: 'Free museum Sunday', priceCents: 0, city: 'Sintra, Portugal' }),
      },
    });
    expect(update.statusCode).toBe(200);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${free}/flags`,
      headers: { cookie: t.admin },
      payload: { isVisible: false },
    });
    expect(hide.json()).toEqual({ id: free, isVisible: false });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tickets/${randomUUID()}`,
      headers: { cookie: t.admin },
      payload: { ticket: ticketBody() },
    });
    expect(missing.statusCode).toBe(404);
  });
});
