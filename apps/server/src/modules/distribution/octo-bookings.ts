import { randomUUID } from 'node:crypto';
import { slotCancellationTerms } from '@roteiro/domain/booking/cancellation';
import { ZBookingPhone } from '@roteiro/domain/booking/contact';
import { ticketQrText } from '@roteiro/domain/checkin/qr';
import {
  holdMinutes,
  isPlaceholderEmail,
  OCTO_UNIT_ADULT,
  octoBookingStatus,
  octoRedeemedStatus,
  parseAvailabilityId,
  placeholderEmail,
  slotTimes,
  utcText,
} from '@roteiro/domain/distribution/octo';
import type {
  TOctoBooking,
  TOctoBookingsQuery,
  TOctoConfirmRequest,
  TOctoContact,
  TOctoContactInput,
  TOctoReserveRequest,
  TOctoUpdateRequest,
} from '@roteiro/domain/distribution/schemas';
import { addDays } from '@roteiro/domain/time/lisbon';
import type { FastifyBaseLogger } from 'fastify';
import type { Trx } from '../../db/database.ts';
import type { ResellerUnitItem } from '../../db/domain-tables.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import {
  payHeldBookingOnAccount,
  refundOnAccount,
  releaseHeldBooking,
  reserveHeldBooking,
  setHeldBookingContact,
} from '../booking/checkout/channel-sales.service.ts';
import type { ManageDeps } from '../booking/manage/manage.service.ts';
import {
  claimConfirmation,
  extendHold,
  findResellerBooking,
  insertResellerBooking,
  isUuidTaken,
  listResellerBookingRows,
  listTicketsOfBookings,
  markResellerCancelled,
  type ResellerBookingRow,
  type ResellerRow,
  updateResellerBooking,
} from './distribution.repository.ts';
import {
  isSlotOf,
  type OctoDeps,
  pricing,
  sellableProduct,
  sellOption,
  unitCount,
} from './octo-catalogue.ts';
import { OctoError } from './octo-errors.ts';

/** OCTO bookings over the online checkout's own reservation, fulfilment and refund. */

export type OctoBookingDeps = OctoDeps & {
  manage: ManageDeps;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  onPaid?: (trx: Trx, groupId: string) => Promise<void>;
  onPlacesChanged?: (activityId: string) => void;
};

const NO_MAIL: Pick<Outbox, 'enqueue'> = { enqueue: async () => 'not-sent' };

function nameOf(contact: TOctoContactInput | undefined): string | null {
  const full =
    contact?.fullName?.trim() || [contact?.firstName, contact?.lastName].filter(Boolean).join(' ').trim();
  return full ? full.slice(0, 120) : null;
}

function phoneOf(contact: TOctoContactInput | undefined): string | null {
  const parsed = ZBookingPhone.safeParse(contact?.phoneNumber ?? null);
  return parsed.success ? (parsed.data ?? null) : null;
}

function contactOf(row: ResellerBookingRow): TOctoContact {
  const [firstName, ...rest] = row.clientName.split(' ');
  return {
    fullName: row.clientName,
    firstName: firstName ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    emailAddress: isPlaceholderEmail(row.clientEmail) ? null : row.clientEmail,
    phoneNumber: row.clientPhone,
    locales: [],
    postalCode: null,
    country: null,
    notes: row.notes,
  };
}

type TicketRow = Awaited<ReturnType<typeof listTicketsOfBookings>>[number];

/** A booking as OCTO shows it; ticket i (with its QR text) is unit item i. */
function bookingOf(
  row: ResellerBookingRow,
  tickets: TicketRow[],
  reseller: ResellerRow,
  now: Date,
): TOctoBooking {
  const booked = octoBookingStatus(row, { expiresAt: row.holdExpiresAt, cancelledAt: row.cancelledAt }, now);
  const contact = contactOf(row);
  const day = row.day;
  const slotStart = row.startTime.slice(0, 5);
  const terms = slotCancellationTerms(day, slotStart, now);
  const perPerson = row.kind !== 'private';
  const unitItems = row.unitItems.map((item, index) => {
    const ticket = tickets[index];
    const redeemedAt = ticket?.validatedAt ? utcText(ticket.validatedAt) : null;
    return {
      uuid: item.uuid,
      resellerReference: item.resellerReference,
      supplierReference: ticket?.ticketNumber ?? null,
      unitId: item.unitId,
      status: octoRedeemedStatus(booked, redeemedAt !== null),
      utcRedeemedAt: redeemedAt,
      contact,
      ticket:
        ticket && booked === 'CONFIRMED'
          ? {
              redemptionMethod: 'DIGITAL' as const,
              utcRedeemedAt: redeemedAt,
              deliveryOptions: [{ deliveryFormat: 'QRCODE' as const, deliveryValue: ticketQrText(ticket) }],
            }
          : null,
      ...(perPerson
        ? {
            pricing: pricing(
              Math.round(row.amountCents / row.participantCount),
              reseller.commissionBasisPoints,
            ),
          }
        : {}),
    };
  });
  // Scanned on the start screen or at a counter: used once every unit's ticket was taken.
  const status = octoRedeemedStatus(
    booked,
    unitItems.length > 0 && unitItems.every((item) => item.utcRedeemedAt !== null),
  );
  // As the availability answers name the slot: its local start with Lisbon's offset.
  const availabilityId = slotTimes(day, slotStart, 0)?.localDateTimeStart ?? null;
  return {
    id: row.bookingId,
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.resellerReference,
    supplierReference: row.reference,
    status,
    utcCreatedAt: utcText(row.createdAt),
    utcUpdatedAt: utcText(row.updatedAt > row.bookingUpdatedAt ? row.updatedAt : row.bookingUpdatedAt),
    utcExpiresAt: status === 'ON_HOLD' ? utcText(row.holdExpiresAt) : null,
    utcRedeemedAt: unitItems.find((item) => item.utcRedeemedAt)?.utcRedeemedAt ?? null,
    utcConfirmedAt: row.confirmedAt ? utcText(row.confirmedAt) : null,
    productId: row.activityId,
    optionId: row.optionId,
    cancellable: status === 'ON_HOLD' || (status === 'CONFIRMED' && terms.isRefundable),
    cancellation:
      status === 'CANCELLED'
        ? {
            refund: row.status === 'refunded' ? 'FULL' : 'NONE',
            reason: row.cancelReason,
            utcCancelledAt: utcText(row.cancelledAt ?? row.updatedAt),
          }
        : null,
    freesale: false,
    availabilityId,
    availability: null,
    contact,
    notes: row.notes,
    deliveryMethods: ['TICKET'],
    voucher: null,
    unitItems,
    pricing: pricing(row.amountCents, reseller.commissionBasisPoints),
  };
}

async function answer(deps: OctoDeps, reseller: ResellerRow, uuid: string): Promise<TOctoBooking> {
  const row = await findResellerBooking(deps.db, reseller.id, uuid);
  if (!row) {
    throw new OctoError('INVALID_BOOKING_UUID', 'Invalid booking uuid', { uuid });
  }
  const tickets = await listTicketsOfBookings(deps.db, [row.bookingId]);
  return bookingOf(row, tickets, reseller, deps.now());
}

async function rowOf(deps: OctoDeps, reseller: ResellerRow, uuid: string): Promise<ResellerBookingRow> {
  const row = await findResellerBooking(deps.db, reseller.id, uuid);
  if (!row) {
    throw new OctoError('INVALID_BOOKING_UUID', 'Invalid booking uuid', { uuid });
  }
  return row;
}

/** POST /octo/bookings: an ON_HOLD booking holding its places as the online checkout does. */
export async function reserve(
  deps: OctoBookingDeps,
  reseller: ResellerRow,
  request: TOctoReserveRequest,
): Promise<TOctoBooking> {
  const sellable = await sellableProduct(deps, reseller, request.productId);
  const { activity } = sellable;
  const option = sellOption(sellable, request.optionId);
  const participants = unitCount(request.unitItems.map((item) => ({ id: item.unitId, quantity: 1 })));
  const slot = parseAvailabilityId(request.availabilityId);
  if (!slot || !isSlotOf(activity, option, slot.day, slot.startTime)) {
    throw new OctoError('INVALID_AVAILABILITY_ID', 'Invalid availabilityId', {
      availabilityId: request.availabilityId,
    });
  }
  const uuid = request.uuid ?? randomUUID();
  if (await isUuidTaken(deps.db, uuid)) {
    throw new OctoError('BAD_REQUEST', 'This uuid is already used by another booking');
  }
  const now = deps.now();
  const unitItems: ResellerUnitItem[] = request.unitItems.map((item) => ({
    uuid: item.uuid ?? randomUUID(),
    unitId: OCTO_UNIT_ADULT,
    resellerReference: item.resellerReference ?? null,
  }));
  try {
    await reserveHeldBooking(
      deps.db,
      {
        activityId: activity.id,
        kind: option.kind,
        eventId: option.event?.id ?? null,
        day: slot.day,
        startTime: slot.startTime,
        participants,
        clientName: nameOf(request.contact) ?? reseller.name,
        clientEmail: (request.contact?.emailAddress ?? placeholderEmail(uuid)).toLowerCase(),
        clientPhone: phoneOf(request.contact),
        notes: request.notes?.trim() || null,
      },
      {
        now,
        andThen: (trx, booking) =>
          insertResellerBooking(trx, {
            bookingId: booking.id,
            resellerId: reseller.id,
            uuid,
            resellerReference: request.resellerReference ?? null,
            optionId: request.optionId,
            unitItems,
            commissionBasisPoints: reseller.commissionBasisPoints,
            holdExpiresAt: new Date(now.getTime() + holdMinutes(request.expirationMinutes) * 60_000),
          }),
      },
    );
  } catch (error) {
    // The checkout's refusals (slot full, too late, too many people) are the reseller's to handle.
    if (error instanceof AppError && error.status < 500) {
      throw new OctoError('UNPROCESSABLE_ENTITY', error.message);
    }
    throw error;
  }
  deps.onPlacesChanged?.(activity.id);
  return answer(deps, reseller, uuid);
}

/** POST /octo/bookings/:uuid/extend: a longer hold while it still holds. */
export async function extend(
  deps: OctoBookingDeps,
  reseller: ResellerRow,
  uuid: string,
  expirationMinutes: number | undefined,
): Promise<TOctoBooking> {
  const row = await rowOf(deps, reseller, uuid);
  const now = deps.now();
  const until = new Date(now.getTime() + holdMinutes(expirationMinutes) * 60_000);
  if (row.status !== 'pending' || !(await extendHold(deps.db, row.bookingId, until, now))) {
    throw new OctoError('UNPROCESSABLE_ENTITY', 'Only a booking on hold can be extended');
  }
  return answer(deps, reseller, uuid);
}

/**
 * POST /octo/bookings/:uuid/confirm: in one transaction the traveller's contact is set (only while pending), the
 * hold is claimed (only while it holds), and the booking is paid on account and fulfilled as a paid online booking
 * is: its tickets issued, the charge recorded, the operators told; our e-mail only if the reseller asks for it.
 */
export async function confirm(
  deps: OctoBookingDeps,
  reseller: ResellerRow,
  uuid: string,
  request: TOctoConfirmRequest,
): Promise<TOctoBooking> {
  const row = await rowOf(deps, reseller, uuid);
  if (row.confirmedAt && row.status === 'paid') {
    return answer(deps, reseller, uuid);
  }
  if (request.unitItems && request.unitItems.length !== row.unitItems.length) {
    throw new OctoError(
      'UNPROCESSABLE_ENTITY',
      'unitItems must be as many as reserved (use PATCH to change them)',
    );
  }
  const unitItems = request.unitItems?.map((item, index) => {
    if (item.unitId !== OCTO_UNIT_ADULT) {
      throw new OctoError('INVALID_UNIT_ID', 'Invalid unitId', { unitId: item.unitId });
    }
    const reserved = row.unitItems[index];
    return {
      uuid: reserved?.uuid ?? item.uuid ?? randomUUID(),
      unitId: OCTO_UNIT_ADULT,
      resellerReference: item.resellerReference ?? reserved?.resellerReference ?? null,
    };
  });
  const now = deps.now();
  const email = request.contact.emailAddress?.toLowerCase() ?? null;
  const wantsMail = request.emailReceipt === true && email !== null;
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    // The hold first (only while it holds), then the booking paid on account (only while pending): either
    // refusing rolls both back.
    const claimed = await claimConfirmation(
      trx,
      row.bookingId,
      { resellerReference: request.resellerReference, emailReceipt: wantsMail, unitItems },
      now,
    );
    if (!claimed) {
      return false;
    }
    const paid = await payHeldBookingOnAccount(
      trx,
      {
        outbox: wantsMail ? deps.manage.outbox : null,
        log: deps.log,
        appUrl: deps.appUrl,
        authSecret: deps.manage.authSecret,
        onPaid: deps.onPaid,
      },
      row.bookingId,
      {
        clientName: nameOf(request.contact) ?? row.clientName,
        clientEmail: email ?? row.clientEmail,
        clientPhone: phoneOf(request.contact) ?? row.clientPhone,
        notes: request.contact.notes?.trim() || row.notes,
      },
      now,
    );
    if (!paid) {
      throw new OctoError('UNPROCESSABLE_ENTITY', 'This booking is no longer on hold (expired or cancelled)');
    }
    return true;
  });
  if (!confirmed) {
    // Two confirms racing: the one that lost answers the booking the other confirmed.
    const current = await rowOf(deps, reseller, uuid);
    if (current.confirmedAt && current.status === 'paid') {
      return answer(deps, reseller, uuid);
    }
    throw new OctoError('UNPROCESSABLE_ENTITY', 'This booking is no longer on hold (expired or cancelled)');
  }
  return answer(deps, reseller, uuid);
}

/** PATCH /octo/bookings/:uuid: the reseller's reference and e-mail receipt; contact and notes while on hold. */
export async function update(
  deps: OctoBookingDeps,
  reseller: ResellerRow,
  uuid: string,
  request: TOctoUpdateRequest,
): Promise<TOctoBooking> {
  const row = await rowOf(deps, reseller, uuid);
  const moves =
    (request.productId !== undefined && request.productId !== row.activityId) ||
    (request.optionId !== undefined && request.optionId !== row.optionId) ||
    request.availabilityId !== undefined ||
    request.unitItems !== undefined;
  if (moves) {
    throw new OctoError(
      'UNPROCESSABLE_ENTITY',
      'Changing the product, option, availability or units is not supported: cancel and book again',
    );
  }
  const now = deps.now();
  if (request.contact !== undefined || request.notes !== undefined) {
    const changed = await deps.db.transaction().execute((trx) =>
      setHeldBookingContact(
        trx,
        row.bookingId,
        {
          clientName: nameOf(request.contact) ?? row.clientName,
          clientEmail: request.contact?.emailAddress?.toLowerCase() ?? row.clientEmail,
          clientPhone: phoneOf(request.contact) ?? row.clientPhone,
          notes: request.notes === undefined ? row.notes : request.notes?.trim() || null,
        },
        now,
      ),
    );
    if (!changed) {
      throw new OctoError('UNPROCESSABLE_ENTITY', 'The contact and notes can only change while on hold');
    }
  }
  if (request.expirationMinutes !== undefined) {
    return extend(deps, reseller, uuid, request.expirationMinutes);
  }
  if (request.resellerReference !== undefined || request.emailReceipt !== undefined) {
    await updateResellerBooking(
      deps.db,
      row.bookingId,
      { resellerReference: request.resellerReference, emailReceipt: request.emailReceipt },
      now,
    );
  }
  return answer(deps, reseller, uuid);
}

/**
 * POST /octo/bookings/:uuid/cancel: a hold is released; a confirmed booking is refunded in full and its tickets
 * voided within the refund rule (more than 24 hours before its start), credited to the reseller's account.
 */
export async function cancel(
  deps: OctoBookingDeps,
  reseller: ResellerRow,
  uuid: string,
  reason: string | null,
): Promise<TOctoBooking> {
  const row = await rowOf(deps, reseller, uuid);
  const now = deps.now();
  if (row.status === 'pending') {
    await deps.db.transaction().execute(async (trx) => {
      if (await releaseHeldBooking(trx, row.bookingId, now)) {
        await markResellerCancelled(trx, row.bookingId, reason, now);
      }
    });
    deps.onPlacesChanged?.(row.activityId);
  } else if (row.status === 'paid') {
    if (!slotCancellationTerms(row.day, row.startTime.slice(0, 5), now).isRefundable) {
      throw new OctoError(
        'UNPROCESSABLE_ENTITY',
        'The cancellation cut-off has passed (24 hours before the start): this booking cannot be cancelled',
      );
    }
    const mails = row.emailReceipt && !isPlaceholderEmail(row.clientEmail) ? deps.manage.outbox : NO_MAIL;
    await refundOnAccount({ ...deps.manage, outbox: mails }, row.bookingId);
    await deps.db.transaction().execute((trx) => markResellerCancelled(trx, row.bookingId, reason, now));
  }
  return answer(deps, reseller, uuid);
}

/** GET /octo/bookings/:uuid */
export async function getBooking(deps: OctoDeps, reseller: ResellerRow, uuid: string): Promise<TOctoBooking> {
  return answer(deps, reseller, uuid);
}

/** GET /octo/bookings: by the reseller's reference, ours, a day or a range of days. */
export async function listBookings(
  deps: OctoDeps,
  reseller: ResellerRow,
  query: TOctoBookingsQuery,
): Promise<TOctoBooking[]> {
  const dayFrom = query.localDate ?? query.localDateStart;
  const dayTo = query.localDate ?? query.localDateEnd;
  if (
    query.resellerReference === undefined &&
    query.supplierReference === undefined &&
    dayFrom === undefined &&
    dayTo === undefined
  ) {
    throw new OctoError(
      'BAD_REQUEST',
      'Filter by resellerReference, supplierReference, localDate or localDateStart/localDateEnd',
    );
  }
  if (dayFrom && dayTo && (dayTo < dayFrom || dayTo > addDays(dayFrom, 366))) {
    throw new OctoError('BAD_REQUEST', 'localDateEnd must be on or after localDateStart, within 366 days');
  }
  const rows = await listResellerBookingRows(deps.db, reseller.id, {
    resellerReference: query.resellerReference,
    supplierReference: query.supplierReference,
    dayFrom,
    dayTo,
  });
  const tickets = await listTicketsOfBookings(
    deps.db,
    rows.map((row) => row.bookingId),
  );
  const now = deps.now();
  return rows.map((row) =>
    bookingOf(
      row,
      tickets.filter((ticket) => ticket.bookingId === row.bookingId),
      reseller,
      now,
    ),
  );
}
