import { z } from 'zod';
import { ZDay } from '../common/responses.ts';

const ZCount = z.number().int().min(0);
const ZCents = z.number().int();

/**
 * The admin dashboard's figures, each computed by the server and each leading to the page that lists
 * what it counts: today's sales (Lisbon day; Bookings Stats), groups that need a company's staff (Needs
 * attention), finished runs not yet paid to their companies (Manage Payments) and approved commissions not yet
 * paid to their affiliates (Affiliates program).
 */
export const ZAdminDashboard = z.object({
  /** The Lisbon day the figures of today are of. */
  today: ZDay,
  /** Bookings made today and paid (refunded ones included), and what today's bookings took: paid less refunded. */
  bookingsToday: z.object({ count: ZCount, takingsCents: ZCents }),
  /** Groups not ended whose booked places exceed the seats staffed, of tours that need a company. */
  needsAttention: z.object({ groups: ZCount }),
  /** Finished runs worth something that have not been transferred to their company. */
  runsToPay: z.object({ count: ZCount, amountCents: ZCents }),
  /** Approved commissions (state `pending`) not yet paid to their affiliate. */
  commissionsToPay: z.object({ count: ZCount, amountCents: ZCents }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
