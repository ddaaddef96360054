import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { waitForMails } from '../../../test/wait.ts';

const t = await createTestApp();

const valid = {
  destinations: ['Lisbon', 'Óbidos'],
  dates: '10 to 14 May',
  nOfParticipants: 4,
  ageRange: '30 to 45',
  selectedGroupType: 'Family',
  shouldPlanItinerary: true,
  selectedInterests: ['Beaches', 'Surf lessons'],
  withPrivateGuide: true,
  withAirportTransfer: false,
  nonNegotiables: 'A day at the beach',
  notes: '',
  clientName: 'Maria Santos',
  email: 'Maria@Example.com',
};

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/quote-requests', payload: payload as object });

const waitForMail = (recipient: string, count: number) => waitForMails(t.db, recipient, count);

describe('POST /api/quote-requests', () => {
  it('stores the request and mails it to staff', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await t.db
      .selectFrom('quote_request')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      clientName: 'Maria Santos',
      email: 'maria@example.com',
      destinations: ['Lisbon', 'Óbidos'],
      nOfParticipants: 4,
      selectedInterests: ['Beaches', 'Surf lessons'],
      withAirportTransfer: false,
      nonNegotiables: 'A day at the beach',
      notes: null,
    });
    const [mail] = await waitForMail(t.config.mail.staffEmail, 1);
    expect(mail?.subject).toBe('New quote request from Maria Santos');
    expect(mail?.text).toContain('Destinations: Lisbon, Óbidos');
    expect(mail?.text).toContain('maria@example.com');
  });

  it('refuses each rule of the wizard with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ destinations: [] }, 'destinations', 'Choose or type at least one destination'],
      [{ dates: ' ' }, 'dates', 'Tell us when you are travelling'],
      [{ nOfParticipants: 0 }, 'nOfParticipants', 'At least 1 participant'],
      [{ ageRange: 'x' }, 'ageRange', 'Tell us the ages of the travellers'],
      [{ selectedGroupType: 'Team' }, 'selectedGroupType', 'Choose who is travelling'],
      [{ selectedInterests: [] }, 'selectedInterests', 'Choose or type at least one interest'],
      [{ withPrivateGuide: undefined }, 'withPrivateGuide', 'Choose yes or no'],
      [{ notes: 'x'.repeat(1001) }, 'notes', 'At most 1000 characters'],
      [{ nonNegotiables: 'x'.repeat(1001) }, 'nonNegotiables', 'At most 1000 characters'],
      [{ email: 'maria@example' }, 'email', 'Enter a valid e-mail address.'],
      [{ clientName: '  ' }, 'clientName', 'Tell us your name'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    expect((await send({})).statusCode).toBe(400);
  });

  it('needs no interests when the traveller already has a plan, and stores none', async () => {
    const res = await send({
      ...valid,
      shouldPlanItinerary: false,
      selectedInterests: ['Nightlife'],
      notes: 'x'.repeat(1000),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('quote_request')
      .select(['selectedInterests', 'shouldPlanItinerary'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ selectedInterests: [], shouldPlanItinerary: false });
  });
});

describe('GET /api/admin/quote-requests', () => {
  it('lists received requests newest first, paginated, for admins only', async () => {
    const admin = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, admin.email);
    await send({ ...valid, clientName: 'Newest Person' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quote-requests?pageSize=2',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ clientName: 'Newest Person', destinations: ['Lisbon', 'Óbidos'] });
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/quote-requests?pageSize=2&page=2',
        headers: { cookie },
      })
    ).json();
    expect(page2.items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/quote-requests' })).statusCode).toBe(401);
    const vendor = await createUser(t.db, 'vendor');
    const vendorCookie = await signIn(t.app, vendor.email);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quote-requests',
      headers: { cookie: vendorCookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
