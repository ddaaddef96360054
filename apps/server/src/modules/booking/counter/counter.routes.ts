import { ZPageQuery } from '@roteiro/domain/paging/paging';
import {
  ZPrintableTickets,
  ZPrintLinkQuery,
  ZVendorProductsQuery,
  ZVendorProductsResponse,
  ZVendorSale,
  ZVendorSaleParams,
  ZVendorSaleRequest,
  ZVendorSalesResponse,
} from '@roteiro/domain/vendors/counter';
import { counterApi } from '@roteiro/domain/vendors/counter.api';
import { ZVendorParams } from '@roteiro/domain/vendors/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../platform/http/routing.ts';
import {
  type CounterDeps,
  cancelWaitingSale,
  getPrintableTickets,
  getVendorSale,
  listOwnSales,
  listSalesOfVendorForAdmin,
  listVendorProducts,
  refundCashSale,
  sellAtCounter,
} from './counter.service.ts';

/** Selling at the counter: the vendor's sales, and the printable tickets behind a signed link. */
export function counterRoutes(app: FastifyInstance, deps: CounterDeps): void {
  const tags = ['vendors'];
  defineRoute(app, counterApi.products, {
    access: 'vendor',
    summary: 'What a vendor can sell: visible activities and passes, and upcoming events (search by title)',
    tags,
    query: ZVendorProductsQuery,
    response: ZVendorProductsResponse,
    handler: async ({ query }) => listVendorProducts(deps, query.search),
  });
  defineRoute(app, counterApi.sell, {
    access: 'vendor',
    summary:
      'Sell at the counter: paid in cash (tickets issued at once) or on the customer’s phone (provider checkout)',
    tags,
    body: ZVendorSaleRequest,
    response: ZVendorSale,
    status: 201,
    handler: async ({ actor, body }) => sellAtCounter(deps, actor(), body),
  });
  defineRoute(app, counterApi.sales, {
    access: 'vendor',
    summary: "The signed-in vendor's sales, newest first, 10 per page",
    tags,
    query: ZPageQuery,
    response: ZVendorSalesResponse,
    handler: async ({ actor, query }) => listOwnSales(deps, actor(), query),
  });
  defineRoute(app, counterApi.sale, {
    access: 'vendor',
    summary:
      'One of the vendor’s own sales: its payment page while waiting, its tickets and print link once paid',
    tags,
    params: ZVendorSaleParams,
    response: ZVendorSale,
    handler: async ({ actor, params }) => getVendorSale(deps, actor(), params.saleId),
  });
  defineRoute(app, counterApi.refundSale, {
    access: 'vendor',
    summary: 'Refund a cash sale in cash (more than 24 hours before its start); its tickets stop working',
    tags,
    params: ZVendorSaleParams,
    response: ZVendorSale,
    handler: async ({ actor, params }) => refundCashSale(deps, actor(), params.saleId),
  });
  defineRoute(app, counterApi.cancelSale, {
    access: 'vendor',
    summary: 'Cancel a card sale still waiting for its payment, releasing its places',
    tags,
    params: ZVendorSaleParams,
    response: ZVendorSale,
    handler: async ({ actor, params }) => cancelWaitingSale(deps, actor(), params.saleId),
  });
  defineRoute(app, counterApi.vendorSales, {
    access: 'admin',
    summary: "A vendor's sales, newest first, 10 per page",
    tags,
    params: ZVendorParams,
    query: ZPageQuery,
    response: ZVendorSalesResponse,
    handler: async ({ params, query }) => listSalesOfVendorForAdmin(deps, params.vendorId, query),
  });
  defineRoute(app, counterApi.printableTickets, {
    access: 'public',
    summary:
      'The tickets of a booking to print, through the signed and expiring print link of a vendor’s sale',
    tags,
    query: ZPrintLinkQuery,
    response: ZPrintableTickets,
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return getPrintableTickets(deps, query);
    },
  });
}
