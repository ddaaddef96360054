import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TQuoteRequest } from '@roteiro/domain/quote/quote';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

export async function insertQuoteRequest(db: Executor, request: TQuoteRequest, locale: TLocale) {
  return db
    .insertInto('quote_request')
    .values({
      clientName: request.clientName,
      email: request.email,
      destinations: request.destinations,
      dates: request.dates,
      nOfParticipants: request.nOfParticipants,
      ageRange: request.ageRange,
      selectedGroupType: request.selectedGroupType,
      shouldPlanItinerary: request.shouldPlanItinerary,
      selectedInterests: request.selectedInterests,
      withPrivateGuide: request.withPrivateGuide,
      withAirportTransfer: request.withAirportTransfer,
      nonNegotiables: request.nonNegotiables,
      locale,
      notes: request.notes,
    })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** Newest first, one page. */
export async function listQuoteRequests(db: Executor, page: { limit: number; offset: number }) {
  return db
    .selectFrom('quote_request')
    .select([
      'id',
      'clientName',
      'email',
      'destinations',
      'dates',
      'nOfParticipants',
      'ageRange',
      'selectedGroupType',
      'shouldPlanItinerary',
      'selectedInterests',
      'withPrivateGuide',
      'withAirportTransfer',
      'nonNegotiables',
      'notes',
      'createdAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countQuoteRequests(db: Executor): Promise<number> {
  const row = await db.selectFrom('quote_request').select(countAll()).executeTakeFirstOrThrow();
  return row.count;
}
