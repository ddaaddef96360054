import { randomBytes } from 'node:crypto';
import { hhmm } from '@roteiro/domain/booking/slots';
import { lisbonInstant } from '@roteiro/domain/time/format';
import QRCode from 'qrcode';
import type { MailAttachment } from '../../../platform/mail/templates/layout.ts';

/**
 * What a traveller holds: the QR ticket (operations.md §3: `groupId@participantId@ticketNumber`), its PNG,
 * and the booking as a calendar event (.ics, RFC 5545).
 */

/** An unguessable ticket number: 16 random bytes as base64url (letters, digits, `-`, `_`; never `@`). */
export function newTicketNumber(): string {
  return randomBytes(16).toString('base64url');
}

/** The text a ticket's QR code carries. The group part changes when the booking is moved to another group. */
export function ticketQrText(ticket: {
  groupId: string;
  participantId: string;
  ticketNumber: string;
}): string {
  return `${ticket.groupId}@${ticket.participantId}@${ticket.ticketNumber}`;
}

/** The three parts of a scanned QR text, or null when it is not one of ours. */
export function parseTicketQrText(
  text: string,
): { groupId: string; participantId: string; ticketNumber: string } | null {
  const parts = text.trim().split('@');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    return null;
  }
  const [groupId, participantId, ticketNumber] = parts as [string, string, string];
  return { groupId, participantId, ticketNumber };
}

/** The QR code of a text as a PNG (error correction M, wide enough to scan from a phone screen). */
export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/** One inline PNG attachment per ticket, in ticket order; `cid` is what the mail's `<img src="cid:…">` names. */
export async function ticketQrAttachments(
  tickets: { ticketNumber: string; qrText: string }[],
): Promise<(MailAttachment & { cid: string })[]> {
  return Promise.all(
    tickets.map(async (ticket, index) => ({
      filename: `ticket-${index + 1}.png`,
      contentType: 'image/png',
      contentBase64: (await qrPng(ticket.qrText)).toString('base64'),
      cid: `ticket-${index + 1}-${ticket.ticketNumber}`,
    })),
  );
}

/** The start and end instants of a slot given in Lisbon wall time; an end at or before the start is the next day. */
export function slotInstants(slot: { day: string; startTime: string; endTime: string }): {
  start: Date;
  end: Date;
} {
  const start = lisbonInstant(slot.day, hhmm(slot.startTime));
  let end = lisbonInstant(slot.day, hhmm(slot.endTime));
  if (!start || !end) {
    throw new Error(`Not a Lisbon slot: ${slot.day} ${slot.startTime}–${slot.endTime}`);
  }
  if (end.getTime() <= start.getTime()) {
    const next = new Date(`${slot.day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    end = lisbonInstant(next.toISOString().slice(0, 10), hhmm(slot.endTime)) ?? end;
  }
  return { start, end };
}

/** `20261124T093000Z` */
function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 character. */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export type BookingCalendarEvent = {
  reference: string;
  title: string;
  day: string;
  startTime: string;
  endTime: string;
  meetingPoint: string;
  description: string;
  url: string;
  /** Higher for a later version of the same booking (a reschedule), so calendars replace the event. */
  sequence?: number;
  now?: Date;
  /** CANCEL (the booking was canceled or refunded) makes calendars remove the event of the same UID. */
  method?: 'PUBLISH' | 'CANCEL';
};

/** The booking as one calendar event; the UID is the booking reference, so a reschedule updates the same event. */
export function bookingIcs(event: BookingCalendarEvent): string {
  const { start, end } = slotInstants(event);
  const isCancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Roteiro//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${icsText(event.reference)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsInstant(event.now ?? new Date())}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `LOCATION:${icsText(event.meetingPoint)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    ...(isCancel ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The .ics as an e-mail attachment. */
export function icsAttachment(event: BookingCalendarEvent): MailAttachment {
  return {
    filename: `roteiro-${event.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${event.method ?? 'PUBLISH'}`,
    contentBase64: Buffer.from(bookingIcs(event), 'utf8').toString('base64'),
  };
}
