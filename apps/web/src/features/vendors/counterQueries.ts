import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import type {
  TCashHandoverRequest,
  TVendorSale,
  TVendorSaleRequest,
  TVendorScanResponse,
} from '@roteiro/domain/vendors/counter';
import { counterApi } from '@roteiro/domain/vendors/counter.api';
import { vendorsApi } from '@roteiro/domain/vendors/vendors.api';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { bookingKeys } from '../booking/bookingQueries.ts';

/** Selling, printing and scanning at the counter, and the vendor's figures. */
export const counterKeys = {
  all: ['vendor-counter'] as const,
  products: (search: string) => [...counterKeys.all, 'products', search] as const,
  sales: (page: number) => [...counterKeys.all, 'sales', page] as const,
  sale: (saleId: string) => [...counterKeys.all, 'sale', saleId] as const,
  dashboard: () => [...counterKeys.all, 'dashboard'] as const,
  adminDashboard: (vendorId: string) => [...counterKeys.all, 'admin', vendorId, 'dashboard'] as const,
  adminSales: (vendorId: string, page: number) =>
    [...counterKeys.all, 'admin', vendorId, 'sales', page] as const,
  print: (query: string) => [...counterKeys.all, 'print', query] as const,
};

/** A sale changed: keep its answer, and ask again for the places (booking slots), the lists and the figures. */
function afterSaleChanged(queryClient: QueryClient, sale: TVendorSale) {
  queryClient.setQueryData(counterKeys.sale(sale.id), sale);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === bookingKeys.all[0] || (queryKey[0] === counterKeys.all[0] && queryKey[1] !== 'sale'),
  });
}

/** What the vendor can sell, matching a search. */
export function useVendorProductsQuery(search: string) {
  return useQuery({
    queryKey: counterKeys.products(search),
    queryFn: ({ signal }) => call(counterApi.products, { query: { search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useVendorSaleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVendorSaleRequest) => call(counterApi.sell, { body }),
    onSuccess: (sale) => afterSaleChanged(queryClient, sale),
  });
}

/** One of the vendor's sales; asks again every 2 s while it waits for the customer's payment. */
export function useVendorSaleQuery(saleId: string) {
  return useQuery({
    queryKey: counterKeys.sale(saleId),
    queryFn: ({ signal }) => call(counterApi.sale, { params: { saleId }, signal }),
    enabled: saleId.length > 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

export function useVendorSalesQuery(page: number) {
  return useQuery({
    queryKey: counterKeys.sales(page),
    queryFn: ({ signal }) => call(counterApi.sales, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useSaleAction(saleId: string, action: 'refund' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(action === 'refund' ? counterApi.refundSale : counterApi.cancelSale, { params: { saleId } }),
    onSuccess: (sale) => afterSaleChanged(queryClient, sale),
  });
}

/** Refund a cash sale in cash. */
export const useRefundSaleMutation = (saleId: string) => useSaleAction(saleId, 'refund');
/** Cancel a card sale still waiting for its payment. */
export const useCancelSaleMutation = (saleId: string) => useSaleAction(saleId, 'cancel');

export function useVendorDashboardQuery() {
  return useQuery({
    queryKey: counterKeys.dashboard(),
    queryFn: ({ signal }) => call(vendorsApi.ownDashboard, { signal }),
  });
}

export function useAdminVendorDashboardQuery(vendorId: string) {
  return useQuery({
    queryKey: counterKeys.adminDashboard(vendorId),
    queryFn: ({ signal }) => call(vendorsApi.dashboard, { params: { vendorId }, signal }),
  });
}

export function useAdminVendorSalesQuery(vendorId: string, page: number) {
  return useQuery({
    queryKey: counterKeys.adminSales(vendorId, page),
    queryFn: ({ signal }) => call(counterApi.vendorSales, { params: { vendorId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCashHandoverMutation(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCashHandoverRequest) =>
      call(vendorsApi.recordCashHandover, { params: { vendorId }, body }),
    onSuccess: (dashboard) => queryClient.setQueryData(counterKeys.adminDashboard(vendorId), dashboard),
  });
}

/** The tickets behind a signed print link (`reference`, `expires`, `signature` as they came in the URL). */
export function usePrintableTicketsQuery(query: string) {
  return useQuery({
    queryKey: counterKeys.print(query),
    queryFn: ({ signal }) => {
      const link = new URLSearchParams(query);
      const part = (name: string) => link.get(name) ?? '';
      return call(counterApi.printableTickets, {
        query: { reference: part('reference'), expires: part('expires'), signature: part('signature') },
        signal,
      });
    },
    enabled: query.length > 0,
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

/** One scan at the counter: the server validates the ticket once, or says why not. */
export function scanAtCounter(qrText: string): Promise<TVendorScanResponse> {
  return call(checkinApi.vendorScan, { body: { qrText } });
}
