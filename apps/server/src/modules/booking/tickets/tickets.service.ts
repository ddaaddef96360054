import type { RawBuilder } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import * as repo from './tickets.repository.ts';

/**
 * A ticket's validation as check-in drives it, through booking (the issued tickets' one writer): a guide's start
 * validates its group's tickets within its one statement, a vendor's scan validates one ticket in its transaction.
 */

/**
 * The start's validation as a statement to compose into the caller's own (one statement, one round trip on a hot
 * route): the still valid tickets among `tickets` (a relation of ticket ids the caller locked) validated by
 * `userId` for the run `runId`; it returns their numbers and participants.
 */
export function validateTicketsStatement(by: {
  tickets: RawBuilder<unknown>;
  userId: string;
  runId: string;
}): RawBuilder<{ ticketNumber: string; participantId: string }> {
  return repo.validateTicketsStatement(by);
}

/** A vendor validates one ticket (no run), once: true when this caller validated it, false when it already was. */
export async function validateTicketAtCounter(trx: Trx, ticketId: string, userId: string): Promise<boolean> {
  return (await repo.validateTicketAtCounter(trx, ticketId, userId)) !== undefined;
}
