import type { TLocale } from '@roteiro/domain/i18n/locale';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db } from '../db/database.ts';
import { addToRating, insertReview, upsertReply } from '../modules/reviews/reviews.repository.ts';
import type { PaymentProvider } from '../platform/payments/payment-provider.ts';
import { isTestPaymentProvider } from '../platform/payments/test-payment-provider.ts';
import { payDemoBooking } from './seed-bookings.ts';

/** Who reviewed the demo tours: travellers of past runs, each with their own booking. */
const reviewers = [
  'Emma Thompson',
  'Lucas Ferreira',
  'Sofia Almeida',
  'Daniel Wright',
  'Julia Schmidt',
  'Pedro Santos',
  'Olivia Brown',
  'Marco Rossi',
];

type TDemoReview = { text: string; language: TLocale };

const english: TDemoReview[] = [
  {
    text: 'Our guide knew every corner and every story. The pace was perfect and the group small.',
    language: 'en',
  },
  { text: 'A lovely way to see the city. We saw far more than we would have on our own.', language: 'en' },
  { text: 'Great tour overall; the meeting point was easy to find and we started on time.', language: 'en' },
  { text: 'Good value for the price, though it was a little rushed at the last stop.', language: 'en' },
  { text: 'Fun, friendly and full of history. The views alone were worth it.', language: 'en' },
];

const portuguese: TDemoReview[] = [
  {
    text: 'Um passeio excelente, com um guia simpático que conhecia todas as histórias da cidade.',
    language: 'pt-PT',
  },
  {
    text: 'Gostámos muito. O ponto de encontro era fácil de encontrar e o grupo era pequeno.',
    language: 'pt-PT',
  },
];

/** A review's stars for the demo's published figure: `count` stars whose average is close to `average`. */
function starsFor(average: number, count: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(average * count)));
  const base = Math.floor(total / count);
  const above = total - base * count;
  return Array.from({ length: count }, (_, index) => (index < above ? Math.min(5, base + 1) : base));
}

/** Two past runs per tour, three reviewers in each (the demo tours take 2 to 8 people). */
const RUNS_PER_ACTIVITY = 2;
const REVIEWS_PER_RUN = 3;

/**
 * Real reviews behind every rating the demo shows (issue 37): for each tour with a demo rating, two finished runs
 * of past days (a week and more ago, by Tejo Tours, or by Sintra Trails for the Sintra tour), each with three
 * paid bookings whose tickets the run validated, and a review of each, some in Portuguese; the aggregate is
 * kept by the reviews' own functions, so the cards' rating is the reviews'. Tejo Tours replied to one. Test mode
 * only: with a real provider nothing can be paid, so no review is seeded.
 */
export async function seedReviews(
  deps: { db: Db; payments: PaymentProvider; appUrl: string; authSecret: string },
  input: {
    companyIds: string[];
    activities: { id: string; title: string; rating: { count: number; stars: number }; isPass: boolean }[];
  },
): Promise<number> {
  const { db, payments } = deps;
  if (!isTestPaymentProvider(payments)) {
    return 0;
  }
  const today = lisbonDay(new Date());
  let made = 0;
  let repliedTo = false;
  for (const [activityIndex, activity] of input.activities.entries()) {
    if (activity.isPass || activity.rating.count === 0) {
      continue;
    }
    const row = await db
      .selectFrom('activity')
      .select(['id', 'durationMinutes', 'guiderPaymentCents', 'sharedTimeSlots'])
      .where('id', '=', activity.id)
      .executeTakeFirst();
    const slot = row?.sharedTimeSlots[0]?.slice(0, 5);
    const companyIndex = activity.title.startsWith('Sintra') ? 1 : 0;
    const companyId = input.companyIds[companyIndex];
    if (!row || !slot || !companyId) {
      continue;
    }
    const stars = starsFor(
      activity.rating.stars / activity.rating.count,
      RUNS_PER_ACTIVITY * REVIEWS_PER_RUN,
    );
    for (let runIndex = 0; runIndex < RUNS_PER_ACTIVITY; runIndex += 1) {
      const day = addDays(today, -(8 + activityIndex * RUNS_PER_ACTIVITY + runIndex));
      const start = lisbonInstant(day, slot) ?? new Date();
      const dayBefore = lisbonInstant(addDays(day, -1), '12:00') ?? new Date();
      const bookings: { id: string; clientName: string }[] = [];
      for (let index = 0; index < REVIEWS_PER_RUN; index += 1) {
        const clientName = reviewers[(made + index) % reviewers.length] ?? 'Demo Traveller';
        const booking = await payDemoBooking(
          deps,
          {
            activityId: activity.id,
            kind: 'shared',
            day,
            startTime: slot,
            participants: 2,
            clientName,
            clientEmail: `${clientName.toLowerCase().replace(/\s+/g, '.')}.${made + index}@example.com`,
          },
          dayBefore,
          new Date(dayBefore.getTime() + 60 * 60_000),
        );
        bookings.push({ id: booking.id, clientName });
      }
      await db.transaction().execute(async (trx) => {
        const group = await trx
          .selectFrom('booking')
          .select('groupId')
          .where('id', '=', bookings[0]?.id ?? '')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('group_allocation')
          .values({ groupId: group.groupId, companyId, joinedNOfSeats: 8, nOfSeats: 8, numberOfVehicles: 2 })
          .onConflict((oc) => oc.columns(['groupId', 'companyId']).doNothing())
          .execute();
        const run = await trx
          .insertInto('activity_run')
          .values({
            companyId,
            groupId: group.groupId,
            activityId: activity.id,
            employeeId: null,
            startedBy: companyId,
            startTime: start,
            endTime: new Date(start.getTime() + row.durationMinutes * 60_000),
            inProgress: false,
            numOfScannedTickets: 2 * bookings.length,
            payAmountCents: row.guiderPaymentCents,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [index, booking] of bookings.entries()) {
          await trx
            .updateTable('issued_ticket')
            .set({ isValid: false, validatedAt: start, validatedBy: companyId, runId: run.id })
            .where('isValid', '=', true)
            .where('participantId', 'in', (eb) =>
              eb
                .selectFrom('participant')
                .select('participant.id')
                .where('participant.bookingId', '=', booking.id),
            )
            .execute();
          const position = runIndex * REVIEWS_PER_RUN + index;
          // Every third review is in Portuguese; the others in English.
          const words =
            position % 3 === 1
              ? (portuguese[(made + index) % portuguese.length] ?? portuguese[0])
              : (english[(made + index) % english.length] ?? english[0]);
          const star = stars[position] ?? 5;
          const writtenAt = new Date(start.getTime() + (1 + index) * 26 * 60 * 60_000);
          if (!words) {
            continue;
          }
          const review = await insertReview(
            trx,
            {
              bookingId: booking.id,
              activityId: activity.id,
              groupId: group.groupId,
              runId: run.id,
              companyId,
              stars: star,
              guideStars: index === 0 ? star : null,
              valueStars: index === 0 ? Math.max(1, star - 1) : null,
              organisationStars: null,
              text: words.text,
              language: words.language,
            },
            writtenAt,
          );
          await addToRating(trx, activity.id, star, 1);
          if (!repliedTo && companyIndex === 0 && words.language === 'en') {
            repliedTo = true;
            await upsertReply(
              trx,
              review.id,
              companyId,
              `Thank you, ${booking.clientName.split(' ')[0]}! We hope to show you more of Portugal soon.`,
              new Date(writtenAt.getTime() + 5 * 60 * 60_000),
            );
          }
        }
      });
      made += bookings.length;
    }
  }
  return made;
}
