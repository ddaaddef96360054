import { type Kysely, sql } from 'kysely';

/**
 * A marketplace-sized catalogue written with set-based SQL (seconds, not minutes): activities with a
 * cover, two gallery pictures, two stops and categories, and activity groups over the coming days (with
 * places already taken). Used by `npm run bench` and by the test that checks the hot queries keep their
 * indexes. Words are chosen so a search has common terms ('lisbon': about one activity in four) and rare
 * ones ('tomar': one in a thousand).
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
  // Groups already partly or fully booked (1 to 20 of 20 places taken, 10.5 on average), as the booking routes meet
  // them; `generateBookings` adds the bookings and tickets behind those places.
  await sql`
    insert into "activity_group" ("activityId", "day", "startTime", "endTime", "capacity", "groupSize")
    select a."id", ${LISBON_TODAY} + d, time '10:00', time '12:00', 20, 1 + (d * 7 + char_length(a."title")) % 20
    from "activity" a
    cross join generate_series(0, ${size.groupsPerActivity - 1}) as d
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
