import type { TPaymentRunState } from '@roteiro/domain/money/payouts';

export const payoutKeys = {
  all: ['payouts'] as const,
  adminRuns: (state: TPaymentRunState, page: number, search: string) =>
    [...payoutKeys.all, 'admin-runs', state, page, search] as const,
  myRuns: (page: number) => [...payoutKeys.all, 'my-runs', page] as const,
  affiliatePayouts: (affiliateId: string, page: number) =>
    [...payoutKeys.all, 'affiliate-payouts', affiliateId, page] as const,
  ledgerGroups: (page: number) => [...payoutKeys.all, 'ledger-groups', page] as const,
};
