import type { TPage } from '../settings/list-query.ts';

/** Answers of the admin list APIs, shared by the server and the web app. */

export type TAdminGuider = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  companyName: string;
  numberOfSeats: number | null;
  hasFinishedSetUp: boolean;
  isDeactivated: boolean;
};

export type TAdminGuiderDetails = {
  guider: TAdminGuider & {
    phoneNumber: string | null;
    messagingId: string | null;
    city: string | null;
    paymentAccountId: string | null;
    employeeCount: number;
    unpaidCents: number;
    createdAt: string | null;
  };
  payments: TPage<{
    id: string;
    activityTitle: string;
    startTime: string | null;
    endTime: string | null;
    payAmountCents: number;
    employeeName: string | null;
    isTransferred: boolean;
  }>;
};

export type TAdminAffiliate = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  discountCode: string | null;
  commissionPercent: number;
  paymentAccountId: string | null;
  isPaymentAccountSetUp: boolean;
  unpaidCents: number;
  paidCents: number;
  createdAt: string;
};

export type TAdminVendor = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  status: 'pending' | 'active' | 'deactivated';
  createdAt: string;
  registeredAt: string | null;
};
