import { endpoint } from '../api/endpoint.ts';
import type { ZPublicContentQuery } from '../catalogue/public.ts';
import type { ZOkResponse } from '../common/responses.ts';
import type {
  ZAddEmbedOriginRequest,
  ZEmbedBox,
  ZEmbedOriginParams,
  ZEmbedOwnerParams,
  ZEmbedSettings,
} from './embed.ts';
import type {
  ZAdminReseller,
  ZAdminResellerList,
  ZCreatedResellerKey,
  ZCreateResellerRequest,
  ZOctoAvailabilities,
  ZOctoAvailabilityRequest,
  ZOctoBooking,
  ZOctoBookingParams,
  ZOctoBookings,
  ZOctoBookingsQuery,
  ZOctoCalendar,
  ZOctoCalendarRequest,
  ZOctoCancelRequest,
  ZOctoConfirmRequest,
  ZOctoExtendRequest,
  ZOctoProduct,
  ZOctoProductParams,
  ZOctoProducts,
  ZOctoReserveRequest,
  ZOctoSupplier,
  ZOctoUpdateRequest,
  ZResellerIdParams,
  ZResellerKeyParams,
} from './schemas.ts';

/** OCTO v1 core for resellers (authenticated by a reseller's API key), under `/octo`. */
export const octoApi = {
  supplier: endpoint<{ response: typeof ZOctoSupplier }>()('GET', '/octo/supplier'),
  products: endpoint<{ response: typeof ZOctoProducts }>()('GET', '/octo/products'),
  product: endpoint<{ params: typeof ZOctoProductParams; response: typeof ZOctoProduct }>()(
    'GET',
    '/octo/products/:id',
  ),
  calendar: endpoint<{ body: typeof ZOctoCalendarRequest; response: typeof ZOctoCalendar }>()(
    'POST',
    '/octo/availability/calendar',
  ),
  availability: endpoint<{ body: typeof ZOctoAvailabilityRequest; response: typeof ZOctoAvailabilities }>()(
    'POST',
    '/octo/availability',
  ),
  reserve: endpoint<{ body: typeof ZOctoReserveRequest; response: typeof ZOctoBooking }>()(
    'POST',
    '/octo/bookings',
  ),
  extend: endpoint<{
    params: typeof ZOctoBookingParams;
    body: typeof ZOctoExtendRequest;
    response: typeof ZOctoBooking;
  }>()('POST', '/octo/bookings/:uuid/extend'),
  confirm: endpoint<{
    params: typeof ZOctoBookingParams;
    body: typeof ZOctoConfirmRequest;
    response: typeof ZOctoBooking;
  }>()('POST', '/octo/bookings/:uuid/confirm'),
  update: endpoint<{
    params: typeof ZOctoBookingParams;
    body: typeof ZOctoUpdateRequest;
    response: typeof ZOctoBooking;
  }>()('PATCH', '/octo/bookings/:uuid'),
  cancel: endpoint<{
    params: typeof ZOctoBookingParams;
    body: typeof ZOctoCancelRequest;
    response: typeof ZOctoBooking;
  }>()('POST', '/octo/bookings/:uuid/cancel'),
  booking: endpoint<{ params: typeof ZOctoBookingParams; response: typeof ZOctoBooking }>()(
    'GET',
    '/octo/bookings/:uuid',
  ),
  bookings: endpoint<{ query: typeof ZOctoBookingsQuery; response: typeof ZOctoBookings }>()(
    'GET',
    '/octo/bookings',
  ),
};

/** The admin's resellers: list, add, create a key (shown once), revoke a key. */
export const resellersApi = {
  list: endpoint<{ response: typeof ZAdminResellerList }>()('GET', '/api/admin/resellers'),
  create: endpoint<{ body: typeof ZCreateResellerRequest; response: typeof ZAdminReseller }>()(
    'POST',
    '/api/admin/resellers',
  ),
  createKey: endpoint<{ params: typeof ZResellerIdParams; response: typeof ZCreatedResellerKey }>()(
    'POST',
    '/api/admin/resellers/:resellerId/keys',
  ),
  revokeKey: endpoint<{ params: typeof ZResellerKeyParams; response: typeof ZOkResponse }>()(
    'POST',
    '/api/admin/resellers/:resellerId/keys/:keyId/revoke',
  ),
};

/** A booking box owner's settings: its registered origins (sites allowed to frame its box), under its own area. */
const embedSettingsApi = (area: 'company' | 'affiliate') => ({
  settings: endpoint<{ response: typeof ZEmbedSettings }>()('GET', `/api/${area}/booking-box`),
  addOrigin: endpoint<{ body: typeof ZAddEmbedOriginRequest; response: typeof ZEmbedSettings }>()(
    'POST',
    `/api/${area}/booking-box/origins`,
  ),
  removeOrigin: endpoint<{ params: typeof ZEmbedOriginParams; response: typeof ZEmbedSettings }>()(
    'DELETE',
    `/api/${area}/booking-box/origins/:originId`,
  ),
});

/** The booking box for operators' own sites: a company's and an affiliate's settings, and what a box offers. */
export const embedApi = {
  company: embedSettingsApi('company'),
  affiliate: embedSettingsApi('affiliate'),
  /** In the visitor's language (`locale`): the activities' titles where they have one in it. */
  box: endpoint<{
    params: typeof ZEmbedOwnerParams;
    query: typeof ZPublicContentQuery;
    response: typeof ZEmbedBox;
  }>()('GET', '/api/embed/:kind/:ownerId'),
};
