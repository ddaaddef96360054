import { endpoint } from '../api/endpoint.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type {
  ZPrintableTickets,
  ZPrintLinkQuery,
  ZVendorProductsQuery,
  ZVendorProductsResponse,
  ZVendorSale,
  ZVendorSaleParams,
  ZVendorSaleRequest,
  ZVendorSalesResponse,
} from './counter.ts';
import type { ZVendorParams } from './schemas.ts';

/** Selling at the counter: what a vendor sells, their sales (one, refunded, canceled), and the printable tickets. */
export const counterApi = {
  products: endpoint<{ query: typeof ZVendorProductsQuery; response: typeof ZVendorProductsResponse }>()(
    'GET',
    '/api/vendor/products',
  ),
  sell: endpoint<{ body: typeof ZVendorSaleRequest; response: typeof ZVendorSale }>()(
    'POST',
    '/api/vendor/sales',
  ),
  sales: endpoint<{ query: typeof ZPageQuery; response: typeof ZVendorSalesResponse }>()(
    'GET',
    '/api/vendor/sales',
  ),
  sale: endpoint<{ params: typeof ZVendorSaleParams; response: typeof ZVendorSale }>()(
    'GET',
    '/api/vendor/sales/:saleId',
  ),
  refundSale: endpoint<{ params: typeof ZVendorSaleParams; response: typeof ZVendorSale }>()(
    'POST',
    '/api/vendor/sales/:saleId/refund',
  ),
  cancelSale: endpoint<{ params: typeof ZVendorSaleParams; response: typeof ZVendorSale }>()(
    'POST',
    '/api/vendor/sales/:saleId/cancel',
  ),
  vendorSales: endpoint<{
    params: typeof ZVendorParams;
    query: typeof ZPageQuery;
    response: typeof ZVendorSalesResponse;
  }>()('GET', '/api/admin/vendors/:vendorId/sales'),
  /** Through the signed and expiring print link of a sale. */
  printableTickets: endpoint<{ query: typeof ZPrintLinkQuery; response: typeof ZPrintableTickets }>()(
    'GET',
    '/api/ticket-print',
  ),
};
