import { type Kysely, sql } from 'kysely';

/**
 * A marketplace-sized catalogue written with set-based SQL (seconds, not minutes): activities with a
 * cover, two gallery pictures, two stops and categories, and activity groups over the coming days (with
 * places already taken). Used by `npm run bench` and by the test that checks the hot queries keep their
 * indexes. Words are chosen so a search has common terms ('lisbon': about one activity in four) and rare
 * ones ('tomar': one in a thousand). Three activities in four have a Portuguese title and description.
 * Every activity's title ends with its number, so ids and titles are stable across runs.
 */
export type MarketplaceSize = { activities: number; groupsPerActivity: number };

export const BENCH_SIZE: MarketplaceSize = { activities: 10_000, groupsPerActivity: 10 };
/** `npm run bench -- --small`: the same shapes at a tenth of the size, to try the bench quickly. */
export const BENCH_SMALL_SIZE: MarketplaceSize = { activities: 1_000, groupsPerActivity: 10 };
export const COMMON_TERM = 'lisbon';
/** Today in Lisbon, whatever the database server's zone: the day check-in and booking rules use. */
const LISBON_TODAY = sql`(now() at time zone 'Europe/Lisbon')::date`;
export const RARE_TERM = 'tomar';
/**
 * A common word of the Portuguese texts, typed in the plural ('passeio' is in about half of the activities'
 * Portuguese titles or category names): a Portuguese reader's search (issue 36), with stemming at work.
 */
export const COMMON_TERM_PT = 'passeios';

export async function generateMarketplace(
  db: Kysely<unknown>,
  size: MarketplaceSize = BENCH_SIZE,
): Promise<void> {
  await sql`
    insert into "activity" (
      "title", "description", "categories", "durationMinutes", "priceCents", "privatePriceCents",
      "marketPriceCents", "guiderPaymentCents", "isPass", "firstDeparture", "lastDeparture", "frequencyMinutes",
      "cancellationPolicy", "whatsIncluded", "languages", "sharedTimeSlots", "privateTimeSlots",
      "minNumOfParticipants", "maxNumOfParticipants", "meetingPoint", "markerLat", "markerLng", "city",
      "isVisible", "isFeatured", "isPrivateOnly", "evaluationCount", "starsTotal"
    )
    select
      case when i % 1000 = 7 then 'Tomar templars'
        else (array['Lisbon', 'Sintra', 'Porto', 'Belém', 'Alfama', 'Cascais', 'Óbidos', 'Évora'])[1 + i % 8]
      end
        || ' ' || (array['tuk-tuk tour', 'walking tour', 'food tour', 'day trip', 'sunset cruise',
          'wine tasting', 'history walk', 'fado night'])[1 + (i / 8) % 8] || ' ' || i,
      'Discover ' || (array['the old quarters', 'hidden viewpoints', 'local markets', 'palaces and gardens',
          'the riverside', 'tiled facades'])[1 + i % 6]
        || ' with a local guide. ' || case when i % 4 = 0 then 'Starts in central Lisbon. ' else '' end
        || 'Small groups, comfortable pace, stories you will not find in a guidebook.',
      array[(array['tuk-tuk', 'history', 'architecture', 'sightseeing', 'culture-history', 'walking-tours',
          'boat-tours', 'day-trip', 'food-tours', 'wine-tasting'])[1 + i % 10]]::text[],
      30 + (i * 37) % 600,
      1500 + (i * 53) % 12000,
      case when i % 10 = 0 then null else 8000 + (i * 71) % 30000 end,
      case when i % 3 = 0 then 2000 + (i * 53) % 12000 + 1000 else null end,
      case when i % 10 = 0 then 0 else 3000 end,
      i % 10 = 0,
      case when i % 10 = 0 then time '09:30' end,
      case when i % 10 = 0 then time '19:00' end,
      case when i % 10 = 0 then 15 end,
      'Free cancellation up to 24 hours before the activity starts.',
      'A licensed local guide.',
      array['English', 'Portuguese'],
      array[time '10:00', time '14:00'],
      array[time '10:00', time '12:00', time '16:00'],
      1,
      20,
      'Praça do Comércio, Lisboa',
      38.70 + (i % 100) / 1000.0,
      -9.14 + (i % 77) / 1000.0,
      (array['Lisbon, Portugal', 'Sintra, Portugal'])[1 + i % 2],
      i % 50 <> 0,
      i % 200 = 0,
      false,
      i % 40,
      (i % 40) * 4
    from generate_series(1, ${size.activities}) as i
  `.execute(db);
  await sql`
    insert into "activity_media" ("activityId", "kind", "storageKey", "position", "width", "height")
    select a."id", m.kind, 'public/activity/' || a."id" || '-' || m.kind || m.position, m.position, 1600, 1200
    from "activity" a
    cross join (values ('cover', 0), ('gallery', 0), ('gallery', 1)) as m(kind, position)
  `.execute(db);
  await sql`
    insert into "activity_stop" ("activityId", "position", "title", "description")
    select a."id", s.position, s.title, 'A stop on the way, with time for photos.'
    from "activity" a
    cross join (values (0, 'Meeting point'), (1, 'Viewpoint')) as s(position, title)
  `.execute(db);
  // Portuguese versions of three activities in four (title and description; the rest of their texts stay English),
  // written as the admins' form writes them: one row per activity, whose trigger keeps the Portuguese search document.
  await sql`
    insert into "activity_translation" ("activityId", "locale", "texts")
    select a."id", 'pt-PT', jsonb_build_object(
      'title',
      case when n.i % 1000 = 7 then 'Tomar templários'
        else (array['Lisboa', 'Sintra', 'Porto', 'Belém', 'Alfama', 'Cascais', 'Óbidos', 'Évora'])[1 + n.i % 8]
      end
        || ' ' || (array['passeio de tuk-tuk', 'visita guiada a pé', 'passeio gastronómico', 'excursão de um dia',
          'cruzeiro ao pôr do sol', 'prova de vinhos', 'passeio histórico', 'noite de fado'])[1 + (n.i / 8) % 8]
        || ' ' || n.i,
      'description',
      'Descubra ' || (array['os bairros antigos', 'miradouros escondidos', 'mercados locais', 'palácios e jardins',
          'a zona ribeirinha', 'fachadas de azulejos'])[1 + n.i % 6]
        || ' com um guia local. ' || case when n.i % 4 = 0 then 'Começa no centro de Lisboa. ' else '' end
        || 'Grupos pequenos, ritmo tranquilo, histórias que não vêm nos guias.'
    )
    from "activity" a
    cross join lateral (select substring(a."title" from '([0-9]+)$')::int as i) as n
    where n.i % 4 <> 3
  `.execute(db);
  // Groups already partly or fully booked (1 to 20 of 20 places taken, 10.5 on average), as the booking routes meet
  // them; `generateBookings` adds the bookings and tickets behind those places.
  await sql`
    insert into "activity_group" ("activityId", "day", "startTime", "endTime", "capacity", "groupSize")
    select a."id", ${LISBON_TODAY} + d, time '10:00', time '12:00', 20, 1 + (d * 7 + char_length(a."title")) % 20
    from "activity" a
    cross join generate_series(0, ${size.groupsPerActivity - 1}) as d
  `.execute(db);
  // The cards' rating is the reviews' aggregate (issue 37): the generated figures, spread over two neighbouring stars.
  await sql`
    insert into "activity_rating" ("activityId", "count", "starsTotal", "stars1", "stars2", "stars3", "stars4", "stars5")
    select x."id", x."c", x."t",
      ${sql.join(
        [1, 2, 3, 4, 5].map(
          (star) =>
            sql`(case when x."base" = ${star} then x."c" - x."above" else 0 end)
              + (case when x."base" + 1 = ${star} then x."above" else 0 end)`,
        ),
      )}
    from (
      select "id", "evaluationCount" as "c", "starsTotal" as "t", "starsTotal" / "evaluationCount" as "base",
        "starsTotal" - ("starsTotal" / "evaluationCount") * "evaluationCount" as "above"
      from "activity" where "evaluationCount" > 0
    ) x
  `.execute(db);
  // VACUUM as well: a GIN index only learns its size (which the planner needs to choose it) from VACUUM.
  await sql`vacuum analyze`.execute(db);
}

/** The companies `generateBookings` signs in (their sessions are rows; the bench signs their cookies). */
export const BENCH_SCANNER_EMAIL = 'bench-scanner@example.test';
export const benchStarterEmail = (index: number) => `bench-starter-${index}@example.test`;

/**
 * The paid bookings behind every generated group's places (one per three places, so 1 to 3 people each), their
 * participants and one issued ticket per person: over 1,000,000 tickets for the bench's 100,000 groups. Also what
 * the check-in routes need to be measured doing real work each request:
 * - a company ("Bench Scanner") staffing every generated group of today and tomorrow (about 100,000 tickets), so
 *   each scan of a full run can read a different ticket;
 * - `startGroups` more groups of today (two tickets each, at early-morning times), each staffed by a company of
 *   its own, so each Start can start a different group (a company runs one activity at a time).
 * Every such company has a session row whose token is `md5('bench-session:' || user id)`.
 */
export async function generateBookings(db: Kysely<unknown>, options: { startGroups: number }): Promise<void> {
  // The start pool's groups: today, one company each, two places taken (its booking below).
  await sql`
    with a as (select "id", row_number() over (order by "id") - 1 as k, count(*) over () as n from "activity")
    insert into "activity_group" ("activityId", "day", "startTime", "endTime", "capacity", "groupSize")
    select a."id", ${LISBON_TODAY}, time '05:00' + (s.i / a.n) * interval '1 minute', time '23:00', 20, 2
    from generate_series(0, ${options.startGroups - 1}) as s(i)
    join a on a.k = s.i % a.n
  `.execute(db);
  await sql`
    insert into "booking" ("reference", "kind", "activityId", "groupId", "clientName", "clientEmail",
      "participantCount", "subtotalCents", "amountCents", "status", "paidAt", "createdAt")
    select 'BK' || lpad(x.n::text, 10, '0'), x.kind, x."activityId", x."groupId", 'Client ' || x.n,
      'client' || x.n || '@example.test', x.people, x.price * x.people, x.price * x.people, 'paid',
      now() - interval '1 day', now() - interval '1 day'
    from (
      select row_number() over (order by g."id", j) as n, case when a."isPass" then 'pass' else 'shared' end as kind,
        g."activityId", g."id" as "groupId", least(3, g."groupSize" - 3 * (j - 1)) as people, a."priceCents" as price
      from "activity_group" g
      join "activity" a on a."id" = g."activityId"
      cross join lateral generate_series(1, ceil(g."groupSize" / 3.0)::int) as j
      where g."groupSize" > 0
    ) as x
  `.execute(db);
  await sql`
    insert into "participant" ("bookingId", "groupId", "clientName")
    select "id", "groupId", "clientName" from "booking"
  `.execute(db);
  await sql`
    insert into "issued_ticket" ("participantId", "ticketNumber")
    select p."id", b."reference" || '-' || k
    from "participant" p
    join "booking" b on b."id" = p."bookingId"
    cross join lateral generate_series(1, b."participantCount") as k
  `.execute(db);

  // The companies: one scanner staffing today's and tomorrow's generated groups, one per group of the start pool.
  await sql`
    insert into "user" ("id", "name", "email", "emailVerified", "role")
    select 'bench-scanner', 'Bench Scanner', ${BENCH_SCANNER_EMAIL}, true, 'company'
    union all
    select 'bench-starter-' || i, 'Bench Starter ' || i, 'bench-starter-' || i || '@example.test', true, 'company'
    from generate_series(0, ${options.startGroups - 1}) as i
  `.execute(db);
  await sql`
    insert into "company" ("id", "name", "hasFinishedSetUp")
    select "id", "name", true from "user" where "id" like 'bench-%'
  `.execute(db);
  await sql`
    insert into "session" ("id", "token", "userId", "expiresAt")
    select 'session-' || "id", md5('bench-session:' || "id"), "id", now() + interval '7 days'
    from "user" where "id" like 'bench-%'
  `.execute(db);
  await sql`
    insert into "group_allocation" ("groupId", "companyId", "joinedNOfSeats", "nOfSeats", "numberOfVehicles")
    select g."id", 'bench-scanner', 20, 20, 5
    from "activity_group" g
    where g."day" in (${LISBON_TODAY}, ${LISBON_TODAY} + 1) and g."startTime" = time '10:00' and g."groupSize" > 0
  `.execute(db);
  await sql`
    insert into "group_allocation" ("groupId", "companyId", "joinedNOfSeats", "nOfSeats", "numberOfVehicles")
    select g."id", 'bench-starter-' || (row_number() over (order by g."startTime", g."id") - 1), 4, 4, 1
    from "activity_group" g where g."day" = ${LISBON_TODAY} and g."startTime" < time '10:00'
  `.execute(db);
  await sql`vacuum analyze`.execute(db);
}

/**
 * Real reviews behind one activity's rating (issue 37), so the bench's "reviews of an activity" row reads a page of
 * them: `runs` past groups of the activity, each run by the bench scanner and finished, with five one-person paid
 * bookings each reviewed the next day (stars 3 to 5, every third in Portuguese). The activity's rating row is then
 * the aggregate of those reviews, as the reviews' own writes keep it. Call after `generateBookings` (the scanner).
 */
export async function generateReviews(db: Kysely<unknown>, activityId: string, runs: number): Promise<void> {
  await sql`
    insert into "activity_group" ("activityId", "day", "startTime", "endTime", "capacity", "groupSize")
    select ${activityId}::uuid, ${LISBON_TODAY} - d, time '10:00', time '12:00', 20, 5
    from generate_series(1, ${runs}) as d
  `.execute(db);
  const pastGroups = sql`
    select "id", "day" from "activity_group" where "activityId" = ${activityId}::uuid and "day" < ${LISBON_TODAY}
  `;
  await sql`
    insert into "group_allocation" ("groupId", "companyId", "joinedNOfSeats", "nOfSeats", "numberOfVehicles")
    select g."id", 'bench-scanner', 20, 20, 5 from (${pastGroups}) g
  `.execute(db);
  await sql`
    insert into "activity_run" ("companyId", "groupId", "activityId", "startedBy", "startTime", "endTime",
      "inProgress", "numOfScannedTickets", "payAmountCents")
    select 'bench-scanner', g."id", ${activityId}::uuid, 'bench-scanner',
      (g."day" + time '10:00') at time zone 'Europe/Lisbon', (g."day" + time '12:00') at time zone 'Europe/Lisbon',
      false, 5, 0
    from (${pastGroups}) g
  `.execute(db);
  await sql`
    insert into "booking" ("reference", "kind", "activityId", "groupId", "clientName", "clientEmail",
      "participantCount", "subtotalCents", "amountCents", "status", "paidAt", "createdAt")
    select 'RV' || lpad((row_number() over (order by g."day", j))::text, 10, '0'), 'shared', ${activityId}::uuid, g."id",
      'Reviewer ' || j, 'reviewer' || j || '@example.test', 1, 3000, 3000, 'paid',
      g."day" - interval '2 days', g."day" - interval '2 days'
    from (${pastGroups}) g
    cross join generate_series(1, 5) as j
  `.execute(db);
  await sql`
    insert into "review" ("bookingId", "activityId", "groupId", "runId", "companyId", "stars", "guideStars", "text",
      "language", "createdAt", "updatedAt")
    select b."id", b."activityId", b."groupId", r."id", r."companyId", 3 + (n.i % 3), 5,
      case when n.i % 3 = 0 then 'Um passeio muito bem organizado, com um guia atento e histórias da cidade.'
        else 'A well organised walk with an attentive guide and stories about the city.' end,
      case when n.i % 3 = 0 then 'pt-PT' else 'en' end,
      r."endTime" + interval '1 day', r."endTime" + interval '1 day'
    from "booking" b
    join "activity_run" r on r."groupId" = b."groupId"
    cross join lateral (select substring(b."reference" from 3)::int as i) as n
    where b."activityId" = ${activityId}::uuid and b."reference" like 'RV%'
  `.execute(db);
  await sql`delete from "activity_rating" where "activityId" = ${activityId}::uuid`.execute(db);
  await sql`
    insert into "activity_rating" ("activityId", "count", "starsTotal", "stars1", "stars2", "stars3", "stars4", "stars5")
    select ${activityId}::uuid, count(*), sum("stars"),
      count(*) filter (where "stars" = 1), count(*) filter (where "stars" = 2), count(*) filter (where "stars" = 3),
      count(*) filter (where "stars" = 4), count(*) filter (where "stars" = 5)
    from "review" where "activityId" = ${activityId}::uuid and "hiddenAt" is null
  `.execute(db);
  await sql`analyze "review"`.execute(db);
}
