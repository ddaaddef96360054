import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();
const payments = t.adapters.payments;

describe('test-mode provider pages', () => {
  it('simulates Connect onboarding end to end', async () => {
    const { accountId } = await payments.createConnectedAccount({
      email: 'co@example.test',
      country: 'PT',
      metadata: {},
    });
    const { url } = await payments.createOnboardingLink({
      accountId,
      refreshUrl: 'http://localhost:3000/company/settings/profile?onboarding=refresh',
      returnUrl: 'http://localhost:3000/company/settings/profile?onboarding=return',
    });
    const link = new URL(url);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Complete onboarding');
    // Public only because it is test mode, and the page says so.
    expect(page.body).toContain(
      'This page is open to anyone with its link only because payments run in test mode.',
    );
    // It names the account, never its owner's e-mail address; nor does the account's dashboard page.
    expect(page.body).toContain(accountId);
    expect(page.body).not.toContain('co@example.test');
    const dashboard = await t.app.inject({ method: 'GET', url: `/test-provider/dashboard/${accountId}` });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).not.toContain('co@example.test');
    expect((await payments.getAccountStatus(accountId)).detailsSubmitted).toBe(false);

    const done = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `return=${encodeURIComponent('http://localhost:3000/company/settings/profile?onboarding=return')}`,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/company/settings/profile?onboarding=return');
    expect((await payments.getAccountStatus(accountId)).detailsSubmitted).toBe(true);
    const events = await t.db.selectFrom('provider_webhook_event').select('type').execute();
    expect(events.map((e) => e.type)).toContain('account.updated');
  });

  it('never redirects to another site', async () => {
    const { accountId } = await payments.createConnectedAccount({
      email: 'x@example.test',
      country: 'PT',
      metadata: {},
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/test-provider/onboarding/${accountId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `return=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/home');
  });

  it('shows a checkout and pays it, recording the signed event', async () => {
    const { sessionId, url } = await payments.createCheckoutSession({
      lineItems: [{ name: 'Belém by tuk-tuk', unitAmountCents: 3500, quantity: 2 }],
      successUrl: 'http://localhost:3000/booking-success?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/home',
      metadata: { bookingId: 'b1' },
    });
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('€70.00');
    // The app's icon, as on its own pages: without it the browser asks for /favicon.ico, which does not exist.
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    const paid = await t.app.inject({ method: 'POST', url: `/test-provider/checkout/${sessionId}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/booking-success?session=${sessionId}`);
    const again = await t.app.inject({ method: 'POST', url: `/test-provider/checkout/${sessionId}/pay` });
    expect(again.statusCode).toBe(409);
    const events = await t.db.selectFrom('provider_webhook_event').select('type').execute();
    expect(events.map((e) => e.type)).toContain('checkout.session.completed');
  });

  it('answers unknown accounts and sessions with 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/test-provider/onboarding/acct_nope' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/test-provider/checkout/cs_nope' })).statusCode).toBe(
      404,
    );
  });
});
