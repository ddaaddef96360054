import { lisbonDay } from '@roteiro/domain/time/lisbon';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { generateMarketplace } from '../../../test/marketplace-data.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { plannableGroupsQuery, upcomingQueries } from './scheduling.repository.ts';

/**
 * Planning's hot queries, EXPLAINed with many groups (5,000 activities × 10 days): "Plan your day" and the
 * upcoming tabs read the groups of their days through `activity_group_day_idx`, never the whole table.
 */
const t = await createTestApp();
await generateMarketplace(t.db as unknown as Kysely<unknown>, { activities: 5_000, groupsPerActivity: 10 });
const company = await createCompany(t.db, { name: 'Plans company' });
await sql`analyze`.execute(t.db);

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
  nodes
    .map(
      (n) =>
        `${n['Node Type']}${n['Relation Name'] ? ` ${n['Relation Name']}` : ''}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`,
    )
    .join(' → ');

// The generated groups start at the database's current date.
const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(t.db);
const today = rows[0]?.today ?? lisbonDay(new Date());
const tomorrow =
  (await sql<{ d: string }>`select (current_date + 1)::text as d`.execute(t.db)).rows[0]?.d ?? today;
const window = { today, timeNow: '09:00:00', limit: 10, offset: 0 };

const cases = [
  [
    'plan your day',
    plannableGroupsQuery(t.db, { companyId: company.id, today, tomorrow, timeNow: '09:00:00' }),
  ],
  [
    'admin: needs attention',
    upcomingQueries(t.db, { ...window, scope: { kind: 'admin' }, tab: 'attention' }).page,
  ],
  ['admin: today', upcomingQueries(t.db, { ...window, scope: { kind: 'admin' }, tab: 'today' }).page],
  ['admin: today count', upcomingQueries(t.db, { ...window, scope: { kind: 'admin' }, tab: 'today' }).count],
  [
    'company: today',
    upcomingQueries(t.db, { ...window, scope: { kind: 'company', companyId: company.id }, tab: 'today' })
      .page,
  ],
] as const;

describe('hot planning queries with many groups', () => {
  for (const [name, query] of cases) {
    it(`${name} reads activity_group through an index`, async () => {
      const nodes = await planOf(query);
      const groupScans = nodes.filter((n) => n['Relation Name'] === 'activity_group');
      expect(groupScans.length, describePlan(nodes)).toBeGreaterThan(0);
      for (const scan of groupScans) {
        expect(scan['Node Type'], describePlan(nodes)).not.toBe('Seq Scan');
      }
    });
  }
});
