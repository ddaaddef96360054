import { Button, Skeleton } from '@mantine/core';
import type { TPublicActivityDetails } from '@roteiro/domain/catalogue/public';
import { lazy, Suspense } from 'react';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import classes from './Booking.module.css';
import type { TBookableEvent } from './bookingKinds.ts';

// The widget's code and its words (the `booking` catalogue of the page's language) come together.
const loadWidget = () =>
  Promise.all([importWithRetry(() => import('./BookingWidget.tsx')), ensureNamespaces(['booking'])]).then(
    ([module]) => module,
  );
const BookingWidget = lazy(() => loadWidget().then((module) => ({ default: module.BookingWidget })));

type TBookingLauncherProps = {
  activity: TPublicActivityDetails;
  event?: TBookableEvent;
  isOpen: boolean;
  onOpen: () => void;
};

/**
 * The booking box's first load is a button: the calendar and its code (Mantine dates) load only when the
 * traveller asks for them, with a placeholder of the widget's size meanwhile.
 */
export function BookingLauncher({ activity, event, isOpen, onOpen }: TBookingLauncherProps) {
  const { t } = useT();
  if (!isOpen) {
    return (
      <Button
        color="terracotta"
        size="md"
        fullWidth
        onClick={onOpen}
        // A hint of intent: start downloading before the click lands.
        onPointerEnter={() => void loadWidget()}
        onFocus={() => void loadWidget()}
      >
        {t('catalogue.details.checkAvailability')}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Skeleton
          className={classes.placeholder}
          radius="md"
          aria-label={t('catalogue.details.loadingCalendar')}
        />
      }
    >
      <BookingWidget activity={activity} event={event} />
    </Suspense>
  );
}
