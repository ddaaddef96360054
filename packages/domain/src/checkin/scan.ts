// No zod here: the start-activity screen runs these checks offline against the manifest it loaded.
import { textRef } from '../i18n/texts.ts';
import { messages } from '../messages/messages.ts';
import { parseTicketQr } from './qr.ts';

/** What the scanner needs to know about a group (the manifest, reduced). */
export type TScanManifest = {
  groupId: string;
  maxNumOfParticipants: number;
  participants: readonly {
    participantId: string;
    clientName: string;
    tickets: readonly { ticketNumber: string; state: 'valid' | 'validated' }[];
  }[];
};

export type TScanRefusal = {
  ok: false;
  /** The error code the server answers with (the same decision offline). */
  code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT';
  /** Why, as a reference to its domain text (`textRef`): the server answers it, a screen words it (`english`). */
  message: string;
};
export type TScanAccepted = { ok: true; participantId: string; ticketNumber: string; clientName: string };
export type TScanDecision = TScanAccepted | TScanRefusal;

const refuse = (code: TScanRefusal['code'], message: string): TScanRefusal => ({ ok: false, code, message });

/**
 * The scanner's decision for one scanned text (operations.md §5), in the spec's order: an empty scan, missing
 * group data, a full group, a duplicate, another tour, an unknown or refunded ticket, a used ticket.
 * `added` are the ticket numbers already added on this screen. The server and the offline screen both run it.
 */
export function decideScan(
  qrText: string,
  manifest: TScanManifest | null,
  added: readonly string[],
): TScanDecision {
  if (qrText.trim().length === 0) {
    return refuse('BAD_REQUEST', textRef(messages, 'qrUnreadable'));
  }
  if (!manifest) {
    return refuse('NOT_FOUND', textRef(messages, 'unexpected'));
  }
  if (added.length >= manifest.maxNumOfParticipants) {
    return refuse('CONFLICT', textRef(messages, 'groupFull'));
  }
  const qr = parseTicketQr(qrText);
  if (!qr) {
    return refuse('BAD_REQUEST', textRef(messages, 'invalidTicket'));
  }
  if (added.includes(qr.ticketNumber)) {
    return refuse('CONFLICT', textRef(messages, 'participantAlreadyAdded'));
  }
  if (qr.groupId !== manifest.groupId) {
    // A move keeps the participant and the ticket number and changes the group part of the QR code: the
    // booking is in this tour now, the code shown is the one it had before.
    const moved = manifest.participants.some(
      (p) =>
        p.participantId === qr.participantId && p.tickets.some((t) => t.ticketNumber === qr.ticketNumber),
    );
    return refuse(
      'CONFLICT',
      moved ? textRef(messages, 'ticketReplaced') : textRef(messages, 'ticketOtherTour'),
    );
  }
  const participant = manifest.participants.find((p) => p.participantId === qr.participantId);
  const ticket = participant?.tickets.find((t) => t.ticketNumber === qr.ticketNumber);
  if (!participant || !ticket) {
    return refuse('BAD_REQUEST', textRef(messages, 'invalidTicket'));
  }
  if (ticket.state === 'validated') {
    return refuse('CONFLICT', textRef(messages, 'ticketAlreadyValidated'));
  }
  return {
    ok: true,
    participantId: participant.participantId,
    ticketNumber: ticket.ticketNumber,
    clientName: participant.clientName,
  };
}
