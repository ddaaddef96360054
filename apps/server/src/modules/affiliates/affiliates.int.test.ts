import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, uniqueEmail } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait.ts';
import { listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';
import { isTestPaymentProvider } from '../../platform/payments/test-payment-provider.ts';

const t = await createTestApp();

const join = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/affiliates', payload });

/** Joins and opens the e-mailed sign-in link: the affiliate's cookie and where the link landed. */
async function joinAndSignIn(name = 'Marta Affiliate') {
  const email = uniqueEmail('affiliate');
  const res = await join({ name, email });
  expect(res.statusCode).toBe(201);
  const mail = await waitFor(async () =>
    (await listDevMessages(t.db, { recipient: email, page: 1, pageSize: 5 })).items.find((m) =>
      m.text.includes('/api/auth/magic-link/verify'),
    ),
  );
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(verify.statusCode).toBe(302);
  const cookie = verify.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { email, cookie, location: String(verify.headers.location) };
}

describe('joining the affiliates program', () => {
  it('requires name and e-mail', async () => {
    const res = await join({ name: ' ', email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: 'Name is required', email: 'Email is required' });
    const bad = await join({ name: 'A', email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe(messages.invalidEmail);
  });

  it('creates the affiliate, its account, payment account, discount code and coupon, and thanks', async () => {
    const email = uniqueEmail('Join');
    const res = await join({ name: 'Marta', email: email.toUpperCase(), phoneNumber: '+351 912 345 678' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.affiliateThanks });
    const row = await t.db
      .selectFrom('affiliate as a')
      .innerJoin('user as u', 'u.id', 'a.userId')
      .select([
        'a.email',
        'a.name',
        'a.phoneNumber',
        'a.discountCode',
        'a.paymentAccountId',
        'a.providerCouponId',
        'a.commissionRateBasisPoints',
        'a.isPaymentAccountSetUp',
        'u.role',
        'u.emailVerified',
      ])
      .where('a.email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      name: 'Marta',
      phoneNumber: '+351 912 345 678',
      commissionRateBasisPoints: 1000,
      isPaymentAccountSetUp: false,
      role: 'affiliate',
      emailVerified: false,
    });
    expect(row.discountCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(row.paymentAccountId).toMatch(/^acct_/);
    const coupons = await t.adapters.payments.listCoupons();
    expect(coupons.find((c) => c.couponId === row.providerCouponId)).toMatchObject({
      percentOff: 10,
      metadata: { discountCode: row.discountCode },
    });
    const mails = await waitFor(async () => {
      const { items } = await listDevMessages(t.db, { recipient: email.toLowerCase(), page: 1, pageSize: 5 });
      return items.length >= 2 ? items : undefined;
    });
    const welcome = mails.find((m) => m.subject.includes('affiliates program'));
    expect(welcome?.text).toContain(messages.affiliateThanks);
    expect(welcome?.text).toContain(row.discountCode ?? 'missing');
    expect(welcome?.text).toContain(`/affiliate/${row.paymentAccountId}`);
  });

  it('welcomes a Portuguese visitor in Portuguese, the language of the account it creates', async () => {
    const email = uniqueEmail('portuguese');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/affiliates',
      headers: { 'accept-language': 'pt-PT,pt;q=0.9' },
      payload: { name: 'Rita', email },
    });
    expect(res.statusCode).toBe(201);
    const account = await t.db
      .selectFrom('user')
      .select('locale')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(account.locale).toBe('pt-PT');
    const welcome = await waitFor(async () =>
      (await listDevMessages(t.db, { recipient: email.toLowerCase(), page: 1, pageSize: 5 })).items.find(
        (m) => m.subject === 'Boas-vindas ao programa de afiliados do Roteiro',
      ),
    );
    expect(welcome.text).toContain('Obrigado pelo seu interesse em ser afiliado!');
    expect(welcome.text).toMatch(
      /O seu código de desconto é [A-Z0-9]{8}\. Os viajantes que reservarem com ele têm 10% de desconto, e ganha 10% do que pagarem\./,
    );
    expect(welcome.text).not.toContain('Welcome to the Roteiro affiliates program');
  });

  it('refuses an e-mail already in the program', async () => {
    const email = uniqueEmail('twice');
    expect((await join({ name: 'First', email })).statusCode).toBe(201);
    const res = await join({ name: 'Second', email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: messages.affiliateAlreadyInProgram,
      fields: { email: messages.affiliateAlreadyInProgram },
    });
    const count = await t.db
      .selectFrom('affiliate')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses an address that already has another kind of account', async () => {
    const company = await createUser(t.db, 'company');
    const res = await join({ name: 'Company', email: company.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe('This email already belongs to another account');
  });

  it('the sign-in link proves the e-mail and lands on the onboarding redirect', async () => {
    const { email, cookie, location } = await joinAndSignIn();
    const affiliate = await t.db
      .selectFrom('affiliate')
      .select('paymentAccountId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(location).toContain(`/affiliate/${affiliate.paymentAccountId}`);
    const user = await t.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.emailVerified).toBe(true);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user.role).toBe('affiliate');
  });
});

describe('affiliate payment setup and dashboard', () => {
  it('gives a fresh onboarding link for its own account only, then records the finished setup', async () => {
    const { email, cookie } = await joinAndSignIn();
    const { paymentAccountId } = await t.db
      .selectFrom('affiliate')
      .select('paymentAccountId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/affiliate/accounts/${paymentAccountId}/onboarding-link`,
      headers: { cookie },
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(url.pathname).toBe(`/test-provider/onboarding/${paymentAccountId}`);
    expect(url.searchParams.get('return')).toBe('http://localhost:3000/affiliate/set-up-payment');
    expect(url.searchParams.get('refresh')).toBe(`http://localhost:3000/affiliate/${paymentAccountId}`);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/accounts/acct_test_someone_else/onboarding-link',
      headers: { cookie },
    });
    expect(other.statusCode).toBe(404);

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/payment-setup',
      headers: { cookie },
    });
    expect(before.json()).toEqual({ isPaymentAccountSetUp: false, paymentAccountId });

    const payments = t.adapters.payments;
    if (!isTestPaymentProvider(payments) || !paymentAccountId) {
      throw new Error('test mode expected');
    }
    await payments.completeTestOnboarding(paymentAccountId);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/payment-setup',
      headers: { cookie },
    });
    expect(after.json()).toEqual({ isPaymentAccountSetUp: true, paymentAccountId });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: { cookie },
    });
    expect(dashboard.json().isPaymentAccountSetUp).toBe(true);
  });

  it('creates a payment account for an affiliate that has none', async () => {
    const user = await createUser(t.db, 'affiliate');
    await t.db
      .insertInto('affiliate')
      .values({ name: 'Old', email: user.email, userId: user.id, commissionRateBasisPoints: 1500 })
      .execute();
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/onboarding-link',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('affiliate')
      .select('paymentAccountId')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.paymentAccountId).toMatch(/^acct_/);
    expect(res.json().url).toContain(`/test-provider/onboarding/${row.paymentAccountId}`);
  });

  it('shows zero earnings and the discount code', async () => {
    const { cookie } = await joinAndSignIn('Zero Earnings');
    const res = await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Zero Earnings',
      commissionPercent: 10,
      discountPercent: 10,
      earnings: { pendingCents: 0, approvedCents: 0, paidCents: 0 },
    });
    expect(res.json().discountCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('sums commissions by state: expected → pending, pending → approved, paid → paid; reversed nowhere', async () => {
    const { email, cookie } = await joinAndSignIn();
    const affiliate = await t.db
      .selectFrom('affiliate')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await seedCommissions(affiliate.id, [
      ['expected', 150],
      ['expected', 250],
      ['pending', 700],
      ['paid', 1234],
      ['reversed', 999],
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: { cookie } });
    expect(res.json().earnings).toEqual({ pendingCents: 400, approvedCents: 700, paidCents: 1234 });
  });

  it('is for affiliates only', async () => {
    const company = await createUser(t.db, 'company');
    const cookie = await signIn(t.app, company.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard' })).statusCode).toBe(401);
  });
});

describe('admin affiliates table', () => {
  it('pages by 10, searches, and shows the payment account id', async () => {
    const admin = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, admin.email);
    const tag = `zq${Date.now()}`;
    for (let i = 0; i < 12; i += 1) {
      const res = await join({ name: `Table ${tag} ${i}`, email: uniqueEmail(tag) });
      expect(res.statusCode).toBe(201);
    }
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/admin/affiliates?search=${tag}`,
      headers: { cookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.json().items).toHaveLength(10);
    expect(first.json().items[0].paymentAccountId).toMatch(/^acct_/);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/admin/affiliates?search=${tag}&page=2`,
      headers: { cookie },
    });
    expect(second.json().items).toHaveLength(2);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates?search=%25%25nobody',
      headers: { cookie },
    });
    expect(none.json()).toMatchObject({ total: 0, items: [] });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates?page=0',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

/** Commission rows need a paid booking; this builds the smallest valid chain (activity, group, booking). */
async function seedCommissions(
  affiliateId: string,
  rows: [state: 'expected' | 'pending' | 'paid' | 'reversed', cents: number][],
) {
  const activity = await t.db
    .insertInto('activity')
    .values({
      title: 'Commission tour',
      description: 'A tour used by the commission test.',
      durationMinutes: 60,
      priceCents: 5000,
      privatePriceCents: 20000,
      cancellationPolicy: 'Free cancellation',
      languages: ['en'],
      sharedTimeSlots: ['10:00'],
      privateTimeSlots: ['10:00'],
      minNumOfParticipants: 1,
      maxNumOfParticipants: 8,
      meetingPoint: 'Rossio',
      markerLat: 38.7,
      markerLng: -9.1,
      city: 'Lisbon, Portugal',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await t.db
    .insertInto('activity_group')
    .values({ activityId: activity.id, day: '2030-01-01', startTime: '10:00', endTime: '11:00', capacity: 8 })
    .returning('id')
    .executeTakeFirstOrThrow();
  let n = 0;
  for (const [state, cents] of rows) {
    n += 1;
    const booking = await t.db
      .insertInto('booking')
      .values({
        reference: `C${Date.now().toString(36)}${n}`.slice(0, 16),
        kind: 'shared',
        activityId: activity.id,
        groupId: group.id,
        clientName: 'Traveller',
        clientEmail: 'traveller@example.test',
        participantCount: 1,
        subtotalCents: 100_000,
        amountCents: 100_000,
        status: 'paid',
        paidAt: new Date(),
        affiliateId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await t.db
      .insertInto('affiliate_commission')
      .values({
        affiliateId,
        bookingId: booking.id,
        state,
        baseCents: 100_000,
        rateBasisPoints: 1000,
        amountCents: cents,
        approvedAt: state === 'pending' || state === 'paid' ? now : null,
        paidAt: state === 'paid' ? now : null,
        transferId: state === 'paid' ? `tr_${booking.id}` : null,
        transferIdempotencyKey: state === 'paid' ? `key_${booking.id}` : null,
        reversedAt: state === 'reversed' ? now : null,
      })
      .execute();
  }
}
