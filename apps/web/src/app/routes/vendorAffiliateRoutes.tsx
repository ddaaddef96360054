import type { RouteObject } from 'react-router';
import { reserved } from './routeKit.ts';

/** Vendor pages (absolute paths, vendor role). */
export const vendorRoutes: RouteObject[] = [
  reserved('vendor/dashboard'),
  reserved('vendor/scan', 'none'),
  reserved('vendor/generate-ticket'),
];

/** Affiliate pages (absolute paths, affiliate role). */
export const affiliateRoutes: RouteObject[] = [
  reserved('affiliate/dashboard'),
  reserved('affiliate/set-up-payment', 'full'),
];
