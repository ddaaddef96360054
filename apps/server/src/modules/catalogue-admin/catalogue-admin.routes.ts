import {
  ZCatalogueFlagsRequest,
  ZCatalogueIdParams,
  ZCatalogueListQuery,
  ZCreateActivityRequest,
  ZUpdateActivityRequest,
  ZVisibilityRequest,
} from '@roteiro/domain/catalogue/activity';
import { ZCreateEventRequest, ZUpdateEventRequest } from '@roteiro/domain/catalogue/event';
import { ZSaveTicketRequest } from '@roteiro/domain/catalogue/ticket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { UploadRejected } from '../../platform/storage/upload-checker.ts';
import { storeUpload } from '../media/media.service.ts';
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
import { createNominatimGeocoder } from './geocoder.ts';

const ZGeocodeQuery = z.object({ q: z.string().trim().max(200).default('') });

/** Catalogue authoring (catalogue.md §2–§8): activities, events, tickets and their media. Admin only. */
export function catalogueAdminRoutes(
  app: FastifyInstance,
  deps: CatalogueAdminDeps & { geocoderUrl?: string },
): void {
  const tags = ['catalogue-admin'];
  const access = 'admin' as const;
  const geocoder = deps.geocoderUrl ? createNominatimGeocoder(deps.geocoderUrl) : null;

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/geocode',
    access,
    summary: 'Place search for the meeting point (when GEOCODER_URL is set)',
    tags,
    query: ZGeocodeQuery,
    handler: async ({ query }) => ({
      available: geocoder !== null,
      items: geocoder && query.q ? await geocoder.search(query.q) : [],
    }),
  });

  // One file per request, so the browser can show each file's progress.
  app.post(
    '/api/admin/media',
    {
      config: { access },
      schema: { summary: 'Upload one activity image or video (multipart field "file")', tags },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
      }
      const file = await request.file();
      if (!file) {
        throw new AppError('BAD_REQUEST', 'Choose a file to upload.');
      }
      const bytes = await file.toBuffer();
      try {
        const stored = await storeUpload({ db: deps.db, storage: deps.storage }, bytes, {
          accept: 'image-or-video',
          purpose: 'activity',
          ownerUserId: request.sessionUser?.id ?? null,
          isPublic: true,
        });
        return reply.status(201).send({ ...stored, ...uploadedMedia(stored) });
      } catch (error) {
        if (error instanceof UploadRejected) {
          throw new AppError(error.reason === 'too_large' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE');
        }
        throw error;
      }
    },
  );

  // ---------------------------------------------------------------- activities
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/activities',
    access,
    summary: 'Activities, longest first',
    tags,
    query: ZCatalogueListQuery,
    handler: ({ query }) => listAdminActivities(deps.db, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/activities/options',
    access,
    summary: 'Activity ids and titles, to attach an event to',
    tags,
    handler: () => activityOptions(deps.db),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/activities',
    access,
    summary: 'Create an activity and its payment products',
    tags,
    body: ZCreateActivityRequest,
    status: 201,
    handler: ({ body, actor }) => createActivity(deps, body.id, body.activity, actor().id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/activities/:id',
    access,
    summary: 'An activity as the wizard edits it',
    tags,
    params: ZCatalogueIdParams,
    handler: ({ params }) => getActivityForEdit(deps.db, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/activities/:id',
    access,
    summary: 'Update an activity and its payment products',
    tags,
    params: ZCatalogueIdParams,
    body: ZUpdateActivityRequest,
    handler: async ({ params, body }) => {
      await updateActivity(deps, params.id, body.activity);
      return { id: params.id };
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/activities/:id/flags',
    access,
    summary: 'Show or hide an activity, feature it or not',
    tags,
    params: ZCatalogueIdParams,
    body: ZCatalogueFlagsRequest,
    handler: ({ params, body }) => changeActivityFlags(deps.db, params.id, body),
  });

  // ---------------------------------------------------------------- events
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/events',
    access,
    summary: 'Events, cheapest first',
    tags,
    query: ZCatalogueListQuery,
    handler: ({ query }) => listAdminEvents(deps.db, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/events',
    access,
    summary: 'Create an event and its payment product',
    tags,
    body: ZCreateEventRequest,
    status: 201,
    handler: ({ body }) => createEvent(deps, body.id, body.event),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/events/:id',
    access,
    summary: 'An event as its form edits it',
    tags,
    params: ZCatalogueIdParams,
    handler: ({ params }) => getEventForEdit(deps.db, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/events/:id',
    access,
    summary: 'Update an event and its payment product',
    tags,
    params: ZCatalogueIdParams,
    body: ZUpdateEventRequest,
    handler: async ({ params, body }) => {
      await updateEvent(deps, params.id, body.event);
      return { id: params.id };
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/events/:id/flags',
    access,
    summary: 'Show or hide an event',
    tags,
    params: ZCatalogueIdParams,
    body: ZVisibilityRequest,
    handler: ({ params, body }) => changeEventVisibility(deps.db, params.id, body.isVisible),
  });

  // ---------------------------------------------------------------- tickets
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/tickets',
    access,
    summary: 'Tickets, cheapest first',
    tags,
    query: ZCatalogueListQuery,
    handler: ({ query }) => listAdminTickets(deps.db, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/tickets',
    access,
    summary: 'Create a ticket (no payment product)',
    tags,
    body: ZSaveTicketRequest,
    status: 201,
    handler: ({ body }) => createTicket(deps, body.ticket),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/tickets/:id',
    access,
    summary: 'A ticket as its form edits it',
    tags,
    params: ZCatalogueIdParams,
    handler: ({ params }) => getTicketForEdit(deps.db, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/tickets/:id',
    access,
    summary: 'Update a ticket',
    tags,
    params: ZCatalogueIdParams,
    body: ZSaveTicketRequest,
    handler: async ({ params, body }) => {
      await updateTicket(deps, params.id, body.ticket);
      return { id: params.id };
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/tickets/:id/flags',
    access,
    summary: 'Show or hide a ticket',
    tags,
    params: ZCatalogueIdParams,
    body: ZVisibilityRequest,
    handler: ({ params, body }) => changeTicketVisibility(deps.db, params.id, body.isVisible),
  });
}
