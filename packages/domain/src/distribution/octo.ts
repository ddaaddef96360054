// No zod here: pure rules of the OCTO supplier API (resellers), shared by the server and its tests.

import type { TBookingKind } from '../booking/booking.ts';
import { BOOKING_CUTOFF_MINUTES, BOOKING_HOLD_MINUTES } from '../booking/rules.ts';
import { lisbonInstant } from '../time/format.ts';
import { lisbonOffsetMs } from '../time/lisbon.ts';

/** The OCTO error codes this API answers (docs.octo.travel, "Errors"). */
export const OCTO_ERRORS = [
  'INVALID_PRODUCT_ID',
  'INVALID_OPTION_ID',
  'INVALID_UNIT_ID',
  'INVALID_AVAILABILITY_ID',
  'INVALID_BOOKING_UUID',
  'BAD_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
] as const;
export type TOctoError = (typeof OCTO_ERRORS)[number];

/**
 * The OCTO capabilities this API applies when asked (`Octo-Capabilities`): pricing, whose fields every answer carries
 * anyway. Others (content, offers, questions…) are ignored.
 */
export const OCTO_CAPABILITIES = ['octo/pricing'] as const;

/** The HTTP status of each OCTO error: a reseller's mistake is a 4xx, never a 5xx. */
export function octoStatus(code: TOctoError): number {
  switch (code) {
    case 'UNAUTHORIZED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'INTERNAL_SERVER_ERROR':
      return 500;
    default:
      return 400;
  }
}

/** A reseller earns at most 30 % of a booking's price (docs/decisions.md, "Distribution"). */
export const RESELLER_MAX_COMMISSION_BASIS_POINTS = 3000;

/** What a reseller owes for a booking it sold on account: the price minus its commission, rounded up to the cent. */
export function resellerOwesCents(priceCents: number, commissionBasisPoints: number): number {
  const rate = Math.min(Math.max(commissionBasisPoints, 0), RESELLER_MAX_COMMISSION_BASIS_POINTS);
  return Math.max(priceCents, 0) - Math.floor((Math.max(priceCents, 0) * rate) / 10_000);
}

/** A reseller's hold: the online checkout's by default; a reseller may ask for 1 minute up to 60. */
export const OCTO_HOLD_MAX_MINUTES = 60;
export function holdMinutes(asked: number | null | undefined): number {
  if (asked === null || asked === undefined) {
    return BOOKING_HOLD_MINUTES;
  }
  return Math.min(Math.max(Math.trunc(asked), 1), OCTO_HOLD_MAX_MINUTES);
}

/** The options of a product: shared (or a pass's departures) is `DEFAULT`; a private group is `PRIVATE`. */
export const OCTO_OPTION_DEFAULT = 'DEFAULT';
export const OCTO_OPTION_PRIVATE = 'PRIVATE';
/** The one unit: a person (the catalogue has no notion of a child's price). */
export const OCTO_UNIT_ADULT = 'adult';

export type TOctoActivity = {
  isPass: boolean;
  isPrivateOnly: boolean;
  privatePriceCents: number | null;
};

/** The options an activity sells over OCTO, the default first, with the booking kind of each. */
export function octoOptions(activity: TOctoActivity): { id: string; kind: TBookingKind }[] {
  if (activity.isPass) {
    return [{ id: OCTO_OPTION_DEFAULT, kind: 'pass' }];
  }
  const options: { id: string; kind: TBookingKind }[] = [];
  if (!activity.isPrivateOnly) {
    options.push({ id: OCTO_OPTION_DEFAULT, kind: 'shared' });
  }
  if (activity.privatePriceCents !== null) {
    options.push({ id: OCTO_OPTION_PRIVATE, kind: 'private' });
  }
  return options;
}

/** An event of an activity is an option of its own: `EVENT-<event id>`, sold on its one day and time. */
export const OCTO_EVENT_OPTION_PREFIX = 'EVENT-';
export const eventOptionId = (eventId: string): string => `${OCTO_EVENT_OPTION_PREFIX}${eventId}`;
/** The event of an option id, or null when it is not an event's. */
export function eventOfOptionId(optionId: string): string | null {
  const id = optionId.startsWith(OCTO_EVENT_OPTION_PREFIX)
    ? optionId.slice(OCTO_EVENT_OPTION_PREFIX.length)
    : '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}

/** '+01:00' for an offset in ms. */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as Lisbon wall time with its offset: '2026-12-04T10:00:00+00:00'. */
export function lisbonDateTime(instant: Date): string {
  const offset = lisbonOffsetMs(instant.getTime());
  const wall = new Date(instant.getTime() + offset).toISOString().slice(0, 19);
  return `${wall}${offsetText(offset)}`;
}

/** A slot's OCTO times: start and end local to Lisbon with their offsets, and the booking cut-off in UTC. */
export function slotTimes(
  day: string,
  startTime: string,
  durationMinutes: number,
): { localDateTimeStart: string; localDateTimeEnd: string; utcCutoffAt: string } | null {
  const start = lisbonInstant(day, startTime.slice(0, 5));
  if (!start) {
    return null;
  }
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  return {
    localDateTimeStart: lisbonDateTime(start),
    localDateTimeEnd: lisbonDateTime(end),
    utcCutoffAt: utcText(new Date(start.getTime() - BOOKING_CUTOFF_MINUTES * 60_000)),
  };
}

/** An instant as OCTO writes UTC times: '2026-12-04T10:00:00Z'. */
export function utcText(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/** An availability id is its local start ('2026-12-04T10:00:00+00:00'): its day and time, or null. */
export function parseAvailabilityId(id: string): { day: string; startTime: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00[+-]\d{2}:\d{2}$/.exec(id);
  if (!match) {
    return null;
  }
  const [, day = '', startTime = ''] = match;
  const times = slotTimes(day, startTime, 0);
  // The offset must be Lisbon's on that day: an id is only ever one we gave.
  return times?.localDateTimeStart === id ? { day, startTime } : null;
}

/** The OCTO status of a day or slot from the places a booking can still take. */
export function availabilityStatus(
  placesLeft: number,
  capacity: number,
): 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' {
  if (placesLeft <= 0) {
    return 'SOLD_OUT';
  }
  return placesLeft * 2 <= capacity ? 'LIMITED' : 'AVAILABLE';
}

/** Booking statuses as OCTO names them. */
export type TOctoBookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'REDEEMED';

/** The OCTO status of a reseller's booking from the booking's own status and its hold. */
export function octoBookingStatus(
  booking: { status: 'pending' | 'paid' | 'refunded' | 'canceled'; confirmedAt: Date | null },
  hold: { expiresAt: Date; cancelledAt: Date | null },
  now: Date,
): TOctoBookingStatus {
  switch (booking.status) {
    case 'paid':
      return 'CONFIRMED';
    case 'refunded':
      return 'CANCELLED';
    case 'canceled':
      return hold.cancelledAt ? 'CANCELLED' : 'EXPIRED';
    case 'pending':
      return hold.expiresAt.getTime() > now.getTime() ? 'ON_HOLD' : 'EXPIRED';
  }
}

/**
 * After the guide's start screen or the vendor's scanner took a ticket: a confirmed unit item whose ticket was
 * validated is `REDEEMED`, and so is a confirmed booking all of whose unit items are (OCTO: "the booking has been
 * used"). Any other status stays.
 */
export function octoRedeemedStatus(status: TOctoBookingStatus, isRedeemed: boolean): TOctoBookingStatus {
  return status === 'CONFIRMED' && isRedeemed ? 'REDEEMED' : status;
}

/** A traveller's e-mail stands in for a reservation made without one (never written to): `<uuid>@reseller.invalid`. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'reseller.invalid';
export const placeholderEmail = (uuid: string): string => `${uuid}@${PLACEHOLDER_EMAIL_DOMAIN}`;
export const isPlaceholderEmail = (email: string): boolean => email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);

/** The longest range of days one availability request covers. */
export const OCTO_MAX_RANGE_DAYS = 366;

/** A new API key: `rtk_` and 32 random bytes as base64url; only its digest is stored. */
export const RESELLER_KEY_PREFIX = 'rtk_';
