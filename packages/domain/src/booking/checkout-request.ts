import { z } from 'zod';
import { ZEmail } from '../auth/schemas.ts';
import { textRef } from '../i18n/texts.ts';
import { ZBookingChoice } from './booking.ts';
import { ZBookingNotes, ZBookingPhone } from './contact.ts';
import { bookingMessages } from './messages.ts';

/**
 * POST /api/checkout: the choice and the traveller's details. Its own module: the optional phone
 * number is parsed with libphonenumber-js, whose metadata only the checkout forms and the server should load,
 * not every page that reads booking.ts (Manage your booking, the admin's lists).
 */
export const ZCheckoutRequest = ZBookingChoice.extend({
  clientName: z
    .string()
    .trim()
    .min(1, { message: textRef(bookingMessages, 'clientName') })
    .max(120),
  clientEmail: ZEmail,
  clientPhone: ZBookingPhone,
  notes: ZBookingNotes,
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
