import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The SQL of a vendor's scans at the counter; the ticket itself is validated by booking's statement. */

/** A ticket by its number, with its participant, booking, slot and what it is for. */
export async function findTicketForScan(db: Executor, ticketNumber: string) {
  return db
    .selectFrom('issued_ticket as t')
    .innerJoin('participant as p', 'p.id', 't.participantId')
    .innerJoin('booking as b', 'b.id', 'p.bookingId')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('event as e', 'e.id', 'b.eventId')
    .select([
      't.id',
      't.ticketNumber',
      't.voidedAt',
      'p.id as participantId',
      'p.groupId',
      'p.clientName',
      'b.id as bookingId',
      'b.kind',
      'b.status',
      'g.day',
      'g.startTime',
      sql<string>`coalesce(e."title", a."title")`.as('title'),
    ])
    .where('t.ticketNumber', '=', ticketNumber)
    .executeTakeFirst();
}

/** How many of the booking's tickets are validated, of those not voided. */
export async function countBookingTickets(db: Executor, bookingId: string) {
  return db
    .selectFrom('issued_ticket as t')
    .innerJoin('participant as p', 'p.id', 't.participantId')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where t."validatedAt" is not null))::int`.as('validated'),
    ])
    .where('p.bookingId', '=', bookingId)
    .where('t.voidedAt', 'is', null)
    .executeTakeFirstOrThrow();
}
