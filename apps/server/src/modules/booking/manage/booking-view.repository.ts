import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { passWindowOfActivity } from '../../../db/pass-window.ts';

/** The SQL of a booking as its traveller sees it (booking-view.ts). */

/**
 * The booking with its activity, event and slot, by id or by reference (upper case); at most one row. The
 * activity's and event's texts are in the booking's language: a Portuguese booking's joins their Portuguese texts
 * on their primary keys (each text in English where none is written); an English booking's join matches nothing.
 */
export function selectBookingRecords(db: Executor, where: { reference: string } | { id: string }) {
  const query = db
    .selectFrom('booking as b')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('event as e', 'e.id', 'b.eventId')
    .leftJoin('activity_translation as tr', (join) =>
      join.onRef('tr.activityId', '=', 'a.id').onRef('tr.locale', '=', 'b.locale'),
    )
    .leftJoin('event_translation as etr', (join) =>
      join.onRef('etr.eventId', '=', 'e.id').onRef('etr.locale', '=', 'b.locale'),
    )
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.kind',
      'b.activityId',
      'b.eventId',
      'b.groupId',
      'b.clientName',
      'b.clientEmail',
      'b.participantCount',
      'b.subtotalCents',
      'b.discountCents',
      'b.amountCents',
      'b.paymentIntentId',
      'b.affiliateId',
      'b.soldByVendorId',
      'b.paidInCash',
      'b.checkoutUrl',
      'b.createdAt',
      'b.paidAt',
      'b.refundedAt',
      'b.canceledAt',
      'b.locale',
      sql<string>`coalesce(tr."texts"->>'title', a."title")`.as('activityTitle'),
      sql<string>`coalesce(tr."texts"->>'meetingPoint', a."meetingPoint")`.as('meetingPoint'),
      'a.city',
      sql<string>`coalesce(tr."texts"->>'cancellationPolicy', a."cancellationPolicy")`.as(
        'cancellationPolicy',
      ),
      sql<string | null>`coalesce(etr."texts"->>'title', e."title")`.as('eventTitle'),
      'g.day',
      'g.startTime',
      'g.endTime',
      passWindowOfActivity().as('passWindow'),
    ]);
  return 'id' in where
    ? query.where('b.id', '=', where.id).execute()
    : query.where('b.reference', '=', where.reference.trim().toUpperCase()).execute();
}

/** The booking's tickets in issue order, with their participant and the group it is in now. */
export async function listTicketRowsOfBooking(db: Executor, bookingId: string) {
  return db
    .selectFrom('participant as p')
    .innerJoin('issued_ticket as t', 't.participantId', 'p.id')
    .select(['p.id as participantId', 'p.groupId', 't.ticketNumber', 't.validatedAt', 't.voidedAt'])
    .where('p.bookingId', '=', bookingId)
    .orderBy('t.createdAt')
    .orderBy('t.ticketNumber')
    .execute();
}
