import { endpoint } from '../api/endpoint.ts';
import type { ZIdResponse } from '../common/responses.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type {
  ZCatalogueFlagsRequest,
  ZCatalogueIdParams,
  ZCreateActivityRequest,
  ZUpdateActivityRequest,
  ZVisibilityRequest,
} from './activity.ts';
import type { ZUploadedMediaResponse } from './admin-media.ts';
import type {
  ZActivityEditResponse,
  ZActivityFlagsResponse,
  ZActivityOptionsResponse,
  ZAdminActivityListResponse,
  ZAdminEventListResponse,
  ZAdminTicketListResponse,
  ZEventEditResponse,
  ZGeocodeQuery,
  ZGeocodeResponse,
  ZTicketEditResponse,
  ZVisibilityResponse,
} from './admin-responses.ts';
import type { ZCreateEventRequest, ZUpdateEventRequest } from './event.ts';
import type {
  ZEventTranslationRequest,
  ZEventTranslationResponse,
  ZItemTranslationParams,
  ZTicketTranslationRequest,
  ZTicketTranslationResponse,
} from './event-ticket-translation.ts';
import type { ZSaveTicketRequest } from './ticket.ts';
import type {
  ZActivityTranslationParams,
  ZActivityTranslationRequest,
  ZActivityTranslationResponse,
} from './translation.ts';

/** Catalogue authoring (admins): activities, events, tickets, their media and the place search. */
export const catalogueAdminApi = {
  geocode: endpoint<{ query: typeof ZGeocodeQuery; response: typeof ZGeocodeResponse }>()(
    'GET',
    '/api/admin/geocode',
  ),
  uploadMedia: endpoint<{ upload: true; response: typeof ZUploadedMediaResponse }>()(
    'POST',
    '/api/admin/media',
  ),

  activities: endpoint<{ query: typeof ZPageQuery; response: typeof ZAdminActivityListResponse }>()(
    'GET',
    '/api/admin/activities',
  ),
  activityOptions: endpoint<{ response: typeof ZActivityOptionsResponse }>()(
    'GET',
    '/api/admin/activities/options',
  ),
  createActivity: endpoint<{ body: typeof ZCreateActivityRequest; response: typeof ZIdResponse }>()(
    'POST',
    '/api/admin/activities',
  ),
  activity: endpoint<{ params: typeof ZCatalogueIdParams; response: typeof ZActivityEditResponse }>()(
    'GET',
    '/api/admin/activities/:id',
  ),
  updateActivity: endpoint<{
    params: typeof ZCatalogueIdParams;
    body: typeof ZUpdateActivityRequest;
    response: typeof ZIdResponse;
  }>()('PUT', '/api/admin/activities/:id'),
  changeActivityFlags: endpoint<{
    params: typeof ZCatalogueIdParams;
    body: typeof ZCatalogueFlagsRequest;
    response: typeof ZActivityFlagsResponse;
  }>()('PATCH', '/api/admin/activities/:id/flags'),
  /** An activity's texts in another language than English (issue 36). */
  activityTranslation: endpoint<{
    params: typeof ZActivityTranslationParams;
    response: typeof ZActivityTranslationResponse;
  }>()('GET', '/api/admin/activities/:id/translations/:locale'),
  saveActivityTranslation: endpoint<{
    params: typeof ZActivityTranslationParams;
    body: typeof ZActivityTranslationRequest;
    response: typeof ZActivityTranslationResponse;
  }>()('PUT', '/api/admin/activities/:id/translations/:locale'),

  events: endpoint<{ query: typeof ZPageQuery; response: typeof ZAdminEventListResponse }>()(
    'GET',
    '/api/admin/events',
  ),
  createEvent: endpoint<{ body: typeof ZCreateEventRequest; response: typeof ZIdResponse }>()(
    'POST',
    '/api/admin/events',
  ),
  event: endpoint<{ params: typeof ZCatalogueIdParams; response: typeof ZEventEditResponse }>()(
    'GET',
    '/api/admin/events/:id',
  ),
  updateEvent: endpoint<{
    params: typeof ZCatalogueIdParams;
    body: typeof ZUpdateEventRequest;
    response: typeof ZIdResponse;
  }>()('PUT', '/api/admin/events/:id'),
  changeEventVisibility: endpoint<{
    params: typeof ZCatalogueIdParams;
    body: typeof ZVisibilityRequest;
    response: typeof ZVisibilityResponse;
  }>()('PATCH', '/api/admin/events/:id/flags'),
  /** An event's title in another language than English (issue 36). */
  eventTranslation: endpoint<{
    params: typeof ZItemTranslationParams;
    response: typeof ZEventTranslationResponse;
  }>()('GET', '/api/admin/events/:id/translations/:locale'),
  saveEventTranslation: endpoint<{
    params: typeof ZItemTranslationParams;
    body: typeof ZEventTranslationRequest;
    response: typeof ZEventTranslationResponse;
  }>()('PUT', '/api/admin/events/:id/translations/:locale'),

  tickets: endpoint<{ query: typeof ZPageQuery; response: typeof ZAdminTicketListResponse }>()(
    'GET',
    '/api/admin/tickets',
  ),
  createTicket: endpoint<{ body: typeof ZSaveTicketRequest; response: typeof ZIdResponse }>()(
    'POST',
    '/api/admin/tickets',
  ),
  ticket: endpoint<{ params: typeof ZCatalogueIdParams; response: typeof ZTicketEditResponse }>()(
    'GET',
    '/api/admin/tickets/:id',
  ),
  updateTicket: endpoint<{
    params: typeof ZCatalogueIdParams;
    body: typeof ZSaveTicketRequest;
    response: typeof ZIdResponse;
  }>()('PUT', '/api/admin/tickets/:id'),
  changeTicketVisibility: endpoint<{
    params: typeof ZCatalogueIdParams;
    body: typeof ZVisibilityRequest;
    response: typeof ZVisibilityResponse;
  }>()('PATCH', '/api/admin/tickets/:id/flags'),
  /** A ticket's title and description in another language than English (issue 36). */
  ticketTranslation: endpoint<{
    params: typeof ZItemTranslationParams;
    response: typeof ZTicketTranslationResponse;
  }>()('GET', '/api/admin/tickets/:id/translations/:locale'),
  saveTicketTranslation: endpoint<{
    params: typeof ZItemTranslationParams;
    body: typeof ZTicketTranslationRequest;
    response: typeof ZTicketTranslationResponse;
  }>()('PUT', '/api/admin/tickets/:id/translations/:locale'),
};
