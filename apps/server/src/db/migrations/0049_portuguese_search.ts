import { type Kysely, sql } from 'kysely';

/**
 * Search in the reader's language (issue 36): a Portuguese reader's search reads a second stored document on the
 * activity, "searchDocumentPt", built with Portuguese stemming over the texts that reader sees: the title (A) and
 * description (B) in Portuguese where they are translated, else in English (so an activity with no Portuguese
 * version is still found through its English text), the categories' Portuguese names and the city in both
 * languages (C); and, last in rank (D), the English title and description a translation replaced, so English
 * words typed by a Portuguese reader ("wine tour") find translated activities as they find untranslated ones.
 * Accent-insensitive like the English one (0004), indexed with GIN over the visible activities like it (0007),
 * so a Portuguese search is the same one-index query as an English one, with no join.
 *
 * It depends on two tables, so triggers keep it, in the writing statement itself: the activity's own (its texts,
 * categories or city changed) and its Portuguese translation's (written or deleted). The category and city names
 * below are frozen with this migration; a test compares them with the domain's (portuguese-search.int.test.ts).
 * Function bodies name their schema (index builds run with an empty search_path). One statement per `sql` call
 * (PGlite); valid on PostgreSQL 15.
 */
export const SEARCH_CATEGORY_NAMES_PT: Record<string, string> = {
  'tuk-tuk': 'Tuk-tuk',
  museums: 'Museus',
  history: 'História',
  architecture: 'Arquitetura',
  sightseeing: 'Pontos turísticos',
  'culture-history': 'Cultura e história',
  'sunny-weather': 'Dias de sol',
  'water-sports': 'Desportos aquáticos',
  'wine-tasting': 'Prova de vinhos',
  nature: 'Natureza',
  bicycle: 'Bicicleta',
  'walking-tours': 'Passeios a pé',
  'boat-tours': 'Passeios de barco',
  'day-trip': 'Viagem de um dia',
  tickets: 'Bilhetes',
  'food-tours': 'Passeios gastronómicos',
  free: 'Gratuito',
  'live-music': 'Música ao vivo',
};

/** The cities' Portuguese names, searched beside the stored (English) city. */
export const SEARCH_CITY_NAMES_PT: Record<string, string> = {
  'Lisbon, Portugal': 'Lisboa',
  'Sintra, Portugal': 'Sintra',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
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
                  select string_agg(coalesce(${sql.lit(JSON.stringify(SEARCH_CATEGORY_NAMES_PT))}::jsonb ->> c, replace(c, '-', ' ')), ' ')
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
  `.execute(db);
  await sql`alter table "activity" add column "searchDocumentPt" tsvector`.execute(db);
  // The activity's side: its texts, categories or city are written (a translation is read by primary key).
  await sql`
    create function "activity_search_document_pt_refresh"() returns trigger language plpgsql as $$
    declare
      portuguese jsonb;
    begin
      select t."texts" into portuguese
      from public."activity_translation" t
      where t."activityId" = new."id" and t."locale" = 'pt-PT';
      new."searchDocumentPt" := public."activity_search_document_pt"(
        portuguese ->> 'title',
        portuguese ->> 'description',
        new."title",
        new."description",
        new."categories",
        new."city"
      );
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger "activity_search_document_pt_refresh"
    before insert or update of "title", "description", "categories", "city" on "activity"
    for each row execute function "activity_search_document_pt_refresh"()
  `.execute(db);
  // The translation's side: written or deleted (a deleted one leaves the English texts).
  await sql`
    create function "activity_translation_search_refresh"() returns trigger language plpgsql as $$
    declare
      portuguese jsonb;
      target uuid;
    begin
      if tg_op = 'DELETE' then
        if old."locale" <> 'pt-PT' then return null; end if;
        target := old."activityId";
        portuguese := null;
      else
        if new."locale" <> 'pt-PT' then return null; end if;
        target := new."activityId";
        portuguese := new."texts";
      end if;
      update public."activity" a
      set "searchDocumentPt" = public."activity_search_document_pt"(
        portuguese ->> 'title',
        portuguese ->> 'description',
        a."title",
        a."description",
        a."categories",
        a."city"
      )
      where a."id" = target;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger "activity_translation_search_refresh"
    after insert or update or delete on "activity_translation"
    for each row execute function "activity_translation_search_refresh"()
  `.execute(db);
  await sql`
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
  `.execute(db);
  await sql`
    create index "activity_search_document_pt_idx" on "activity" using gin ("searchDocumentPt") where "isVisible"
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists "activity_translation_search_refresh" on "activity_translation"`.execute(
    db,
  );
  await sql`drop function if exists "activity_translation_search_refresh"()`.execute(db);
  await sql`drop trigger if exists "activity_search_document_pt_refresh" on "activity"`.execute(db);
  await sql`drop function if exists "activity_search_document_pt_refresh"()`.execute(db);
  await sql`alter table "activity" drop column if exists "searchDocumentPt"`.execute(db);
  await sql`drop function if exists "activity_search_document_pt"(text, text, text, text, text[], text)`.execute(
    db,
  );
}
