import type { TBookingKind } from '@roteiro/domain/booking/booking';
import type { TPublicActivityDetails } from '@roteiro/domain/catalogue/public';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';

/** An event's own day and time, booked through the event's page. */
export type TBookableEvent = { id: string; title: string; day: string; time: string; priceCents: number };

/**
 * What can be booked on a details page: the event's date and time on an event page; a pass's departures;
 * private only when the activity says so; otherwise shared, and private too when it has a group price and times.
 */
export function bookingKindsOf(
  activity: Pick<
    TPublicActivityDetails,
    'isPass' | 'isPrivateOnly' | 'privatePriceCents' | 'privateTimeSlots'
  >,
  event?: TBookableEvent,
): TBookingKind[] {
  if (event) {
    return ['event'];
  }
  if (activity.isPass) {
    return ['pass'];
  }
  const hasPrivate = activity.privatePriceCents !== null && activity.privateTimeSlots.length > 0;
  if (activity.isPrivateOnly) {
    return ['private'];
  }
  return hasPrivate ? ['shared', 'private'] : ['shared'];
}

/** Each kind's name (`booking.kinds.<kind>`). */
export const KIND_LABELS = {
  shared: 'booking.kinds.shared',
  private: 'booking.kinds.private',
  pass: 'booking.kinds.pass',
  event: 'booking.kinds.event',
} as const satisfies Record<TBookingKind, TMessageId>;
