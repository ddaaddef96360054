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
export const COMMON_TERM = 'lisbon';
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
      8,
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
  // Groups already partly or fully booked (0 to 8 of 8 places taken), as the booking routes meet them.
  await sql`
    insert into "activity_group" ("activityId", "day", "startTime", "endTime", "capacity", "groupSize")
    select a."id", current_date + d, time '10:00', time '12:00', 8, (d * 3 + char_length(a."title")) % 9
    from "activity" a
    cross join generate_series(0, ${size.groupsPerActivity - 1}) as d
  `.execute(db);
  // VACUUM as well: a GIN index only learns its size (which the planner needs to choose it) from VACUUM.
  await sql`vacuum analyze`.execute(db);
}
