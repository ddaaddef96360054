import type { TSessionUser } from '@roteiro/domain/auth/roles';
import {
  MY_TOURS_PAGE_SIZE,
  type TMyToursQuery,
  type TMyToursResponse,
} from '@roteiro/domain/booking/my-tours';
import { hhmm } from '@roteiro/domain/booking/slots';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { Db } from '../../../db/database.ts';
import { pageWindow, toPage } from '../../../db/paging.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { clockOf } from '../clock.ts';
import { bookingToken } from '../tickets/booking-token.ts';
import { passWindowOf } from './booking-view.ts';
import { countToursOf, findAccountEmail, listToursOf } from './my-tours.repository.ts';

export type MyToursDeps = { db: Db; authSecret: string; now?: () => Date };

/**
 * GET /api/my-tours: the traveller's bookings are those made with the account's proven e-mail address,
 * before or after registering; each carries the signed token of its manage link. An unproven address
 * (changed in settings, not yet confirmed) lists nothing. Titles are in the reader's language (`locale`):
 * Portuguese where written, English otherwise.
 */
export async function listMyTours(
  deps: MyToursDeps,
  traveller: TSessionUser,
  query: TMyToursQuery,
  locale: TLocale,
): Promise<TMyToursResponse> {
  const window = pageWindow(query, MY_TOURS_PAGE_SIZE);
  const account = await findAccountEmail(deps.db, traveller.id);
  if (!account) {
    throw new AppError('UNAUTHENTICATED');
  }
  if (!account.emailVerified) {
    return { ...toPage([], 0, window), isEmailVerified: false };
  }
  const now = clockOf(deps);
  const [total, rows] = await Promise.all([
    countToursOf(deps.db, account.email),
    listToursOf(deps.db, account.email, now, window, locale),
  ]);
  const items = rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    kind: row.kind,
    activityTitle: row.activityTitle,
    eventTitle: row.eventTitle,
    city: row.city,
    day: row.day,
    startTime: hhmm(row.startTime),
    passWindow: passWindowOf(row),
    participantCount: row.participantCount,
    amountCents: row.amountCents,
    isUpcoming: row.isUpcoming,
    token: bookingToken(deps.authSecret, row),
  }));
  return { ...toPage(items, total, window), isEmailVerified: true };
}
