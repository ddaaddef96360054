// No zod here: the start-activity screen reads typed codes offline too.
import { BOOKING_REFERENCE_LENGTH } from '../booking/reference.ts';

/**
 * What a guide typed into the scanner: a whole QR text, a booking reference (the whole booking, or one of its
 * tickets by the position printed on it, "Ticket 2 of 3"), or a ticket number (the code printed under the QR).
 */
export type TTypedCode =
  | { kind: 'qr'; text: string }
  | { kind: 'reference'; reference: string; position: number | null }
  | { kind: 'ticketNumber'; ticketNumber: string };

/** A reference, then optionally the ticket's position (1 to 3 digits), once spaces and separators are gone. */
const REFERENCE = new RegExp(`^([A-Z0-9]{${BOOKING_REFERENCE_LENGTH}})(\\d{1,3})?$`);

/**
 * Reads a typed code. A booking reference is recognised whatever its case and spacing ("k7px 9qrt" is
 * K7PX9QRT), and may be followed by a ticket's position ("K7PX9QRT 2", "K7PX9QRT-2"); a text with `@` is a QR
 * text; anything else is a ticket number, kept exactly as typed but trimmed (ticket numbers are case-sensitive).
 * Null for an empty text.
 */
export function parseTypedCode(text: string): TTypedCode | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) {
    return null;
  }
  if (trimmed.includes('@')) {
    return { kind: 'qr', text: trimmed };
  }
  const match = REFERENCE.exec(trimmed.replace(/[\s\-/#.]+/g, '').toUpperCase());
  if (match?.[1]) {
    return { kind: 'reference', reference: match[1], position: match[2] ? Number(match[2]) : null };
  }
  return { kind: 'ticketNumber', ticketNumber: trimmed };
}
