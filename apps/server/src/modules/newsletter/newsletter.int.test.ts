import { describe, expect, it } from 'vitest';
import { queuedMails } from '../../../test/outbox-jobs.ts';
import { createTestApp, uniqueEmail } from '../../../test/test-app.ts';
import { waitForMails } from '../../../test/wait.ts';

const t = await createTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const linkIn = (text: string, path: string) => {
  const url = new URL(new RegExp(`https?://\\S+${path}\\S+`).exec(text)?.[0] ?? 'http://x/');
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
};
const row = (email: string) =>
  t.db.selectFrom('newsletter_subscription').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('newsletter double opt-in', () => {
  it('signs up, confirms through the e-mailed link, then unsubscribes through the welcome e-mail', async () => {
    const email = uniqueEmail('news');
    expect((await post('/api/newsletter', { email: email.toUpperCase() })).statusCode).toBe(200);
    expect((await row(email)).confirmedAt).toBeNull();
    const [confirmMail] = await waitForMails(t.db, email, 1);
    expect(confirmMail?.subject).toBe('Confirm your subscription to the Roteiro newsletter');
    const confirmLink = linkIn(confirmMail?.text ?? '', '/newsletter/confirm');
    expect(confirmLink.email).toBe(email);

    expect((await post('/api/newsletter/confirm', confirmLink)).statusCode).toBe(200);
    expect((await row(email)).confirmedAt).not.toBeNull();
    // A second click changes nothing and sends no second welcome.
    expect((await post('/api/newsletter/confirm', confirmLink)).statusCode).toBe(200);
    const mails = await waitForMails(t.db, email, 2);
    const welcome = mails.find((mail) => mail.subject === 'Welcome to the Roteiro newsletter');
    expect(welcome?.text).toContain('Thank you for subscribing to our newsletter!');

    const unsubscribeLink = linkIn(welcome?.text ?? '', '/newsletter/unsubscribe');
    expect((await post('/api/newsletter/unsubscribe', unsubscribeLink)).statusCode).toBe(200);
    expect((await row(email)).unsubscribedAt).not.toBeNull();
    expect((await post('/api/newsletter/unsubscribe', unsubscribeLink)).statusCode).toBe(200);
    // The confirm token does not unsubscribe and the unsubscribe token does not confirm.
    expect((await post('/api/newsletter/unsubscribe', confirmLink)).statusCode).toBe(400);
    // Nothing more was queued: the confirmation and the one welcome.
    expect(await queuedMails(t.db, email)).toHaveLength(2);
  });

  it('takes a repeated sign-up harmlessly: one row, one confirmation e-mail within the resend delay', async () => {
    const email = uniqueEmail('twice');
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/newsletter', { email })).statusCode).toBe(200);
    }
    await Promise.all([post('/api/newsletter', { email }), post('/api/newsletter', { email })]);
    const rows = await t.db
      .selectFrom('newsletter_subscription')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    // One confirmation queued for the five sign-ups (each request has answered), and it is the one delivered.
    expect(await queuedMails(t.db, email)).toHaveLength(1);
    expect(await waitForMails(t.db, email, 1)).toHaveLength(1);
  });

  it('refuses a bad address and a forged or foreign link with a clear 400', async () => {
    const bad = await post('/api/newsletter', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Enter a valid e-mail address.');
    const forged = await post('/api/newsletter/confirm', { email: 'someone@example.com', token: 'forged' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(
      'This link is not valid. Sign up again from the bottom of any page.',
    );
    expect((await post('/api/newsletter/confirm', {})).statusCode).toBe(400);
  });
});
