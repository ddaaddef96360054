// No zod here: the manage page, the counter and the server's answers decide with this.

import { textRef } from '../i18n/texts.ts';
import type { TBookingStatus } from './booking.ts';
import { slotCancellationTerms } from './cancellation.ts';
import { bookingMessages } from './messages.ts';

/**
 * The refund decision: null when the traveller may cancel (with a full refund) or reschedule a booking now,
 * else the reason shown instead of the buttons, as a reference to its text (`textRef`: the reader's language
 * words it). Only a paid booking, and only while its cancellation terms are refundable (more than
 * `REFUND_CUTOFF_HOURS` before its start, the start being its group's Lisbon day and time).
 */
export function cannotChangeReason(
  booking: { status: TBookingStatus; day: string; startTime: string },
  now: Date,
): string | null {
  if (booking.status === 'pending') {
    return textRef(bookingMessages, 'notPaid');
  }
  if (booking.status !== 'paid') {
    return textRef(bookingMessages, 'alreadyCanceled');
  }
  if (!slotCancellationTerms(booking.day, booking.startTime, now).isRefundable) {
    return textRef(bookingMessages, 'cancelTooLate');
  }
  return null;
}
