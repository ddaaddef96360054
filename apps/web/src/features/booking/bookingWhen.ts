import type { TBookingView } from '@roteiro/domain/booking/booking';
import type { TMyTour } from '@roteiro/domain/booking/my-tours';
import { formatPassValidity } from '@roteiro/domain/time/format';
import type { TTexts } from '../../shared/i18n/useT.tsx';

/**
 * "24 November 2026, 10:00–12:00 (Lisbon time)", in the page's language. A pass booking reads "24 November 2026,
 * valid 09:30–19:00 (Lisbon time)", its first to last departure as the operator screens write it: its own
 * times are the departure chosen and that plus the pass's duration ('14:30–00:30').
 */
export const whenText = (
  booking: Pick<TBookingView, 'day' | 'startTime' | 'endTime' | 'passWindow'>,
  { t, day, locale }: Pick<TTexts, 't' | 'day' | 'locale'>,
): string =>
  booking.passWindow
    ? t('booking.summary.passWhen', {
        day: day(booking.day),
        validity: formatPassValidity(booking.passWindow, locale),
      })
    : t('booking.summary.when', { day: day(booking.day), start: booking.startTime, end: booking.endTime });

/** My tours' line: "24 November 2026 at 10:00 · Lisbon"; a pass's "24 November 2026, valid 09:30–19:00 · Lisbon". */
export const tourWhenText = (
  tour: Pick<TMyTour, 'day' | 'startTime' | 'passWindow'>,
  city: string,
  { t, day, locale }: Pick<TTexts, 't' | 'day' | 'locale'>,
): string =>
  tour.passWindow
    ? t('booking.myTours.passWhen', {
        day: day(tour.day),
        validity: formatPassValidity(tour.passWindow, locale),
        city,
      })
    : t('booking.myTours.when', { day: day(tour.day), start: tour.startTime, city });
