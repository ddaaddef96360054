import { z } from 'zod';
import { toE164 } from '../common/phone.ts';
import { textRef } from '../i18n/texts.ts';
import { BOOKING_NOTES_MAX } from './limits.ts';
import { bookingMessages } from './messages.ts';

/**
 * What a traveller may add to a booking for the guide, both optional: a phone number, stored in E.164
 * (`+351912345678`; without a country code it is Portuguese), and notes (special needs, diet…). Kept apart from
 * booking.ts: only the checkout loads the phone number metadata (libphonenumber-js).
 */

/** Longer than any number with its spaces and punctuation. */
const PHONE_TYPED_MAX = 40;

/** A phone number as typed, in E.164; empty is none (null). */
export const ZBookingPhone = z
  .string()
  .trim()
  .max(PHONE_TYPED_MAX, { message: textRef(bookingMessages, 'phoneInvalid') })
  .transform((text, ctx) => {
    if (text.length === 0) {
      return null;
    }
    const e164 = toE164(text);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: textRef(bookingMessages, 'phoneInvalid') });
      return z.NEVER;
    }
    return e164;
  })
  .nullish();

/** Notes for the guide, trimmed; empty is none (null). Line breaks are kept. */
export const ZBookingNotes = z
  .string()
  .trim()
  .max(BOOKING_NOTES_MAX, { message: textRef(bookingMessages, 'notesTooLong', BOOKING_NOTES_MAX) })
  .transform((text) => (text.length === 0 ? null : text))
  .nullish();
