import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { ticketQrText } from '@roteiro/domain/checkin/qr';
import { decideReferenceCheckin } from '@roteiro/domain/checkin/reference';
import type {
  TManifestResponse,
  TReferenceCheckinRequest,
  TReferenceCheckinResponse,
  TTypedCodeGroupRequest,
  TTypedCodeGroupResponse,
} from '@roteiro/domain/checkin/schemas';
import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { parseTypedCode } from '@roteiro/domain/checkin/typed-code';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findBookingByReference, findTicketGroup } from './checkin.repository.ts';
import { manifestOf } from './checkin.service.ts';

/** The manifest, or null when the guide may not open the group (a scan's "missing group data"). */
async function manifestOrNull(
  db: Db,
  user: TSessionUser,
  groupId: string,
  onlyParticipantId: string | null = null,
): Promise<TManifestResponse | null> {
  return manifestOf(db, user, groupId, onlyParticipantId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return null;
    }
    throw error;
  });
}

/**
 * A booking reference typed on the start-activity screen: the whole booking (how many of its people
 * are here is asked first), or one ticket by the position printed on it. Like a scan it is checked, not
 * validated: the answer names the tickets to add, and Start validates them with the others, each once, by its
 * conditional update (docs/decisions.md, "Scans are checked, not validated"). Here the server tells an
 * unknown reference from another group's booking, which answers as another tour's ticket does; the rest is the
 * domain rule the screen also runs offline.
 */
export async function checkReference(
  db: Db,
  user: TSessionUser,
  groupId: string,
  input: TReferenceCheckinRequest,
): Promise<TReferenceCheckinResponse> {
  const code = parseTypedCode(input.code);
  if (code?.kind !== 'reference') {
    throw new AppError(
      'BAD_REQUEST',
      code ? textRef(checkinTexts, 'referenceUnknown') : textRef(messages, 'qrUnreadable'),
    );
  }
  const booking = await findBookingByReference(db, code.reference);
  if (!booking) {
    throw new AppError('NOT_FOUND', textRef(checkinTexts, 'referenceUnknown'));
  }
  if (booking.groupId !== groupId) {
    throw new AppError('CONFLICT', textRef(messages, 'ticketOtherTour'));
  }
  if (booking.status !== 'paid' || !booking.participantId) {
    throw new AppError('CONFLICT', textRef(checkinTexts, 'bookingNoValidTickets'));
  }
  // Only this booking's tickets are read, as a scan reads only its participant's.
  const manifest = await manifestOrNull(db, user, groupId, booking.participantId);
  const decision = decideReferenceCheckin(
    code,
    manifest && {
      groupId: manifest.group.id,
      maxNumOfParticipants: manifest.activity.maxNumOfParticipants,
      participants: manifest.participants,
    },
    input.addedTicketNumbers,
    input.present ?? null,
  );
  if (!decision.ok) {
    throw new AppError(decision.code, decision.message);
  }
  if (decision.kind === 'ask') {
    return { kind: 'ask', booking: decision.booking };
  }
  return {
    kind: 'add',
    booking: decision.booking,
    tickets: decision.ticketNumbers.map((ticketNumber) => ({
      ticketNumber,
      qrText: ticketQrText({ groupId, participantId: decision.booking.participantId, ticketNumber }),
    })),
  };
}

/**
 * /scan-ticket: the group a typed booking reference (with or without a ticket's position) or ticket
 * number belongs to, when the guide may open it; another company's group answers as another tour's ticket does.
 * The start-activity screen of that group then checks the code.
 */
export async function findGroupOfTypedCode(
  db: Db,
  user: TSessionUser,
  input: TTypedCodeGroupRequest,
): Promise<TTypedCodeGroupResponse> {
  const code = parseTypedCode(input.code);
  if (!code) {
    throw new AppError('BAD_REQUEST', textRef(messages, 'qrUnreadable'));
  }
  let groupId: string;
  let participantId: string | null;
  if (code.kind === 'reference') {
    const booking = await findBookingByReference(db, code.reference);
    if (!booking) {
      throw new AppError('NOT_FOUND', textRef(checkinTexts, 'referenceUnknown'));
    }
    groupId = booking.groupId;
    participantId = booking.participantId;
  } else if (code.kind === 'ticketNumber') {
    const ticket = await findTicketGroup(db, code.ticketNumber);
    if (!ticket) {
      throw new AppError('BAD_REQUEST', textRef(messages, 'invalidTicket'));
    }
    groupId = ticket.groupId;
    participantId = ticket.participantId;
  } else {
    // A QR text names its group: the screen opens it without asking.
    throw new AppError('BAD_REQUEST', textRef(messages, 'invalidTicket'));
  }
  // Whether the guide may open the group, by the manifest's own rule (reading one buyer's tickets at most).
  const manifest = await manifestOrNull(db, user, groupId, participantId);
  if (!manifest) {
    throw new AppError('CONFLICT', textRef(messages, 'ticketOtherTour'));
  }
  return { groupId, activityId: manifest.group.activityId };
}
