import { z } from 'zod';
import { ZPage } from '../paging/paging.ts';
import { ZActivityFormValues } from './activity-form.ts';
import { ZAdminMedia } from './admin-media.ts';
import { ZEventFormValues } from './event.ts';
import { ZTicketFormValues } from './ticket.ts';

/** Answers of the admin catalogue API (manage lists and the editing screens). */

/** Manage lists: 20 per page. */
export const CATALOGUE_ADMIN_PAGE_SIZE = 20;

export const ZAdminActivityRow = z.object({
  id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  isPass: z.boolean(),
  priceCents: z.number().int(),
  privatePriceCents: z.number().int().nullable(),
  city: z.string(),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
  coverUrl: z.string().nullable(),
  /** How far its texts are in Portuguese (issue 36). */
  portuguese: z.enum(['none', 'partial', 'complete']),
});
export type TAdminActivityRow = z.infer<typeof ZAdminActivityRow>;
export const ZAdminActivityListResponse = ZPage(ZAdminActivityRow);

export const ZAdminEventRow = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  eventDate: z.string(),
  eventTime: z.string(),
  isVisible: z.boolean(),
  activityTitle: z.string(),
  /** How far its title is in Portuguese (issue 36). */
  portuguese: z.enum(['none', 'partial', 'complete']),
});
export type TAdminEventRow = z.infer<typeof ZAdminEventRow>;
export const ZAdminEventListResponse = ZPage(ZAdminEventRow);

export const ZAdminTicketRow = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  city: z.string(),
  isVisible: z.boolean(),
  coverUrl: z.string().nullable(),
  /** How far its title and description are in Portuguese (issue 36). */
  portuguese: z.enum(['none', 'partial', 'complete']),
});
export type TAdminTicketRow = z.infer<typeof ZAdminTicketRow>;
export const ZAdminTicketListResponse = ZPage(ZAdminTicketRow);

/** An activity as the wizard edits it, with previews of its media and its payment prices. */
export const ZActivityEditResponse = z.object({
  id: z.string(),
  values: ZActivityFormValues,
  media: z.array(ZAdminMedia),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
  priceLink: z.string().nullable(),
  sharedPriceLink: z.string().nullable(),
});
export type TActivityEdit = z.infer<typeof ZActivityEditResponse>;

export const ZEventEditResponse = z.object({
  id: z.string(),
  values: ZEventFormValues,
  isVisible: z.boolean(),
  priceLink: z.string().nullable(),
});
export type TEventEdit = z.infer<typeof ZEventEditResponse>;

export const ZTicketEditResponse = z.object({
  id: z.string(),
  values: ZTicketFormValues,
  coverUrl: z.string().nullable(),
  isVisible: z.boolean(),
});
export type TTicketEdit = z.infer<typeof ZTicketEditResponse>;

/** Activities to attach an event to. */
export const ZActivityOptionsResponse = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TActivityOptions = z.infer<typeof ZActivityOptionsResponse>;

export const ZActivityFlagsResponse = z.object({
  id: z.string(),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
});
export const ZVisibilityResponse = z.object({ id: z.string(), isVisible: z.boolean() });

/** Place search for the meeting point; `available` is false when no geocoder is configured. */
export const ZGeocodeQuery = z.object({ q: z.string().trim().max(200).default('') });
export const ZGeocodeResponse = z.object({
  available: z.boolean(),
  items: z.array(z.object({ label: z.string(), lat: z.number(), lng: z.number() })),
});
export type TGeocodeResponse = z.infer<typeof ZGeocodeResponse>;
