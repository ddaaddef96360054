import { type Kysely, sql } from 'kysely';

/**
 * The Portuguese version of an activity's texts (issue 36): one row per activity and language, the texts as one
 * jsonb object checked by `ZActivityTranslationTexts` (packages/domain/src/catalogue/translation.ts). A text
 * missing from it is shown in English. The primary key is the index a Portuguese read joins on.
 * Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "activity_translation" (
      "activityId" uuid not null references "activity" ("id") on delete cascade,
      "locale" text not null constraint "activity_translation_locale_check" check ("locale" in ('pt-PT')),
      "texts" jsonb not null default '{}'::jsonb
        constraint "activity_translation_texts_check" check (jsonb_typeof("texts") = 'object'),
      "updatedAt" timestamptz not null default now(),
      primary key ("activityId", "locale")
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "activity_translation"`.execute(db);
}
