import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { hhmm } from '@roteiro/domain/booking/slots';
import { parseTicketQr } from '@roteiro/domain/checkin/qr';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import {
  counterTexts,
  type TVendorScanRequest,
  type TVendorScanResponse,
  VENDOR_SCANNABLE_KINDS,
} from '@roteiro/domain/vendors/counter';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { approveCommissionOfBooking } from '../affiliates/commissions.service.ts';
import { validateTicketAtCounter } from '../booking/tickets/tickets.service.ts';
import { vendorOfUser } from '../vendors/vendors.service.ts';
import { countBookingTickets, findTicketForScan } from './vendor-scan.repository.ts';

/** The longest ticket number there is (the column's check). */
const TICKET_NUMBER_MAX = 64;

/**
 * A vendor's scan: the same camera and messages as the guides', but at the counter the scan itself
 * validates the ticket, once (one conditional update: of two vendors scanning the same ticket at the same
 * moment, one gets "validated", the other "This ticket has already been validated."). Vendors validate passes
 * and events only; a tour's ticket is validated by its guide at the start (docs/decisions.md). The QR text or
 * the ticket number printed under it is accepted.
 */
export async function scanAtCounter(
  db: Db,
  user: TSessionUser,
  input: TVendorScanRequest,
  now: Date = new Date(),
): Promise<TVendorScanResponse> {
  await vendorOfUser(db, user);
  const text = input.qrText.trim();
  if (text.length === 0) {
    throw new AppError('BAD_REQUEST', textRef(messages, 'qrUnreadable'));
  }
  const qr = text.includes('@') ? parseTicketQr(text) : null;
  const ticketNumber = qr ? qr.ticketNumber : text;
  if ((text.includes('@') && !qr) || ticketNumber.length > TICKET_NUMBER_MAX) {
    throw new AppError('BAD_REQUEST', textRef(messages, 'invalidTicket'));
  }
  const ticket = await findTicketForScan(db, ticketNumber);
  // An unknown, refunded or moved ticket (an old QR code names the group it was moved from) is not a ticket.
  const matchesQr = !qr || (qr.participantId === ticket?.participantId && qr.groupId === ticket.groupId);
  if (!ticket || !matchesQr || ticket.voidedAt || ticket.status !== 'paid') {
    throw new AppError('BAD_REQUEST', textRef(messages, 'invalidTicket'));
  }
  if (!(VENDOR_SCANNABLE_KINDS as readonly string[]).includes(ticket.kind)) {
    throw new AppError('CONFLICT', textRef(counterTexts, 'scanNotForVendors'));
  }
  if (ticket.day < lisbonDay(now)) {
    throw new AppError('CONFLICT', textRef(counterTexts, 'scanPastDay', ticket.day));
  }
  const counts = await db.transaction().execute(async (trx) => {
    if (!(await validateTicketAtCounter(trx, ticket.id, user.id))) {
      return null;
    }
    await approveCommissionOfBooking(trx, ticket.bookingId);
    return countBookingTickets(trx, ticket.bookingId);
  });
  if (!counts) {
    throw new AppError('CONFLICT', textRef(messages, 'ticketAlreadyValidated'));
  }
  return {
    message: counterTexts.scanAccepted,
    ticketNumber: ticket.ticketNumber,
    clientName: ticket.clientName,
    title: ticket.title,
    day: ticket.day,
    startTime: hhmm(ticket.startTime),
    validatedOfBooking: counts.validated,
    ticketsOfBooking: counts.total,
  };
}
