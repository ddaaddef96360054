import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBookableActivity } from '../../../test/bookings.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { manifestsQuery, startRunQuery, ticketStatesQuery } from './checkin.repository.ts';

/**
 * The scanner's hot queries (every scan reads the group's manifest; Start validates its tickets), EXPLAINed on
 * 5,000 groups and 20,000 tickets: none may read participants or tickets sequentially.
 */
const t = await createTestApp();
const activity = await createBookableActivity(t.db);
await sql`
  insert into "activity_group" ("activityId", "day", "startTime", "endTime", "capacity", "groupSize")
  select ${activity.id}::uuid, date '2026-01-01' + (i / 20), time '08:00' + (i % 20) * interval '30 minutes',
    time '23:00', 8, 4
  from generate_series(0, 4999) as i
`.execute(t.db);
await sql`
  insert into "booking" ("reference", "kind", "activityId", "groupId", "clientName", "clientEmail",
    "participantCount", "subtotalCents", "amountCents", "status", "paidAt")
  select 'PLAN' || lpad(g.n::text, 8, '0'), 'shared', g."activityId", g."id", 'Client ' || g.n,
    'client' || g.n || '@example.test', 4, 10000, 10000, 'paid', now()
  from (select "id", "activityId", row_number() over (order by "id") as n from "activity_group"
        where "activityId" = ${activity.id}::uuid) as g
`.execute(t.db);
await sql`
  insert into "participant" ("bookingId", "groupId", "clientName")
  select "id", "groupId", "clientName" from "booking" where "activityId" = ${activity.id}::uuid
`.execute(t.db);
await sql`
  insert into "issued_ticket" ("participantId", "ticketNumber")
  select p."id", md5(p."id"::text || n::text) from "participant" as p cross join generate_series(1, 4) as n
`.execute(t.db);
await sql`analyze`.execute(t.db);

const sample = await t.db
  .selectFrom('issued_ticket as it')
  .innerJoin('participant as p', 'p.id', 'it.participantId')
  .select(['it.ticketNumber', 'p.id as participantId', 'p.groupId'])
  .limit(1)
  .executeTakeFirstOrThrow();

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(query: { compile(db: typeof t.db): CompiledQuery }): Promise<PlanNode[]> {
  const compiled = query.compile(t.db);
  const result = await t.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  const plan = parsed?.[0]?.Plan;
  if (!plan) {
    throw new Error('no plan');
  }
  return nodesOf(plan);
}

const describePlan = (nodes: PlanNode[]) =>
  nodes.map((n) => `${n['Node Type']}${n['Relation Name'] ? ` ${n['Relation Name']}` : ''}`).join(' → ');

const cases = [
  [
    "a group's manifest with its tickets (every scan, the start screen)",
    manifestsQuery(t.db, [sample.groupId], ['company'], [null]),
  ],
  [
    'a scan: the manifest with the scanned participant only',
    manifestsQuery(t.db, [sample.groupId], ['company'], [sample.participantId]),
  ],
  [
    'start: the run, its tickets validated and commissions approved in one statement',
    startRunQuery({
      runId: randomUUID(),
      groupId: sample.groupId,
      companyId: 'company',
      day: '2026-01-01',
      userId: 'nobody',
      isEmployee: false,
      startIdempotencyKey: randomUUID(),
      tickets: [sample, { participantId: sample.participantId, ticketNumber: 'other' }],
    }),
  ],
  ["the start's settlement", ticketStatesQuery(t.db, [sample.ticketNumber, 'other'])],
] as const;

describe('scanner queries at marketplace size', () => {
  for (const [name, query] of cases) {
    it(`${name}: reads participants and tickets through indexes`, async () => {
      const nodes = await planOf(query);
      const reads = nodes.filter(
        (n) => n['Relation Name'] === 'participant' || n['Relation Name'] === 'issued_ticket',
      );
      expect(reads.length, describePlan(nodes)).toBeGreaterThan(0);
      expect(
        reads.filter((n) => n['Node Type'] === 'Seq Scan'),
        `${name}: ${describePlan(nodes)}`,
      ).toEqual([]);
    });
  }

  it('notices a sequential scan when there is one (the check itself can fail)', async () => {
    const nodes = await planOf(
      t.db.selectFrom('issued_ticket').select('id').where('ticketNumber', 'like', '%ab%'),
    );
    expect(nodes.map((n) => n['Node Type'])).toContain('Seq Scan');
  });
});
