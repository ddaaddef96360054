import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
} from '@roteiro/domain/auth/roles';
import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { queuedMails } from '../../../test/outbox-jobs.ts';
import { createTestApp, createUser, signIn, TEST_PASSWORD } from '../../../test/test-app.ts';
import { waitFor, waitForMails } from '../../../test/wait.ts';
import type { TSignInAttemptKind } from '../../platform/auth/session.repository.ts';
import { signInAttemptKeys } from '../../platform/auth/sign-in-attempts.ts';
import { listDevMessages } from '../../platform/mail/dev-mailbox.repository.ts';

const t = await createTestApp();

describe('sign-in with e-mail and password', () => {
  it('signs in and the session reports the role and company', async () => {
    const company = await createCompany(t.db, { name: 'Tejo Tours', hasFinishedSetUp: true });
    const cookie = await signIn(t.app, company.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: company.id,
      email: company.email,
      role: 'company',
      companyId: company.id,
      hasFinishedSetUp: true,
      isGuestGuider: false,
    });
  });

  it('gives an employee the company it works for', async () => {
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    const cookie = await signIn(t.app, employee.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.json().user).toMatchObject({ role: 'employee', companyId: company.id });
  });

  it('answers a wrong password or unknown e-mail with the same message', async () => {
    const user = await createUser(t.db, 'admin');
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/session/sign-in', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: {
          code: 'INVALID_CREDENTIALS',
          message: messages.invalidCredentials,
          text: { id: 'messages.invalidCredentials' },
        },
      });
    }
  });

  it('refuses a bad body with per-field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email: 'not an email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toMatchObject({
      email: messages.invalidEmail,
      password: expect.any(String),
    });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('refuses a deactivated account with its message', async () => {
    const user = await createUser(t.db, 'vendor');
    await t.db.updateTable('user').set({ deactivatedAt: new Date() }).where('id', '=', user.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: messages.accountDeactivated,
      text: { id: 'messages.accountDeactivated' },
    });
    const sessions = await t.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(sessions).toHaveLength(0);
  });
});

describe('sign-in failure throttle', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email, password },
      remoteAddress,
    });
  /** Failed attempts counted in the current window, as the service counts them (cheaper than scrypt for each). */
  const recordFailures = async (
    rows: { kind: TSignInAttemptKind; email: string; ip: string; count: number }[],
  ) => {
    await t.db
      .insertInto('sign_in_attempt')
      .values(
        rows.map((row) => ({
          kind: row.kind,
          keyDigest: signInAttemptKeys(row.email, row.ip)[row.kind],
          windowStart: new Date(),
          count: row.count,
        })),
      )
      .execute();
  };

  it('keeps neither the e-mail address nor the client address of a failure in clear', async () => {
    const user = await createUser(t.db, 'vendor');
    expect((await attempt(user.email, 'wrong-password', '203.0.113.250')).statusCode).toBe(401);
    const rows = await t.db.selectFrom('sign_in_attempt').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(user.email);
    expect(stored).not.toContain(user.email.split('@')[0]);
    expect(stored).not.toContain('203.0.113.250');
    const keys = signInAttemptKeys(user.email, '203.0.113.250');
    for (const kind of ['account-address', 'account', 'address'] as const) {
      expect(rows.find((row) => row.kind === kind && row.keyDigest === keys[kind])?.count).toBe(1);
    }
  });

  it('counts a window from its first failure: 15 minutes later the attempts count from 0 again', async () => {
    const user = await createUser(t.db, 'vendor');
    const address = '203.0.113.251';
    await recordFailures([
      { kind: 'account-address', email: user.email, ip: address, count: SIGN_IN_MAX_FAILURES },
    ]);
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    await t.db
      .updateTable('sign_in_attempt')
      .set({ windowStart: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where('keyDigest', '=', signInAttemptKeys(user.email, address)['account-address'])
      .execute();
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('locks one account at one address after 10 failures, even with the right password; elsewhere it signs in', async () => {
    const user = await createUser(t.db, 'affiliate');
    const other = await createUser(t.db, 'vendor');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await attempt(user.email, `wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    }
    const refused = await attempt(user.email, TEST_PASSWORD, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManySignInAttempts,
      text: { id: 'messages.tooManySignInAttempts' },
    });
    // The same account from another address, and another account from this address, still sign in.
    expect((await attempt(user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt(other.email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('one noisy address (a proxy without TRUST_PROXY) does not lock out the other accounts behind it', async () => {
    const proxy = '192.0.2.77';
    await recordFailures([
      ...[0, 1, 2].map((i) => ({
        kind: 'account-address' as const,
        email: `someone-${i}@example.test`,
        ip: proxy,
        count: SIGN_IN_MAX_FAILURES,
      })),
      { kind: 'address', email: 'someone-0@example.test', ip: proxy, count: 3 * SIGN_IN_MAX_FAILURES },
    ]);
    expect((await attempt('someone-0@example.test', 'wrong-password', proxy)).statusCode).toBe(429);
    const user = await createUser(t.db, 'admin');
    expect((await attempt(user.email, TEST_PASSWORD, proxy)).statusCode).toBe(200);
  });

  it('past 50 failures of one account from all addresses, its password alone does not sign in', async () => {
    const user = await createUser(t.db, 'company');
    await recordFailures([
      { kind: 'account', email: user.email, ip: '198.51.100.1', count: SIGN_IN_MAX_FAILURES_PER_ACCOUNT - 1 },
    ]);
    expect((await attempt(user.email, 'still-wrong', '203.0.113.1')).statusCode).toBe(401);
    const refused = await attempt(user.email, TEST_PASSWORD, '203.0.113.2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SIGN_IN_LINK_REQUIRED');
  });

  it('locks an address that guessed at many accounts after 100 failures in all', async () => {
    const address = '198.18.0.9';
    await recordFailures([
      {
        kind: 'address',
        email: 'sprayed@example.test',
        ip: address,
        count: SIGN_IN_MAX_FAILURES_PER_ADDRESS - 1,
      },
    ]);
    const user = await createUser(t.db, 'vendor');
    expect((await attempt('sprayed-last@example.test', 'wrong-password', address)).statusCode).toBe(401);
    const refused = await attempt(user.email, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(user.email, TEST_PASSWORD, '198.18.0.10')).statusCode).toBe(200);
  });

  it('a right password gives its attempt back: signing in often from one address never locks it', async () => {
    const user = await createUser(t.db, 'vendor');
    const address = '198.18.0.20';
    await recordFailures([
      { kind: 'account-address', email: user.email, ip: address, count: SIGN_IN_MAX_FAILURES - 1 },
    ]);
    // Each sign-in reserves the 10th attempt and gives it back, so the next one can reserve it again.
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    const counted = await t.db
      .selectFrom('sign_in_attempt')
      .select('count')
      .where('keyDigest', '=', signInAttemptKeys(user.email, address)['account-address'])
      .executeTakeFirstOrThrow();
    expect(counted.count).toBe(SIGN_IN_MAX_FAILURES - 1);
  });
});

describe('sign-in attempts', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email, password },
      remoteAddress,
    });
  const hasSession = (res: Awaited<ReturnType<typeof attempt>>) =>
    res.cookies.some((c) => c.name.includes('session_token') && c.value !== '');
  const expectRetryAfter = (res: Awaited<ReturnType<typeof attempt>>) => {
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  };

  it('reserves each attempt before the password is checked: 200 wrong passwords at once from one address reach it at most 10 times', async () => {
    const user = await createUser(t.db, 'vendor');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt(user.email, `wrong-password-${i}`, '192.0.2.200')),
    );
    // A wrong password that was checked answers 401; an attempt refused before the check answers 429.
    const checked = answers.filter((res) => res.statusCode === 401);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(checked.length + refused.length).toBe(200);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    for (const res of refused) {
      expectRetryAfter(res);
    }
    // The owner still signs in from another address.
    expect(hasSession(await attempt(user.email, TEST_PASSWORD, '192.0.2.201'))).toBe(true);
  }, 180_000);

  it('answers the sign-in 429 with Retry-After, like every other 429', async () => {
    const user = await createUser(t.db, 'traveller');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await attempt(user.email, `wrong-${i}`, '192.0.2.210')).statusCode).toBe(401);
    }
    const refused = await attempt(user.email, TEST_PASSWORD, '192.0.2.210');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManySignInAttempts,
      text: { id: 'messages.tooManySignInAttempts' },
    });
    expectRetryAfter(refused);
  }, 180_000);

  it('strangers guessing from many addresses cannot lock the owner out: past the account limit the right password e-mails a sign-in link', async () => {
    const admin = await createUser(t.db, 'admin');
    const strangers = Array.from({ length: 6 }, (_, i) => `198.51.100.${120 + i}`);
    await Promise.all(
      strangers.map(async (address) => {
        for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
          const res = await attempt(admin.email, `guess-${address}-${i}`, address);
          expect([401, 403]).toContain(res.statusCode);
        }
      }),
    );
    // Each stranger's address is now refused for this account.
    const again = await attempt(admin.email, 'one-more-guess', strangers[0] ?? '');
    expect(again.statusCode).toBe(429);
    expectRetryAfter(again);

    // The owner, from a new address and with the right password: no session yet, a sign-in link instead.
    const owner = await attempt(admin.email, TEST_PASSWORD, '203.0.113.99');
    expect(owner.statusCode).toBe(403);
    expect(owner.json().error).toEqual({
      code: 'SIGN_IN_LINK_REQUIRED',
      message: messages.signInLinkRequired,
      text: { id: 'messages.signInLinkRequired' },
    });
    expect(hasSession(owner)).toBe(false);
    expect(await queuedMails(t.db, admin.email)).toEqual([{ subject: 'Your Roteiro sign-in link' }]);

    // A stranger from yet another address gets the same answer for a wrong password, and no mail is sent.
    const stranger = await attempt(admin.email, 'another-guess', '203.0.113.100');
    expect(stranger.statusCode).toBe(owner.statusCode);
    expect(stranger.json()).toEqual(owner.json());
    expect(await queuedMails(t.db, admin.email)).toHaveLength(1);

    // The link signs the owner in.
    const mail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: admin.email, page: 1, pageSize: 5 })).items[0],
    );
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    const verify = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const cookie = verify.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ id: admin.id, role: 'admin' });
  }, 180_000);
});

describe('sign-out', () => {
  it('ends the session on the server', async () => {
    const user = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, user.email);
    const out = await t.app.inject({ method: 'POST', url: '/api/session/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const sessions = await t.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(sessions).toHaveLength(0);
    // The old cookie is worthless now.
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.json().user).toBeNull();
  });
});

describe('the session of a request', () => {
  const activeRun = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/guider/active-run', headers: { cookie } });

  it("refuses a cookie whose signature is not the server's, though its token is a live session", async () => {
    const company = await createCompany(t.db);
    const cookie = await signIn(t.app, company.email);
    expect((await activeRun(cookie)).statusCode).toBe(200);
    const forged = cookie.replace(/(better-auth\.session_token=[^.;]+\.)[^;]+/, '$1AAAA');
    expect(forged).not.toBe(cookie);
    expect((await activeRun(forged)).statusCode).toBe(401);
  });

  it('refuses an expired session, and extends a session that is a day old while it is used', async () => {
    const company = await createCompany(t.db);
    const cookie = await signIn(t.app, company.email);
    const dayOld = new Date(Date.now() + 6 * 86_400_000 - 60_000);
    await t.db.updateTable('session').set({ expiresAt: dayOld }).where('userId', '=', company.id).execute();
    expect((await activeRun(cookie)).statusCode).toBe(200);
    const extended = await t.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(extended.expiresAt.getTime()).toBeGreaterThan(dayOld.getTime() + 12 * 3_600_000);

    await t.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', company.id)
      .execute();
    expect((await activeRun(cookie)).statusCode).toBe(401);
  });
});

describe('deactivation', () => {
  it("ends every session at once: the employee's next request is refused with the message", async () => {
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    const employeeCookie = await signIn(t.app, employee.email);
    const secondDevice = await signIn(t.app, employee.email);
    const companyCookie = await signIn(t.app, company.email);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employee.employeeId}/deactivate`,
      headers: { cookie: companyCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('session').select('id').where('userId', '=', employee.id).execute(),
    ).toHaveLength(0);

    for (const cookie of [employeeCookie, secondDevice]) {
      const next = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(next.statusCode).toBe(403);
      expect(next.json().error).toEqual({
        code: 'ACCOUNT_DEACTIVATED',
        message: messages.accountDeactivated,
        text: { id: 'messages.accountDeactivated' },
      });
    }
    const protectedCall = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { cookie: employeeCookie },
    });
    expect(protectedCall.statusCode).toBe(403);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email: employee.email, password: TEST_PASSWORD },
    });
    expect(again.json().error.code).toBe('ACCOUNT_DEACTIVATED');

    const reactivate = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employee.employeeId}/reactivate`,
      headers: { cookie: companyCookie },
    });
    expect(reactivate.statusCode).toBe(200);
    await signIn(t.app, employee.email);
  });

  it("does not let a company touch another company's employee", async () => {
    const companyA = await createCompany(t.db);
    const companyB = await createCompany(t.db);
    const employeeB = await createEmployee(t.db, companyB.id);
    const cookieA = await signIn(t.app, companyA.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/employees/${employeeB.employeeId}/deactivate`,
      headers: { cookie: cookieA },
    });
    expect(res.statusCode).toBe(404);
    const user = await t.db
      .selectFrom('user')
      .select('deactivatedAt')
      .where('id', '=', employeeB.id)
      .executeTakeFirstOrThrow();
    expect(user.deactivatedAt).toBeNull();
  });
});

describe('sign-in link', () => {
  it('e-mails a link through the outbox that signs the user in once', async () => {
    const user = await createUser(t.db, 'vendor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in-link',
      payload: { email: user.email, callbackPath: '/vendor/dashboard' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: user.email, page: 1, pageSize: 5 })).items[0],
    );
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toContain('/api/auth/magic-link/verify');
    const url = new URL(link ?? '');
    const verify = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain('/vendor/dashboard');
    const cookie = verify.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ id: user.id, role: 'vendor' });
    // Used once: the same link does not sign in again, and leads to the sign-in page that says so.
    const replay = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(replay.cookies.find((c) => c.name.includes('session_token') && c.value)).toBeUndefined();
    expect(replay.statusCode).toBe(302);
    const landing = new URL(replay.headers.location ?? '', 'http://localhost');
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('link')).toBe('invalid');
    expect(landing.searchParams.get('lang')).toBeNull();
    expect(mail.subject).toBe('Your Roteiro sign-in link');
  });

  it("writes the e-mail in the account's language, not the asking page's, and a used link leads to the sign-in page in it", async () => {
    const user = await createUser(t.db, 'vendor', { locale: 'pt-PT' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in-link',
      headers: { 'accept-language': 'en' },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const english = await createUser(t.db, 'vendor');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in-link',
      headers: { 'accept-language': 'pt-PT' },
      payload: { email: english.email },
    });
    expect(asked.statusCode).toBe(200);
    const englishMail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: english.email, page: 1, pageSize: 5 })).items[0],
    );
    expect(englishMail.subject).toBe('Your Roteiro sign-in link');
    const mail = await waitFor(
      async () => (await listDevMessages(t.db, { recipient: user.email, page: 1, pageSize: 5 })).items[0],
    );
    expect(mail.subject).toBe('A sua ligação para iniciar sessão no Roteiro');
    expect(mail.text).toContain('funciona uma vez, durante 15 minutos');
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    const open = () => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect((await open()).cookies.some((c) => c.name.includes('session_token') && c.value !== '')).toBe(true);
    const replay = await open();
    const landing = new URL(replay.headers.location ?? '', 'http://localhost');
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('link')).toBe('invalid');
    expect(landing.searchParams.get('lang')).toBe('pt');
  });

  it('only the newest link signs in: asking again ends the older ones, and tokens are not stored in clear', async () => {
    const user = await createUser(t.db, 'vendor');
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/session/sign-in-link', payload: { email: user.email } });
    const linkOf = (mail: { text: string }) => new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    // The first link's mail is waited for before asking again: mail leaves in batches, not in the order asked.
    expect((await ask()).statusCode).toBe(200);
    const [first] = await waitForMails(t.db, user.email, 1);
    const older = first ? linkOf(first) : undefined;
    expect((await ask()).statusCode).toBe(200);
    const mails = await waitForMails(t.db, user.email, 2);
    const newest = mails.map(linkOf).find((link) => link.href !== older?.href);
    const open = (url: URL | undefined) =>
      t.app.inject({ method: 'GET', url: `${url?.pathname}${url?.search}` });
    const signsIn = (res: Awaited<ReturnType<typeof open>>) =>
      res.cookies.some((c) => c.name.includes('session_token') && c.value !== '');
    const token = older?.searchParams.get('token') ?? '';
    const stored = await t.db.selectFrom('verification').select('identifier').execute();
    expect(stored.map((row) => row.identifier).join()).not.toContain(token);
    expect(signsIn(await open(older))).toBe(false);
    expect(signsIn(await open(newest))).toBe(true);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in-link',
      payload: { email: 'stranger@example.test' },
    });
    expect(res.statusCode).toBe(200);
    // The link is queued before the answer: a known address has its mail queued at this point already.
    const known = await createUser(t.db, 'vendor');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in-link',
      payload: { email: known.email },
    });
    expect(sent.json()).toEqual(res.json());
    expect(await queuedMails(t.db, known.email)).toEqual([{ subject: 'Your Roteiro sign-in link' }]);
    expect(await queuedMails(t.db, 'stranger@example.test')).toEqual([]);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
