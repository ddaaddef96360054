import { z } from 'zod';
import { ZPassWindow } from '../catalogue/pass-window.ts';
import { ZDay } from '../common/responses.ts';
import { defineTexts } from '../i18n/texts.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';
import { BOOKING_STATUSES, ZBookingKind } from './booking.ts';

/** My tours: the paid bookings made with a traveller's proven e-mail address. */
export const MY_TOURS_PATH = '/my-tours';
export const MY_TOURS_PAGE_SIZE = 10;

export const myToursTexts = defineTexts('myTours', {
  empty: 'You have no tours yet.',
  emptyHint: 'Tours you book with this e-mail address appear here, also those booked before you registered.',
  emailNotVerified:
    'Your e-mail address has changed and is not confirmed yet. Sign in with an e-mailed sign-in link to confirm it and see your tours.',
});

export const ZMyToursQuery = ZPageQuery.pick({ page: true, pageSize: true });
export type TMyToursQuery = z.output<typeof ZMyToursQuery>;

export const ZMyTour = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  kind: ZBookingKind,
  activityTitle: z.string(),
  eventTitle: z.string().nullable(),
  city: z.string(),
  day: ZDay,
  startTime: z.string(),
  /** A pass booking's day window, shown instead of the departure chosen; null for a tour or an event. */
  passWindow: ZPassWindow,
  participantCount: z.number().int(),
  amountCents: z.number().int(),
  /** Whether the tour's start is still ahead (upcoming tours are listed first, soonest first). */
  isUpcoming: z.boolean(),
  /** The signed token of the manage link (`/manage-booking/{reference}?token=`). */
  token: z.string(),
});
export type TMyTour = z.infer<typeof ZMyTour>;

export const ZMyToursResponse = ZPage(ZMyTour).extend({
  /** False when the account's address is not proven: no bookings are listed then. */
  isEmailVerified: z.boolean(),
});
export type TMyToursResponse = z.infer<typeof ZMyToursResponse>;
