// No zod here: the start-activity screen runs this rule offline against the manifest it loaded.
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import type { TScanManifest, TScanRefusal } from './scan.ts';
import { checkinTexts } from './texts.ts';

/** The manifest as this rule reads it: the scanner's, with each buyer's booking reference. */
export type TReferenceManifest = Omit<TScanManifest, 'participants'> & {
  participants: readonly (TScanManifest['participants'][number] & { bookingReference: string })[];
};

/** The booking a typed reference found in the group. */
export type TReferenceBooking = {
  reference: string;
  participantId: string;
  clientName: string;
  /** The booking's tickets (refunded ones left out). */
  ticketCount: number;
  /** Its tickets still valid and not added on this screen yet. */
  available: number;
};

export type TReferenceDecision =
  /** Ask how many of the booking's people are here (more than one ticket could be added). */
  | { ok: true; kind: 'ask'; booking: TReferenceBooking }
  /** Add these tickets, in the order printed on them. */
  | { ok: true; kind: 'add'; booking: TReferenceBooking; ticketNumbers: string[] }
  | TScanRefusal;

const refuse = (code: TScanRefusal['code'], message: string): TScanRefusal => ({ ok: false, code, message });

/**
 * Checking in by booking reference, decided against the group's manifest: `position` picks one
 * ticket by the number printed on it ("Ticket 2 of 3", counted from 1 in the manifest's order, which is the
 * tickets' issue order); without it, `present` people of the booking are checked in, taking its tickets still
 * valid and not yet added, in order. With `present` unknown the rule asks, unless one ticket is left. `added` are
 * the ticket numbers already added on this screen. Order of the checks as in `decideScan`: missing group data,
 * a full group, not this group's booking, then the booking's tickets. The server first tells an unknown
 * reference and another group's booking apart (it can look beyond the group); offline both are "not in this
 * group".
 */
export function decideReferenceCheckin(
  code: { reference: string; position: number | null },
  manifest: TReferenceManifest | null,
  added: readonly string[],
  present: number | null,
): TReferenceDecision {
  if (!manifest) {
    return refuse('NOT_FOUND', textRef(messages, 'unexpected'));
  }
  const room = manifest.maxNumOfParticipants - added.length;
  if (room <= 0) {
    return refuse('CONFLICT', textRef(messages, 'groupFull'));
  }
  const participant = manifest.participants.find((p) => p.bookingReference === code.reference);
  if (!participant || participant.tickets.length === 0) {
    return refuse('NOT_FOUND', textRef(checkinTexts, 'referenceNotInGroup'));
  }
  const isAdded = (ticketNumber: string) => added.includes(ticketNumber);
  const availableTickets = participant.tickets.filter((t) => t.state === 'valid' && !isAdded(t.ticketNumber));
  const booking: TReferenceBooking = {
    reference: code.reference,
    participantId: participant.participantId,
    clientName: participant.clientName,
    ticketCount: participant.tickets.length,
    available: availableTickets.length,
  };

  if (code.position !== null) {
    const ticket = participant.tickets[code.position - 1];
    if (!ticket || code.position < 1) {
      return refuse('BAD_REQUEST', textRef(checkinTexts, 'noTicketAt', participant.tickets.length));
    }
    if (isAdded(ticket.ticketNumber)) {
      return refuse('CONFLICT', textRef(messages, 'participantAlreadyAdded'));
    }
    if (ticket.state === 'validated') {
      return refuse('CONFLICT', textRef(messages, 'ticketAlreadyValidated'));
    }
    return { ok: true, kind: 'add', booking, ticketNumbers: [ticket.ticketNumber] };
  }

  if (availableTickets.length === 0) {
    return participant.tickets.every((t) => t.state === 'validated')
      ? refuse('CONFLICT', textRef(checkinTexts, 'bookingAllValidated'))
      : refuse('CONFLICT', textRef(checkinTexts, 'bookingAllAdded'));
  }
  const count = present ?? (availableTickets.length === 1 ? 1 : null);
  if (count === null) {
    return { ok: true, kind: 'ask', booking };
  }
  if (!Number.isInteger(count) || count < 1 || count > availableTickets.length) {
    return refuse('BAD_REQUEST', textRef(checkinTexts, 'presentOutOfRange', availableTickets.length));
  }
  if (count > room) {
    return refuse('CONFLICT', textRef(checkinTexts, 'onlyRoomFor', room));
  }
  return {
    ok: true,
    kind: 'add',
    booking,
    ticketNumbers: availableTickets.slice(0, count).map((t) => t.ticketNumber),
  };
}
