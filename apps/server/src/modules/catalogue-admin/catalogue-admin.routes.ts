import {
  ZCatalogueFlagsRequest,
  ZCatalogueIdParams,
  ZCreateActivityRequest,
  ZUpdateActivityRequest,
  ZVisibilityRequest,
} from '@roteiro/domain/catalogue/activity';
import { ZUploadedMediaResponse } from '@roteiro/domain/catalogue/admin-media';
import {
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
} from '@roteiro/domain/catalogue/admin-responses';
import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import { ZCreateEventRequest, ZUpdateEventRequest } from '@roteiro/domain/catalogue/event';
import {
  ZEventTranslationRequest,
  ZEventTranslationResponse,
  ZItemTranslationParams,
  ZTicketTranslationRequest,
  ZTicketTranslationResponse,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import { ZSaveTicketRequest } from '@roteiro/domain/catalogue/ticket';
import {
  ZActivityTranslationParams,
  ZActivityTranslationRequest,
  ZActivityTranslationResponse,
} from '@roteiro/domain/catalogue/translation';
import { ZIdResponse } from '@roteiro/domain/common/responses';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import { defineUploadRoute } from '../../platform/http/upload-route.ts';
import {
  activityOptions,
  type CatalogueAdminDeps,
  changeActivityFlags,
  createActivity,
  getActivityForEdit,
  listAdminActivities,
  updateActivity,
  uploadedMedia,
} from './activity-admin.service.ts';
import { getActivityTranslation, saveActivityTranslation } from './activity-translation.service.ts';
import {
  changeEventVisibility,
  changeTicketVisibility,
  createEvent,
  createTicket,
  getEventForEdit,
  getTicketForEdit,
  listAdminEvents,
  listAdminTickets,
  updateEvent,
  updateTicket,
} from './event-ticket-admin.service.ts';
import {
  getEventTranslation,
  getTicketTranslation,
  saveEventTranslation,
  saveTicketTranslation,
} from './event-ticket-translation.service.ts';
import { createNominatimGeocoder } from './geocoder.ts';

/** Catalogue authoring (catalogue.md §2–§8): activities, events, tickets and their media. Admin only. */
export function catalogueAdminRoutes(
  app: FastifyInstance,
  deps: CatalogueAdminDeps & { geocoderUrl?: string },
): void {
  const tags = ['catalogue-admin'];
  const access = 'admin' as const;
  const geocoder = deps.geocoderUrl ? createNominatimGeocoder(deps.geocoderUrl) : null;

  defineRoute(app, catalogueAdminApi.geocode, {
    access,
    summary: 'Place search for the meeting point (when GEOCODER_URL is set)',
    tags,
    query: ZGeocodeQuery,
    response: ZGeocodeResponse,
    handler: async ({ query }) => ({
      available: geocoder !== null,
      items: geocoder && query.q ? await geocoder.search(query.q) : [],
    }),
  });

  // One file per request, so the browser can show each file's progress.
  defineUploadRoute(app, deps, catalogueAdminApi.uploadMedia, {
    access,
    summary: 'Upload one activity image or video (multipart field "file")',
    tags,
    files: {
      file: {
        accept: 'image-or-video',
        required: textRef(messages, 'fileRequired'),
        purpose: 'activity',
        isPublic: true,
      },
    },
    requireMultipart: true,
    status: 201,
    response: ZUploadedMediaResponse,
    handler: async ({ store }) => uploadedMedia(await store('file')),
  });

  // ---------------------------------------------------------------- activities
  defineRoute(app, catalogueAdminApi.activities, {
    access,
    summary: 'Activities, longest first',
    tags,
    query: ZPageQuery,
    response: ZAdminActivityListResponse,
    handler: ({ query }) => listAdminActivities(deps.db, query),
  });
  defineRoute(app, catalogueAdminApi.activityOptions, {
    access,
    summary: 'Activity ids and titles, to attach an event to',
    tags,
    response: ZActivityOptionsResponse,
    handler: () => activityOptions(deps.db),
  });
  defineRoute(app, catalogueAdminApi.createActivity, {
    access,
    invalidatesPublicCache: true,
    summary: 'Create an activity and its payment products',
    tags,
    body: ZCreateActivityRequest,
    response: ZIdResponse,
    status: 201,
    handler: ({ body, actor }) => createActivity(deps, body.id, body.activity, actor().id),
  });
  defineRoute(app, catalogueAdminApi.activity, {
    access,
    summary: 'An activity as the wizard edits it',
    tags,
    params: ZCatalogueIdParams,
    response: ZActivityEditResponse,
    handler: ({ params }) => getActivityForEdit(deps.db, params.id),
  });
  defineRoute(app, catalogueAdminApi.updateActivity, {
    access,
    invalidatesPublicCache: true,
    summary: 'Update an activity and its payment products',
    tags,
    params: ZCatalogueIdParams,
    body: ZUpdateActivityRequest,
    response: ZIdResponse,
    handler: async ({ params, body }) => {
      await updateActivity(deps, params.id, body.activity);
      return { id: params.id };
    },
  });
  defineRoute(app, catalogueAdminApi.activityTranslation, {
    access,
    summary: "An activity's texts in another language (empty while none is written)",
    tags,
    params: ZActivityTranslationParams,
    response: ZActivityTranslationResponse,
    handler: ({ params }) => getActivityTranslation(deps.db, params.id, params.locale),
  });
  defineRoute(app, catalogueAdminApi.saveActivityTranslation, {
    access,
    invalidatesPublicCache: true,
    summary: "Save an activity's texts in another language; a text left out is shown in English",
    tags,
    params: ZActivityTranslationParams,
    body: ZActivityTranslationRequest,
    response: ZActivityTranslationResponse,
    handler: ({ params, body }) => saveActivityTranslation(deps.db, params.id, params.locale, body.texts),
  });
  defineRoute(app, catalogueAdminApi.changeActivityFlags, {
    access,
    invalidatesPublicCache: true,
    summary: 'Show or hide an activity, feature it or not',
    tags,
    params: ZCatalogueIdParams,
    body: ZCatalogueFlagsRequest,
    response: ZActivityFlagsResponse,
    handler: ({ params, body }) => changeActivityFlags(deps.db, params.id, body),
  });

  // ---------------------------------------------------------------- events
  defineRoute(app, catalogueAdminApi.events, {
    access,
    summary: 'Events, cheapest first',
    tags,
    query: ZPageQuery,
    response: ZAdminEventListResponse,
    handler: ({ query }) => listAdminEvents(deps.db, query),
  });
  defineRoute(app, catalogueAdminApi.createEvent, {
    access,
    invalidatesPublicCache: true,
    summary: 'Create an event and its payment product',
    tags,
    body: ZCreateEventRequest,
    response: ZIdResponse,
    status: 201,
    handler: ({ body }) => createEvent(deps, body.id, body.event),
  });
  defineRoute(app, catalogueAdminApi.event, {
    access,
    summary: 'An event as its form edits it',
    tags,
    params: ZCatalogueIdParams,
    response: ZEventEditResponse,
    handler: ({ params }) => getEventForEdit(deps.db, params.id),
  });
  defineRoute(app, catalogueAdminApi.updateEvent, {
    access,
    invalidatesPublicCache: true,
    summary: 'Update an event and its payment product',
    tags,
    params: ZCatalogueIdParams,
    body: ZUpdateEventRequest,
    response: ZIdResponse,
    handler: async ({ params, body }) => {
      await updateEvent(deps, params.id, body.event);
      return { id: params.id };
    },
  });
  defineRoute(app, catalogueAdminApi.changeEventVisibility, {
    access,
    invalidatesPublicCache: true,
    summary: 'Show or hide an event',
    tags,
    params: ZCatalogueIdParams,
    body: ZVisibilityRequest,
    response: ZVisibilityResponse,
    handler: ({ params, body }) => changeEventVisibility(deps.db, params.id, body.isVisible),
  });
  defineRoute(app, catalogueAdminApi.eventTranslation, {
    access,
    summary: "An event's title in another language (empty while none is written)",
    tags,
    params: ZItemTranslationParams,
    response: ZEventTranslationResponse,
    handler: ({ params }) => getEventTranslation(deps.db, params.id, params.locale),
  });
  defineRoute(app, catalogueAdminApi.saveEventTranslation, {
    access,
    invalidatesPublicCache: true,
    summary: "Save an event's title in another language; left out, it is shown in English",
    tags,
    params: ZItemTranslationParams,
    body: ZEventTranslationRequest,
    response: ZEventTranslationResponse,
    handler: ({ params, body }) => saveEventTranslation(deps.db, params.id, params.locale, body.texts),
  });

  // ---------------------------------------------------------------- tickets
  defineRoute(app, catalogueAdminApi.tickets, {
    access,
    summary: 'Tickets, cheapest first',
    tags,
    query: ZPageQuery,
    response: ZAdminTicketListResponse,
    handler: ({ query }) => listAdminTickets(deps.db, query),
  });
  defineRoute(app, catalogueAdminApi.createTicket, {
    access,
    invalidatesPublicCache: true,
    summary: 'Create a ticket (no payment product)',
    tags,
    body: ZSaveTicketRequest,
    response: ZIdResponse,
    status: 201,
    handler: ({ body }) => createTicket(deps, body.ticket),
  });
  defineRoute(app, catalogueAdminApi.ticket, {
    access,
    summary: 'A ticket as its form edits it',
    tags,
    params: ZCatalogueIdParams,
    response: ZTicketEditResponse,
    handler: ({ params }) => getTicketForEdit(deps.db, params.id),
  });
  defineRoute(app, catalogueAdminApi.updateTicket, {
    access,
    invalidatesPublicCache: true,
    summary: 'Update a ticket',
    tags,
    params: ZCatalogueIdParams,
    body: ZSaveTicketRequest,
    response: ZIdResponse,
    handler: async ({ params, body }) => {
      await updateTicket(deps, params.id, body.ticket);
      return { id: params.id };
    },
  });
  defineRoute(app, catalogueAdminApi.changeTicketVisibility, {
    access,
    invalidatesPublicCache: true,
    summary: 'Show or hide a ticket',
    tags,
    params: ZCatalogueIdParams,
    body: ZVisibilityRequest,
    response: ZVisibilityResponse,
    handler: ({ params, body }) => changeTicketVisibility(deps.db, params.id, body.isVisible),
  });
  defineRoute(app, catalogueAdminApi.ticketTranslation, {
    access,
    summary: "A ticket's title and description in another language (empty while none is written)",
    tags,
    params: ZItemTranslationParams,
    response: ZTicketTranslationResponse,
    handler: ({ params }) => getTicketTranslation(deps.db, params.id, params.locale),
  });
  defineRoute(app, catalogueAdminApi.saveTicketTranslation, {
    access,
    invalidatesPublicCache: true,
    summary: "Save a ticket's title and description in another language; a text left out is shown in English",
    tags,
    params: ZItemTranslationParams,
    body: ZTicketTranslationRequest,
    response: ZTicketTranslationResponse,
    handler: ({ params, body }) => saveTicketTranslation(deps.db, params.id, params.locale, body.texts),
  });
}
