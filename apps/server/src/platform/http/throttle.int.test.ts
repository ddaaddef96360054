import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { queuedMails } from '../../../test/outbox-jobs.ts';
import { createTestApp, createUser, uniqueEmail } from '../../../test/test-app.ts';
import { createThrottle, THROTTLE } from './throttle.ts';

// The limits as a real server has them (the other test files multiply them: all their requests share one address).
const t = await createTestApp({ throttleScale: 1 });

const signInLink = (email: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/session/sign-in-link', payload: { email }, remoteAddress });

describe('request throttling', () => {
  it('mails one address at most 5 sign-in links in 15 minutes, then answers 429 with Retry-After', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < THROTTLE.signInLinkByEmail.max; i += 1) {
      expect((await signInLink(email, `198.51.100.${10 + i}`)).statusCode).toBe(200);
    }
    const refused = await signInLink(email, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: messages.tooManyRequests,
        text: { id: 'messages.tooManyRequests' },
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The address is counted whatever its case; another inbox is not affected.
    expect((await signInLink(email.toUpperCase(), '198.51.100.98')).statusCode).toBe(429);
    expect((await signInLink(uniqueEmail('other'), '198.51.100.97')).statusCode).toBe(200);
  });

  it('refuses past a limit before the handler runs: nothing more is mailed', async () => {
    const user = await createUser(t.db, 'vendor');
    for (let i = 0; i < THROTTLE.signInLinkByEmail.max; i += 1) {
      expect((await signInLink(user.email, `198.51.100.${120 + i}`)).statusCode).toBe(200);
    }
    expect(await queuedMails(t.db, user.email)).toHaveLength(THROTTLE.signInLinkByEmail.max);
    expect((await signInLink(user.email, '198.51.100.130')).statusCode).toBe(429);
    expect(await queuedMails(t.db, user.email)).toHaveLength(THROTTLE.signInLinkByEmail.max);
  });

  it('limits registration-code guesses per e-mail, from any address', async () => {
    const email = uniqueEmail('company');
    const guess = (code: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration/company',
        payload: { name: 'Guessing Tours', email, password: 'a-long-password', code },
        remoteAddress,
      });
    for (let i = 0; i < THROTTLE.registrationByEmail.max; i += 1) {
      expect((await guess(`GUESS${String(i).padStart(2, '0')}`, `192.0.2.${100 + i}`)).statusCode).toBe(400);
    }
    expect((await guess('GUESS99', '192.0.2.200')).statusCode).toBe(429);
    // Another company's registration is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/registration/company',
      payload: { name: 'Other', email: uniqueEmail('company'), password: 'a-long-password', code: 'NOPE123' },
      remoteAddress: '192.0.2.201',
    });
    expect(other.statusCode).toBe(400);
  });

  it('every public write route declares limits, or is exempt for a reason written here', () => {
    /** Public writes without request limits, and why. */
    const exempt: Record<string, string> = {
      'POST /api/session/sign-in': 'its own failure throttle (session.service.ts)',
      'POST /api/payments/webhook': 'signed by the payment provider',
      'POST /api/bookings/price': 'computes a price, stores and sends nothing',
      'POST /api/bookings/:reference/cancel': 'needs the signed manage link',
      'POST /api/bookings/:reference/reschedule': 'needs the signed manage link',
      'POST /api/newsletter/confirm': 'needs the signed link, acts once',
      'POST /api/newsletter/unsubscribe': 'needs the signed link',
      'POST /api/settings/email/confirm': "needs the e-mailed link's secret, acts once",
      'POST /test-provider/onboarding/:accountId': 'test mode only (no Stripe key)',
      'POST /test-provider/checkout/:sessionId/pay': 'test mode only (no Stripe key)',
      'POST /test-provider/checkout/:sessionId/cancel': 'test mode only (no Stripe key)',
    };
    const unthrottled = t.app.routeTable
      .filter(
        (route) =>
          (route.access === 'public' || route.access === 'signedOut') &&
          route.method !== 'GET' &&
          !route.isThrottled,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(unthrottled.filter((route) => !(route in exempt))).toEqual([]);
  });

  it('limits affiliate joins per client address, and an invalid request costs nothing', async () => {
    const address = '203.0.113.50';
    const join = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/affiliates', payload, remoteAddress: address });
    for (let i = 0; i < 3; i += 1) {
      expect((await join({ name: '', email: 'not an e-mail' })).statusCode).toBe(400);
    }
    for (let i = 0; i < THROTTLE.affiliateJoinByAddress.max; i += 1) {
      expect((await join({ name: `Partner ${i}`, email: uniqueEmail('partner') })).statusCode).toBe(201);
    }
    const refused = await join({ name: 'One too many', email: uniqueEmail('partner') });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const accounts = await t.db
      .selectFrom('user')
      .select('email')
      .where('email', 'like', 'partner-%')
      .execute();
    expect(accounts).toHaveLength(THROTTLE.affiliateJoinByAddress.max);
    // Another address still joins.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/affiliates',
      payload: { name: 'Elsewhere', email: uniqueEmail('elsewhere') },
      remoteAddress: '203.0.113.51',
    });
    expect(other.statusCode).toBe(201);
  });

  it('shares the counts between processes through the database, and opens a new window when the old one ends', async () => {
    let at = Date.UTC(2026, 5, 1, 10, 0, 0);
    const limit = { bucket: 'test/shared', max: 3, windowSeconds: 60 };
    // Two processes on one database: two throttles, one table.
    const first = createThrottle(t.db, () => at);
    const second = createThrottle(t.db, () => at);
    await first.hit(limit, 'key');
    await second.hit(limit, 'key');
    await first.hit(limit, 'key');
    await expect(second.hit(limit, 'key')).rejects.toMatchObject({ status: 429 });
    await Promise.all([first.hit(limit, 'other'), second.hit(limit, 'other')]);
    at += 60_000;
    await expect(first.hit(limit, 'key')).resolves.toBeUndefined();
    // No key in clear: the stored key is a digest.
    const keys = await t.db
      .selectFrom('request_throttle')
      .select('key')
      .where('bucket', '=', 'test/shared')
      .execute();
    expect(keys.map((row) => row.key)).not.toContain('key');
  });
});
