import { CompiledQuery, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  COMMON_TERM,
  COMMON_TERM_PT,
  generateMarketplace,
  RARE_TERM,
} from '../../../test/marketplace-data.ts';
import { createTestApp } from '../../../test/test-app.ts';
import {
  featuredActivitiesQuery,
  publicActivityCountQuery,
  publicActivityPageQuery,
  publicActivityQuery,
} from './catalogue-public.repository.ts';
import { toPrefixQuery } from './catalogue-public.service.ts';
import {
  galleryActivityCountQuery,
  galleryActivityPageQuery,
  galleryPhotosQuery,
  publicPassCountQuery,
  publicPassPageQuery,
} from './storefront-pages.repository.ts';

/**
 * The storefront's hot queries, EXPLAINed on a marketplace-sized catalogue (10,000 activities): none may
 * read the activity table sequentially. A query that loses its index fails here before it is slow in
 * production.
 */
const t = await createTestApp();
await generateMarketplace(t.db as unknown as Kysely<unknown>, { activities: 10_000, groupsPerActivity: 1 });

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

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

const activityScans = (nodes: PlanNode[]) => nodes.filter((n) => n['Relation Name'] === 'activity');
/** The whole plan in one line, for the failure message. */
const describePlan = (nodes: PlanNode[]) =>
  nodes
    .map(
      (n) =>
        `${n['Node Type']}${n['Relation Name'] ? ` ${n['Relation Name']}` : ''}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`,
    )
    .join(' → ');

const page = { limit: 12, offset: 0 };
const cases = [
  ['list, first page', publicActivityPageQuery(t.db, {}, page)],
  ['list, page 20', publicActivityPageQuery(t.db, {}, { limit: 12, offset: 228 })],
  ['list count', publicActivityCountQuery(t.db, {})],
  ['category page', publicActivityPageQuery(t.db, { category: 'tuk-tuk' }, page)],
  ['category count', publicActivityCountQuery(t.db, { category: 'tuk-tuk' })],
  ['common search', publicActivityPageQuery(t.db, { tsquery: toPrefixQuery(COMMON_TERM) }, page)],
  ['common search count', publicActivityCountQuery(t.db, { tsquery: toPrefixQuery(COMMON_TERM) })],
  ['rare search', publicActivityPageQuery(t.db, { tsquery: toPrefixQuery(RARE_TERM) }, page)],
  ['rare search count', publicActivityCountQuery(t.db, { tsquery: toPrefixQuery(RARE_TERM) })],
  ['featured', featuredActivitiesQuery(t.db, 8)],
  ['details', publicActivityQuery(t.db, '00000000-0000-4000-8000-000000000000')],
  ['list in Portuguese', publicActivityPageQuery(t.db, {}, page, 'pt-PT')],
  ['featured in Portuguese', featuredActivitiesQuery(t.db, 8, 'pt-PT')],
  ['details in Portuguese', publicActivityQuery(t.db, '00000000-0000-4000-8000-000000000000', 'pt-PT')],
  [
    'Portuguese search, common term',
    publicActivityPageQuery(t.db, { tsquery: toPrefixQuery(COMMON_TERM_PT) }, page, 'pt-PT'),
  ],
  [
    'Portuguese search count',
    publicActivityCountQuery(t.db, { tsquery: toPrefixQuery(COMMON_TERM_PT) }, 'pt-PT'),
  ],
  [
    'Portuguese search, rare term',
    publicActivityPageQuery(t.db, { tsquery: toPrefixQuery(RARE_TERM) }, page, 'pt-PT'),
  ],
  // Issue 37: discover by the reviews' rating, and its minimum.
  ['discover by rating', publicActivityPageQuery(t.db, { sort: 'rating', minRating: 4 }, page)],
  ['minimum rating count', publicActivityCountQuery(t.db, { minRating: 4 })],
  ['discover by rating, the unrated after', publicActivityPageQuery(t.db, { isUnrated: true }, page)],
  ['passes', publicPassPageQuery(t.db, { limit: 24, offset: 0 })],
  ['passes count', publicPassCountQuery(t.db)],
  ['gallery, page 40', galleryActivityPageQuery(t.db, { limit: 8, offset: 312 })],
  ['gallery count', galleryActivityCountQuery(t.db)],
] as const;

/** The gallery's photos of a page of activities: read through the media key, never the whole media table. */
const galleryIds = (await galleryActivityPageQuery(t.db, { limit: 8, offset: 0 }).execute()).map((a) => a.id);

describe('hot catalogue queries at marketplace size', () => {
  for (const [name, query] of cases) {
    it(`${name}: reads activities through an index, never a sequential scan`, async () => {
      const nodes = await planOf(query);
      const scans = activityScans(nodes);
      expect(scans.length, `${name} does not read activities at all`).toBeGreaterThan(0);
      expect(
        scans.filter((n) => n['Node Type'] === 'Seq Scan'),
        `${name}: ${describePlan(nodes)}`,
      ).toEqual([]);
    });
  }

  it('gallery photos: reads the media of the page through its key, never sequentially', async () => {
    const nodes = await planOf(galleryPhotosQuery(t.db, galleryIds, 4));
    const mediaScans = nodes.filter((n) => n['Relation Name'] === 'activity_media');
    expect(mediaScans.length).toBeGreaterThan(0);
    expect(
      mediaScans.filter((n) => n['Node Type'] === 'Seq Scan'),
      describePlan(nodes),
    ).toEqual([]);
  });

  it('reads no translation in English, and one join on its primary key in Portuguese (issue 36)', () => {
    const translationJoins = (query: { compile(): CompiledQuery }) =>
      query.compile().sql.match(/"activity_translation"/g)?.length ?? 0;
    expect(translationJoins(publicActivityPageQuery(t.db, {}, page))).toBe(0);
    expect(translationJoins(featuredActivitiesQuery(t.db, 8))).toBe(0);
    expect(translationJoins(publicActivityQuery(t.db, '00000000-0000-4000-8000-000000000000'))).toBe(0);
    const portuguese = publicActivityPageQuery(t.db, {}, page, 'pt-PT').compile().sql;
    expect(translationJoins(publicActivityPageQuery(t.db, {}, page, 'pt-PT'))).toBe(1);
    expect(portuguese).toContain(
      'left join "activity_translation" as "tr" on "tr"."activityId" = "a"."id" and "tr"."locale" = $',
    );
  });

  it('searches a Portuguese reader through the Portuguese document and its index (issue 36)', async () => {
    const search = { tsquery: toPrefixQuery(COMMON_TERM_PT) };
    for (const query of [
      publicActivityPageQuery(t.db, search, page, 'pt-PT'),
      publicActivityCountQuery(t.db, search, 'pt-PT'),
    ]) {
      const nodes = await planOf(query);
      expect(query.compile().sql).toContain(`a."searchDocumentPt" @@ to_tsquery('portuguese'::regconfig`);
      expect(
        nodes.map((n) => n['Index Name']),
        describePlan(nodes),
      ).toContain('activity_search_document_pt_idx');
    }
    const english = publicActivityPageQuery(t.db, search, page).compile().sql;
    expect(english).toContain(`a."searchDocument" @@ to_tsquery('english'::regconfig`);
    expect(english).not.toContain('searchDocumentPt');
  });

  it('notices a sequential scan when there is one (the check itself can fail)', async () => {
    const nodes = await planOf(t.db.selectFrom('activity').select('id').where('city', 'like', '%Porto%'));
    expect(activityScans(nodes).map((n) => n['Node Type'])).toContain('Seq Scan');
  });
});
