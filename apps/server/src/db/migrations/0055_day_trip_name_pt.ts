import { type Kysely, sql } from 'kysely';
import { SEARCH_CATEGORY_NAMES_PT as NAMES_0049, SEARCH_CITY_NAMES_PT } from './0049_portuguese_search.ts';

/**
 * The category "day trip" is "Excursão de um dia" in Portuguese (PORTUGUESE.md's glossary), not "Viagem de um
 * dia": the Portuguese search document's function (0049) is written again with the names frozen here, and every
 * stored Portuguese document is rebuilt with them. The function keeps 0049's signature and body; only the
 * category names change. The names are compared with the domain's by portuguese-search.int.test.ts. One
 * statement per `sql` call (PGlite); valid on PostgreSQL 15.
 */
export const SEARCH_CATEGORY_NAMES_PT: Record<string, string> = {
  ...NAMES_0049,
  'day-trip': 'Excursão de um dia',
};

/** 0049's function with the given category names. */
function searchDocumentFunction(categoryNames: Record<string, string>) {
  return sql`
    create or replace function "activity_search_document_pt"(
      pt_title text, pt_description text, title text, description text, categories text[], city text
    )
    returns tsvector
    language sql immutable parallel safe
    as $$
      select
        setweight(
          to_tsvector('portuguese'::regconfig, public."roteiro_unaccent"(coalesce(nullif(pt_title, ''), title, ''))),
          'A'
        )
        || setweight(
          to_tsvector(
            'portuguese'::regconfig,
            public."roteiro_unaccent"(coalesce(nullif(pt_description, ''), description, ''))
          ),
          'B'
        )
        || setweight(
          to_tsvector(
            'portuguese'::regconfig,
            public."roteiro_unaccent"(
              coalesce(
                (
                  select string_agg(coalesce(${sql.lit(JSON.stringify(categoryNames))}::jsonb ->> c, replace(c, '-', ' ')), ' ')
                  from unnest(categories) as c
                ),
                ''
              )
              || ' ' || coalesce(city, '')
              || ' ' || coalesce(${sql.lit(JSON.stringify(SEARCH_CITY_NAMES_PT))}::jsonb ->> city, '')
            )
          ),
          'C'
        )
        || setweight(
          to_tsvector(
            'portuguese'::regconfig,
            public."roteiro_unaccent"(
              case when nullif(pt_title, '') is null then '' else coalesce(title, '') end
              || ' ' || case when nullif(pt_description, '') is null then '' else coalesce(description, '') end
            )
          ),
          'D'
        )
    $$
  `;
}

/** Every stored Portuguese document built again by the function as it is now (the triggers stay 0049's). */
const rebuildDocuments = sql`
  update "activity" a
  set "searchDocumentPt" = "activity_search_document_pt"(
    t."texts" ->> 'title',
    t."texts" ->> 'description',
    a."title",
    a."description",
    a."categories",
    a."city"
  )
  from "activity" s
  left join "activity_translation" t on t."activityId" = s."id" and t."locale" = 'pt-PT'
  where s."id" = a."id"
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await searchDocumentFunction(SEARCH_CATEGORY_NAMES_PT).execute(db);
  await rebuildDocuments.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await searchDocumentFunction(NAMES_0049).execute(db);
  await rebuildDocuments.execute(db);
}
