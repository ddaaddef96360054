import { z } from 'zod';
import { ZInstant } from '../common/responses.ts';
import { OCTO_ERRORS, RESELLER_MAX_COMMISSION_BASIS_POINTS } from './octo.ts';

/**
 * The OCTO supplier API's requests and answers (OCTO v1 core, as @octocloud/types describes it) and the admin's
 * resellers. Request schemas are lenient as OCTO asks (unknown fields are ignored); every text is bounded.
 */

const ZText = (max: number) => z.string().max(max);
const ZLocalDate = z.iso.date();

// ---------------------------------------------------------------- requests

/**
 * The `Octo-Capabilities` request header (a comma-separated list of capability ids): documented, never required;
 * the answer's header of the same name lists the ones this API applied.
 */
export const ZOctoRequestHeaders = z.object({
  'octo-capabilities': z
    .string()
    .max(1000)
    .optional()
    .describe('The capabilities asked for, comma-separated (e.g. "octo/pricing"); unknown ones are ignored'),
});

/** Every refusal under `/octo`: OCTO's error body (401, 403, 429 and 400 for the rest), with the id it is about. */
export const ZOctoErrorBody = z
  .object({
    error: z.enum(OCTO_ERRORS),
    errorMessage: z.string(),
    productId: z.string().optional(),
    optionId: z.string().optional(),
    unitId: z.string().optional(),
    availabilityId: z.string().optional(),
    uuid: z.string().optional(),
  })
  .describe(
    'OCTO error: { error, errorMessage, and the id it is about (productId, optionId, unitId, availabilityId, uuid) }',
  );

export const ZOctoProductParams = z.object({ id: ZText(100) });
export const ZOctoBookingParams = z.object({ uuid: ZText(100) });

export const ZOctoUnitQuantity = z.object({ id: ZText(100), quantity: z.number().int().min(0).max(100) });

export const ZOctoCalendarRequest = z.object({
  productId: ZText(100),
  optionId: ZText(100),
  localDateStart: ZLocalDate,
  localDateEnd: ZLocalDate,
  units: z.array(ZOctoUnitQuantity).max(20).optional(),
  currency: ZText(3).nullish(),
});
export type TOctoCalendarRequest = z.infer<typeof ZOctoCalendarRequest>;

export const ZOctoAvailabilityRequest = z.object({
  productId: ZText(100),
  optionId: ZText(100),
  localDateStart: ZLocalDate.optional(),
  localDateEnd: ZLocalDate.optional(),
  availabilityIds: z.array(ZText(100)).max(100).optional(),
  units: z.array(ZOctoUnitQuantity).max(20).optional(),
  currency: ZText(3).nullish(),
});
export type TOctoAvailabilityRequest = z.infer<typeof ZOctoAvailabilityRequest>;

export const ZOctoContactInput = z.object({
  fullName: ZText(200).nullish(),
  firstName: ZText(100).nullish(),
  lastName: ZText(100).nullish(),
  emailAddress: z.email().max(254).nullish(),
  phoneNumber: ZText(40).nullish(),
  locales: z.array(ZText(35)).max(10).optional(),
  postalCode: ZText(20).nullish(),
  country: ZText(2).nullish(),
  notes: ZText(500).nullish(),
});
export type TOctoContactInput = z.infer<typeof ZOctoContactInput>;

export const ZOctoUnitItemInput = z.object({
  uuid: z.uuid().optional(),
  unitId: ZText(100),
  resellerReference: ZText(100).optional(),
  contact: ZOctoContactInput.optional(),
});

export const ZOctoReserveRequest = z.object({
  uuid: z.uuid().optional(),
  productId: ZText(100),
  optionId: ZText(100),
  availabilityId: ZText(100),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  notes: ZText(500).nullish(),
  unitItems: z.array(ZOctoUnitItemInput).min(1).max(100),
  resellerReference: ZText(100).optional(),
  contact: ZOctoContactInput.optional(),
  currency: ZText(3).nullish(),
});
export type TOctoReserveRequest = z.infer<typeof ZOctoReserveRequest>;

/** Optional bodies: an OCTO client may send none. */
export const ZOctoExtendRequest = z
  .object({ expirationMinutes: z.number().int().min(1).max(1440).optional() })
  .optional();

export const ZOctoConfirmRequest = z.object({
  resellerReference: ZText(100).optional(),
  emailReceipt: z.boolean().optional(),
  contact: ZOctoContactInput,
  unitItems: z.array(ZOctoUnitItemInput).max(100).optional(),
});
export type TOctoConfirmRequest = z.infer<typeof ZOctoConfirmRequest>;

export const ZOctoUpdateRequest = z.object({
  resellerReference: ZText(100).optional(),
  productId: ZText(100).optional(),
  optionId: ZText(100).optional(),
  availabilityId: ZText(100).optional(),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  notes: ZText(500).nullish(),
  emailReceipt: z.boolean().optional(),
  unitItems: z.array(ZOctoUnitItemInput).max(100).optional(),
  contact: ZOctoContactInput.optional(),
});
export type TOctoUpdateRequest = z.infer<typeof ZOctoUpdateRequest>;

export const ZOctoCancelRequest = z
  .object({ reason: ZText(500).nullish(), force: z.boolean().optional() })
  .optional();

export const ZOctoBookingsQuery = z.object({
  resellerReference: ZText(100).optional(),
  supplierReference: ZText(100).optional(),
  localDate: ZLocalDate.optional(),
  localDateStart: ZLocalDate.optional(),
  localDateEnd: ZLocalDate.optional(),
});
export type TOctoBookingsQuery = z.infer<typeof ZOctoBookingsQuery>;

// ---------------------------------------------------------------- answers

export const ZOctoPricing = z.object({
  original: z.number().int(),
  retail: z.number().int(),
  net: z.number().int().nullable(),
  currency: z.string(),
  currencyPrecision: z.number().int(),
  includedTaxes: z.array(z.never()),
});
export type TOctoPricing = z.infer<typeof ZOctoPricing>;

export const ZOctoSupplier = z.object({
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  contact: z.object({
    website: z.string().nullable(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type TOctoSupplier = z.infer<typeof ZOctoSupplier>;

const ZContactField = z.enum(['firstName', 'lastName', 'emailAddress', 'phoneNumber']);

export const ZOctoUnit = z.object({
  id: z.string(),
  internalName: z.string(),
  reference: z.string().nullable(),
  type: z.enum(['ADULT']),
  restrictions: z.object({
    minAge: z.number().int(),
    maxAge: z.number().int(),
    idRequired: z.boolean(),
    minQuantity: z.number().int().nullable(),
    maxQuantity: z.number().int().nullable(),
    paxCount: z.number().int(),
    accompaniedBy: z.array(z.string()),
  }),
  requiredContactFields: z.array(ZContactField),
  pricingFrom: z.array(ZOctoPricing).optional(),
});
export type TOctoUnit = z.infer<typeof ZOctoUnit>;

export const ZOctoOption = z.object({
  id: z.string(),
  default: z.boolean(),
  internalName: z.string(),
  reference: z.string().nullable(),
  availabilityLocalStartTimes: z.array(z.string()),
  cancellationCutoff: z.string(),
  cancellationCutoffAmount: z.number().int(),
  cancellationCutoffUnit: z.enum(['hour']),
  requiredContactFields: z.array(ZContactField),
  restrictions: z.object({ minUnits: z.number().int().nullable(), maxUnits: z.number().int().nullable() }),
  units: z.array(ZOctoUnit),
  pricingFrom: z.array(ZOctoPricing).optional(),
});
export type TOctoOption = z.infer<typeof ZOctoOption>;

export const ZOctoProduct = z.object({
  id: z.string(),
  internalName: z.string(),
  reference: z.string().nullable(),
  locale: z.string(),
  timeZone: z.string(),
  allowFreesale: z.boolean(),
  instantConfirmation: z.boolean(),
  instantDelivery: z.boolean(),
  availabilityRequired: z.boolean(),
  availabilityType: z.enum(['START_TIME']),
  deliveryFormats: z.array(z.enum(['QRCODE'])),
  deliveryMethods: z.array(z.enum(['TICKET'])),
  redemptionMethod: z.enum(['DIGITAL']),
  options: z.array(ZOctoOption),
  defaultCurrency: z.string(),
  availableCurrencies: z.array(z.string()),
  pricingPer: z.enum(['UNIT', 'BOOKING']),
});
export type TOctoProduct = z.infer<typeof ZOctoProduct>;
export const ZOctoProducts = z.array(ZOctoProduct);

const ZAvailabilityStatus = z.enum(['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED']);

export const ZOctoCalendarDay = z.object({
  localDate: z.string(),
  available: z.boolean(),
  status: ZAvailabilityStatus,
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  openingHours: z.array(z.never()),
});
export type TOctoCalendarDay = z.infer<typeof ZOctoCalendarDay>;
export const ZOctoCalendar = z.array(ZOctoCalendarDay);

export const ZOctoAvailability = z.object({
  id: z.string(),
  localDateTimeStart: z.string(),
  localDateTimeEnd: z.string(),
  utcCutoffAt: z.string(),
  allDay: z.boolean(),
  available: z.boolean(),
  status: ZAvailabilityStatus,
  vacancies: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  maxUnits: z.number().int().nullable(),
  openingHours: z.array(z.never()),
  pricing: ZOctoPricing.optional(),
});
export type TOctoAvailability = z.infer<typeof ZOctoAvailability>;
export const ZOctoAvailabilities = z.array(ZOctoAvailability);

export const ZOctoContact = z.object({
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  locales: z.array(z.string()),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TOctoContact = z.infer<typeof ZOctoContact>;

const ZOctoBookingStatus = z.enum(['ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED', 'REDEEMED']);

export const ZOctoTicket = z.object({
  redemptionMethod: z.enum(['DIGITAL']),
  utcRedeemedAt: z.string().nullable(),
  deliveryOptions: z.array(z.object({ deliveryFormat: z.enum(['QRCODE']), deliveryValue: z.string() })),
});

export const ZOctoUnitItem = z.object({
  uuid: z.string(),
  resellerReference: z.string().nullable(),
  supplierReference: z.string().nullable(),
  unitId: z.string(),
  status: ZOctoBookingStatus,
  utcRedeemedAt: z.string().nullable(),
  contact: ZOctoContact,
  ticket: ZOctoTicket.nullable(),
  pricing: ZOctoPricing.optional(),
});

export const ZOctoBooking = z.object({
  id: z.string(),
  uuid: z.string(),
  testMode: z.boolean(),
  resellerReference: z.string().nullable(),
  supplierReference: z.string().nullable(),
  status: ZOctoBookingStatus,
  utcCreatedAt: z.string(),
  utcUpdatedAt: z.string(),
  utcExpiresAt: z.string().nullable(),
  utcRedeemedAt: z.string().nullable(),
  utcConfirmedAt: z.string().nullable(),
  productId: z.string(),
  optionId: z.string(),
  cancellable: z.boolean(),
  cancellation: z
    .object({ refund: z.enum(['FULL', 'NONE']), reason: z.string().nullable(), utcCancelledAt: z.string() })
    .nullable(),
  freesale: z.boolean(),
  availabilityId: z.string().nullable(),
  availability: ZOctoAvailability.nullable(),
  contact: ZOctoContact,
  notes: z.string().nullable(),
  deliveryMethods: z.array(z.enum(['TICKET'])),
  voucher: ZOctoTicket.nullable(),
  unitItems: z.array(ZOctoUnitItem),
  pricing: ZOctoPricing.optional(),
});
export type TOctoBooking = z.infer<typeof ZOctoBooking>;
export const ZOctoBookings = z.array(ZOctoBooking);

// ---------------------------------------------------------------- the admin's resellers

export const ZResellerIdParams = z.object({ resellerId: z.uuid() });
export const ZResellerKeyParams = z.object({ resellerId: z.uuid(), keyId: z.uuid() });

export const ZCreateResellerRequest = z.object({
  name: z.string().trim().min(1).max(120),
  commissionBasisPoints: z.number().int().min(0).max(RESELLER_MAX_COMMISSION_BASIS_POINTS),
  /** Every bookable activity, now and later; otherwise only `activityIds`. */
  sellsEveryProduct: z.boolean(),
  activityIds: z.array(z.uuid()).max(1000),
});
export type TCreateResellerRequest = z.infer<typeof ZCreateResellerRequest>;

export const ZResellerKey = z.object({
  id: z.string(),
  /** The first characters, to tell keys apart; the key itself is shown once. */
  prefix: z.string(),
  createdAt: ZInstant,
  revokedAt: ZInstant.nullable(),
});

export const ZAdminReseller = z.object({
  id: z.string(),
  name: z.string(),
  commissionBasisPoints: z.number().int(),
  sellsEveryProduct: z.boolean(),
  activityIds: z.array(z.string()),
  keys: z.array(ZResellerKey),
  createdAt: ZInstant,
});
export type TAdminReseller = z.infer<typeof ZAdminReseller>;
export const ZAdminResellerList = z.object({ resellers: z.array(ZAdminReseller) });

/** A key as created: the only time its secret is shown. */
export const ZCreatedResellerKey = z.object({ id: z.string(), prefix: z.string(), key: z.string() });
export type TCreatedResellerKey = z.infer<typeof ZCreatedResellerKey>;
