import { CompiledQuery, type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { generateBookings, generateMarketplace } from '../../../test/marketplace-data.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { publicReviewsCountQuery, publicReviewsPageQuery } from './reviews.repository.ts';

/**
 * The details page's reviews, EXPLAINed over a catalogue with about ten thousand reviews: a page and its count read
 * the activity's published reviews through their partial indexes, never the whole table.
 */
const t = await createTestApp();
const db = t.db as unknown as Kysely<unknown>;
await generateMarketplace(db, { activities: 1_000, groupsPerActivity: 3 });
await generateBookings(db, { startGroups: 0 });
const company = await createCompany(t.db, { name: 'Plans company' });
await sql`
  insert into "group_allocation" ("groupId", "companyId", "joinedNOfSeats", "nOfSeats", "numberOfVehicles")
  select "id", ${company.id}, 20, 20, 5 from "activity_group" where "groupSize" > 0
`.execute(db);
await sql`
  insert into "activity_run" ("companyId", "groupId", "activityId", "startedBy", "startTime", "endTime", "inProgress",
    "payAmountCents")
  select ${company.id}, "id", "activityId", ${company.id}, now() - interval '2 hours', now() - interval '1 hour', false, 0
  from "activity_group" where "groupSize" > 0
`.execute(db);
await sql`
  insert into "review" ("bookingId", "activityId", "groupId", "runId", "companyId", "stars", "text", "language",
    "createdAt", "updatedAt")
  select b."id", b."activityId", b."groupId", r."id", ${company.id}, 1 + (x.n % 5),
    'A generated review of a generated tour, number ' || x.n, case when x.n % 3 = 0 then 'pt-PT' else 'en' end,
    now() - x.n * interval '1 minute', now() - x.n * interval '1 minute'
  from (select "id", row_number() over (order by "id") as n from "booking") x
  join "booking" b on b."id" = x."id"
  join "activity_run" r on r."groupId" = b."groupId"
`.execute(db);
await sql`analyze`.execute(db);
const busiest = await sql<{ activityId: string; reviews: number }>`
  select "activityId", count(*)::int as "reviews" from "review" group by "activityId" order by 2 desc limit 1
`.execute(db);
const activityId = busiest.rows[0]?.activityId ?? '';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(query: { compile(): CompiledQuery }): Promise<PlanNode[]> {
  const compiled = query.compile();
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
  nodes.map((n) => `${n['Node Type']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`).join(' → ');

describe("an activity's reviews at marketplace size", () => {
  it('has thousands of reviews to choose from', async () => {
    const total = await sql<{ n: number }>`select count(*)::int as n from "review"`.execute(db);
    expect(total.rows[0]?.n).toBeGreaterThan(5_000);
    expect(busiest.rows[0]?.reviews).toBeGreaterThan(1);
  });

  const cases = [
    ['page', publicReviewsPageQuery(t.db, activityId, undefined, { limit: 10, offset: 0 })],
    ['count', publicReviewsCountQuery(t.db, activityId, undefined)],
    ['page in Portuguese', publicReviewsPageQuery(t.db, activityId, 'pt-PT', { limit: 10, offset: 0 })],
    ['count in Portuguese', publicReviewsCountQuery(t.db, activityId, 'pt-PT')],
  ] as const;
  const reviewIndexes = ['review_activity_published_idx', 'review_activity_language_idx'];
  for (const [name, query] of cases) {
    it(`${name}: reads the activity's reviews through their index, never a sequential scan`, async () => {
      const nodes = await planOf(query);
      const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'review');
      expect(seqScans, describePlan(nodes)).toEqual([]);
      const indexes = nodes.map((n) => n['Index Name']).filter((index) => index !== undefined);
      expect(
        indexes.some((index) => reviewIndexes.includes(index)),
        describePlan(nodes),
      ).toBe(true);
    });
  }

  it('notices a sequential scan when there is one (the check itself can fail)', async () => {
    const nodes = await planOf(t.db.selectFrom('review').select('id').where('text', 'like', '%number 7%'));
    expect(nodes.filter((n) => n['Relation Name'] === 'review').map((n) => n['Node Type'])).toContain(
      'Seq Scan',
    );
  });
});
