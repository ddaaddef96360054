import { z } from 'zod';
import { ZInstant } from '../common/responses.ts';
import { ZPage } from '../paging/paging.ts';

/** Admin guiders table and a guider's payment history: 5 per page (operations.md §9). */
export const GUIDERS_PAGE_SIZE = 5;

export const ZGuiderParams = z.object({ guiderId: z.string().trim().min(1).max(64) });

/** A guider company as the admin's table shows it (employees and admins are not guiders here). */
export const ZAdminGuider = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  companyName: z.string(),
  numberOfSeats: z.number().int().nullable(),
  hasFinishedSetUp: z.boolean(),
  isDeactivated: z.boolean(),
});
export type TAdminGuider = z.infer<typeof ZAdminGuider>;
export const ZAdminGuiderListResponse = ZPage(ZAdminGuider);

/** A run the company operated, as a row of its payment history. */
export const ZGuiderPayment = z.object({
  id: z.string(),
  activityTitle: z.string(),
  startTime: ZInstant.nullable(),
  endTime: ZInstant.nullable(),
  payAmountCents: z.number().int(),
  employeeName: z.string().nullable(),
  isTransferred: z.boolean(),
});

export const ZAdminGuiderDetailsResponse = z.object({
  guider: ZAdminGuider.extend({
    phoneNumber: z.string().nullable(),
    messagingId: z.string().nullable(),
    city: z.string().nullable(),
    paymentAccountId: z.string().nullable(),
    employeeCount: z.number().int(),
    unpaidCents: z.number().int(),
    createdAt: ZInstant.nullable(),
  }),
  payments: ZPage(ZGuiderPayment),
});
export type TAdminGuiderDetails = z.infer<typeof ZAdminGuiderDetailsResponse>;
