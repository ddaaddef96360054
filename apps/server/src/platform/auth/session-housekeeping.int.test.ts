import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { SESSION_EXPIRES_IN_SECONDS } from './auth.ts';
import { pruneSessions } from './session-housekeeping.ts';

const t = await createTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionTokensOf(userId: string): Promise<string[]> {
  const rows = await t.db.selectFrom('session').select('token').where('userId', '=', userId).execute();
  return rows.map((row) => row.token).sort();
}

async function sessionUserOf(cookie: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().user;
}

/** Two sessions of one traveller: the first expires a second ago, the other stays live. */
async function travellerWithLapsedSession() {
  const user = await createUser(t.db, 'traveller');
  const lapsedCookie = await signIn(t.app, user.email);
  const [lapsed = ''] = await sessionTokensOf(user.id);
  const liveCookie = await signIn(t.app, user.email);
  await t.db
    .updateTable('session')
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where('token', '=', lapsed)
    .execute();
  return { user, lapsed, lapsedCookie, liveCookie };
}

describe('session housekeeping', () => {
  it('deletes the sessions past their expiry and keeps the live ones signed in', async () => {
    const { user, lapsed, liveCookie } = await travellerWithLapsedSession();
    expect(await sessionTokensOf(user.id)).toHaveLength(2);

    const counts = await pruneSessions(t.db, new Date());

    expect(counts.expiredSessions).toBeGreaterThanOrEqual(1);
    const left = await sessionTokensOf(user.id);
    expect(left).toHaveLength(1);
    expect(left).not.toContain(lapsed);
    expect(await sessionUserOf(liveCookie)).toMatchObject({ id: user.id });
  });

  it('keeps a deactivation record while its cookie can still come back, then deletes it', async () => {
    const user = await createUser(t.db, 'traveller');
    const now = Date.now();
    await t.db
      .insertInto('ended_session')
      .values([
        {
          token: `old-${user.id}`,
          userId: user.id,
          reason: 'deactivated',
          endedAt: new Date(now - SESSION_EXPIRES_IN_SECONDS * 1000 - 60_000),
        },
        {
          token: `recent-${user.id}`,
          userId: user.id,
          reason: 'deactivated',
          endedAt: new Date(now - DAY_MS),
        },
      ])
      .execute();

    const counts = await pruneSessions(t.db, new Date(now));

    expect(counts.endedSessions).toBe(1);
    const left = await t.db
      .selectFrom('ended_session')
      .select('token')
      .where('userId', '=', user.id)
      .execute();
    expect(left.map((row) => row.token)).toEqual([`recent-${user.id}`]);
  });

  it('works through a backlog larger than one statement', async () => {
    const user = await createUser(t.db, 'traveller');
    const backlog = 12_345;
    await sql`
      insert into "session" ("id", "token", "userId", "expiresAt", "createdAt", "updatedAt")
      select 'backlog-' || n, 'backlog-' || n, ${user.id}, now() - interval '1 day', now(), now()
      from generate_series(1, ${backlog}) as n
    `.execute(t.db);

    const counts = await pruneSessions(t.db, new Date());

    expect(counts.expiredSessions).toBe(backlog);
    expect(await sessionTokensOf(user.id)).toEqual([]);
  });
});
