import type { TEmployeeDocument, TEmployeeStatus } from '@roteiro/domain/staff/schemas';

export type TPage<T> = { items: T[]; page: number; pageSize: number; total: number };

export type TEmployeeRow = { id: string; name: string; email: string; status: TEmployeeStatus };

export type TEmployeeDetails = TEmployeeRow & {
  image: string | null;
  invitedAt: string;
  documents: Record<TEmployeeDocument, string>;
};

export type TEmployeePayment = {
  id: string;
  activityTitle: string;
  day: string;
  groupStartTime: string;
  startTime: string;
  endTime: string | null;
  inProgress: boolean;
  payAmountCents: number;
  isPaid: boolean;
};

export type TInvitation = { companyName: string; email: string; name: string };
