import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../../../db/database.ts';

/**
 * A ticket's validation, which booking owns (the issued tickets are its rows) and check-in drives: a guide's start
 * validates the group's tickets, a vendor's scan one ticket. Each is one conditional update (the WHERE is the lock:
 * a ticket is validated once, whoever validates it at the same moment), in the caller's transaction or statement.
 */

/**
 * The guide's start validates tickets for its run, as a statement for the caller to put in its own (a
 * data-modifying CTE of the start, which stays one round trip): the still valid tickets of `tickets`, a relation
 * of ticket ids (`"id"`) the caller has locked in its order; it returns those it validated.
 */
export function validateTicketsStatement(by: {
  tickets: RawBuilder<unknown>;
  userId: string;
  runId: string;
}): RawBuilder<{ ticketNumber: string; participantId: string }> {
  // The text is the start's as it always was (same SQL, same parameters): keep the layout when editing.
  return sql<{ ticketNumber: string; participantId: string }>`update "issued_ticket" t
      set "isValid" = false, "validatedAt" = now(), "validatedBy" = ${by.userId}, "runId" = ${by.runId}
      from ${by.tickets} l
      where t."id" = l."id" and t."isValid"
      returning t."ticketNumber", t."participantId"`;
}

/** Validates one ticket once, for a vendor (no run): the WHERE is the lock, only one caller gets the row. */
export async function validateTicketAtCounter(trx: Trx, ticketId: string, userId: string) {
  return trx
    .updateTable('issued_ticket')
    .set({ isValid: false, validatedAt: sql`now()`, validatedBy: userId })
    .where('id', '=', ticketId)
    .where('isValid', '=', true)
    .returning('id')
    .executeTakeFirst();
}
