import type { TBookingKind } from '@roteiro/domain/booking/booking';
import { REFUND_CUTOFF_HOURS } from '@roteiro/domain/booking/rules';
import {
  hhmm,
  placesLeft,
  slotStarts,
  slotTimeProblem,
  type TSlotGroup,
  unitPrice,
} from '@roteiro/domain/booking/slots';
import {
  availabilityStatus,
  eventOptionId,
  OCTO_MAX_RANGE_DAYS,
  OCTO_UNIT_ADULT,
  octoOptions,
  parseAvailabilityId,
  resellerOwesCents,
  slotTimes,
} from '@roteiro/domain/distribution/octo';
import type {
  TOctoAvailability,
  TOctoAvailabilityRequest,
  TOctoCalendarDay,
  TOctoCalendarRequest,
  TOctoOption,
  TOctoPricing,
  TOctoProduct,
  TOctoSupplier,
} from '@roteiro/domain/distribution/schemas';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Db } from '../../db/database.ts';
import { listSlotGroups } from '../booking/checkout/channel-sales.service.ts';
import {
  listSellableActivities,
  listSellableEvents,
  type ResellerRow,
  type SellableActivity,
  type SellableEvent,
} from './distribution.repository.ts';
import { OctoError } from './octo-errors.ts';

/** OCTO's supplier, products and availability, read from the catalogue and the groups' places. */

export type OctoDeps = { db: Db; appUrl: string; supplierEmail: string | null; now: () => Date };

export function supplier(deps: Pick<OctoDeps, 'appUrl' | 'supplierEmail'>): TOctoSupplier {
  return {
    id: 'roteiro',
    name: 'Roteiro',
    endpoint: `${new URL(deps.appUrl).origin}/octo`,
    contact: {
      website: new URL(deps.appUrl).origin,
      email: deps.supplierEmail,
      telephone: null,
      address: null,
    },
  };
}

/** A price in EUR cents; `net` is what the reseller pays us (the price less its commission). */
export function pricing(retail: number, commissionBasisPoints: number): TOctoPricing {
  return {
    original: retail,
    retail,
    net: resellerOwesCents(retail, commissionBasisPoints),
    currency: 'EUR',
    currencyPrecision: 2,
    includedTaxes: [],
  };
}

/** A day with no time of its own, for the start times that do not depend on the day. */
const ANY_DAY = '2000-01-01';

/** An option as sold: its id, its booking kind and, for an event's option, the event. */
export type TSellOption = { id: string; kind: TBookingKind; event: SellableEvent | null };

/** The activity's options (shared or a pass's departures, private), then one per upcoming visible event. */
function sellOptions(activity: SellableActivity, events: SellableEvent[]): TSellOption[] {
  return [
    ...octoOptions(activity).map((option) => ({ ...option, event: null })),
    ...events
      .filter((event) => event.activityId === activity.id)
      .map((event) => ({ id: eventOptionId(event.id), kind: 'event' as const, event })),
  ];
}

/** The start times of an option on a day (an event's only on its own day). */
function startsOf(activity: SellableActivity, option: TSellOption, day: string): string[] {
  return slotStarts(activity, option.kind, option.event, day);
}

const OPTION_NAMES: Record<TBookingKind, string> = {
  shared: 'Shared tour',
  private: 'Private group',
  pass: 'Pass',
  event: 'Event',
};

function optionOf(
  activity: SellableActivity,
  option: TSellOption,
  isDefault: boolean,
  reseller: ResellerRow,
): TOctoOption | null {
  const starts = startsOf(activity, option, option.event?.eventDate ?? ANY_DAY);
  if (starts.length === 0) {
    return null;
  }
  const price = unitPrice(activity, option.kind, option.event);
  const perPerson = price.priceUnit === 'person';
  return {
    id: option.id,
    default: isDefault,
    internalName: option.event
      ? `${option.event.title} (${option.event.eventDate})`
      : OPTION_NAMES[option.kind],
    reference: null,
    availabilityLocalStartTimes: starts,
    cancellationCutoff: `${REFUND_CUTOFF_HOURS} hours`,
    cancellationCutoffAmount: REFUND_CUTOFF_HOURS,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: ['firstName', 'lastName'],
    restrictions: { minUnits: 1, maxUnits: activity.maxNumOfParticipants },
    units: [
      {
        id: OCTO_UNIT_ADULT,
        internalName: 'Adult',
        reference: null,
        type: 'ADULT',
        restrictions: {
          minAge: 0,
          maxAge: 99,
          idRequired: false,
          minQuantity: null,
          maxQuantity: activity.maxNumOfParticipants,
          paxCount: 1,
          accompaniedBy: [],
        },
        requiredContactFields: [],
        ...(perPerson ? { pricingFrom: [pricing(price.priceCents, reseller.commissionBasisPoints)] } : {}),
      },
    ],
    // A private group has one price for the whole group, up to its maximum.
    pricingFrom: [pricing(price.priceCents, reseller.commissionBasisPoints)],
  };
}

export function productOf(
  activity: SellableActivity,
  events: SellableEvent[],
  reseller: ResellerRow,
): TOctoProduct | null {
  const options = sellOptions(activity, events)
    .map((option, index) => optionOf(activity, option, index === 0, reseller))
    .filter((option): option is TOctoOption => option !== null);
  const [first] = options;
  if (!first) {
    return null;
  }
  first.default = true;
  return {
    id: activity.id,
    internalName: activity.title,
    reference: null,
    locale: 'en',
    timeZone: 'Europe/Lisbon',
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET'],
    redemptionMethod: 'DIGITAL',
    options,
    defaultCurrency: 'EUR',
    availableCurrencies: ['EUR'],
    pricingPer: 'UNIT',
  };
}

export async function listProducts(deps: OctoDeps, reseller: ResellerRow): Promise<TOctoProduct[]> {
  const activities = await listSellableActivities(deps.db, reseller);
  const events = await listSellableEvents(
    deps.db,
    activities.map((activity) => activity.id),
    lisbonDay(deps.now()),
  );
  return activities
    .map((activity) => productOf(activity, events, reseller))
    .filter((product): product is TOctoProduct => product !== null);
}

/** An activity the reseller may sell, with its events and product; INVALID_PRODUCT_ID otherwise (unknown or not its). */
export async function sellableProduct(deps: OctoDeps, reseller: ResellerRow, productId: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId);
  const [activity] = isUuid ? await listSellableActivities(deps.db, reseller, productId) : [];
  const events = activity ? await listSellableEvents(deps.db, [activity.id], lisbonDay(deps.now())) : [];
  const product = activity ? productOf(activity, events, reseller) : null;
  if (!activity || !product) {
    throw new OctoError('INVALID_PRODUCT_ID', 'Invalid productId', { productId });
  }
  return { activity, events, product };
}

/** The option of a product as sold; INVALID_OPTION_ID otherwise. */
export function sellOption(
  sellable: { activity: SellableActivity; events: SellableEvent[]; product: TOctoProduct },
  optionId: string,
): TSellOption {
  const option = sellOptions(sellable.activity, sellable.events).find((o) => o.id === optionId);
  if (!option || !sellable.product.options.some((o) => o.id === optionId)) {
    throw new OctoError('INVALID_OPTION_ID', 'Invalid optionId', { optionId });
  }
  return option;
}

/** Whether a day and start time is one of an option's slots (before the rules about now and places). */
export function isSlotOf(
  activity: SellableActivity,
  option: TSellOption,
  day: string,
  startTime: string,
): boolean {
  return startsOf(activity, option, day).includes(startTime);
}

/** Units asked for: only `adult` exists; their total. */
export function unitCount(units: { id: string; quantity: number }[] | undefined): number {
  let total = 0;
  for (const unit of units ?? []) {
    if (unit.id !== OCTO_UNIT_ADULT) {
      throw new OctoError('INVALID_UNIT_ID', 'Invalid unitId', { unitId: unit.id });
    }
    total += unit.quantity;
  }
  return total;
}

type Slot = { day: string; startTime: string; placesLeft: number };

/** The slots sold on each day of a range, with the places a booking can take in each. */
async function slotsOfRange(
  deps: OctoDeps,
  activity: SellableActivity,
  option: TSellOption,
  from: string,
  to: string,
): Promise<Map<string, Slot[]>> {
  const { kind, event } = option;
  const now = deps.now();
  const today = lisbonDay(now);
  const first = from < today ? today : from;
  const last = [to, addDays(today, activity.salesWindowDays)].sort()[0] ?? to;
  const byDay = new Map<string, Slot[]>();
  if (first > last) {
    return byDay;
  }
  const groups = new Map<string, TSlotGroup>(
    (await listSlotGroups(deps.db, activity.id, first, last)).map((g) => [
      `${g.day} ${hhmm(g.startTime)}`,
      g,
    ]),
  );
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const slots = startsOf(activity, option, day)
      .filter((start) => slotTimeProblem(day, start, now, activity.salesWindowDays, today) === null)
      .map((startTime) => ({
        day,
        startTime,
        placesLeft: placesLeft(
          kind,
          groups.get(`${day} ${startTime}`),
          activity.maxNumOfParticipants,
          event?.id ?? null,
        ),
      }));
    byDay.set(day, slots);
  }
  return byDay;
}

function checkRange(from: string, to: string): void {
  if (to < from || to > addDays(from, OCTO_MAX_RANGE_DAYS)) {
    throw new OctoError(
      'BAD_REQUEST',
      `localDateEnd must be on or after localDateStart, within ${OCTO_MAX_RANGE_DAYS} days`,
    );
  }
}

/** POST /octo/availability/calendar: each day of the range, its best slot's places. */
export async function availabilityCalendar(
  deps: OctoDeps,
  reseller: ResellerRow,
  request: TOctoCalendarRequest,
): Promise<TOctoCalendarDay[]> {
  const sellable = await sellableProduct(deps, reseller, request.productId);
  const { activity } = sellable;
  const option = sellOption(sellable, request.optionId);
  const wanted = unitCount(request.units);
  checkRange(request.localDateStart, request.localDateEnd);
  const slots = await slotsOfRange(deps, activity, option, request.localDateStart, request.localDateEnd);
  const days: TOctoCalendarDay[] = [];
  for (let day = request.localDateStart; day <= request.localDateEnd; day = addDays(day, 1)) {
    const ofDay = slots.get(day) ?? [];
    const best = Math.max(0, ...ofDay.map((slot) => slot.placesLeft));
    const status = ofDay.length === 0 ? 'CLOSED' : availabilityStatus(best, activity.maxNumOfParticipants);
    days.push({
      localDate: day,
      available: best > 0 && best >= wanted,
      status,
      vacancies: best,
      capacity: activity.maxNumOfParticipants,
      openingHours: [],
    });
  }
  return days;
}

/** One slot as OCTO's availability. */
export function availabilityOf(
  activity: SellableActivity,
  option: TSellOption,
  slot: Slot,
  wanted: number,
  reseller: ResellerRow,
): TOctoAvailability | null {
  const times = slotTimes(slot.day, slot.startTime, activity.durationMinutes);
  if (!times) {
    return null;
  }
  const price = unitPrice(activity, option.kind, option.event);
  const retail = price.priceUnit === 'person' ? price.priceCents * Math.max(wanted, 1) : price.priceCents;
  return {
    id: times.localDateTimeStart,
    ...times,
    allDay: false,
    available: slot.placesLeft > 0 && slot.placesLeft >= wanted,
    status: availabilityStatus(slot.placesLeft, activity.maxNumOfParticipants),
    vacancies: slot.placesLeft,
    capacity: activity.maxNumOfParticipants,
    maxUnits: slot.placesLeft,
    openingHours: [],
    pricing: pricing(retail, reseller.commissionBasisPoints),
  };
}

/** POST /octo/availability: the slots of a range, or of the availability ids asked for. */
export async function availabilityCheck(
  deps: OctoDeps,
  reseller: ResellerRow,
  request: TOctoAvailabilityRequest,
): Promise<TOctoAvailability[]> {
  const sellable = await sellableProduct(deps, reseller, request.productId);
  const { activity } = sellable;
  const option = sellOption(sellable, request.optionId);
  const wanted = unitCount(request.units);
  let from = request.localDateStart;
  let to = request.localDateEnd;
  let ids: Set<string> | null = null;
  if (request.availabilityIds && request.availabilityIds.length > 0) {
    const parsed = request.availabilityIds.map((id) => {
      const slot = parseAvailabilityId(id);
      if (!slot) {
        throw new OctoError('INVALID_AVAILABILITY_ID', 'Invalid availabilityId', { availabilityId: id });
      }
      return slot;
    });
    const days = parsed.map((slot) => slot.day).sort();
    from = days[0];
    to = days.at(-1);
    ids = new Set(request.availabilityIds);
  }
  if (!from || !to) {
    throw new OctoError('BAD_REQUEST', 'Send localDateStart and localDateEnd, or availabilityIds');
  }
  checkRange(from, to);
  const slots = await slotsOfRange(deps, activity, option, from, to);
  const answer: TOctoAvailability[] = [];
  for (const ofDay of slots.values()) {
    for (const slot of ofDay) {
      const availability = availabilityOf(activity, option, slot, wanted, reseller);
      if (availability && (!ids || ids.has(availability.id))) {
        answer.push(availability);
      }
    }
  }
  return answer;
}
