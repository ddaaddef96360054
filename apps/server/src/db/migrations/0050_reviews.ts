import { type Kysely, sql } from 'kysely';

/**
 * Reviews from people who were really there (issue 37). A review is one per booking and names the run whose scan
 * let its author in; its reply is one per review, written by the company that ran that run; reports are anyone's;
 * the invitation (one per booking) records the e-mail, its reminder and an unsubscription. `activity_rating` is the
 * aggregate of the published (not hidden) reviews, updated in each review's own transaction by relative, checked
 * updates, so a card's rating always matches the reviews behind it; its `average` (2 decimals) is what discover
 * sorts and filters on. Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "review" (
      "id" uuid primary key default gen_random_uuid(),
      "bookingId" uuid not null unique references "booking" ("id") on delete cascade,
      "activityId" uuid not null references "activity" ("id") on delete cascade,
      "groupId" uuid not null references "activity_group" ("id") on delete restrict,
      "runId" uuid not null references "activity_run" ("id") on delete restrict,
      "companyId" text not null references "company" ("id") on delete restrict,
      "stars" smallint not null constraint "review_stars_check" check ("stars" between 1 and 5),
      "guideStars" smallint constraint "review_guide_stars_check" check ("guideStars" between 1 and 5),
      "valueStars" smallint constraint "review_value_stars_check" check ("valueStars" between 1 and 5),
      "organisationStars" smallint
        constraint "review_organisation_stars_check" check ("organisationStars" between 1 and 5),
      "text" text not null constraint "review_text_check" check (char_length("text") between 20 and 2000),
      "language" text not null constraint "review_language_check" check ("language" in ('en', 'pt-PT')),
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now(),
      "hiddenAt" timestamptz,
      "hiddenReason" text constraint "review_hidden_reason_check" check (char_length("hiddenReason") between 1 and 500),
      constraint "review_hidden_check" check (("hiddenAt" is null) = ("hiddenReason" is null))
    )
  `.execute(db);
  // The public list: an activity's published reviews, newest first, of every language or one.
  await sql`
    create index "review_activity_published_idx" on "review" ("activityId", "createdAt" desc, "id" desc)
    where "hiddenAt" is null
  `.execute(db);
  await sql`
    create index "review_activity_language_idx" on "review" ("activityId", "language", "createdAt" desc, "id" desc)
    where "hiddenAt" is null
  `.execute(db);
  await sql`create index "review_company_idx" on "review" ("companyId", "createdAt" desc)`.execute(db);
  await sql`create index "review_hidden_idx" on "review" ("hiddenAt" desc) where "hiddenAt" is not null`.execute(
    db,
  );

  await sql`
    create table "review_reply" (
      "reviewId" uuid primary key references "review" ("id") on delete cascade,
      "companyId" text not null references "company" ("id") on delete restrict,
      "text" text not null constraint "review_reply_text_check" check (char_length("text") between 1 and 2000),
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table "review_report" (
      "id" uuid primary key default gen_random_uuid(),
      "reviewId" uuid not null references "review" ("id") on delete cascade,
      "reason" text not null constraint "review_report_reason_check" check (char_length("reason") between 1 and 500),
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index "review_report_review_idx" on "review_report" ("reviewId", "createdAt" desc)`.execute(
    db,
  );

  await sql`
    create table "review_invitation" (
      "bookingId" uuid primary key references "booking" ("id") on delete cascade,
      "runId" uuid not null references "activity_run" ("id") on delete restrict,
      "sentAt" timestamptz not null default now(),
      "reminderSentAt" timestamptz,
      "unsubscribedAt" timestamptz
    )
  `.execute(db);
  // The reminders due: invitations not yet reminded, by when they were sent.
  await sql`
    create index "review_invitation_reminder_idx" on "review_invitation" ("sentAt")
    where "reminderSentAt" is null and "unsubscribedAt" is null
  `.execute(db);

  await sql`
    create table "activity_rating" (
      "activityId" uuid primary key references "activity" ("id") on delete cascade,
      "count" integer not null default 0 constraint "activity_rating_count_check" check ("count" >= 0),
      "starsTotal" integer not null default 0,
      "stars1" integer not null default 0 constraint "activity_rating_stars1_check" check ("stars1" >= 0),
      "stars2" integer not null default 0 constraint "activity_rating_stars2_check" check ("stars2" >= 0),
      "stars3" integer not null default 0 constraint "activity_rating_stars3_check" check ("stars3" >= 0),
      "stars4" integer not null default 0 constraint "activity_rating_stars4_check" check ("stars4" >= 0),
      "stars5" integer not null default 0 constraint "activity_rating_stars5_check" check ("stars5" >= 0),
      "average" numeric(3, 2) generated always as (
        case when "count" > 0 then round("starsTotal"::numeric / "count", 2) end
      ) stored,
      constraint "activity_rating_sum_check" check (
        "count" = "stars1" + "stars2" + "stars3" + "stars4" + "stars5"
        and "starsTotal" = "stars1" + 2 * "stars2" + 3 * "stars3" + 4 * "stars4" + 5 * "stars5"
      )
    )
  `.execute(db);
  await sql`
    create index "activity_rating_average_idx" on "activity_rating" ("average" desc, "count" desc)
    where "count" > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "activity_rating"`.execute(db);
  await sql`drop table "review_invitation"`.execute(db);
  await sql`drop table "review_report"`.execute(db);
  await sql`drop table "review_reply"`.execute(db);
  await sql`drop table "review"`.execute(db);
}
